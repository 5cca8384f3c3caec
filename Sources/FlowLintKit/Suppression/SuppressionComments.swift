/// The `# flowlint-…` comments of one file.
///
/// libyaml drops comments, so they are found in the raw lines: a comment is a `#` at the start
/// of a line or after a space or tab, that is not inside a quoted or block scalar. Which `#` is
/// scalar text comes from the parse (`HashHoldingScalar`), so `title: "Plan # flowlint-disable"`
/// is a title, not a directive. Only lines that mention `flowlint-` are read, and the lines a
/// `flowlint-disable-next-line` skips.
struct SuppressionComments {
    enum Directive: String, CaseIterable {
        case disableNextLine = "flowlint-disable-next-line"
        case disableLine = "flowlint-disable-line"
        case disableFile = "flowlint-disable-file"
        case disable = "flowlint-disable"
        case enable = "flowlint-enable"
    }

    /// A word in a comment, such as a rule id, with where it is.
    struct Word {
        var text: String
        var range: SourceRange
    }

    struct Comment {
        /// Nil when the comment starts with `flowlint-` but names no known directive.
        var directive: Directive?
        var word: Word
        var ids: [Word]
        var line: Int
        /// True when the line holds nothing but the comment.
        var standsAlone: Bool
        /// The next line with YAML content, skipping blank and comment-only lines: the line a
        /// `flowlint-disable-next-line` covers.
        var nextContentLine = 0
        /// What removing the comment removes: its whole line when it stands alone, else the
        /// comment and the spaces before it.
        var removal = SourceRange.start(of: SourceFileID(0))
    }

    /// How a line reads: whether it holds YAML content, and where its comment starts.
    private struct LineReading {
        var hasContent = false
        /// The 0-based offset, in Unicode scalars, of the comment's `#`.
        var commentStart: Int?
    }

    var comments: [Comment] = []

    /// `source`'s text must be in memory: the linter brings text left on disk back first, and
    /// lints a file changed meanwhile again. `file` is the id its ranges carry.
    init(source: SourceFile, file: SourceFileID, hashHoldingScalars scalars: [HashHoldingScalar]) {
        let lineTable = source.lineTable
        let masks = ScalarMasks(scalars, lines: lineTable)
        let place = WordPlace(file: file, lines: lineTable)
        guard var lines = source.sparseLines(mentioning: Array("flowlint-".utf8)) else {
            assertionFailure("suppression comments read from text set aside")
            return
        }
        for number in lines.mentions {
            guard let line = lines.line(number) else { continue }
            let text = Array(line.unicodeScalars)
            let reading = Self.read(text, masks: masks.columns(onLine: number))
            if let start = reading.commentStart {
                parse(comment: Array(text[(start + 1)...]), startColumn: start + 2, line: number, standsAlone: !reading.hasContent, place: place)
                if comments.last?.line == number {
                    comments[comments.count - 1].removal = place.removal(ofCommentAt: start, in: text, line: number, standsAlone: !reading.hasContent)
                }
            }
        }
        // Backwards, so that a run of directive lines is skipped through once, not once per line:
        // the first directive line a search meets is the next comment's, and what follows that
        // one is already known. `reached` is `Int.max` when no line after has content.
        var reached = [Int](repeating: 0, count: comments.count)
        for index in comments.indices.reversed() {
            let line = comments[index].line
            var candidate = line + 1
            while true {
                if index + 1 < comments.count, comments[index + 1].line == candidate {
                    // A directive with content before it is the content line itself.
                    if comments[index + 1].standsAlone { candidate = reached[index + 1] }
                    break
                }
                guard let text = lines.line(candidate) else {
                    candidate = .max
                    break
                }
                if Self.read(Array(text.unicodeScalars), masks: masks.columns(onLine: candidate)).hasContent { break }
                candidate += 1
            }
            reached[index] = candidate
            comments[index].nextContentLine = candidate == .max ? line + 1 : candidate
        }
    }

    /// Where the comment of a line starts, and whether YAML content comes before it.
    private static func read(_ text: [Unicode.Scalar], masks: [Range<Int>]) -> LineReading {
        var reading = LineReading()
        for column in text.indices {
            let character = text[column]
            if character == "#", column == 0 || text[column - 1] == " " || text[column - 1] == "\t",
               !masks.contains(where: { $0.contains(column + 1) }) {
                reading.commentStart = column
                return reading
            }
            if character != " ", character != "\t" { reading.hasContent = true }
        }
        return reading
    }

