/// Compiler-style text: `path:line:col: severity: message [rule-id]`, the source line,
/// a `^~~~` underline under the range, notes, and a one-line summary.
public struct TextFormatter: ReportFormatter, Sendable {
    public var useColor: Bool
    public var showSummary: Bool

    public var syntax: OutputSyntax { .text }

    public init(useColor: Bool = false, showSummary: Bool = true) {
        self.useColor = useColor
        self.showSummary = showSummary
    }

    public func format(_ run: LintRun) -> String {
        var output = ""
        for file in run.files {
            // Only this report quotes lines, and only those a baseline left.
            LargeFiles.beforeQuoting(lines: Set(file.diagnostics.map(\.range.start.line)), of: file.source)
            if file.diagnostics.count < Self.findingsWrittenInParallel {
                var memo = LongLineMemo()
                for diagnostic in file.diagnostics {
                    write(diagnostic, source: file.source, memo: &memo, to: &output)
                }
            } else {
                writeInRuns(file.diagnostics, source: file.source, to: &output)
            }
        }
        if showSummary {
            append(run.summary, .bold, to: &output)
            output += "\n"
        }
        return output
    }

    /// From this many findings in one file on, they are written on every core; fewer take less
    /// time than handing them over.
    static let findingsWrittenInParallel = 512

    /// A file's findings written in consecutive runs, each on a core of its own, and joined in
    /// order: each finding's text depends only on the finding and the lines read back, so the
    /// report is the one a single pass writes. The last step of a large check, it had one core
    /// to itself.
    private func writeInRuns(_ diagnostics: [Diagnostic], source: SourceFile, to output: inout String) {
        let formatter = self
        let runs = ParallelRuns.ranges(splitting: diagnostics.count)
        let texts = ParallelRuns.map(count: runs.count) { run in
            var text = ""
            var memo = LongLineMemo()
            for diagnostic in diagnostics[runs[run]] {
                formatter.write(diagnostic, source: source, memo: &memo, to: &text)
            }
            return text
        }
        for text in texts { output += text }
    }

    // Reports with thousands of findings are common in CI, so text is appended piece by piece to
    // one buffer rather than built from nested interpolations.
    private func write(_ diagnostic: Diagnostic, source: SourceFile, memo: inout LongLineMemo, to output: inout String) {
        let start = diagnostic.range.start
        append("\(Self.displayPath(diagnostic.file)):\(start.line):\(start.column):", .bold, to: &output)
        output += " "
        append("\(diagnostic.severity.rawValue):", color(for: diagnostic.severity), to: &output)
        output += " "
        output += TerminalText.escape(diagnostic.message)
        output += " "
        append("[\(diagnostic.ruleID)]", .dim, to: &output)
        output += "\n"
        appendSnippet(for: diagnostic.range, in: source, memo: &memo, to: &output)
        for note in diagnostic.notes {
            let position = note.range.start
            output += "  "
            append("note:", .cyan, to: &output)
            output += " \(TerminalText.escape(note.message)) (\(TerminalText.escape(note.file)):\(position.line):\(position.column))\n"
        }
    }

    /// The first line of the range with an underline; ranges that span lines are underlined to the end of their first line.
    func snippet(for range: LineColumnRange, in source: SourceFile) -> String? {
        var snippet = ""
        appendSnippet(for: range, in: source, to: &snippet)
        return snippet.isEmpty ? nil : snippet
    }

    /// A path as the first thing on a line. CI runners read lines starting with `::` as commands,
    /// after blank characters (U+2003 among them), so a file named `::error::x.flow.yaml` is shown
    /// as `./::error::x.flow.yaml`, and one starting with a space likewise.
    static func displayPath(_ path: String) -> String {
        let escaped = TerminalText.escape(path)
        guard let first = escaped.unicodeScalars.first, first == ":" || WorkflowCommandGuard.isTrimmed(first) else { return escaped }
        return "./" + escaped
    }

    /// How much of a long line a snippet shows: enough for context, never a megabyte of minified YAML.
    static let snippetWidth = 120
    private static let contextBefore = 40

    /// The last long line a snippet quoted: findings come in order, so those on one long line
    /// (a minified flow, a long suppression comment) come together and share it.
    struct LongLineMemo {
        var number = 0
        var line: QuotedLine?
    }

    private func appendSnippet(for range: LineColumnRange, in source: SourceFile, to output: inout String) {
        var memo = LongLineMemo()
        appendSnippet(for: range, in: source, memo: &memo, to: &output)
    }

