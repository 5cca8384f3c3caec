#if canImport(CLibXML2)
import CLibXML2
#else
import libxml2
#endif

/// Receives what `XMLElementReader` reads, in document order.
protocol XMLElementHandler: AnyObject {
    /// Positions are where libxml2 stands, by its count of lines and columns: for an element, just
    /// past its start tag. Returns false to stop reading.
    func startElement(_ name: String, attributes: [String: String], at position: SourcePosition) -> Bool
    func endElement()
    /// The first error in the document, with libxml2's error number and message; reading stops there.
    func error(code: Int, message: String, at position: SourcePosition)
}

/// Reads XML element by element with libxml2's SAX2 interface, never building a tree.
///
/// The one type that holds a libxml2 parser. It is handed no DTD: `StoryboardMarkupScan` refuses
/// any before libxml2 is called, and should one get past it, nothing it declares reaches the
/// parser (no entity is recorded, so none is ever expanded), entities are not substituted, and
/// nothing is ever loaded from outside the document (no external DTD or entity, no network).
enum XMLElementReader {
    struct Outcome {
        /// False when the document is not well-formed or the handler stopped reading.
        var finished: Bool
        /// Where reading ended.
        var position: SourcePosition
    }

    /// libxml2 sets up its global state on first use, which it does not do safely from two
    /// threads at once, as storyboards checked in parallel would; a static is set up once.
    private static let libraryReady: Void = xmlInitParser()

    static func read(_ bytes: [UInt8], handler: some XMLElementHandler) -> Outcome {
        libraryReady
        let session = Session(handler: handler)
        var sax = handlerTable()
        return withExtendedLifetime(session) {
            bytes.withUnsafeBufferPointer { buffer -> Outcome in
                // The first bytes go in with the parser's creation, which is where libxml2 detects the encoding.
                let head = min(4, buffer.count)
                let created = buffer.baseAddress.map { base in
                    base.withMemoryRebound(to: CChar.self, capacity: head) { xmlCreatePushParserCtxt(&sax, nil, $0, Int32(head), nil) }
                } ?? xmlCreatePushParserCtxt(&sax, nil, nil, 0, nil)
                guard let parser = created else {
                    return Outcome(finished: false, position: SourcePosition(line: 1, column: 1))
                }
                defer {
                    if let document = parser.pointee.myDoc { xmlFreeDoc(document) }
                    xmlFreeParserCtxt(parser)
                }
                parser.pointee._private = Unmanaged.passUnretained(session).toOpaque()
                _ = xmlCtxtUseOptions(parser, Self.options)
                var offset = head
                repeat {
                    let count = min(buffer.count - offset, 1 << 30)
                    let chunk = buffer.baseAddress.map { UnsafeRawPointer($0 + offset).assumingMemoryBound(to: CChar.self) }
                    offset += count
                    _ = xmlParseChunk(parser, chunk, Int32(count), offset == buffer.count ? 1 : 0)
                } while offset < buffer.count && !session.stopped
                let finished = parser.pointee.wellFormed != 0 && !session.stopped
                return Outcome(finished: finished, position: position(of: UnsafeMutableRawPointer(parser)))
            }
        }
    }

