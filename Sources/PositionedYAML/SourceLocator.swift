/// Turns byte offsets into line and column positions for errors that libyaml reports by offset.
///
/// Lines end at LF, CRLF or a lone CR, as in the file's own lines (see `ExtraLineBreaks`);
/// columns count UTF-8 lead bytes, i.e. scalars, after any `ByteOrderMark`.
/// The bytes may come in pieces, so that a file is read again in small reads, never whole.
struct SourceLocator {
    private var line = 1
    private var column = 1
    /// A CR ends a line unless an LF follows, which may be the next piece's first byte.
    private var endsWithCR = false
    /// Whether any byte was counted: a byte order mark at the very start is not a column.
    private var hasStarted = false

    static func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let end = max(0, min(offset, bytes.count))
        var locator = SourceLocator()
        locator.count(UnsafeBufferPointer(rebasing: bytes[..<end]))
        return locator.position(followedBy: end < bytes.count ? bytes[end] : nil)
    }

    /// Counts `bytes`, which come right after those counted before.
    mutating func count(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        // Pieces are 64 KiB: a mark at the start is whole in the first.
        let bytes = hasStarted ? bytes : UnsafeBufferPointer(rebasing: bytes[ByteOrderMark.length(atStartOf: bytes)...])
        hasStarted = true
        for byte in bytes {
            if endsWithCR {
                endsWithCR = false
                if byte != 0x0A { newLine() }
            }
            if byte == 0x0A {
                newLine()
            } else if byte == 0x0D {
                endsWithCR = true
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    /// The position after the bytes counted, given the byte that follows them, if any.
    func position(followedBy next: UInt8?) -> SourcePosition {
        var final = self
        if endsWithCR && next != 0x0A { final.newLine() }
        return SourcePosition(line: final.line, column: final.column)
    }

    private mutating func newLine() {
        line += 1
        column = 1
    }
}
