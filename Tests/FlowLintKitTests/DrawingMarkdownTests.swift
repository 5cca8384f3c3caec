import Foundation
import Testing
@testable import FlowLintKit

/// The markdown report embeds a collapsed Mermaid graph per file with findings.
@Suite struct DrawingMarkdownTests {
    @Test func embedsOneGraphPerFileWithFindings() throws {
        let rendered = ReportFormat.markdown.formatter(FormatsFixture.settings).format(try FormatsFixture.run())
        #expect(rendered.components(separatedBy: "<details>").count == 2, "only app.flow.yaml has findings")
        #expect(rendered.contains("<summary>Graph of <code>Tests/FlowLintKitTests/Fixtures/formats/app.flow.yaml</code></summary>"))
        #expect(rendered.contains("\n```mermaid\nflowchart LR\n"))
    }

    @Test func embeddingCanBeTurnedOff() throws {
        var settings = FormatsFixture.settings
        settings.markdownGraphs = false
        let rendered = ReportFormat.markdown.formatter(settings).format(try FormatsFixture.run())
        #expect(!rendered.contains("<details>"))
        #expect(!rendered.contains("mermaid"))
    }

    /// The formats' hostile file and path: the section stays one summary line and one fence.
    @Test func hostilePathsAndNamesKeepTheSectionsShape() throws {
        let rendered = MarkdownFormatter().format(FormatsEscapingTests.run())
        let start = try #require(rendered.range(of: "\n<details>"))
        let lines = rendered[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let summary = try NSRegularExpression(pattern: #"^<summary>Graph of <code>[A-Za-z0-9./\-&#;\\{}u]*</code></summary>$"#)
        #expect(DrawingEscapingTests.matches(summary, String(lines[0])), "\(lines[0])")
        #expect(lines[1] == "" && lines[2] == "```mermaid")
        let fence = try #require(lines.dropFirst(3).firstIndex(of: "```"))
        for line in lines[3 ..< fence] {
            #expect(DrawingEscapingTests.isMermaidStatement(line), "\(line)")
        }
        #expect(Array(lines[fence...]) == ["```", "", "</details>", ""])
    }

    @Test func summaryPathsCannotInjectHTMLOrMarkdown() {
        #expect(MarkdownGraphs.html("a<b>`c`*d*.yaml") == "a&#60;b&#62;&#96;c&#96;&#42;d&#42;.yaml")
        #expect(MarkdownGraphs.html("x\u{1b}y") == "x\\u{1b}y")
    }

    @Test func oversizedGraphsAreReplacedByTheCommand() throws {
        var yaml = "flowlint: 1\napp: Big\nentry: S0\nscreens:\n"
        for index in 0 ..< 600 {
            yaml += "  S\(index):\n    segues:\n      - { present: S\(index + 1) }\n"
        }
        let report = Linter().lint(path: "big.flow.yaml", text: yaml)
        #expect(!report.diagnostics.isEmpty)
        let rendered = MarkdownFormatter().format(LintRun(files: [report]))
        #expect(rendered.contains("Too large to draw here"))
        #expect(!rendered.contains("```mermaid"))
    }
}
