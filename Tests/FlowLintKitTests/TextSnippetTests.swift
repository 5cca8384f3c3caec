import Testing
@testable import FlowLintKit

@Suite struct TextSnippetTests {
    func snippet(_ line: String, from start: Int, to end: Int) -> String? {
        let source = SourceFile(path: "a.flow.yaml", text: line + "\n")
        let range = LineColumnRange(start: SourcePosition(line: 1, column: start), end: SourcePosition(line: 1, column: end))
        return TextFormatter().snippet(for: range, in: source)
    }

    @Test func aShortLineIsShownWholeWithTheRangeUnderlined() {
        #expect(snippet("  Home: { tittle: x }", from: 11, to: 17) == "  |\n1 |   Home: { tittle: x }\n  |           ^~~~~~\n")
    }

    @Test func aLongLineIsWindowedAroundTheRange() throws {
        let line = String(repeating: "a", count: 1_000) + "KEY" + String(repeating: "b", count: 1_000)
        let lines = try #require(snippet(line, from: 1_001, to: 1_004)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "1 | …" + String(repeating: "a", count: 40) + "KEY" + String(repeating: "b", count: 77) + "…")
        #expect(lines[2] == "  |  " + String(repeating: " ", count: 40) + "^~~")
    }

    /// Lines past `QuotedLine.longerThan` bytes are reached through marks; what they show must be
    /// the window a walk from the line's start finds, wherever the column falls among the marks.
    @Test func aLongLineWithWideCharactersIsWindowedAtTheRightColumn() throws {
        let line = String(repeating: "\u{E9}" + String(repeating: "a", count: 98) + "\u{1B}", count: 60)
        let scalars = Array(line.unicodeScalars)
        #expect(line.utf8.count > QuotedLine.longerThan)
        for column in [1, 41, 255, 256, 257, 300, 511, 512, 513, 5_000, 5_959, 6_000, 6_001] {
            let lines = try #require(snippet(line, from: column, to: column + 1)).split(separator: "\n", omittingEmptySubsequences: false)
            let start = min(max(0, column - 1 - 40), scalars.count - 120)
            let shown = scalars[start ..< start + 120].map { $0 == "\u{1B}" ? "\\u{1b}" : String($0) }.joined()
            #expect(lines[1] == "1 | " + (start > 0 ? "…" : "") + shown + (start + 120 < scalars.count ? "…" : ""), "column \(column)")
        }
    }

    /// Printable ASCII lines take a faster path built from bytes; it must draw exactly what the
    /// general one does, windows, tabs, ranges past the end and ranges over several lines included.
    @Test func theAsciiPathDrawsWhatTheGeneralPathDraws() throws {
        // A new seed each run covers more cases over time; a failure names its seed to replay it.
        let seed = UInt64.random(in: .min ... .max)
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("ab Z:{}-\t")
        for _ in 0 ..< 2_000 {
            let length = Int.random(in: 0 ... 300, using: &generator)
            let line = String((0 ..< length).map { _ in alphabet.randomElement(using: &generator)! })
            let startColumn = Int.random(in: 0 ... length + 3, using: &generator)
            let endLine = Bool.random(using: &generator) ? 1 : 2
            let endColumn = Int.random(in: 0 ... length + 3, using: &generator)
            let range = LineColumnRange(start: SourcePosition(line: 1, column: startColumn), end: SourcePosition(line: endLine, column: endColumn))
            let fast = try #require(TextFormatter.asciiWindow(of: line, range: range))
            let general = TextFormatter.window(of: line, range: range)
            #expect(fast.text == general.text && fast.underline == general.underline, "\(line.debugDescription) \(range), seed \(seed)")
        }
        #expect(TextFormatter.asciiWindow(of: "caf\u{E9}", range: LineColumnRange(at: .start)) == nil)
        #expect(TextFormatter.asciiWindow(of: "a\u{1B}b", range: LineColumnRange(at: .start)) == nil)
    }

    @Test func escapedControlCharactersKeepTheCaretUnderItsCharacter() {
        // ESC is shown as \u{1b}, six columns wide; the key after it must still be underlined.
        #expect(snippet("a: \u{1B}, tittle: x", from: 7, to: 13) == "  |\n1 | a: \\u{1b}, tittle: x\n  |            ^~~~~~\n")
    }

    @Test func noReportLineCanStartAWorkflowCommand() {
        let path = "::error file=x::injected.flow.yaml"
        let finding = Diagnostic(ruleID: "unknown-key", severity: .error, message: "m", file: path,
                                 range: LineColumnRange(at: SourcePosition(line: 1, column: 1)))
        let run = LintRun(files: [FileReport(source: SourceFile(path: path, text: "x: 1\n"), diagnostics: [finding])])
        let lines = TextFormatter().format(run).split(separator: "\n")
        #expect(lines.first == "./::error file=x::injected.flow.yaml:1:1: error: m [unknown-key]")
        #expect(!lines.contains { $0.hasPrefix("::") })
    }

    @Test func bidirectionalOverridesAreSpelledOut() {
        // U+202E would show "Evil" reversed after it, hiding what the line really says.
        #expect(TerminalText.escape("Evil\u{202E}txt.yaml") == "Evil\\u{202e}txt.yaml")
        #expect(TerminalText.escape("tab\tstays") == "tab\tstays")
    }

    /// A file with enough findings to be written on every core reports exactly what writing them
    /// one at a time does: the same text, in the same order.
    @Test func findingsWrittenInParallelReadAsWrittenOneByOne() {
        let count = TextFormatter.findingsWrittenInParallel * 2 + 7
        let text = (1 ... count).map { "  Screen\($0): { title: T\($0), tittle: x }" }.joined(separator: "\n") + "\n"
        let source = SourceFile(path: "many.flow.yaml", text: text)
        let diagnostics = (1 ... count).map { line in
            Diagnostic(ruleID: "unknown-key", severity: line % 3 == 0 ? .warning : .error, message: "finding \(line)",
                       file: "many.flow.yaml",
                       range: LineColumnRange(start: SourcePosition(line: line, column: 3), end: SourcePosition(line: line, column: 9)))
        }
        let formatter = TextFormatter(showSummary: false)
        let whole = formatter.format(LintRun(files: [FileReport(source: source, diagnostics: diagnostics)]))
        // Runs shorter than the threshold are written one finding at a time.
        let runLength = TextFormatter.findingsWrittenInParallel - 1
        let pieces = stride(from: 0, to: count, by: runLength).map { start in
            formatter.format(LintRun(files: [FileReport(source: source, diagnostics: Array(diagnostics[start ..< min(start + runLength, count)]))]))
        }
        #expect(whole == pieces.joined())
        #expect(whole.hasPrefix("many.flow.yaml:1:3: error: finding 1 [unknown-key]\n"))
        #expect(whole.contains("many.flow.yaml:\(count):3:"))
    }
}
