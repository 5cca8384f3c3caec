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

    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/conformance and python3 with jsonschema; always runs under CI=true"))
    func goldenSARIFIsValid() throws {
        let sarif = ReportFormat.sarif.formatter(FormatsFixture.settings).format(try FormatsFixture.run())
        let problems = try SARIFSchema.problems(in: sarif)
        #expect(problems == nil, "\(problems ?? "")")
    }
}
