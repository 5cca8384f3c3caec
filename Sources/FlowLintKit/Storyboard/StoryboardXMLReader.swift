/// A storyboard's XML as a tree of positioned elements, or the first error libxml2 found.
struct StoryboardXMLReader {
    struct Failure: Error {
        var message: String
        var range: SourceRange
        /// Where the element left open was opened, in the file's own lines.
        var note: (message: String, range: SourceRange)?
    }

    /// Deepest element nesting accepted; Xcode writes fewer than 30 levels.
    var maxDepth = 256
    /// The file every range lies in.
    var file = SourceFileID(0)

    /// Most attributes accepted on one element (see `StoryboardMarkupScan`).
    var maxAttributes = StoryboardMarkupScan.defaultMaxAttributes

    func read(_ bytes: [UInt8]) -> Result<StoryboardElement, Failure> {
        // Before libxml2 sees a byte: what it would spend minutes on is refused here.
        let text = StoryboardText(bytes: bytes, file: file)
        if let refusal = StoryboardMarkupScan(maxAttributes: maxAttributes).firstRefusal(in: bytes) {
            return .failure(Self.failure(refusal, in: text))
        }
        let builder = TreeBuilder(text: text, maxDepth: maxDepth)
        let outcome = XMLElementReader.read(bytes, handler: builder)
        if let failure = builder.failure {
            return .failure(failure)
        }
        guard outcome.finished, let root = builder.root else {
            return .failure(Failure(message: Self.malformed("libxml2 stopped reading here without naming a reason"),
                                    range: text.range(line: outcome.position.line, column: outcome.position.column)))
        }
        return .success(root)
    }

    /// A refusal of the markup scan.
    static func failure(_ refusal: StoryboardMarkupScan.Refusal, in text: StoryboardText) -> Failure {
        switch refusal {
        case .declaration(let keyword, let offset):
            let what = keyword == "DOCTYPE" ? "a document type declaration" : "a DTD declaration"
            return Failure(message: "the storyboard has \(what) (`<!\(keyword)`), which Xcode never writes; flowlint reads no DTD, "
                               + "since its entities can expand for minutes",
                           range: text.range(ofByte: offset))
        case .tooManyAttributes(let limit, let offset):
            return Failure(message: "an element has more than \(limit) attributes; Xcode writes a few dozen at most, "
                               + "and libxml2 takes quadratic time over so many",
                           range: text.range(ofByte: offset))
        case .notUTF8(let encoding):
            return Failure(message: "the storyboard is in \(encoding), not UTF-8; Xcode writes storyboards in UTF-8, the only encoding flowlint reads them in",
                           range: text.range(line: 1, column: 1))
        }
    }

    /// What went wrong, for libxml2's error numbers a storyboard edited by hand runs into; other
    /// numbers keep libxml2's own message, which is terse and varies between versions.
    static func describe(code: Int, libxml2Message: String = "") -> String {
        let known: [Int: String] = [
            4: "the storyboard is empty or does not start with an XML element",
            9: "a character XML does not allow",
            23: "a reference such as `&amp;` is not ended by `;`",
            26: "an entity that is not defined",
            29: "an external entity, which flowlint never loads",
            32: "an encoding libxml2 cannot read; Xcode writes UTF-8",
            38: "an attribute value contains `<`, which must be written `&lt;`",
            39: "an attribute value is not quoted",
            40: "an attribute value is not closed by its quote",
            41: "an attribute lacks its value",
            42: "an attribute is given twice on one element",
            64: "an XML declaration that is not at the very start of the file",
            65: "a space is missing, such as between two attributes",
            68: "a `<` that starts no element, such as a leftover merge-conflict marker",
            73: "a start tag is not closed by `>`",
            76: "a closing tag does not match the element it closes",
            77: closedTooEarly,
            80: "a comment contains `--`",
            86: "something follows the storyboard's root element",
            89: "entities that expand into each other without end or beyond a safe size",
        ]
        // libxml2's messages start with a capital ("Comment not terminated"); ours do not.
        // They quote element and attribute names from the file, capped as messages quote them.
        let message = UserText.capped(libxml2Message.first.map { $0.lowercased() + libxml2Message.dropFirst() } ?? "")
        let fallback = message.isEmpty ? "libxml2 error \(code)" : "\(message) (libxml2 error \(code))"
        return malformed(known[code] ?? fallback)
    }

    static func malformed(_ what: String) -> String {
        "malformed storyboard XML: " + what
    }

    /// libxml2 numbers an `&` with no name after it as it does a `<` with none (68); only its
    /// message, which names the function that failed, tells the two apart.
    static func isBareAmpersand(code: Int, libxml2Message: String) -> Bool {
        code == 68 && libxml2Message.contains("EntityRef")
    }

    private static let closedTooEarly = "the storyboard ends before its elements are closed"

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

        func startElement(_ name: String, attributes: [String: String], at position: SourcePosition) -> Bool {
            let tag = text.startTag(endingNear: position.line, column: position.column)
            let tagRange = tag.map { text.range($0) } ?? text.range(line: position.line, column: 1)
            if stack.count >= maxDepth {
                failure = Failure(message: "the storyboard nests elements deeper than \(maxDepth) levels",
                                  range: text.range(line: position.line, column: position.column))
                return false
            }
            var ranges: [String: (whole: SourceRange, value: SourceRange)] = [:]
            if let tag {
                // In the order written, so that each position is found from the one before.
                text.forEachAttribute(in: tag) { name, whole, value in
                    let name = String(decoding: text.bytes[name], as: UTF8.self)
                    if attributes[name] != nil {
                        ranges[name] = (text.range(whole), text.range(value))
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

        func error(code: Int, message libxml2Message: String, at position: SourcePosition) {
            var range = text.range(line: position.line, column: position.column)
            var code = code
            // Reading a buffer, libxml2 says "extra content at the end" (5) when the file holds no
            // element at all, when the root element is followed by more, and when the file stops
            // inside it; the elements read tell which, and the error takes the number libxml2 itself
            // gives that case elsewhere.
            if code == 5 { code = root == nil ? 4 : stack.isEmpty ? 86 : 77 }
            var note: (message: String, range: SourceRange)?
            if code == 76 || code == 77, let open = stack.last {
                if code == 76, let tag = text.startTag(endingNear: position.line, column: position.column - 1) {
                    // libxml2 stops just past the closing tag, where another tag may begin; point at the whole tag.
                    range = text.range(tag)
                }
                note = ("<\(open.name)> is opened here and not closed before it", open.tagRange)
            }
            if StoryboardXMLReader.isBareAmpersand(code: code, libxml2Message: libxml2Message) {
                // libxml2 stands just past the `&`.
                failure = Failure(message: StoryboardXMLReader.malformed("an `&` that starts no reference; a lone `&` is written `&amp;`"),
                                  range: text.range(line: position.line, column: position.column - 1))
                return
            }
            failure = Failure(message: StoryboardXMLReader.describe(code: code, libxml2Message: libxml2Message), range: range, note: note)
        }
    }
}
