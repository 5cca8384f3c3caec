/// A storyboard's XML as a tree of positioned elements, or the first error libxml2 found.
struct StoryboardXMLReader {
    struct Failure: Error {
        var message: String
        var range: SourceRange
        /// Where the element a closing tag failed to match was opened, in the file's own lines.
        var note: (message: String, range: SourceRange)?
    }

    /// Deepest element nesting accepted; Xcode writes fewer than 30 levels.
    var maxDepth = 256
    /// Added to the lines of the elements read (not of a failure, which is reported on its own file).
    var lineOffset = 0

    func read(_ bytes: [UInt8]) -> Result<StoryboardElement, Failure> {
        let text = StoryboardText(bytes: bytes, lineOffset: lineOffset)
        guard !bytes.isEmpty else {
            return .failure(Failure(message: Self.describe(code: 4), range: Self.range(line: 1, column: 1)))
        }
        let builder = TreeBuilder(text: text, maxDepth: maxDepth)
        let outcome = XMLElementReader.read(bytes, handler: builder)
        if let failure = builder.failure {
            return .failure(failure)
        }
        guard outcome.finished, let root = builder.root else {
            return .failure(Failure(message: "the storyboard is not well-formed XML",
                                    range: Self.range(line: outcome.position.line, column: outcome.position.column)))
        }
        return .success(root)
    }

    static func range(line: Int, column: Int) -> SourceRange {
        let position = SourcePosition(line: max(line, 1), column: max(column, 1))
        return SourceRange(start: position, end: SourcePosition(line: position.line, column: position.column + 1))
    }

    /// Names libxml2's common error numbers; its own messages are terse and vary between versions.
    static func describe(code: Int) -> String {
        let known: [Int: String] = [
            4: "the storyboard is empty or does not start with an XML element",
            5: "the storyboard ends before its elements are closed",
            9: "a character XML does not allow",
            23: "an attribute value is not closed by its quote",
            26: "an entity that is not defined",
            29: "an external entity, which flowlint never loads",
            89: "entities that expand into each other without end or beyond a safe size",
            38: "an attribute value is not quoted",
            39: "an attribute lacks its value",
            41: "an attribute value is not quoted",
            42: "an attribute is given twice on one element",
            64: "the XML declaration is malformed",
            73: "a start tag is not closed by >",
            76: "a closing tag does not match the element it closes",
            77: "a closing tag does not match the element it closes",
            85: "extra content after the document element",
        ]
        return "malformed storyboard XML: " + (known[code] ?? "libxml2 error \(code)")
    }

    private final class TreeBuilder: XMLElementHandler {
        let text: StoryboardText
        let maxDepth: Int
        var root: StoryboardElement?
        var stack: [StoryboardElement] = []
        var failure: Failure?

        init(text: StoryboardText, maxDepth: Int) {
            self.text = text
            self.maxDepth = maxDepth
        }

        func startElement(_ name: String, attributes: [String: String], at position: XMLPosition) -> Bool {
            let tag = text.startTag(endingNear: position.line, column: position.column)
            let tagRange = tag.map { text.range($0) } ?? StoryboardXMLReader.range(line: position.line, column: 1)
            if stack.count >= maxDepth {
                failure = Failure(message: "the storyboard nests elements deeper than \(maxDepth) levels",
                                  range: StoryboardXMLReader.range(line: position.line, column: position.column))
                return false
            }
            var ranges: [String: (whole: SourceRange, value: SourceRange)] = [:]
            if let tag {
                for attribute in attributes.keys {
                    if let found = text.attribute(attribute, in: tag) {
                        ranges[attribute] = (text.range(found.whole), text.range(found.value))
                    }
                }
            }
            let element = StoryboardElement(name: name, attributes: attributes, tagRange: tagRange, attributeRanges: ranges)
            if let parent = stack.last { parent.append(element) } else if root == nil { root = element }
            stack.append(element)
            return true
        }

        func endElement() {
            _ = stack.popLast()
        }

        func error(code: Int, at position: XMLPosition) {
            var range = StoryboardXMLReader.range(line: position.line, column: position.column)
            var note: (message: String, range: SourceRange)?
            if code == 76 || code == 77, let open = stack.last {
                // libxml2 stops past the closing tag; point at the whole tag, and at the element left open.
                if let tag = unbandedText.startTag(endingNear: position.line, column: position.column) {
                    range = unbandedText.range(tag)
                }
                let opened = SourceRange(
                    start: SourcePosition(line: open.tagRange.start.line - text.lineOffset, column: open.tagRange.start.column),
                    end: SourcePosition(line: open.tagRange.end.line - text.lineOffset, column: open.tagRange.end.column))
                note = ("<\(open.name)> is opened here and not closed before it", opened)
            }
            failure = Failure(message: StoryboardXMLReader.describe(code: code), range: range, note: note)
        }

        /// Positions of a failure are reported in the file's own lines, not its band.
        private var unbandedText: StoryboardText { StoryboardText(bytes: text.bytes) }
    }
}
