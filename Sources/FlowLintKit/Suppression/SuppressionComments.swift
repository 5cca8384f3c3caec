#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `# flowlint-…` comments of one file.
///
/// libyaml drops comments, so they are found in the raw lines: a comment is a `#` at the start
/// of a line or after a space or tab, that is not inside a quoted or block scalar. Which text is
/// scalar comes from the composed document, so `title: "Plan # flowlint-disable"` is a title, not
/// a directive.
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
    }

    private(set) var comments: [Comment] = []
    /// Lines holding YAML content, as opposed to blank and comment-only lines.
    private(set) var contentLines = IndexBits()
    private(set) var lineCount = 0

    init(source: SourceFile, document: YAMLDocument) {
        let masks = Self.scalarMasks(document)
        var lineNumber = 1
        while let line = source.line(lineNumber) {
            // Only a line with a `#` can hold a comment; the others are looked at byte by byte,
            // without a copy of their characters.
            if line.utf8.contains(UInt8(ascii: "#")) {
                scan(Array(line.unicodeScalars), line: lineNumber, masks: masks[lineNumber] ?? [])
            } else if line.utf8.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
                contentLines.insert(lineNumber)
            }
            lineNumber += 1
        }
        lineCount = lineNumber - 1
    }

    /// The next content line after `line`, skipping blank and comment-only lines.
    func nextContentLine(after line: Int) -> Int {
        var candidate = line + 1
        while candidate <= lineCount, !contentLines.contains(candidate) { candidate += 1 }
        return candidate <= lineCount ? candidate : line + 1
    }

    private mutating func scan(_ text: [Unicode.Scalar], line: Int, masks: [Range<Int>]) {
        var column = 0
        var sawContent = false
        while column < text.count {
            let character = text[column]
            let masked = masks.contains { $0.contains(column + 1) }
            if !masked, character == "#", column == 0 || text[column - 1] == " " || text[column - 1] == "\t" {
                if sawContent { contentLines.insert(line) }
                parse(comment: Array(text[(column + 1)...]), startColumn: column + 2, line: line, standsAlone: !sawContent)
                return
            }
            if character != " ", character != "\t" { sawContent = true }
            column += 1
        }
        if sawContent { contentLines.insert(line) }
    }

    /// Reads a comment body, starting at 1-based `startColumn`.
    private mutating func parse(comment body: [Unicode.Scalar], startColumn: Int, line: Int, standsAlone: Bool) {
        var words = Self.words(body, startColumn: startColumn, line: line)
        guard let first = words.first, first.text.hasPrefix("flowlint-") else { return }
        words.removeFirst()
        // Everything from a `--` word on is the reason.
        if let reason = words.firstIndex(where: { $0.text.hasPrefix("--") }) {
            words.removeSubrange(reason...)
        }
        comments.append(Comment(directive: Directive(rawValue: first.text), word: first, ids: words, line: line, standsAlone: standsAlone))
    }

    /// Splits on spaces, tabs and commas, keeping each word's columns.
    private static func words(_ body: [Unicode.Scalar], startColumn: Int, line: Int) -> [Word] {
        var words: [Word] = []
        var start: Int?
        for index in 0 ... body.count {
            let isSeparator = index == body.count || body[index] == " " || body[index] == "\t" || body[index] == ","
            if isSeparator {
                if let wordStart = start {
                    words.append(Word(
                        text: String(String.UnicodeScalarView(body[wordStart ..< index])),
                        range: SourceRange(start: SourcePosition(line: line, column: startColumn + wordStart),
                                           end: SourcePosition(line: line, column: startColumn + index))
                    ))
                    start = nil
                }
            } else if start == nil {
                start = index
            }
        }
        return words
    }

    /// For each line, the 1-based column ranges covered by quoted and block scalars.
    private static func scalarMasks(_ document: YAMLDocument) -> [Int: [Range<Int>]] {
        var masks: [Int: [Range<Int>]] = [:]
        guard let root = document.root else { return masks }
        var pending = [root]
        // Aliases share nodes; each is visited once. By index, a bit a node: a large flow has millions.
        var seen = IndexBits(capacity: document.nodeCount)
        while let node = pending.popLast() {
            guard seen.insert(node.indexInDocument) else { continue }
            switch node.kind {
            case .sequence: pending += node.items
            case .mapping: node.forEachEntry { key, value in pending.append(key); pending.append(value) }
            case .scalar:
                let style = node.scalarStyle
                guard style != .plain else { continue }
                let range = node.range
                // A block scalar's content starts on the line after its `|` or `>`, whose own
                // line may still end in a real comment.
                let isBlock = style == .literal || style == .folded
                let firstLine = isBlock ? range.start.line + 1 : range.start.line
                guard firstLine <= range.end.line else { continue }
                for line in firstLine ... range.end.line {
                    let from = line == range.start.line ? range.start.column : 1
                    let to = line == range.end.line ? range.end.column : Int.max
                    if from < to { masks[line, default: []].append(from ..< to) }
                }
            }
        }
        return masks
    }
}
