/// A document's text split into lines, for turning flowlint's scalar columns into the client's
/// units. A line ends at LF, CRLF or a lone CR, as LSP counts lines.
public struct DocumentLines: Sendable {
    private let text: String
    private let starts: [String.Index]

    public init(_ text: String) {
        self.text = text
        var starts = [text.startIndex]
        var index = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            if scalar == "\n" || scalar == "\r" { starts.append(index) }
        }
        self.starts = starts
    }

    public var count: Int { starts.count }

    /// Characters at the start of a 1-based line that flowlint's columns do not count: a byte
    /// order mark opening the text, which an editor may keep in it (it is one unit in UTF-16
    /// and in UTF-32). `line(_:)` leaves it out.
    public func uncountedPrefix(ofLine number: Int) -> Int {
        number == 1 && text.unicodeScalars.first == "\u{FEFF}" ? 1 : 0
    }

    /// The text of 1-based line `number` without its line break; nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= starts.count else { return nil }
        var start = starts[number - 1]
        if uncountedPrefix(ofLine: number) > 0 { start = text.unicodeScalars.index(after: start) }
        var end = number < starts.count ? starts[number] : text.endIndex
        let scalars = text.unicodeScalars
        while end > start, scalars[scalars.index(before: end)] == "\n" || scalars[scalars.index(before: end)] == "\r" {
            end = scalars.index(before: end)
        }
        // A slice of the text even when empty: its indices are the text's (see `index`).
        return Substring(text.unicodeScalars[start ..< end])
    }

    /// The text with the range between two LSP positions (0-based, in `encoding`) replaced: an
    /// incremental change, which a client should not send to a server asking for full text, but
    /// which is applied rather than taken for the whole text. Positions past a line's end or the
    /// text's end stop there.
    public func replacing(from start: (line: Int, character: Int), to end: (line: Int, character: Int), with replacement: String,
                          encoding: PositionEncoding) -> String {
        let lower = index(start, encoding: encoding), upper = max(lower, index(end, encoding: encoding))
        var scalars = text.unicodeScalars
        scalars.replaceSubrange(lower ..< upper, with: replacement.unicodeScalars)
        return String(scalars)
    }

    private func index(_ position: (line: Int, character: Int), encoding: PositionEncoding) -> String.Index {
        guard position.line >= 0 else { return text.startIndex }
        guard position.line < starts.count, let line = line(position.line + 1) else { return text.endIndex }
        var units = max(position.character, 0) - uncountedPrefix(ofLine: position.line + 1)
        var index = line.startIndex
        for scalar in line.unicodeScalars {
            let width = encoding == .utf16 && scalar.value > 0xFFFF ? 2 : 1
            guard units >= width else { break }
            units -= width
            index = line.unicodeScalars.index(after: index)
        }
        return index
    }
}
