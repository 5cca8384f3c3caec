/// Compiler-style text: `path:line:col: severity: message [rule-id]`, the source line,
/// a `^~~~` underline under the range, notes, and a one-line summary.
public struct TextFormatter: ReportFormatter {
    public var useColor: Bool
    public var showSummary: Bool

    public init(useColor: Bool = false, showSummary: Bool = true) {
        self.useColor = useColor
        self.showSummary = showSummary
    }

    public func format(_ run: LintRun) -> String {
        var output = ""
        for file in run.files {
            for diagnostic in file.diagnostics {
                write(diagnostic, source: file.source, to: &output)
            }
        }
        if showSummary {
            output += paint(run.summary, .bold) + "\n"
        }
        return output
    }

    private func write(_ diagnostic: Diagnostic, source: SourceFile, to output: inout String) {
        let start = diagnostic.range.start
        let location = "\(TerminalText.escape(diagnostic.file)):\(start.line):\(start.column):"
        let severity = paint("\(diagnostic.severity.rawValue):", color(for: diagnostic.severity))
        output += "\(paint(location, .bold)) \(severity) \(TerminalText.escape(diagnostic.message)) \(paint("[\(diagnostic.ruleID)]", .dim))\n"
        if let snippet = snippet(for: diagnostic.range, in: source) {
            output += snippet
        }
        for note in diagnostic.notes {
            let position = note.range.start
            output += "  \(paint("note:", .cyan)) \(TerminalText.escape(note.message)) (\(TerminalText.escape(note.file)):\(position.line):\(position.column))\n"
        }
    }

    /// The first line of the range with an underline; ranges that span lines are underlined to the end of their first line.
    func snippet(for range: SourceRange, in source: SourceFile) -> String? {
        guard let line = source.line(range.start.line) else { return nil }
        let text = TerminalText.escape(line)
        let scalarCount = text.unicodeScalars.count
        let lineNumber = String(range.start.line)
        let gutter = String(repeating: " ", count: lineNumber.count)
        let startColumn = min(range.start.column, scalarCount + 1)
        let endColumn = range.end.line == range.start.line ? range.end.column : scalarCount + 1
        // The underline keeps the line's tabs so the caret lands under the right character.
        var underline: [UInt8] = []
        underline.reserveCapacity(startColumn + max(0, endColumn - startColumn))
        for scalar in text.unicodeScalars.prefix(startColumn - 1) {
            underline.append(scalar == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " "))
        }
        underline.append(UInt8(ascii: "^"))
        underline += repeatElement(UInt8(ascii: "~"), count: max(0, min(endColumn, scalarCount + 1) - startColumn - 1))
        let marks = String(decoding: underline, as: UTF8.self)
        return "\(gutter) |\n\(lineNumber) | \(text)\n\(gutter) | \(paint(marks, .green))\n"
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

    private func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
