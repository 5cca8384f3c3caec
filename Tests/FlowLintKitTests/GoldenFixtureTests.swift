import Testing
@testable import FlowLintKit

/// `Fixtures/ok/*.yaml` must lint clean; each `Fixtures/err/X.yaml` must produce exactly `X.out`.
@Suite struct GoldenFixtureTests {
    static let okFixtures = Repository.files(in: "Tests/FlowLintKitTests/Fixtures/ok", withExtension: "yaml")
    static let errFixtures = Repository.files(in: "Tests/FlowLintKitTests/Fixtures/err", withExtension: "yaml")
    static let examples = Repository.files(in: "examples", withExtension: "yaml")
    /// Hostile and malformed input: each must end in positioned diagnostics or a clean run.
    static let hostileFixtures = Repository.files(in: "Tests/FlowLintKitTests/Fixtures/hostile", withExtension: "yaml")

    @Test func fixturesExist() {
        #expect(!Self.okFixtures.isEmpty)
        #expect(!Self.errFixtures.isEmpty)
        #expect(!Self.examples.isEmpty)
        #expect(Self.hostileFixtures.count >= 15)
    }

    @Test(arguments: okFixtures)
    func cleanFixtureHasNoFindings(path: String) throws {
        let report = try Repository.lint(path)
        let rendered = TextFormatter().format(LintRun(files: [report]))
        #expect(report.diagnostics.isEmpty, "\(rendered)")
    }

    @Test(arguments: errFixtures + hostileFixtures + examples)
    func reportMatchesGoldenOutput(path: String) throws {
        let report = try Repository.lint(path)
        let rendered = TextFormatter().format(LintRun(files: [report]))
        let golden = String(path.dropLast(".yaml".count)) + ".out"
        #expect(try Repository.matchesGolden(rendered, at: golden), "\(path) now reports:\n\(rendered)")
    }
}
