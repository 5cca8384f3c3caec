/// Puts edits into a text: each range, given in lines and columns, replaced by its text.
enum TextEdits {
    /// `bytes` with `edits` made, or nil when two of them overlap (the same edit twice counts
    /// once) or one lies outside the text. Positions are turned into byte offsets in one pass,
    /// in order, however many edits there are.
    static func apply(_ edits: [Diagnostic.Edit], to bytes: [UInt8]) -> [UInt8]? {
        guard var spans = spans(of: edits, in: LineTable(bytes)) else { return nil }
        spans.sort()
        var distinct: [Span] = []
        for span in spans {
            if let last = distinct.last {
                if last == span { continue }
                if span.clashes(reaching: last.end, insertingAt: last.isInsertion ? last.start : nil) { return nil }
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

    /// The indexes of the groups of edits (one group per fix) that `apply` can make together:
    /// read in the text's order, an edit that clashes with one kept before it drops its whole
    /// group. A dropped group's earlier edits may still drop others; such a fix is only put off
    /// to the next pass, never made over another. One sort, however many fixes there are.
    static func compatibleGroups(_ groups: [[Diagnostic.Edit]], in bytes: [UInt8]) -> [Int] {
        let lines = LineTable(bytes)
        var placed: [(span: Span, group: Int)] = []
        var dropped = Set<Int>()
        for (group, edits) in groups.enumerated() {
            guard let spans = spans(of: edits, in: lines) else { dropped.insert(group); continue }
            placed += spans.map { ($0, group) }
        }
        placed.sort { $0.span < $1.span }
        var reach = 0, insertion: Int?
        var previous: Span?
        for (span, group) in placed where !dropped.contains(group) {
            if let previous, previous == span { continue }
            if span.clashes(reaching: reach, insertingAt: insertion) {
                dropped.insert(group)
                continue
            }
            reach = max(reach, span.end)
            if span.isInsertion { insertion = span.start }
            previous = span
        }
        return groups.indices.filter { !dropped.contains($0) }
    }

    /// An edit as scalar counts into the text, ordered by where it starts.
    private struct Span: Comparable {
        var start: Int
        var end: Int
        var replacement: String

        var isInsertion: Bool { start == end }

        /// Whether this edit, read after edits that reach `reach` (and last insert at
        /// `insertion`), would change text one of them changes. Touching is fine (one ends where
        /// the next starts); sharing text is not, nor two insertions at one place.
        func clashes(reaching reach: Int, insertingAt insertion: Int?) -> Bool {
            start < reach || (isInsertion && start == insertion)
        }

        static func < (lhs: Span, rhs: Span) -> Bool {
            (lhs.start, lhs.end, lhs.replacement) < (rhs.start, rhs.end, rhs.replacement)
        }
    }

    /// The edits as spans; nil when one lies outside the text.
    private static func spans(of edits: [Diagnostic.Edit], in lines: LineTable) -> [Span]? {
        var spans: [Span] = []
        for edit in edits {
            guard let start = scalarIndex(edit.range.start, in: lines), let end = scalarIndex(edit.range.end, in: lines) else { return nil }
            spans.append(Span(start: start, end: end, replacement: edit.replacement))
        }
        return spans
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
