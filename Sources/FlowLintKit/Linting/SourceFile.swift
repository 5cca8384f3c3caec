#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes and a lazily built index of where its lines start, for source snippets.
///
/// Most files have few or no findings, so the index is built on the first `line(_:)` call
/// rather than for every file read.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Guards `builtLineStarts`, the only mutable state; everything else is immutable.
    private let lock = Lock()
    private var builtLineStarts: [Int]?

    /// UTF-16 input is turned into UTF-8 unless `decodingUTF16` is false, which a reader sets
    /// when it stopped at the size limit: half a file must reach the parser as read, to be
    /// reported as too large rather than linted as a shorter document.
    public init(path: String, bytes: [UInt8], decodingUTF16: Bool = true) {
        self.path = path
        self.bytes = decodingUTF16 ? TextEncoding.utf8(fromPossiblyUTF16: bytes) : bytes
    }

    private var lineStarts: [Int] {
        lock.withLock {
            if let starts = builtLineStarts { return starts }
            let starts = Self.lineStarts(of: bytes)
            builtLineStarts = starts
            return starts
        }
    }

    /// Lines end at LF, CRLF or a lone CR, as in YAML. Files without a CR, the usual case, are
    /// scanned with `memchr`, which skips through a line's bytes many at a time.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let end = base + buffer.count
            if memchr(base, 0x0D, buffer.count) == nil {
                var cursor = base
                while cursor < end, let newline = memchr(cursor, 0x0A, end - cursor) {
                    cursor = UnsafePointer(newline.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(cursor - base)
                }
                return
            }
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == 0x0A || (byte == 0x0D && (index >= buffer.count || buffer[index] != 0x0A)) {
                    starts.append(index)
                }
            }
        }
        return starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a 1-based line without its line break, or nil past the end of the file.
    public func line(_ number: Int) -> String? {
        let lineStarts = lineStarts
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start ..< end]), as: UTF8.self) }
    }
}
