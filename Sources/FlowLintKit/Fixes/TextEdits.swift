/// Puts edits into a text: each range, given in lines and columns, replaced by its text.
enum TextEdits {
    /// `bytes` with `edits` made, or nil when two of them overlap (the same edit twice counts
    /// once) or one lies outside the text. Positions are turned into byte offsets in one pass,
    /// in order, however many edits there are.
    static func apply(_ edits: [Diagnostic.Edit], to bytes: [UInt8]) -> [UInt8]? {
        let lines = LineTable(bytes)
        var spans: [(start: Int, end: Int, replacement: String)] = []
        for edit in edits {
            guard let start = scalarIndex(edit.range.start, in: lines), let end = scalarIndex(edit.range.end, in: lines) else { return nil }
            spans.append((start, end, edit.replacement))
        }
        spans.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var distinct: [(start: Int, end: Int, replacement: String)] = []
        for span in spans {
            if let last = distinct.last {
                if last == span { continue }
                // Touching is fine (one ends where the next starts); sharing text is not, nor two insertions at one place.
                if span.start < last.end || (span.start == last.start && span.start == span.end) { return nil }
            }
            distinct.append(span)
        }
        let offsets = byteOffsets(of: distinct.flatMap { [$0.start, $0.end] }, in: bytes)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for (index, span) in distinct.enumerated() {
            let start = offsets[2 * index], end = offsets[2 * index + 1]
            result += bytes[copied ..< start]
            result += Array(span.replacement.utf8)
            copied = end
        }
        result += bytes[copied...]
        return result
    }

    /// The scalar count of a line and column; nil past the text's lines.
    private static func scalarIndex(_ position: SourcePosition, in lines: LineTable) -> Int? {
        guard position.column >= 1, let lineStart = lines.start(ofLine: position.line) else { return nil }
        return lineStart + position.column - 1
    }

    /// The byte offset where each scalar count starts, for counts in ascending order (a count
    /// past the text is its end).
    private static func byteOffsets(of scalarIndexes: [Int], in bytes: [UInt8]) -> [Int] {
        var offset = bytes.withUnsafeBufferPointer(ByteOrderMark.length)
        var counted = 0
        return scalarIndexes.map { target in
            while counted < target, offset < bytes.count {
                offset += 1
                // Continuation bytes belong to the scalar just passed.
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                counted += 1
            }
            return offset
        }
    }
}
