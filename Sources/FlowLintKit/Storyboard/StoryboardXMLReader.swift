import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard's XML as a tree of positioned elements, or the first error XMLParser found.
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
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder(text: text, maxDepth: maxDepth)
        parser.delegate = builder
        let succeeded = parser.parse()
        if let failure = builder.failure {
            return .failure(failure)
        }
        guard succeeded, let root = builder.root else {
            let error = parser.parserError.map { Self.describe($0) } ?? "the storyboard is not well-formed XML"
            return .failure(Failure(message: error, range: Self.range(line: parser.lineNumber, column: parser.columnNumber)))
        }
        return .success(root)
    }

    static func range(line: Int, column: Int) -> SourceRange {
        let position = SourcePosition(line: max(line, 1), column: max(column, 1))
        return SourceRange(start: position, end: SourcePosition(line: position.line, column: position.column + 1))
    }

    /// XMLParser's errors carry a libxml2 code and, on Linux, no description; name the common ones.
    static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
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
        return "malformed storyboard XML: " + (known[code] ?? "XMLParser error \(code)")
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        let text: StoryboardText
        let maxDepth: Int
        var root: StoryboardElement?
        var stack: [StoryboardElement] = []
        var failure: Failure?

        init(text: StoryboardText, maxDepth: Int) {
            self.text = text
            self.maxDepth = maxDepth
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            let tag = text.startTag(endingNear: parser.lineNumber, column: parser.columnNumber)
            let tagRange = tag.map { text.range($0) } ?? StoryboardXMLReader.range(line: parser.lineNumber, column: 1)
            if stack.count >= maxDepth {
                failure = Failure(message: "the storyboard nests elements deeper than \(maxDepth) levels",
                                  range: StoryboardXMLReader.range(line: parser.lineNumber, column: parser.columnNumber))
                parser.abortParsing()
                return
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
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            // libxml2 recovers and reports more errors; the first one is where the file went wrong.
            guard failure == nil else { return }
            var range = StoryboardXMLReader.range(line: parser.lineNumber, column: parser.columnNumber)
            var note: (message: String, range: SourceRange)?
            let code = (error as NSError).code
            if code == 76 || code == 77, let open = stack.last {
                // XMLParser stops past the closing tag; point at the whole tag, and at the element left open.
                if let tag = unbandedText.startTag(endingNear: parser.lineNumber, column: parser.columnNumber) {
                    range = unbandedText.range(tag)
                }
                let opened = SourceRange(
                    start: SourcePosition(line: open.tagRange.start.line - text.lineOffset, column: open.tagRange.start.column),
                    end: SourcePosition(line: open.tagRange.end.line - text.lineOffset, column: open.tagRange.end.column))
                note = ("<\(open.name)> is opened here and not closed before it", opened)
            }
            failure = Failure(message: StoryboardXMLReader.describe(error), range: range, note: note)
        }

        /// Positions of a failure are reported in the file's own lines, not its band.
        private var unbandedText: StoryboardText { StoryboardText(bytes: text.bytes) }
    }
}
