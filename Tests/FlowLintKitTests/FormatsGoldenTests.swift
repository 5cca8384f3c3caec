import Foundation
import Testing
@testable import FlowLintKit

/// Every format, rendered from the same fixed findings, must match `Fixtures/formats/<format>.<ext>` byte for byte.
@Suite struct FormatsGoldenTests {
    @Test(arguments: ReportFormat.allCases)
    func reportMatchesGoldenFile(format: ReportFormat) throws {
        let rendered = format.formatter(FormatsFixture.settings).format(try FormatsFixture.run())
        let golden = "\(FormatsFixture.directory)/\(format.rawValue).\(format.fileExtension)"
        #expect(try Repository.matchesGolden(rendered, at: golden), "\(format.rawValue) now renders:\n\(rendered)")
    }

    /// What GitHub Actions gets with no `--format`: fenced text, then annotations.
    @Test func annotatedTextMatchesGoldenFile() throws {
        let formatter = AnnotatedTextFormatter(
            text: TextFormatter(), annotations: GitHubActionsFormatter(), makeToken: { "flowlint-test-token" }
        )
        let rendered = formatter.format(try FormatsFixture.run())
        #expect(try Repository.matchesGolden(rendered, at: "\(FormatsFixture.directory)/github-actions-default.log"), "\(rendered)")
    }

    /// Suggestions are SARIF `fixes` after the safe fix, each described as a suggestion: a
    /// confirmation sheet for a Cancel that discards, and a Cancel button for a modal with none.
    @Test func suggestionsAreSARIFFixesDescribedAsSuggestions() throws {
        let rendered = ReportFormat.sarif.formatter(Self.suggestionsSettings).format(try Self.suggestionsRun())
        #expect(try Repository.matchesGolden(rendered, at: "\(FormatsFixture.directory)/suggestions.sarif"), "\(rendered)")
        // JSON lists them apart from the fix, as `suggestions`.
        let json = ReportFormat.json.formatter(Self.suggestionsSettings).format(try Self.suggestionsRun())
        #expect(try Repository.matchesGolden(json, at: "\(FormatsFixture.directory)/suggestions.json"), "\(json)")
        if SARIFSchema.isAvailable {
            let problems = try SARIFSchema.problems(in: rendered)
            #expect(problems == nil, "\(problems ?? "")")
        }
    }

    static let suggestionRules = ["confirm-before-discard", "modal-dismiss-button", "unknown-target"]

    static var suggestionsSettings: ReportSettings {
        ReportSettings(root: nil, rules: suggestionRules.map { RuleCatalog.rule(id: $0)!.description }, workingDirectory: "/project")
    }

    static func suggestionsRun() throws -> LintRun {
        var rules: [String: RuleSetting] = [:]
        for rule in RuleCatalog.all where !suggestionRules.contains(rule.description.id) { rules[rule.description.id] = .off }
        return LintRun(files: [try Repository.lint("\(FormatsFixture.directory)/suggestions.flow.yaml", configuration: LintConfiguration(rules: rules))])
    }

    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/conformance and python3 with jsonschema; always runs under CI=true"))
    func goldenSARIFIsValid() throws {
        let sarif = ReportFormat.sarif.formatter(FormatsFixture.settings).format(try FormatsFixture.run())
        let problems = try SARIFSchema.problems(in: sarif)
        #expect(problems == nil, "\(problems ?? "")")
    }
}
