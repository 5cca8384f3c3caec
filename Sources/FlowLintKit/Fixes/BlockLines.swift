/// New lines for a block mapping or list, which a rule can place but not lay out: the model
/// knows where a key or a list item is written, not how far its line is indented nor how lines
/// end in the file. They are laid out from the text once the finding is shown (`RunFiles`), as
/// the lines around them are. Where the text is not the plain block layout this expects (a key
/// after something else on its line) nothing is laid out, and the fix is not offered.
public enum BlockLines: Sendable {
    /// A `key: value` line of its own just before the edit's range, which is a key of the same
    /// mapping written first on its line: as far indented as that key.
    case keyBefore(String)

    /// The edit, in the text's lines and columns, that writes these lines at `range`; nil where
    /// the text does not have the layout expected.
    func edit(at range: SourceRange, lines: LineTable, in text: SourceFile) -> Diagnostic.Edit? {
        let start = lines.position(of: range.start)
        guard let startLine = text.line(start.line).map({ Array($0.unicodeScalars) }), start.column - 1 < startLine.count else { return nil }
        let before = startLine[..<(start.column - 1)]
        switch self {
        case .keyBefore(let entry):
            guard before.allSatisfy({ $0 == " " }) else { return nil }
            return Diagnostic.Edit(LineColumnRange(at: start), entry + Self.lineBreak(after: start.line, in: text) + String(repeating: " ", count: before.count))
        }
    }

    /// How `line` ends, or for a last line without a break, how the one before it does: a file
    /// with CRLF line ends gets CRLF in its new lines too.
    private static func lineBreak(after line: Int, in text: SourceFile) -> String {
        text.lineBreak(ofLine: line) ?? (line > 1 ? text.lineBreak(ofLine: line - 1) : nil) ?? "\n"
    }
}
