import Testing
@testable import FlowLintKit

/// The markdown report is posted as a pull-request comment, where GitHub turns `@name` into a
/// mention that notifies someone and addresses into links: words holding them are code, which
/// GitHub leaves alone, and still read as what the flow file says.
@Suite struct FormatsMarkdownTests {
    @Test func mentionsAndAddressesBecomeCode() {
        #expect(MarkdownText.escapeCell("ask @octocat and @github/security") == "ask `@octocat` and `@github/security`")
        #expect(MarkdownText.escapeCell("see http://evil.example/a_b and https://x.example") == "see `http://evil.example/a_b` and `https://x.example`")
        #expect(MarkdownText.escapeCell("visit www.example.com or WWW.Example.COM.") == "visit `www.example.com` or `WWW.Example.COM.`")
        #expect(MarkdownText.escapeCell("mail me@example.com") == "mail `me@example.com`")
        #expect(MarkdownText.escapeCell("screen \"@octocat\" cannot be reached") == "screen `\"@octocat\"` cannot be reached")
        #expect(MarkdownText.escapeCell("fixes #12 and apple/swift#3, not # 4 or #x") == "fixes `#12` and `apple/swift#3,` not \\# 4 or \\#x")
    }

    /// Inside code only a table's `|` is escaped; backticks get a longer fence; a line break
    /// still ends the word; invisible characters are spelled out; `##[` is split so no line of
    /// the comment holds it.
    @Test func codeKeepsTheTableAndSaysWhatTheFileSaid() {
        #expect(MarkdownText.escapeCell("a|@b") == "`a\\|@b`")
        #expect(MarkdownText.escapeCell("`@x``y") == "``` `@x``y ```")
        #expect(MarkdownText.escapeCell("@a\r\n@b <c>") == "`@a`<br>`@b` &lt;c&gt;")
        #expect(MarkdownText.escapeCell("@a\u{202E}b") == "`@a\\u{202e}b`")
        #expect(MarkdownText.escapeCell("##[add-mask]@x") == "`##`\\[`add-mask]@x`")
        #expect(MarkdownText.escapeCell("plain *text* [l](x)") == "plain \\*text\\* \\[l\\](x)")
    }

    @Test func aReportRowQuotesAMentionAsCode() {
        let diagnostic = Diagnostic(
            ruleID: "unreachable-screen", severity: .warning, message: "screen \"@octocat see www.x.example\" cannot be reached from the entry",
            file: "a@b.flow.yaml", range: LineColumnRange(start: SourcePosition(line: 6, column: 3), end: SourcePosition(line: 6, column: 5))
        )
        let run = LintRun(files: [FileReport(source: SourceFile(path: "a@b.flow.yaml", text: ""), diagnostics: [diagnostic])])
        let rows = MarkdownFormatter(embedsGraphs: false).format(run).split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows == [
            "| `a@b.flow.yaml:6:3` | warning | [unreachable-screen](\(RuleDocumentationLink.url(for: "unreachable-screen"))) | screen `\"@octocat` see `www.x.example\"` cannot be reached from the entry |",
        ])
    }
}
