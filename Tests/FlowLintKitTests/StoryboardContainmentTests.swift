import Foundation
import Testing
@testable import FlowLintKit

/// The storyboards a flow file names are read only when they are regular files inside the
/// repository being checked; anything else is a finding at the name, which quotes nothing of the file.
@Suite(.serialized) struct StoryboardContainmentTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
        <scenes><scene sceneID="s"><objects><viewController title="Inbox" id="a" sceneMemberID="viewController"/></objects></scene></scenes>
        </document>

        """

    static func overlay(naming name: String) -> String {
        "flowlint: 1\napp: Notes\nstoryboards: [\"\(name)\"]\nscreens: {}\n"
    }

    /// The overlay at `flow` (relative to `scratch`) naming `name`, linted: its reports, one per file read.
    static func lint(_ scratch: ScratchDirectory, flow: String, naming name: String) throws -> [FileReport] {
        let path = try scratch.write(flow, overlay(naming: name))
        return Linter().lintFile(try SourceFile(readingAt: path, limit: 1 << 20)).reports
    }

    /// The one finding on the overlay, as `line:column message`, when only the overlay was reported.
    static func refusal(_ reports: [FileReport]) -> String? {
        guard reports.count == 1, let finding = reports[0].diagnostics.first(where: { $0.ruleID == "storyboard-xml" }) else { return nil }
        return "\(finding.range.start) \(finding.message)"
    }

    /// A git work tree at `repo/` holding the overlay in `repo/app/`, and a storyboard outside it.
    static func repository() throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path + "/repo/app", withIntermediateDirectories: true)
        try scratch.write("outside/Secret.storyboard", storyboard)
        try scratch.write("repo/Main.storyboard", storyboard)
        return scratch
    }

    @Test(arguments: ["../../outside/Secret.storyboard", "../../../../../../../../../../etc/passwd", "/proc/self/environ"])
    func aStoryboardOutsideTheRepositoryIsRefused(name: String) throws {
        let scratch = try Self.repository()
        let reports = try Self.lint(scratch, flow: "repo/app/notes.flow.yaml", naming: name)
        let path = name.hasPrefix("/") ? name : "\(scratch.path)/repo/app/\(name)"
        #expect(Self.refusal(reports) == "3:15 storyboard \(path) is refused: it lies outside \(scratch.path)/repo, the repository being checked")
    }

    /// Resolved with symbolic links followed: a link inside the repository to a file outside it is refused.
    @Test func aSymbolicLinkPointingOutsideIsRefused() throws {
        let scratch = try Self.repository()
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/repo/app/Linked.storyboard",
                                                   withDestinationPath: scratch.path + "/outside/Secret.storyboard")
        let reports = try Self.lint(scratch, flow: "repo/app/notes.flow.yaml", naming: "Linked.storyboard")
        let path = "\(scratch.path)/repo/app/Linked.storyboard"
        #expect(Self.refusal(reports) == "3:15 storyboard \(path) is refused: it lies outside \(scratch.path)/repo, the repository being checked")
        // A link that stays inside is followed.
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/repo/app/Main.storyboard", withDestinationPath: "../Main.storyboard")
        let inside = try Self.lint(scratch, flow: "repo/app/notes.flow.yaml", naming: "Main.storyboard")
        #expect(inside.count == 2)
    }

    /// A FIFO would block the read until something wrote to it. Old code blocked here; a writer
    /// that opens it without blocking (which succeeds only while a reader waits) ends such a read,
    /// so a regression fails instead of hanging.
    @Test func aFIFOIsRefusedWithoutBeingOpened() throws {
        let scratch = try Self.repository()
        let fifo = scratch.path + "/repo/app/Pipe.storyboard"
        try #require(mkfifo(fifo, 0o600) == 0)
        // For five seconds at most; once the scratch directory is gone, each open just fails.
        Thread.detachNewThread {
            for _ in 0 ..< 200 {
                let descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
                if descriptor >= 0 { close(descriptor) }
                usleep(25_000)
            }
        }
        let reports = try Self.lint(scratch, flow: "repo/app/notes.flow.yaml", naming: "Pipe.storyboard")
        #expect(Self.refusal(reports) == "3:15 storyboard \(fifo) is refused: it is a FIFO, and a flow may name only regular files")
    }

    @Test func aDirectoryIsRefused() throws {
        let scratch = try Self.repository()
        try FileManager.default.createDirectory(atPath: scratch.path + "/repo/app/Folder.storyboard", withIntermediateDirectories: true)
        let reports = try Self.lint(scratch, flow: "repo/app/notes.flow.yaml", naming: "Folder.storyboard")
        let path = "\(scratch.path)/repo/app/Folder.storyboard"
        #expect(Self.refusal(reports) == "3:15 storyboard \(path) is refused: it is a directory, and a flow may name only regular files")
    }

    @Test func aMissingStoryboardCannotBeRead() throws {
        let scratch = try Self.repository()
        let reports = try Self.lint(scratch, flow: "repo/app/notes.flow.yaml", naming: "Missing.storyboard")
        #expect(Self.refusal(reports) == "3:15 storyboard \(scratch.path)/repo/app/Missing.storyboard cannot be read: no such file or directory")
    }

    /// The root is the nearest `.flowlint.yml`'s directory, else the git work tree, else the flow file's directory.
    @Test func theRootIsTheConfigurationsDirectoryElseTheWorkTreeElseTheFlowsDirectory() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Shared/Main.storyboard", Self.storyboard)
        let flow = "App/Flows/notes.flow.yaml", name = "../../Shared/Main.storyboard"
        // Neither: the flow file's own directory.
        let alone = try Self.lint(scratch, flow: flow, naming: name)
        #expect(Self.refusal(alone)?.hasSuffix("is refused: it lies outside \(scratch.path)/App/Flows, the repository being checked") == true)
        // A git work tree, whose `.git` is a file in a worktree.
        try scratch.write(".git", "gitdir: /elsewhere\n")
        #expect(try Self.lint(scratch, flow: flow, naming: name).count == 2)
        // A `.flowlint.yml` nearer than the work tree's top wins.
        try scratch.write("App/.flowlint.yml", "")
        let configured = try Self.lint(scratch, flow: flow, naming: name)
        #expect(Self.refusal(configured)?.hasSuffix("is refused: it lies outside \(scratch.path)/App, the repository being checked") == true)
        #expect(StoryboardContainment.root(ofFlowAt: scratch.path + "/" + flow) == scratch.path + "/App")
    }

    /// As a user runs it: the refusal is the finding, exit 1, and nothing of the file is printed.
    @Test func checkPrintsTheRefusalAndNothingOfTheFile() throws {
        let scratch = try Self.repository()
        let flow = try scratch.write("repo/app/notes.flow.yaml", Self.overlay(naming: "/etc/passwd"))
        let result = try CommandLineTests().run(["check", flow])
        #expect(result.status == 1)
        #expect(result.stdout == """
            \(flow):3:15: error: storyboard /etc/passwd is refused: it lies outside \(scratch.path)/repo, the repository being checked [storyboard-xml]
              |
            3 | storyboards: ["/etc/passwd"]
              |               ^~~~~~~~~~~~~
            1 error in 1 file

            """)
        #expect(!result.stdout.contains("root:"))
    }
}
