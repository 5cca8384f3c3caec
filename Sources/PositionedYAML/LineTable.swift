#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each line of a text starts, as a count of Unicode scalars from the text's start, so
/// that a `SourceRange` can be shown as lines and columns.
///
/// Lines end at LF, CRLF or a lone CR, as in YAML 1.2, git and editors (libyaml's own line
/// numbers also break at NEL, LS and PS, which is why its marks' indexes are used instead).
/// A byte order mark at the start is no part of line 1. One 32-bit count per line.
public struct LineTable: Sendable {
    /// `starts[n]` is where line n + 1 starts; line 1 starts at 0.
    private var starts: [UInt32] = [0]
    /// Whether some line ends in a CR with no LF after it: a break one scalar long is then not
    /// known to be a LF (see `lineBreak(after:length:)`).
    public private(set) var hasLoneCarriageReturn = false

    /// The table of a whole text.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var builder = Builder()
        builder.add(bytes)
        self = builder.table
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer(LineTable.init)
    }

    /// The table of an empty text: one line.
    public init() {}

    public var lineCount: Int { starts.count }

    /// The line and column of the scalar count `index`. A count past the text's end lies on its
    /// last line.
    public func position(of index: Int) -> SourcePosition {
        let target = UInt32(clamping: max(index, 0))
        // The last line that starts at or before `target`.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= target { low = middle } else { high = middle }
        }
        return SourcePosition(line: low + 1, column: Int(target - starts[low]) + 1)
    }

    public func lineColumnRange(of range: SourceRange) -> LineColumnRange {
        LineColumnRange(start: position(of: range.start), end: position(of: range.end))
    }

    /// Where a 1-based line starts, as a scalar count; nil past the last line.
    public func start(ofLine line: Int) -> Int? {
        line >= 1 && line <= starts.count ? Int(starts[line - 1]) : nil
    }

    /// The break that ends a 1-based line whose text, without its break, is `length` scalars
    /// long: LF, CRLF or CR. Nil for the last line, which ends in none, and for a one-scalar break
    /// in a text with lone CRs, which could be either.
    public func lineBreak(after line: Int, length: Int) -> String? {
        guard let lineStart = start(ofLine: line), let next = start(ofLine: line + 1) else { return nil }
        switch next - lineStart - length {
        case 2: return "\r\n"
        case 1: return hasLoneCarriageReturn ? nil : "\n"
        default: return nil
        }
    }

    /// Builds a table from a text given in pieces, so that a large file can be indexed while it
    /// is read back in small reads.
    public struct Builder: Sendable {
        private var built = LineTable()
        /// Scalars counted so far.
        private var scalars: UInt32 = 0
        /// The last byte counted was a CR: if the next is LF, the line starts after that instead.
        private var afterCarriageReturn = false
        private var hasStarted = false

        public init() {}

        /// The table of the pieces counted so far.
        public var table: LineTable {
            var table = built
            // A CR that ends the text is a lone one.
            if afterCarriageReturn { table.hasLoneCarriageReturn = true }
            return table
        }

        /// Counts `piece`, which comes right after the pieces counted before.
        public mutating func add(_ piece: UnsafeBufferPointer<UInt8>) {
            guard !piece.isEmpty else { return }
            var bytes = piece
            if !hasStarted {
                // Pieces are at least a few bytes: a mark at the start is whole in the first.
                bytes = UnsafeBufferPointer(rebasing: piece[ByteOrderMark.length(atStartOf: piece)...])
                hasStarted = true
            }
            if !afterCarriageReturn, Self.isPlainASCII(bytes) {
                addPlainASCII(bytes)
                return
            }
            for byte in bytes {
                // Continuation bytes belong to the scalar their lead byte began.
                guard byte & 0xC0 != 0x80 else { continue }
                scalars &+= 1
                if byte == 0x0A, afterCarriageReturn {
                    built.starts[built.starts.count - 1] = scalars
                } else {
                    if afterCarriageReturn { built.hasLoneCarriageReturn = true }
                    if byte == 0x0A || byte == 0x0D { built.starts.append(scalars) }
                }
                afterCarriageReturn = byte == 0x0D
            }
        }

        /// Text without CR or any byte past ASCII, which most flow files are: each byte is a
        /// scalar, and `memchr` finds the line feeds many bytes at a time.
        private mutating func addPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
            let base = scalars
            if let start = bytes.baseAddress {
                var offset = 0
                while offset < bytes.count, let found = memchr(start + offset, 0x0A, bytes.count - offset) {
                    let next = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - start + 1
                    built.starts.append(base &+ UInt32(truncatingIfNeeded: next))
                    offset = next
                }
            }
            scalars = base &+ UInt32(truncatingIfNeeded: bytes.count)
        }

        /// Whether every byte is ASCII other than CR; read eight bytes at a time.
        private static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = bytes.baseAddress else { return true }
            guard memchr(base, 0x0D, bytes.count) == nil else { return false }
            let raw = UnsafeRawPointer(base)
            var seen: UInt64 = 0
            var offset = 0
            while offset + 8 <= bytes.count {
                seen |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            while offset < bytes.count {
                seen |= UInt64(bytes[offset])
                offset += 1
            }
            return seen & 0x8080_8080_8080_8080 == 0
        }
    }
}

/// Counts the Unicode scalars before a byte offset, for positions given in bytes (libyaml's
/// reader errors, libxml2, swift-syntax). A byte order mark at the start is not counted.
public struct ScalarCounter: Sendable {
    public private(set) var scalars = 0
    private var hasStarted = false

    public init() {}

    public static func scalars(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var counter = ScalarCounter()
        counter.add(UnsafeBufferPointer(rebasing: bytes[..<max(0, min(offset, bytes.count))]))
        return counter.scalars
    }

    /// Counts `bytes`, which come right after those counted before.
    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        var bytes = bytes
        if !hasStarted {
            bytes = UnsafeBufferPointer(rebasing: bytes[ByteOrderMark.length(atStartOf: bytes)...])
            hasStarted = true
        }
        for byte in bytes where byte & 0xC0 != 0x80 { scalars += 1 }
    }
}

/// Turns byte offsets in one text into scalar counts, walking from the offset turned last, so
/// that a caller going through the text in order (a parser's nodes, libxml2's elements) pays for
/// each byte about once. A text all in ASCII needs no walk.
public struct ScalarCursor: Sendable {
    private let bytes: [UInt8]
    private let markLength: Int
    private let isASCII: Bool
    private var offset: Int
    private var scalars = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        markLength = bytes.withUnsafeBufferPointer(ByteOrderMark.length)
        isASCII = !bytes.contains { $0 >= 0x80 }
        offset = markLength
    }

    /// The scalars before byte `target`, which is clamped to the text.
    public mutating func scalars(before target: Int) -> Int {
        let target = min(max(target, markLength), bytes.count)
        if isASCII { return target - markLength }
        while offset < target {
            if bytes[offset] & 0xC0 != 0x80 { scalars += 1 }
            offset += 1
        }
        while offset > target {
            offset -= 1
            if bytes[offset] & 0xC0 != 0x80 { scalars -= 1 }
        }
        return scalars
    }
}
