/// Finds where a start tag and its attributes lie in a storyboard's bytes, and turns the places
/// libxml2 and the tag scan find into ranges.
///
/// libxml2 reports where it is when an element starts, which is the end of the start tag, not
/// its `<`. The tag's own text cannot contain `<` (XML forbids it in attribute values), so the
/// nearest `<` before that point opens the tag, whose attributes are then read in one pass.
final class StoryboardText {
    let bytes: [UInt8]
    /// The file every range made lies in.
    let file: SourceFileID
    /// The last position converted, as (line index, byte offset, column). libxml2 reports
    /// elements in order, so most conversions continue from here instead of from the line's
    /// start, which keeps a storyboard written on one huge line linear rather than quadratic.
    private var cursor = (line: 0, offset: 0, column: 1)
    /// Where lines start in bytes, as libxml2 counts lines.
    private let lineStarts: [Int]
    /// Where lines start in scalars, for libxml2's positions.
    private let lines: LineTable
    private var scalars: ScalarCursor

    init(bytes: [UInt8], file: SourceFileID) {
        self.bytes = bytes
        self.file = file
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(index + 1)
        }
        lineStarts = starts
        lines = LineTable(bytes)
        scalars = ScalarCursor(bytes)
    }

    /// The byte offset of a 1-based line and a column counted in Unicode scalars, as libxml2 counts them.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        var offset = lineStarts[line - 1]
        var remaining = max(column - 1, 0)
        if cursor.line == line - 1, cursor.column <= column {
            offset = cursor.offset
            remaining = column - cursor.column
        }
        defer { cursor = (line - 1, offset, column - remaining) }
        while remaining > 0, offset < bytes.count, bytes[offset] != 0x0A {
            offset += 1
            // Continuation bytes belong to the scalar already counted.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return offset
    }

    /// The bytes `bytes` as a range.
    func range(_ bytes: Range<Int>) -> SourceRange {
        let start = scalars.scalars(before: bytes.lowerBound)
        return SourceRange(file: file, start: start, end: scalars.scalars(before: bytes.upperBound))
    }

    /// The character at a byte offset.
    func range(ofByte offset: Int) -> SourceRange {
        let start = scalars.scalars(before: offset)
        return SourceRange(file: file, start: start, end: start + 1)
    }

    /// The character at a 1-based line and scalar column as libxml2 gives them.
    func range(line: Int, column: Int) -> SourceRange {
        let start = (lines.start(ofLine: max(line, 1)) ?? 0) + max(column, 1) - 1
        return SourceRange(file: file, start: start, end: start + 1)
    }

    /// The bytes of the start tag that libxml2 was inside at `line`:`column`, from `<` to past `>`.
    func startTag(endingNear line: Int, column: Int) -> Range<Int>? {
        guard let anchor = offset(line: line, column: column) else { return nil }
        var open = min(anchor, bytes.count - 1)
        while open >= 0, bytes[open] != UInt8(ascii: "<") { open -= 1 }
        guard open >= 0 else { return nil }
        var close = open
        var quote: UInt8?
        while close < bytes.count {
            let byte = bytes[close]
            close += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return open ..< close
            }
        }
        return open ..< bytes.count
    }

    /// Each `name="value"` of a start tag, in the order written: the bytes of its name, of the
    /// whole attribute and of its value between the quotes. Called once libxml2 has read the tag,
    /// so the tag is well-formed: names, `=` and quoted values, separated by spaces.
    func forEachAttribute(in tag: Range<Int>, _ body: (_ name: Range<Int>, _ whole: Range<Int>, _ value: Range<Int>) -> Void) {
        var cursor = tag.lowerBound + 1
        // The element's own name comes first.
        while cursor < tag.upperBound, !Self.endsName(bytes[cursor]) { cursor += 1 }
        while cursor < tag.upperBound {
            while cursor < tag.upperBound, Self.isSpace(bytes[cursor]) { cursor += 1 }
            let nameStart = cursor
            while cursor < tag.upperBound, !Self.endsName(bytes[cursor]), bytes[cursor] != UInt8(ascii: "=") { cursor += 1 }
            guard cursor > nameStart, let value = valueRange(after: cursor, in: tag) else { return }
            body(nameStart ..< cursor, nameStart ..< value.upperBound + 1, value)
            cursor = value.upperBound + 1
        }
    }

    private func valueRange(after nameEnd: Int, in tag: Range<Int>) -> Range<Int>? {
        var cursor = nameEnd
        while cursor < tag.upperBound, Self.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < tag.upperBound, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        cursor += 1
        while cursor < tag.upperBound, Self.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < tag.upperBound, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[cursor]
        var end = cursor + 1
        while end < tag.upperBound, bytes[end] != quote { end += 1 }
        return cursor + 1 ..< end
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }
}
