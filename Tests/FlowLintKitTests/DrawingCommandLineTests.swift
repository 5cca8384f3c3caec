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
        #expect(try commandLine.run(["graph", "examples"]).status == 2)
        #expect(try commandLine.run(["graph", "--format", "svg", "examples/mail.flow.yaml"]).status == 2)
        #expect(try commandLine.run(["graph"]).status == 2)
        let configuration = try commandLine.run(["graph", "--config", "no/such.yml", "examples/mail.flow.yaml"])
        #expect(configuration.status == 2 && configuration.stdout.isEmpty)
    }
}
