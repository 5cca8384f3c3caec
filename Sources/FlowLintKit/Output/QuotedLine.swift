/// A long source line as a snippet quotes it: its scalars reached by column in a few steps rather
/// than by walking from the line's start, so a one-line file with thousands of findings costs each
/// finding its snippet's window, not the whole line again.
struct QuotedLine {
    /// Lines up to this many bytes are quoted directly; longer ones are worth the marks.
    static let longerThan = 4_096
    private static let markEvery = 256

    /// The line's length in Unicode scalars.
    let count: Int
    private let scalars: String.UnicodeScalarView
    /// Where every `markEvery`-th scalar starts.
    private let marks: [String.UnicodeScalarView.Index]

    init(_ text: String) {
        scalars = text.unicodeScalars
        var marks: [String.UnicodeScalarView.Index] = []
        var count = 0
        var index = scalars.startIndex
        while index != scalars.endIndex {
            if count % Self.markEvery == 0 { marks.append(index) }
            count += 1
            scalars.formIndex(after: &index)
        }
        self.count = count
        self.marks = marks
    }

    /// The scalars at the 0-based offsets `range`.
    func scalars(_ range: Range<Int>) -> [Unicode.Scalar] {
        guard !range.isEmpty else { return [] }
        var index = marks[range.lowerBound / Self.markEvery]
        for _ in 0 ..< range.lowerBound % Self.markEvery { scalars.formIndex(after: &index) }
        var found: [Unicode.Scalar] = []
        found.reserveCapacity(range.count)
        while found.count < range.count {
            found.append(scalars[index])
            scalars.formIndex(after: &index)
        }
        return found
    }
}
