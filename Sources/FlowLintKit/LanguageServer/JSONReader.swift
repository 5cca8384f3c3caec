/// Reads one JSON text (RFC 8259) into a `JSONValue`, for the language server's messages.
///
/// FlowLintKit does without Foundation, so this is its own small reader. It never traps: input
/// that is not JSON, and arrays or objects nested deeper than `maximumDepth`, end in a `Failure`
/// that says where. Object members keep the order they were written in.
public struct JSONReader {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// A byte offset into the text.
        public var offset: Int
        public var reason: String

        public init(offset: Int, reason: String) {
            self.offset = offset
            self.reason = reason
        }

        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// Deeper nesting than any LSP message needs, and far from what the stack can take.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes)
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.failure("text after the JSON value") }
        return value
    }

    public static func read(_ text: String) throws(Failure) -> JSONValue {
        try read(Array(text.utf8))
    }

    private func failure(_ reason: String) -> Failure {
        Failure(offset: index, reason: reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("unexpected end of text") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { reader throws(Failure) in try reader.object() }
        case UInt8(ascii: "["): return try nested { reader throws(Failure) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    private mutating func nested(_ body: (inout JSONReader) throws(Failure) -> JSONValue) throws(Failure) -> JSONValue {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth)") }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func object() throws(Failure) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name") }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func word(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("unexpected end of text") }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard bytes[index ..< index + count].elementsEqual(expected) else { throw failure("unexpected word") }
        index += count
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        var integral = true
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if current == UInt8(ascii: ".") {
            integral = false
            index += 1
            guard let byte = current, isDigit(byte) else { throw failure("expected a digit") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { throw failure("expected a digit") }
            skipDigits()
        }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        if integral, let number = Int(text) { return .int(number) }
        guard let number = Double(text) else { throw Failure(offset: start, reason: "number out of range") }
        return .double(number)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // The common case, no escapes: decoded whole.
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
        if current == UInt8(ascii: "\"") {
            defer { index += 1 }
            return String(decoding: bytes[start ..< index], as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: bytes[start ..< index], as: UTF8.self).unicodeScalars)
        var plain: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                scalars.append(try escape())
            case ..<0x20:
                throw failure("control character in a string")
            default:
                plain.append(byte)
                index += 1
            }
        }
    }

    /// The scalar an escape stands for, `index` just past its backslash. A surrogate without its
    /// other half becomes U+FFFD, as decoders of ill-formed UTF-16 do.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = current else { throw failure("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if unit >= 0xD800, unit < 0xDC00,
               index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let mark = index
                index += 2
                let low = try hexUnit()
                if low >= 0xDC00, low < 0xE000 {
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                index = mark
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            index -= 1
            throw failure("unknown escape")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("unterminated \\u escape") }
        var unit: UInt32 = 0
        for _ in 0 ..< 4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad \\u escape")
            }
            unit = unit << 4 | UInt32(digit)
            index += 1
        }
        return unit
    }
}

/// Reading the parts of a message: each accessor is nil when the value is of another kind.
extension JSONValue {
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var integer: Int? {
        if case .int(let number) = self { return number }
        return nil
    }

    public var items: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
