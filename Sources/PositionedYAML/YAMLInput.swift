#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What libyaml reads: bytes already in memory, or an open file it reads in small pieces, so
/// that a large file is never held whole while it is parsed.
enum YAMLInput: @unchecked Sendable {
    /// Borrowed: the caller keeps the bytes alive until parsing returns.
    case bytes(UnsafeBufferPointer<UInt8>)
    /// Read from its start, where its offset must be: an error's position is found by reading
    /// the file again from offset 0. The caller keeps it open until parsing returns. The words
    /// watched for are looked for in the file as it is read; bytes in memory are not looked through.
    /// `sighting` learns whether the file holds a line break only libyaml counts.
    case descriptor(Int32, watching: WordWatch?, sighting: ExtraLineBreakSighting)

    /// Where a byte offset falls, for the errors libyaml reports by offset. A file is read again
    /// up to the offset: this happens once, when the parse has failed.
    func position(ofByte offset: Int) -> SourcePosition {
        switch self {
        case .bytes(let bytes):
            return SourceLocator.position(ofByte: offset, in: bytes)
        case .descriptor(let descriptor, _, _):
            return Self.position(ofByte: max(0, offset), readingFrom: descriptor)
        }
    }

    /// Reads the file again in pieces up to `offset`, and one byte past it, which tells a CR that
    /// ends a line from one before LF.
    private static func position(ofByte offset: Int, readingFrom descriptor: Int32) -> SourcePosition {
        let pieceSize = 1 << 16
        let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: pieceSize)
        defer { piece.deallocate() }
        var locator = SourceLocator()
        var counted = 0
        while counted < offset {
            let wanted = min(pieceSize, offset - counted)
            let got = read(descriptor, into: piece, count: wanted, at: counted)
            locator.count(UnsafeBufferPointer(rebasing: piece[..<got]))
            counted += got
            if got < wanted { return locator.position(followedBy: nil) }
        }
        let next = read(descriptor, into: piece, count: 1, at: offset) == 1 ? piece[0] : nil
        return locator.position(followedBy: next)
    }

    /// Up to `count` bytes from `offset`, fewer only at the file's end or on an error.
    private static func read(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, count: Int, at offset: Int) -> Int {
        var got = 0
        while got < count {
            let result = pread(descriptor, buffer.baseAddress! + got, count - got, off_t(offset + got))
            if result > 0 { got += result } else if result < 0, errno == EINTR { continue } else { break }
        }
        return got
    }
}
