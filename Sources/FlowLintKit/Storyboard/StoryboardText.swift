/// Finds where a start tag and its attributes lie in a storyboard's bytes.
///
/// libxml2 reports where it is when an element starts, which is the end of the start tag, not
/// its `<`. The tag's own text cannot contain `<` (XML forbids it in attribute values), so the
/// nearest `<` before that point opens the tag; from there attributes are found by name.
final class StoryboardText {
    let bytes: [UInt8]
    /// The last position converted, as (line index, byte offset, column). libxml2 reports
    /// elements in order, so most conversions continue from here instead of from the line's
    /// start, which keeps a storyboard written on one huge line linear rather than quadratic.
    private var cursor = (line: 0, offset: 0, column: 1)
    /// Added to every line reported, so several storyboards can share one line space (see `StoryboardLineSpace`).
    let lineOffset: Int
    private let lineStarts: [Int]

    init(bytes: [UInt8], lineOffset: Int = 0) {
        self.bytes = bytes
        self.lineOffset = lineOffset
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(index + 1)
        }
        lineStarts = starts
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

    /// The 1-based line and scalar column of a byte offset.
    func position(of offset: Int) -> SourcePosition {
        // The last line starting at or before the offset; the first line starts at 0.
        let lineIndex = max(lineStarts.partitionIndex { $0 > offset } - 1, 0)
        var column = 1
        var scan = lineStarts[lineIndex]
        if cursor.line == lineIndex {
            // From the cursor, backwards too: a tag's `<` lies just before the `>` converted last.
            scan = cursor.offset
            column = cursor.column
            while scan > offset {
                scan -= 1
                if bytes[scan] & 0xC0 != 0x80 { column -= 1 }
            }
        }
        while scan < offset, scan < bytes.count {
            if bytes[scan] & 0xC0 != 0x80 { column += 1 }
            scan += 1
        }
        cursor = (lineIndex, scan, column)
        return SourcePosition(line: lineIndex + 1 + lineOffset, column: column)
    }

    func range(_ bytes: Range<Int>) -> SourceRange {
        SourceRange(start: position(of: bytes.lowerBound), end: position(of: bytes.upperBound))
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

    /// The bytes of `name="value"` inside a start tag, and of the value between its quotes.
    func attribute(_ name: String, in tag: Range<Int>) -> (whole: Range<Int>, value: Range<Int>)? {
        let wanted = Array(name.utf8)
        var cursor = tag.lowerBound + 1
        while cursor < tag.upperBound {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // Skip a value, so text inside it is never taken for an attribute name.
                cursor += 1
                while cursor < tag.upperBound, bytes[cursor] != byte { cursor += 1 }
                cursor += 1
                continue
            }
            if Self.isSpace(bytes[cursor - 1]), cursor + wanted.count <= tag.upperBound,
               Array(bytes[cursor ..< cursor + wanted.count]) == wanted,
               let value = valueRange(after: cursor + wanted.count, in: tag) {
                return (cursor ..< value.upperBound + 1, value)
            }
            cursor += 1
        }
        return nil
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
}