    /// Reads a comment body, starting at 1-based `startColumn`.
    mutating func parse(comment body: [Unicode.Scalar], startColumn: Int, line: Int, standsAlone: Bool, place: WordPlace) {
        var words = Self.words(body, startColumn: startColumn, line: line, place: place)
        guard let first = words.first, first.text.hasPrefix("flowlint-") else { return }
        words.removeFirst()
        // Everything from a `--` word on is the reason.
        if let reason = words.firstIndex(where: { $0.text.hasPrefix("--") }) {
            words.removeSubrange(reason...)
        }
        comments.append(Comment(directive: Directive(rawValue: first.text), word: first, ids: words, line: line, standsAlone: standsAlone))
    }

    /// Rule ids and directives are ASCII, and a string made from bytes is made at once, where
    /// one built from a view of scalars grows scalar by scalar.
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        guard scalars.allSatisfy(\.isASCII) else { return String(String.UnicodeScalarView(scalars)) }
        return String(unsafeUninitializedCapacity: scalars.count) { bytes in
            for (offset, scalar) in scalars.enumerated() { bytes[offset] = UInt8(truncatingIfNeeded: scalar.value) }
            return scalars.count
        }
    }

    /// Splits on spaces, tabs and commas, keeping each word's columns.
    private static func words(_ body: [Unicode.Scalar], startColumn: Int, line: Int, place: WordPlace) -> [Word] {
        var words: [Word] = []
        var start: Int?
        for index in 0 ... body.count {
            let isSeparator = index == body.count || body[index] == " " || body[index] == "\t" || body[index] == ","
            if isSeparator {
                if let wordStart = start {
                    words.append(Word(
                        text: Self.string(body[wordStart ..< index]),
                        range: place.range(line: line, columns: startColumn + wordStart ..< startColumn + index)
                    ))
                    start = nil
                }
            } else if start == nil {
                start = index
            }
        }
        return words
    }
}

/// Where a word of a comment lies, from its line and 1-based columns.
struct WordPlace {
    let file: SourceFileID
    let lines: LineTable

    func range(line: Int, columns: Range<Int>) -> SourceRange {
        let lineStart = lines.start(ofLine: line) ?? 0
        return SourceRange(file: file, start: lineStart + columns.lowerBound - 1, end: lineStart + columns.upperBound - 1)
    }

    /// The comment starting at 0-based `hash` of `line`, whose text is `text`, with the spaces
    /// before it; or the whole line, its break included, when nothing else is on it.
    func removal(ofCommentAt hash: Int, in text: [Unicode.Scalar], line: Int, standsAlone: Bool) -> SourceRange {
        let lineStart = lines.start(ofLine: line) ?? 0
        if standsAlone {
            return SourceRange(file: file, start: lineStart, end: lines.start(ofLine: line + 1) ?? lineStart + text.count)
        }
        var start = hash
        while start > 0, text[start - 1] == " " || text[start - 1] == "\t" { start -= 1 }
        return SourceRange(file: file, start: lineStart + start, end: lineStart + text.count)
    }
}

/// The column ranges that quoted and block scalars holding a `#` cover, line by line. Scalars
/// never overlap and come in the order of the file.
private struct ScalarMasks {
    /// Each scalar's range in lines and columns, in the order of the file.
    private let scalars: [(range: LineColumnRange, isBlock: Bool)]

    init(_ scalars: [HashHoldingScalar], lines: LineTable) {
        self.scalars = scalars.map { (lines.lineColumnRange(of: $0.range), $0.isBlock) }
    }

    /// The 1-based column ranges of `line` that are scalar text.
    func columns(onLine line: Int) -> [Range<Int>] {
        // The first scalar starting after the line; those that cover it come just before.
        var columns: [Range<Int>] = []
        var index = scalars.partitionIndex { $0.range.start.line > line } - 1
        while index >= 0 {
            let scalar = scalars[index]
            // Only the scalar just before those starting on the line may reach it from above.
            if scalar.range.end.line < line { break }
            // A block scalar's text starts on the line after its `|` or `>`.
            let firstLine = scalar.isBlock ? scalar.range.start.line + 1 : scalar.range.start.line
            if firstLine <= line {
                let from = line == scalar.range.start.line ? scalar.range.start.column : 1
                let to = line == scalar.range.end.line ? scalar.range.end.column : Int.max
                if from < to { columns.append(from ..< to) }
            }
            if scalar.range.start.line < line { break }
            index -= 1
        }
        return columns
    }
}
