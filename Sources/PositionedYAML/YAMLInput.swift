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
    case descriptor(Int32, watching: WordWatch?)

    /// The scalars before a byte offset, for the errors libyaml reports by offset. A file is read
    /// again up to the offset: this happens once, when the parse has failed.
    func scalars(beforeByte offset: Int) -> Int {
        switch self {
        case .bytes(let bytes):
            return ScalarCounter.scalars(before: offset, in: bytes)
        case .descriptor(let descriptor, _):
            return Self.scalars(beforeByte: max(0, offset), readingFrom: descriptor)
        }
    }

    /// Reads the file again in pieces up to `offset`.
    private static func scalars(beforeByte offset: Int, readingFrom descriptor: Int32) -> Int {
        let pieceSize = 1 << 16
        let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: pieceSize)
        defer { piece.deallocate() }
        var counter = ScalarCounter()
        var counted = 0
        while counted < offset {
            let wanted = min(pieceSize, offset - counted)
            let got = read(descriptor, into: piece, count: wanted, at: counted)
            counter.add(UnsafeBufferPointer(rebasing: piece[..<got]))
            counted += got
            if got < wanted { break }
        }
        return counter.scalars
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