    /// No network, and the encoding a declaration names is ignored: the bytes are read as the
    /// UTF-8 that `StoryboardMarkupScan` looked through, never decoded into markup it did not see.
    /// `XML_PARSE_HUGE` lifts libxml2's 10 MB limits (on the input it looks ahead in, which a
    /// whole storyboard handed over at once exceeds, and on one text or value), so storyboards up
    /// to flowlint's own file-size limit read. It lifts the limits on entity expansion too, which
    /// is safe only because no DTD reaches libxml2.
    /// Never `XML_PARSE_NOENT` (substitute entities) or `XML_PARSE_DTDLOAD` (load an external DTD).
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_HUGE.rawValue)

    private final class Session {
        let handler: any XMLElementHandler
        var stopped = false

        init(handler: any XMLElementHandler) {
            self.handler = handler
        }
    }

    /// libxml2's SAX2 defaults with elements and errors sent to the session and everything else
    /// dropped, DTDs and what they declare included.
    static func handlerTable() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        _ = xmlSAXVersion(&sax, 2)
        sax.internalSubset = nil
        sax.externalSubset = nil
        sax.entityDecl = nil
        sax.unparsedEntityDecl = nil
        sax.attributeDecl = nil
        sax.elementDecl = nil
        sax.notationDecl = nil
        sax.characters = nil
        sax.ignorableWhitespace = nil
        sax.cdataBlock = nil
        sax.comment = nil
        sax.processingInstruction = nil
        sax.reference = nil
        sax.resolveEntity = { _, _, _ in nil }
        sax.startElementNs = { context, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let (session, parser) = XMLElementReader.session(of: context), !session.stopped, let localName else { return }
            var values: [String: String] = [:]
            if let attributes {
                // Five pointers per attribute: local name, prefix, namespace, value start, value end.
                for index in 0 ..< Int(max(attributeCount, 0)) {
                    let base = index * 5
                    guard let name = attributes[base], let start = attributes[base + 3], let end = attributes[base + 4] else { continue }
                    let value = XMLElementReader.attributeValue(start ..< end, parser: parser)
                    values[XMLElementReader.qualifiedName(name, prefix: attributes[base + 1])] = value
                }
            }
            let name = XMLElementReader.qualifiedName(localName, prefix: prefix)
            if !session.handler.startElement(name, attributes: values, at: XMLElementReader.position(of: context)) {
                session.stopped = true
                xmlStopParser(parser)
            }
        }
        sax.endElementNs = { context, _, _, _ in
            guard let (session, _) = XMLElementReader.session(of: context), !session.stopped else { return }
            session.handler.endElement()
        }
        sax.serror = { context, error in
            guard let (session, parser) = XMLElementReader.session(of: context), !session.stopped, let error,
                  error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            session.stopped = true
            // One line, ended by a newline.
            let message = error.pointee.message.flatMap { String(cString: $0).split(separator: "\n").first }.map { String($0).trimmingSpaces }
            session.handler.error(code: Int(error.pointee.code), message: message ?? "", at: XMLElementReader.position(of: context))
            xmlStopParser(parser)
        }
        return sax
    }

    /// The session of the parser that called back; `context` is the parser itself, which
    /// libxml2 passes when no other user data is given.
    private static func session(of context: UnsafeMutableRawPointer?) -> (Session, xmlParserCtxtPtr)? {
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
              let opaque = parser.pointee._private else { return nil }
        return (Unmanaged<Session>.fromOpaque(opaque).takeUnretainedValue(), parser)
    }

    /// An attribute's value with the references to entities the DTD declares replaced, as
    /// libxml2's own SAX2 tree builder does; character references and `&amp;` and the like arrive
    /// already replaced.
    private static func attributeValue(_ bytes: Range<UnsafePointer<xmlChar>>, parser: xmlParserCtxtPtr) -> String {
        let raw = UnsafeBufferPointer(start: bytes.lowerBound, count: bytes.upperBound - bytes.lowerBound)
        guard raw.contains(UInt8(ascii: "&")),
              let decoded = xmlStringLenDecodeEntities(parser, bytes.lowerBound, Int32(raw.count), Int32(XML_SUBSTITUTE_REF), 0, 0, 0) else {
            return String(decoding: raw, as: UTF8.self)
        }
        // Freed with the allocator libxml2 itself was built to use.
        defer { flowlint_xml_free(decoded) }
        return String(cString: decoded)
    }

    private static func position(of context: UnsafeMutableRawPointer?) -> SourcePosition {
        SourcePosition(line: Int(xmlSAX2GetLineNumber(context)), column: Int(xmlSAX2GetColumnNumber(context)))
    }

    private static func qualifiedName(_ localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
        let local = String(cString: localName)
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }
}
