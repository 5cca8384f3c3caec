#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where lines break: at LF, CRLF or a lone CR, as in YAML 1.2, git and editors. libyaml also
/// breaks at NEL, LS and PS, which is why ranges count scalars rather than libyaml's lines (`LineTable`).
enum LineBreaks {
    /// Whether a CR appears at all; most files have none, and are scanned for LF alone.
    static func includeCarriageReturns(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
    }

    /// Where the line after the one holding `offset` starts, or nil when that line is the last.
    /// A break at the very end starts one more line, empty, at `buffer.count`. Without a CR in
    /// the text, `memchr` skips through a line many bytes at a time.
    static func nextLineStart(in buffer: UnsafeBufferPointer<UInt8>, from offset: Int, _ hasCarriageReturns: Bool) -> Int? {
        guard let base = buffer.baseAddress, offset < buffer.count else { return nil }
        if !hasCarriageReturns {
            guard let newline = memchr(base + offset, 0x0A, buffer.count - offset) else { return nil }
            return UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
        var index = offset
        while index < buffer.count {
            let byte = buffer[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= buffer.count || buffer[index] != 0x0A)) { return index }
        }
        return nil
    }
}
