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
    /// the file again from offset 0. The caller keeps it open until parsing returns.
    case descriptor(Int32)

    /// Where a byte offset falls, for the errors libyaml reports by offset. A file is read again
    /// up to the offset: this happens once, when the parse has failed.
    func position(ofByte offset: Int) -> SourcePosition {
        switch self {
        case .bytes(let bytes):
            return SourceLocator.position(ofByte: offset, in: bytes)
        case .descriptor(let descriptor):
            // One byte past the offset, which tells a CR that ends a line from one before LF.
            let wanted = max(0, offset) + 1
            let prefix = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
                count = 0
                while count < wanted {
                    let got = pread(descriptor, buffer.baseAddress! + count, wanted - count, off_t(count))
                    if got > 0 { count += got } else if got < 0, errno == EINTR { continue } else { break }
                }
            }
            return prefix.withUnsafeBufferPointer { SourceLocator.position(ofByte: offset, in: $0) }
        }
    }
}
