import Foundation
import Testing
@testable import FlowLintKit

/// `flowlint graph` as a user runs it: what it prints and how it exits.
@Suite struct DrawingCommandLineTests {
    let commandLine = CommandLineTests()

    @Test func drawsMermaidByDefaultAndExitsZero() throws {
        let result = try commandLine.run(["graph", "examples/mail.flow.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("flowchart LR\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func printsTheCommittedDOT() throws {
        let result = try commandLine.run(["graph", "--format", "dot", "examples/mail.flow.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout == (try Repository.read("examples/mail.flow.dot")))
    }

    /// Findings are the point of the picture, not a failure: even errors exit 0, as `check` is the gate.
    @Test func findingsAreDrawnAndStillExitZero() throws {
        let result = try commandLine.run(["graph", "--findings", "examples/broken.flow.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("#91;modal-dismiss-button#93;"))
        #expect(result.stdout.contains("class s_Settings,s_Trash error"))
        let plain = try commandLine.run(["graph", "examples/broken.flow.yaml"])
        #expect(!plain.stdout.contains("modal-dismiss-button"))
    }

    @Test func drawsAStoryboardWithItsFindings() throws {
        let result = try commandLine.run(["graph", "--findings", "examples/Journal.storyboard"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("#91;modal-dismiss-button#93;"))
    }

    /// A directory is one app: its storyboards read together, each file's findings on what they
    /// are about (here in the second storyboard, on a node and on a segue).
    @Test func drawsADirectoryAsOneAppWithTheFindingsOfEveryFile() throws {
        let folder = "Tests/FlowLintKitTests/Fixtures/storyboards/multi"
        let result = try commandLine.run(["graph", "--findings", folder])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let golden = Repository.root.appendingPathComponent("\(folder)/graph.mmd")
        if ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_GOLDEN"] == "1" {
            try result.stdout.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: golden, encoding: .utf8) == result.stdout, "now draws:\n\(result.stdout)")
        // `examples/` holds one storyboard beside its flow files: the app drawn is that storyboard.
        let examples = try commandLine.run(["graph", "examples"])
        #expect(examples.status == 0)
        #expect(examples.stdout == (try commandLine.run(["graph", "examples/Journal.storyboard"])).stdout)
    }

    @Test func readsStandardInput() throws {
        let result = try commandLine.run(["graph", "-", "--stdin-filename", "app.flow.yaml"],
                                         stdin: "flowlint: 1\napp: X\nentry: A\nscreens:\n  A:\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("s_A[\"A\"]"))
    }

    @Test func aFileThatIsNotAFlowExitsOne() throws {
        let result = try commandLine.run(["graph", "-", "--stdin-filename", "bad.flow.yaml"], stdin: "screens: [unclosed\n")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("bad.flow.yaml:"))
        #expect(result.stderr.contains("cannot be drawn"))
    }

    @Test func missingFilesDirectoriesAndBadFormatsExitTwo() throws {
        let missing = try commandLine.run(["graph", "no/such.flow.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "flowlint: error: no/such.flow.yaml: no such file or directory\n")
        // A directory of flow files alone holds no app to draw.
        let flowFiles = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: flowFiles, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: flowFiles) }
        try Repository.read("examples/mail.flow.yaml").write(to: flowFiles.appendingPathComponent("mail.flow.yaml"), atomically: true, encoding: .utf8)
        let noApp = try commandLine.run(["graph", flowFiles.path])
        #expect(noApp.status == 2 && noApp.stdout.isEmpty)
        #expect(noApp.stderr.hasSuffix(" to draw; name a flow file to draw it\n"), "\(noApp.stderr)")
        #expect(try commandLine.run(["graph", "--format", "svg", "examples/mail.flow.yaml"]).status == 2)
        #expect(try commandLine.run(["graph"]).status == 2)
        let configuration = try commandLine.run(["graph", "--config", "no/such.yml", "examples/mail.flow.yaml"])
        #expect(configuration.status == 2 && configuration.stdout.isEmpty)
    }
}
