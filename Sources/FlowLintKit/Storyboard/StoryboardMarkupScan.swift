#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CGlibcExtras)
import CGlibcExtras // memmem
#endif

/// Looks through a storyboard's bytes, once and in linear time, for what libxml2 must never be
/// handed: markup it would spend minutes on before reporting anything.
///
/// - A DTD (`<!DOCTYPE`, `<!ENTITY` and any other `<!` declaration). Its entities, nested a few
///   levels, expand in element content for minutes ("billion laughs"), and Xcode never writes one,
///   so the file is refused before libxml2 reads a byte of it.
/// - An element with more than `maxAttributes` attributes. libxml2 checks each attribute against
///   every other one for duplicates, so a few MB of them on one element take tens of seconds.
/// - Text in an encoding other than UTF-8 (UTF-16 without a byte order mark, UTF-32, EBCDIC),
///   which this scan could not read. A byte order mark's UTF-16 is already UTF-8 here
///   (`SourceFile` converts it), and libxml2 is told to ignore the encoding a declaration names.
///
/// Comments, CDATA sections and processing instructions are skipped as libxml2 skips them, so a
/// comment that mentions `<!DOCTYPE` is no declaration. Anything else malformed is left for
/// libxml2 to report.
struct StoryboardMarkupScan {
    /// Xcode writes a few dozen attributes at most on one element.
    static let defaultMaxAttributes = 256

    var maxAttributes = defaultMaxAttributes

    enum Refusal: Equatable {
        /// A `<!` declaration at `offset`; `keyword` is what follows `<!`, such as `DOCTYPE`.
        case declaration(keyword: String, offset: Int)
        /// The element whose `<` is at `offset` has more than `limit` attributes.
        case tooManyAttributes(limit: Int, offset: Int)
        /// The first bytes say the text is not UTF-8.
        case notUTF8(encoding: String)
    }

    /// The first thing refused, or nil when libxml2 may read the bytes.
    func firstRefusal(in bytes: [UInt8]) -> Refusal? {
        if let encoding = Self.otherEncoding(bytes.prefix(4)) {
            return .notUTF8(encoding: encoding)
        }
        return bytes.withUnsafeBufferPointer { scan($0) }
    }

    /// The encoding libxml2 would detect from the first four bytes, when it is not UTF-8.
    static func otherEncoding(_ head: ArraySlice<UInt8>) -> String? {
        let head = Array(head)
        if head == [0x00, 0x00, 0xFE, 0xFF] || head == [0xFF, 0xFE, 0x00, 0x00] { return "UTF-32" }
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        if head.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return "EBCDIC" }
        if head.count == 4, head.filter({ $0 == 0 }).count == 3 { return "UTF-32" }
        return head.contains(0) ? "UTF-16" : nil
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Refusal? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var cursor = 0
        while cursor < end {
            // Text between tags cannot hold `<` except as the start of markup.
            guard let found = memchr(base + cursor, Int32(UInt8(ascii: "<")), end - cursor) else { return nil }
            let open = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            let next = open + 1 < end ? bytes[open + 1] : 0
            if next == UInt8(ascii: "!") {
                if Self.matches("<!--", bytes, at: open) {
                    guard let close = Self.find("-->", bytes, from: open + 4) else { return nil }
                    cursor = close
                } else if Self.matches("<![CDATA[", bytes, at: open) {
                    guard let close = Self.find("]]>", bytes, from: open + 9) else { return nil }
                    cursor = close
                } else {
                    return .declaration(keyword: Self.keyword(bytes, at: open + 2), offset: open)
                }
            } else if next == UInt8(ascii: "?") {
                guard let close = Self.find("?>", bytes, from: open + 2) else { return nil }
                cursor = close
            } else {
                // A start or end tag: in a well-formed one each attribute has the one `=` outside its quotes.
                var attributes = 0
                var quote: UInt8 = 0
                cursor = open + 1
                while cursor < end {
                    let byte = bytes[cursor]
                    cursor += 1
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "=") {
                        attributes += 1
                        if attributes > maxAttributes { return .tooManyAttributes(limit: maxAttributes, offset: open) }
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                }
            }
        }
        return nil
    }

    private static func matches(_ text: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return memcmp(bytes.baseAddress! + offset, text.utf8Start, count) == 0
    }

    /// The offset just past the first `text` at or after `offset`.
    private static func find(_ text: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        let count = text.utf8CodeUnitCount
        guard offset < bytes.count,
              let found = memmem(bytes.baseAddress! + offset, bytes.count - offset, text.utf8Start, count) else { return nil }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress! + count
    }

    /// The letters after `<!`, at most a few, for the finding's message.
    private static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 16, bytes[end].isASCIILetter { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset ..< end]), as: UTF8.self)
    }
}

private extension UInt8 {
    var isASCIILetter: Bool {
        (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(self) || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(self)
    }
}
