/// New lines for a block mapping or list, which a rule can place but not lay out: the model
/// knows where a key or a list item is written, not how far its line is indented nor how lines
/// end in the file. They are laid out from the text once the finding is shown (`RunFiles`), as
/// the lines around them are. Where the text is not the plain block layout this expects (a key
/// after something else on its line, an item that starts with an anchor or a tag) nothing is
/// laid out, and the fix is not offered.
public enum BlockLines: Sendable {
    /// A `key: value` line of its own just before the edit's range, which is a key of the same
    /// mapping written first on its line: as far indented as that key.
    case keyBefore(String)
    /// A list item just after the edit's range, which is the list's last item as written
    /// (`- ` first on its line), holding these `key: value` entries: on one line as `{ … }` if
    /// that item is written so, otherwise as a block mapping aligned with it.
    case itemAfter([String])

    /// The edit, in the text's lines and columns, that writes these lines at `range`; nil where
    /// the text does not have the layout expected.
    func edit(at range: SourceRange, lines: LineTable, in text: SourceFile) -> Diagnostic.Edit? {
        let start = lines.position(of: range.start)
        guard let startLine = text.line(start.line).map({ Array($0.unicodeScalars) }), start.column - 1 < startLine.count else { return nil }
        let before = startLine[..<(start.column - 1)]
        switch self {
        case .keyBefore(let entry):
            guard before.allSatisfy({ $0 == " " }), let lineBreak = Self.lineBreak(after: start.line, lines: lines, in: text) else { return nil }
            return Diagnostic.Edit(LineColumnRange(at: start), entry + lineBreak + String(repeating: " ", count: before.count))
        case .itemAfter(let entries):
            // `- ` with only spaces before it: where the dash stands, and where the item's text starts.
            guard let dash = before.firstIndex(where: { $0 != " " }), before[dash] == "-", before.count > dash + 1,
                  before[(dash + 1)...].allSatisfy({ $0 == " " }) else { return nil }
            let lead = String(repeating: " ", count: dash) + "-" + String(repeating: " ", count: before.count - dash - 1)
            let newLines: [String]
            switch startLine[start.column - 1] {
            case "{":
                // Spaced inside the braces as the item is.
                let pad = start.column < startLine.count && startLine[start.column] == " " ? " " : ""
                newLines = [lead + "{" + pad + entries.joined(separator: ", ") + pad + "}"]
            case "&", "!", "?", "[", "|", ">", "\"", "'":
                return nil
            default:
                guard let first = entries.first else { return nil }
                newLines = [lead + first] + entries.dropFirst().map { String(repeating: " ", count: before.count) + $0 }
            }
            // After the item's last line, whatever follows the item on it (a comment) kept before the new lines.
            let last = lines.position(of: max(range.end - 1, range.start))
            guard let lastLine = text.line(last.line).map({ Array($0.unicodeScalars) }), last.column - 1 < lastLine.count,
                  let lineBreak = Self.lineBreak(after: last.line, lines: lines, in: text) else { return nil }
            let rest = String(String.UnicodeScalarView(lastLine[(last.column - 1)...]))
            return Diagnostic.Edit(LineColumnRange(start: last, end: SourcePosition(line: last.line, column: lastLine.count + 1)),
                                   rest + newLines.map { lineBreak + $0 }.joined())
        }
    }

    /// How `line` ends, or for a last line without a break, how the one before it does (LF in a
    /// text of one line): a file with CRLF line ends gets CRLF in its new lines too. Told from
    /// where lines start and how long their text is, so a large file's text that is set aside
    /// need not be read back whole; nil when it cannot be told.
    private static func lineBreak(after line: Int, lines: LineTable, in text: SourceFile) -> String? {
        func length(_ line: Int) -> Int? { text.line(line)?.unicodeScalars.count }
        if line < lines.lineCount { return length(line).flatMap { lines.lineBreak(after: line, length: $0) } }
        if line > 1 { return length(line - 1).flatMap { lines.lineBreak(after: line - 1, length: $0) } }
        return "\n"
    }
}
