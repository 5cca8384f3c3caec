/// Flow files are UTF-8, but YAML also allows UTF-16 with a byte order mark, and some Windows
/// editors write it. flowlint turns UTF-16 into UTF-8 before parsing: libyaml counts positions in
/// characters either way, so findings land on the same line and column, and snippets read right.
enum TextEncoding {
    /// Whether the bytes start with a UTF-16 byte order mark.
    static func isUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && ((bytes[0], bytes[1]) == (0xFE, 0xFF) || (bytes[0], bytes[1]) == (0xFF, 0xFE))
    }

    /// How a file's text is stored, so that a changed text is written back the same way: a fix
    /// must not turn a UTF-16 file into UTF-8. (A UTF-8 byte order mark is part of the text as
    /// read, and stays where an edit leaves it.)
    enum Stored: Equatable {
        case utf8
        case utf16(bigEndian: Bool)

        /// How `bytes`, as read from a file, are stored: UTF-16 when they start with its byte
        /// order mark and decode as UTF-16 (malformed UTF-16 is read as it is, so stays so).
        init(_ bytes: [UInt8]) {
            self = TextEncoding.isUTF16(bytes) && TextEncoding.utf8(fromPossiblyUTF16: bytes) != bytes ? .utf16(bigEndian: bytes[0] == 0xFE) : .utf8
        }

        /// `text` (UTF-8, as flowlint holds it) as a file stored this way holds it: UTF-16 with
        /// its byte order mark first.
        func encode(_ text: [UInt8]) -> [UInt8] {
            guard case .utf16(let bigEndian) = self else { return text }
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            bytes.reserveCapacity(2 + 2 * text.count)
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return bytes
        }
    }

    static func utf8(fromPossiblyUTF16 bytes: [UInt8]) -> [UInt8] {
        guard isUTF16(bytes) else { return bytes }
        let bigEndian = bytes[0] == 0xFE
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let high = UInt16(bytes[bigEndian ? index : index + 1]), low = UInt16(bytes[bigEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): output.append(contentsOf: UTF8.encode(scalar)!)
            case .emptyInput: break loop
            // Malformed UTF-16 is left as it was, so that libyaml reports it with its position.
            case .error: return bytes
            }
        }
        // An odd trailing byte is malformed too.
        return index < bytes.count ? bytes : output
    }
}
