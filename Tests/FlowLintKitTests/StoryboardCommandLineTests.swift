import Foundation
import Testing
@testable import FlowLintKit

/// `flowlint check` on storyboards and `flowlint import storyboard`, run as a user would.
@Suite(.serialized) struct StoryboardCommandLineTests {
    let fixtures = "Tests/FlowLintKitTests/Fixtures/storyboards"

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandLineTests.Result {
        try CommandLineTests().run(arguments, environment: environment)
    }

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
        #expect(result.stdout.hasSuffix("1 error, 1 warning in 3 files\n"))
        #expect(result.stdout.contains("\(fixtures)/multi/Onboarding.storyboard:7:55: error:"))
    }
}
