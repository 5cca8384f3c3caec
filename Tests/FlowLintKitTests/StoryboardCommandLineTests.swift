import Foundation
import Testing
@testable import FlowLintKit

/// `flowlint check` on storyboards and `flowlint import storyboard`, run as a user would.
@Suite(.serialized) struct StoryboardCommandLineTests {
    let fixtures = "Tests/FlowLintKitTests/Fixtures/storyboards"

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandLineTests.Result {
        try CommandLineTests().run(arguments, environment: environment)
    }

    #if os(Linux)
    /// libxml2 (and ICU with it) is opened by the first storyboard, not by every run; the dynamic
    /// loader names each library it opens when LD_DEBUG=files.
    @Test func onlyStoryboardsOpenLibXML2() throws {
        let flow = try run(["check", "examples/mail.flow.yaml"], environment: ["LD_DEBUG": "files"])
        #expect(flow.status == 0)
        #expect(flow.stderr.contains("file=libyaml"), "the loader's log is missing:\n\(flow.stderr)")
        #expect(!flow.stderr.contains("file=libxml2"))
        let storyboard = try run(["check", "examples/Journal.storyboard"], environment: ["LD_DEBUG": "files"])
        #expect(storyboard.status == 0)
        #expect(storyboard.stderr.contains("file=libxml2"))
    }

    /// A libxml2 that cannot be loaded (here a file of the right name that is no library, found
    /// first through LD_LIBRARY_PATH) fails the storyboard with the reason, and nothing else.
    @Test func aStoryboardWithoutLibXML2IsAFindingThatSaysWhy() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(LibXML2.libraryName, "not a library\n")
        let environment = ["LD_LIBRARY_PATH": scratch.path]
        let storyboard = try run(["check", "examples/Journal.storyboard"], environment: environment)
        #expect(storyboard.status == 1)
        #expect(storyboard.stdout.hasPrefix("examples/Journal.storyboard:1:1: error: cannot read storyboards without libxml2: "),
                "\(storyboard.stdout)")
        #expect(storyboard.stdout.contains("[storyboard-xml]"))
        let flow = try run(["check", "examples/mail.flow.yaml"], environment: environment)
        #expect(flow.status == 0)
        #expect(flow.stdout == "no problems in 1 file\n")
    }
    #endif

    @Test func importWritesTheGoldenFlowToStandardOutput() throws {
        let result = try run(["import", "storyboard", "\(fixtures)/kinds/Shelf.storyboard"])
        #expect(result.status == 0)
        #expect(result.stdout == (try Repository.read("\(fixtures)/kinds/import.yaml")))
        #expect(result.stderr.isEmpty)
    }

    @Test func importWritesToAFileWithOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("trips.flow.yaml").path
        let storyboards = ["Main", "Onboarding", "Settings"].map { "\(fixtures)/multi/\($0).storyboard" }
        let result = try run(["import", "storyboard"] + storyboards + ["-o", output])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == (try Repository.read("\(fixtures)/multi/import.yaml")))
        // The written flow is a flow file like any other.
        let check = try run(["check", "--format", "json", output])
        #expect(check.status == 1)
    }

    @Test func importOfAMalformedStoryboardFailsWithTheFinding() throws {
        let result = try run(["import", "storyboard", "\(fixtures)/malformed/Unclosed.storyboard"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Unclosed.storyboard:8:13: error: malformed storyboard XML"))
    }

    @Test func importOfAMissingFileIsAnIOError() throws {
        let result = try run(["import", "storyboard", "\(fixtures)/Missing.storyboard"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or directory"))
    }

    @Test func checkFindsStoryboardsInDirectories() throws {
        let result = try run(["check", "--color", "never", "\(fixtures)/multi"])
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("1 error, 2 warnings in 3 files\n"))
        #expect(result.stdout.contains("\(fixtures)/multi/Onboarding.storyboard:7:55: error:"))
    }
}
