/// Keeps the lines flowlint prints inside GitHub Actions from being read as workflow commands.
///
/// The Actions runner reads a line as a command when, after .NET's `TrimStart` (which trims
/// Unicode spaces such as U+2003 and U+3000 too), it starts with `::`, and, in the legacy
/// syntax, when `##[` appears anywhere in it. Lines end at LF or CR. A pull request controls
/// file names, keys, screen names and titles, so any of them could otherwise add a mask, stop
/// command processing or write an annotation of its own. `StandardStream` passes every line
/// through `neutralised(_:as:)` when `GITHUB_ACTIONS` is `true`.
public enum WorkflowCommandGuard {
    /// `text` with the `[` of every `##[`, and the first `:` of a line that starts with `::`
    /// after blank characters, written in `syntax`'s own escape, so the text means what it did.
    /// Lines of `workflowCommands` may start with `::`: their formatter made them commands.
    public static func neutralised(_ text: String, as syntax: OutputSyntax) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let firstChange = nextChange(in: bytes, from: 0, atLineStart: true, syntax: syntax) else { return nil }
            var result = [UInt8]()
            result.reserveCapacity(bytes.count + 16)
            var copied = 0
            var change: Int? = firstChange
            while let at = change {
                result += bytes[copied ..< at]
                result += Array(syntax.escaped(Unicode.Scalar(bytes[at])).utf8)
                copied = at + 1
                change = nextChange(in: bytes, from: copied, atLineStart: false, syntax: syntax)
            }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        } ?? text
    }

    /// The offset of the next byte to escape at or after `start`: the `[` of `##[`, or the first
    /// `:` of a line's leading `::`. `atLineStart` says whether `start` begins a line.
    private static func nextChange(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, atLineStart: Bool, syntax: OutputSyntax) -> Int? {
        var index = start
        var lineStart = atLineStart
        while index < bytes.count {
            if lineStart, syntax != .workflowCommands, let colon = leadingCommand(in: bytes, at: index) {
                return colon
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "["), index >= 2, bytes[index - 1] == UInt8(ascii: "#"), bytes[index - 2] == UInt8(ascii: "#") {
                return index
            }
            lineStart = byte == 0x0A || byte == 0x0D
            index += 1
        }
        return nil
    }

    /// Where the line starting at `index` has `::` after blank characters, the offset of its
    /// first `:`; nil when it has not.
    private static func leadingCommand(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var index = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ":") ? index : nil
            }
            if byte == 0x0A || byte == 0x0D { return nil }
            let (scalar, length) = decodeScalar(in: bytes, at: index)
            guard let scalar, isTrimmed(scalar) else { return nil }
            index += length
        }
        return nil
    }

    /// What `TrimStart` may skip, generously: every Unicode space and line separator, and the
    /// invisible format and control characters (U+FEFF, U+200B, U+180E) older .NET versions trimmed.
    static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .format, .control: return true
        default: return false
        }
    }

    /// The scalar whose UTF-8 starts at `index`, and its length; nil for a malformed sequence.
    private static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): return (scalar, UTF8.width(scalar))
        case .emptyInput, .error: return (nil, 1)
        }
    }
}
