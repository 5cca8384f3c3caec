import Testing
@testable import FlowLintKit

/// The GitHub Actions runner reads a line as a command when it starts with `::` after .NET's
/// `TrimStart`, or holds `##[` anywhere; the guard escapes exactly those characters, each in
/// the syntax of what is printed, so the text still says what it said.
@Suite struct WorkflowCommandGuardTests {
    @Test func legacyCommandsAreEscapedAnywhereInALine() {
        let text = "a ##[add-mask]secret and ###[error]x\n##[stop-commands]t\r##[warning]y"
        #expect(WorkflowCommandGuard.neutralised(text, as: .text)
            == "a ##\\u{5b}add-mask]secret and ###\\u{5b}error]x\n##\\u{5b}stop-commands]t\r##\\u{5b}warning]y")
        #expect(WorkflowCommandGuard.neutralised(text, as: .json)
            == "a ##\\u005badd-mask]secret and ###\\u005berror]x\n##\\u005bstop-commands]t\r##\\u005bwarning]y")
        #expect(WorkflowCommandGuard.neutralised(text, as: .xml).hasPrefix("a ##&#91;add-mask]secret and ###&#91;error]x\n"))
        #expect(WorkflowCommandGuard.neutralised(text, as: .markdown).hasPrefix("a ##\\[add-mask]secret"))
        #expect(WorkflowCommandGuard.neutralised(text, as: .workflowCommands).hasPrefix("a ##\\u{5b}add-mask]secret"))
    }

    /// U+2003, U+3000 and U+00A0 are trimmed by `TrimStart` as a space is; so are LF and CR,
    /// which also end lines.
    @Test func linesStartingWithColonsAfterUnicodeSpacesAreEscaped() {
        let text = "::error::a\n\u{2003}::error::b\r\u{3000}\u{A0} \t::warning::c\nx ::error::d\n:single\n\u{FEFF}::notice::e"
        #expect(WorkflowCommandGuard.neutralised(text, as: .text)
            == "\\u{3a}:error::a\n\u{2003}\\u{3a}:error::b\r\u{3000}\u{A0} \t\\u{3a}:warning::c\nx ::error::d\n:single\n\u{FEFF}\\u{3a}:notice::e")
        #expect(WorkflowCommandGuard.neutralised("  ::error::x", as: .xml) == "  &#58;:error::x")
        #expect(WorkflowCommandGuard.neutralised("::error::x", as: .json) == "\\u003a:error::x")
        #expect(WorkflowCommandGuard.neutralised("::error::x", as: .markdown) == "\\::error::x")
    }

    /// The `github` format's lines are commands by design; only a `##[` in them is escaped.
    @Test func workflowCommandsKeepTheirOwnColons() {
        #expect(WorkflowCommandGuard.neutralised("::error file=a::m\n::notice::n ##[x\n", as: .workflowCommands)
            == "::error file=a::m\n::notice::n ##\\u{5b}x\n")
    }

    @Test func ordinaryTextIsUnchanged() {
        let text = "a.flow.yaml:3:1: error: x [rule] # [y] : z\n  note: w (a.flow.yaml:1:1)\n\u{2003}text\n"
        #expect(WorkflowCommandGuard.neutralised(text, as: .text) == text)
        #expect(WorkflowCommandGuard.neutralised("", as: .json) == "")
    }

    /// ESC would recolour the log, BEL and NUL do worse, and bidirectional and zero-width
    /// characters reorder or hide what an annotation says: all are spelled out, as in the text report.
    @Test func annotationsSpellOutWhatCannotBeSeen() {
        let message = "a\u{1B}[31mb\u{7}c\u{0}d\u{202E}e\u{2066}f\u{200B}g\u{200D}h\u{FEFF}i\u{200E}j ##[add-mask]k"
        let diagnostic = Diagnostic(
            ruleID: "rule", severity: .error, message: message, file: "d\u{202E}ir/a\u{1B}.flow.yaml",
            range: LineColumnRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 2, column: 1)),
            notes: [Diagnostic.Note("n\u{202D}o ##[x", file: "##[n.flow.yaml", range: LineColumnRange(at: SourcePosition(line: 3, column: 4)))]
        )
        #expect(GitHubActionsFormatter().command(for: diagnostic).rendered
            == "::error file=d\\u{202e}ir/a\\u{1b}.flow.yaml,line=1,endLine=2,title=flowlint rule::"
            + "a\\u{1b}[31mb\\u{7}c\\u{0}d\\u{202e}e\\u{2066}f\\u{200b}g\\u{200d}h\\u{feff}i\\u{200e}j ##\\u{5b}add-mask]k"
            + "%0Anote: n\\u{202d}o ##\\u{5b}x (##\\u{5b}n.flow.yaml:3:4)")
    }
}
