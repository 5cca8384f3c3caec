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
    /// Lines of their own just before the edit's range, which is a key of a block mapping
    /// written first on its line: each as far indented as that key, plus its own leading spaces.
    case linesBefore([String])
    /// Lines of their own just after the line where the edit's range ends, which is the value
    /// of a `key: value` entry of a block mapping, the key first on its line (`title: Settings`):
    /// each as far indented as that key, plus its own leading spaces.
    case linesAfterEntryOf([String])
    /// An entry that joins the mapping at the edit's range: last inside `{ … }` (`, entry`
    /// before the closing brace), or on a line of its own before the first key of a block
    /// mapping, a list item's included.
    case entryIn(String)
    /// Lines after the text's last line, such as a new top-level key and its entries; the
    /// edit's range is the flow's top-level mapping, and no line after its end may close the
    /// document (`...`) or start another (`---`), which the new lines would land beyond.
    case linesAtEnd([String])

    /// The edit, in the text's lines and columns, that writes these lines at `range`; nil where
    /// the text does not have the layout expected.
    func edit(at range: SourceRange, lines: LineTable, in text: SourceFile) -> Diagnostic.Edit? {
        let start = lines.position(of: range.start)
        guard let startLine = text.line(start.line).map({ Array($0.unicodeScalars) }), start.column - 1 < startLine.count else { return nil }
        let before = startLine[..<(start.column - 1)]
        switch self {
        case .keyBefore(let entry):
            return Self.linesBefore([entry], at: start, indent: before.count, where: before.allSatisfy { $0 == " " }, lines: lines, in: text)
        case .linesBefore(let newLines):
            return Self.linesBefore(newLines, at: start, indent: before.count, where: before.allSatisfy { $0 == " " }, lines: lines, in: text)
        case .linesAfterEntryOf(let newLines):
            // Spaces, a plain key, a colon and spaces: the value is the entry's, first on its line.
            let indent = before.prefix { $0 == " " }.count
            let key = before.dropFirst(indent).prefix { !" :{}[],#&*!|>'\"-<=".unicodeScalars.contains($0) }
            let rest = before.dropFirst(indent + key.count)
            guard !key.isEmpty, rest.count > 1, rest.first == ":", rest.dropFirst().allSatisfy({ $0 == " " }) else { return nil }
            // After the value's last line, whatever follows it there (a comment) included.
            let last = lines.position(of: max(range.end - 1, range.start))
            guard let lastText = text.line(last.line), let lineBreak = Self.lineBreak(after: last.line, lines: lines, in: text) else { return nil }
            let spaces = String(repeating: " ", count: indent)
            return Diagnostic.Edit(LineColumnRange(at: SourcePosition(line: last.line, column: lastText.unicodeScalars.count + 1)),
                                   newLines.map { lineBreak + spaces + $0 }.joined())
        case .entryIn(let entry):
            switch startLine[start.column - 1] {
            case "{":
                // Before the closing brace, after the last entry and any spaces.
                let end = lines.position(of: max(range.end - 1, range.start))
                guard let endLine = text.line(end.line).map({ Array($0.unicodeScalars) }), end.column - 1 < endLine.count,
                      endLine[end.column - 1] == "}" else { return nil }
                var column = end.column - 1
                while column > 1, endLine[column - 2] == " " { column -= 1 }
                guard column > 1, endLine[column - 2] != "{", endLine[column - 2] != "," else { return nil }
                return Diagnostic.Edit(LineColumnRange(at: SourcePosition(line: end.line, column: column)), ", " + entry)
            case "&", "!", "?", "[", "|", ">", "\"", "'", "*":
                return nil
            default:
                // The first key, first on its line or just after a list item's `- `.
                let indent = before.prefix { $0 == " " }.count
                let item = before.dropFirst(indent)
                guard item.isEmpty || (item.first == "-" && item.count > 1 && item.dropFirst().allSatisfy { $0 == " " }) else { return nil }
                return Self.linesBefore([entry], at: start, indent: before.count, where: true, lines: lines, in: text)
            }
        case .linesAtEnd(let newLines):
            let last = lines.lineCount
            let mappingEnd = lines.position(of: range.end).line
            for line in mappingEnd ... max(mappingEnd, last) {
                guard let text = text.line(line) else { return nil }
                if text.hasPrefix("...") || text.hasPrefix("---") { return nil }
            }
            guard let lastText = text.line(last), let lineBreak = Self.lineBreak(after: last, lines: lines, in: text) else { return nil }
            let end = SourcePosition(line: last, column: lastText.unicodeScalars.count + 1)
            // After a last line that ends in a break, the lines start the line after it; otherwise they start with a break.
            let added = lastText.isEmpty ? newLines.map { $0 + lineBreak }.joined() : newLines.map { lineBreak + $0 }.joined()
            return Diagnostic.Edit(LineColumnRange(at: end), added)
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

    /// `newLines` put before `position`, where a line's text starts `indent` columns in, when
    /// `layoutFits`: the first at that place, the rest as far indented, and the line's own text
    /// after them as far indented as it was.
    private static func linesBefore(_ newLines: [String], at position: SourcePosition, indent: Int, where layoutFits: Bool,
                                    lines: LineTable, in text: SourceFile) -> Diagnostic.Edit? {
        guard layoutFits, !newLines.isEmpty, let lineBreak = Self.lineBreak(after: position.line, lines: lines, in: text) else { return nil }
        let spaces = String(repeating: " ", count: indent)
        return Diagnostic.Edit(LineColumnRange(at: position), newLines.joined(separator: lineBreak + spaces) + lineBreak + spaces)
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
