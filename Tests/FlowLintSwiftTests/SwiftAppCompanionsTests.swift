import FlowLintKit
import FlowLintSwift
import Foundation
import Testing

#if SwiftSources
/// A Swift file checked alone, as pre-commit, an editor's `--stdin-filename` or the language
/// server checks it, is checked with the rest of its app: the findings in it are those a check of
/// the app's directory gives. Run through the built `flowlint`, as a user runs it.
@Suite(.serialized) struct SwiftAppCompanionsTests {
    static let root = SwiftFixtureTests.root
    static let modals = root.appendingPathComponent("\(SwiftFixtureTests.fixtures)/modals").path

    final class Marker {}

    static var binary: URL {
        var products = Bundle(for: Marker.self).bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appendingPathComponent("flowlint")
    }

    /// `flowlint check ARGUMENTS` (or another command) in the repository's root: exit status and standard output.
    static func flowlint(_ arguments: [String], command: String = "check", stdin: String? = nil) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = [command] + arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        let output = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The text report's findings in `file` (a path as the report shows it), each with its
    /// snippet and notes: every line from the finding's first to the next finding's.
    static func findings(in report: String, of file: String) -> [String] {
        var found: [String] = [], current: String?
        for line in report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.contains(": error: ") || line.contains(": warning: ") || line.contains(": info: ") {
                if let current { found.append(current) }
                current = line.hasPrefix(file + ":") ? line : nil
            } else if line.first != " ", !line.contains(" | "), !line.hasSuffix(" |") {
                // The summary ends the last finding; snippet lines ("3 | …") and notes belong to it.
                if let current { found.append(current) }
                current = nil
            } else if current != nil {
                current! += "\n" + line
            }
        }
        if let current { found.append(current) }
        return found
    }

    @Test func aSwiftFileAloneReportsWhatItsAppDirectoryGivesIt() throws {
        let file = "\(SwiftFixtureTests.fixtures)/modals/ComposeViewController.swift"
        let whole = try Self.flowlint(["\(SwiftFixtureTests.fixtures)/modals"])
        let alone = try Self.flowlint([file])
        let expected = Self.findings(in: whole.stdout, of: file)
        // The composer is presented full screen from another file, InboxViewController.swift.
        #expect(expected == ["""
        \(file):3:13: error: modal "ComposeViewController" has no button that dismisses it, and no gesture can close it [modal-dismiss-button]
          |
        3 | final class ComposeViewController: UIViewController {
          |             ^~~~~~~~~~~~~~~~~~~~~
          note: presented here (presentationStyle: fullScreen) (\(SwiftFixtureTests.fixtures)/modals/InboxViewController.swift:14:9)
        """])
        #expect(Self.findings(in: alone.stdout, of: file) == expected)
        // Only the file asked for is reported; its companions were read, not reported.
        #expect(alone.stdout.hasSuffix("1 error in 1 file\n"), "\(alone.stdout)")
        #expect(alone.status == 1)
        // The same through standard input, under the file's name, as an editor pipes it.
        let piped = try Self.flowlint(["--stdin-filename", file, "-"], stdin: try String(contentsOfFile: Self.root.appendingPathComponent(file).path, encoding: .utf8))
        #expect(piped.stdout == alone.stdout)
        #expect(piped.status == 1)
    }

    /// Several files of one app named alone are reported in the order named, each with what the
    /// app's directory gives it.
    @Test func filesNamedAloneAreReportedInTheOrderNamed() throws {
        let settings = "\(SwiftFixtureTests.fixtures)/modals/SettingsViewController.swift"
        let compose = "\(SwiftFixtureTests.fixtures)/modals/ComposeViewController.swift"
        let both = try Self.flowlint(["--format", "json", settings, compose])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])
        #expect(json["files"] as? [String] == [settings, compose])
        let files = (json["diagnostics"] as? [[String: Any]] ?? []).map { $0["file"] as? String }
        #expect(files == [settings, compose])
    }

    /// `--only-given` reads nothing but the files given: nothing presents the composer then.
    @Test func onlyGivenReadsNoOtherSwiftFile() throws {
        let file = "\(SwiftFixtureTests.fixtures)/modals/ComposeViewController.swift"
        let given = try Self.flowlint(["--only-given", file])
        #expect(given.stdout == "no problems in 1 file\n")
        #expect(given.status == 0)
    }

    /// Every Swift file and storyboard of every fixture app, checked alone, reports what the
    /// app's directory gives it; a storyboard's companions include the app's Swift code.
    @Test(arguments: SwiftFixtureTests.apps)
    func everyFileOfAFixtureAppAloneMatchesItsApp(app: String) throws {
        let directory = "\(SwiftFixtureTests.fixtures)/\(app)"
        let whole = try Self.flowlint([directory])
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent(directory).path)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") }.sorted()
        #expect(!files.isEmpty)
        for name in files {
            let file = "\(directory)/\(name)"
            let alone = try Self.flowlint([file])
            #expect(Self.findings(in: alone.stdout, of: file) == Self.findings(in: whole.stdout, of: file), "\(file) alone:\n\(alone.stdout)")
        }
    }

    /// The app root of a Swift file with no `.flowlint.yml` above it is the folder of its Xcode
    /// project; a file the project compiles into no target is no companion, and `include` and
    /// `exclude` of a configuration hold for companions too.
    @Test func theAppIsTheXcodeProjectsAndOnlyWhatItBuilds() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-swift-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app) }
        func write(_ path: String, _ text: String) throws {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let present = { (name: String, style: String) in
            "import UIKit\n\nfinal class \(name): UIViewController {\n    func open() {\n        let next = ComposeViewController()\n        next.modalPresentationStyle = .\(style)\n        present(next, animated: true)\n    }\n}\n"
        }
        try write("Mail/Compose/ComposeViewController.swift", "import UIKit\n\nfinal class ComposeViewController: UIViewController {}\n")
        try write("Mail/Inbox/InboxViewController.swift", present("InboxViewController", "fullScreen"))
        // Left in the folder, compiled by no target: it would present the composer as a popover.
        try write("Mail/Old/OldViewController.swift", present("OldViewController", "popover"))
        try write("Mail.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        		A1 /* ComposeViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1; };
        		A2 /* InboxViewController.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2; };

        """)
        let compose = app.appendingPathComponent("Mail/Compose/ComposeViewController.swift").path
        let whole = try Self.flowlint(["--format", "json", app.path])
        let alone = try Self.flowlint(["--format", "json", compose])
        func notes(_ report: String) throws -> [String] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
            return diagnostics.filter { ($0["file"] as? String)?.hasSuffix("ComposeViewController.swift") == true }.flatMap { finding in
                ((finding["notes"] as? [[String: Any]]) ?? []).map { "\(finding["rule"]!) \(($0["file"] as! NSString).lastPathComponent) \($0["message"]!)" }
            }
        }
        let expected = ["modal-dismiss-button InboxViewController.swift presented here (presentationStyle: fullScreen)"]
        #expect(try notes(whole.stdout) == expected)
        #expect(try notes(alone.stdout) == expected, "\(alone.stdout)")
        // A configuration at the top excludes the inbox: nothing presents the composer any more.
        try write(".flowlint.yml", "exclude: [Mail/Inbox/**]\n")
        #expect(try notes(try Self.flowlint(["--format", "json", compose]).stdout) == [])
    }
}
#endif