    private func appendSnippet(for range: LineColumnRange, in source: SourceFile, memo: inout LongLineMemo, to output: inout String) {
        let text: String, underline: String
        if memo.number == range.start.line, let long = memo.line {
            (text, underline) = Self.window(of: long, range: range)
        } else {
            guard let line = source.line(range.start.line) else { return }
            if line.utf8.count > QuotedLine.longerThan {
                let long = QuotedLine(line)
                memo = LongLineMemo(number: range.start.line, line: long)
                (text, underline) = Self.window(of: long, range: range)
            } else {
                (text, underline) = Self.asciiWindow(of: line, range: range) ?? Self.window(of: line, range: range)
            }
        }
        let lineNumber = String(range.start.line)
        let gutter = String(repeating: " ", count: lineNumber.count)
        output += gutter
        output += " |\n"
        output += lineNumber
        output += " | "
        output += text
        output += "\n"
        output += gutter
        output += " | "
        append(underline, .green, to: &output)
        output += "\n"
    }

    /// The columns a snippet underlines, as scalar offsets into a line of `count` scalars: the
    /// range's start, and its end on the same line or else the end of the line.
    private static func underlined(_ range: LineColumnRange, inLineOf count: Int) -> (start: Int, end: Int) {
        let start = min(max(range.start.column, 1), count + 1) - 1
        let end = range.end.line == range.start.line ? min(max(range.end.column - 1, start + 1), count + 1) : count + 1
        return (start, end)
    }

    /// Where the window of a line of `count` scalars starts and ends, around `start`.
    private static func window(around start: Int, inLineOf count: Int) -> Range<Int> {
        let windowStart = count > snippetWidth ? min(max(0, start - contextBefore), count - snippetWidth) : 0
        return windowStart ..< min(count, windowStart + snippetWidth)
    }

    /// A window of the line around the range, marked with … where it was cut, and its underline.
    static func window(of line: String, range: LineColumnRange) -> (text: String, underline: String) {
        window(of: QuotedLine(line), range: range)
    }

    static func window(of line: QuotedLine, range: LineColumnRange) -> (text: String, underline: String) {
        let (start, end) = underlined(range, inLineOf: line.count)
        let window = window(around: start, inLineOf: line.count)
        let shown = line.scalars(window)
        var text = window.lowerBound > 0 ? "…" : ""
        var underline = window.lowerBound > 0 ? " " : ""
        // A window of characters one column wide each, the usual case, is drawn whole.
        if shown.allSatisfy({ $0.value >= 0x20 && !TerminalText.isInvisible($0) }) {
            text.unicodeScalars.append(contentsOf: shown)
            if window.upperBound < line.count { text += "…" }
            underline += String(repeating: " ", count: min(start, window.upperBound) - window.lowerBound) + "^"
            if start < window.upperBound {
                underline += String(repeating: "~", count: max(0, min(end, window.upperBound) - start - 1))
            }
            return (text, underline)
        }
        for index in window {
            // Escaped control characters take several columns; the underline follows them.
            let scalar = shown[index - window.lowerBound]
            var width = 1
            if TerminalText.isInvisible(scalar) {
                let shown = TerminalText.spelled(scalar)
                text += shown
                width = shown.unicodeScalars.count
            } else {
                text.unicodeScalars.append(scalar)
            }
            if index < start {
                underline += scalar == "\t" ? "\t" : width == 1 ? " " : String(repeating: " ", count: width)
            } else if index < end {
                underline += index == start ? "^" : "~"
                if width > 1 { underline += String(repeating: "~", count: width - 1) }
            }
        }
        if window.upperBound < line.count { text += "…" }
        if start >= window.upperBound { underline += "^" }
        return (text, underline)
    }

    /// `window(of:range:)` for a line of printable ASCII and tabs, the usual case, built from its
    /// bytes, where a column is a byte; nil for any other line.
    static func asciiWindow(of line: String, range: LineColumnRange) -> (text: String, underline: String)? {
        line.withUTF8Bytes { bytes -> (text: String, underline: String)? in
            guard bytes.allSatisfy(TerminalText.isPrintableASCII) else { return nil }
            let (start, end) = underlined(range, inLineOf: bytes.count)
            let window = window(around: start, inLineOf: bytes.count)
            var text = window.lowerBound > 0 ? "…" : ""
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[window]), as: UTF8.self)
            if window.upperBound < bytes.count { text += "…" }
            var underline: [UInt8] = window.lowerBound > 0 ? [0x20] : []
            for index in window.lowerBound ..< min(start, window.upperBound) {
                underline.append(bytes[index] == 0x09 ? 0x09 : 0x20)
            }
            underline.append(UInt8(ascii: "^"))
            if start < window.upperBound {
                underline += repeatElement(UInt8(ascii: "~"), count: max(0, min(end, window.upperBound) - start - 1))
            }
            return (text, String(decoding: underline, as: UTF8.self))
        }
    }

    private enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", cyan = "36"
    }

    private func color(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .info: .cyan
        }
    }

    private func append(_ text: String, _ style: Style, to output: inout String) {
        guard useColor else { return output += text }
        output += "\u{1B}[\(style.rawValue)m"
        output += text
        output += "\u{1B}[0m"
    }
}
