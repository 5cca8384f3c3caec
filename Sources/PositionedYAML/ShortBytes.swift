#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte comparison for the short texts a flow is made of: keys, names, words like `null`.
///
/// Decoding compares a key's bytes with a known spelling for every key of every mapping, more
/// than a million times in a large flow. A call to `memcmp` costs more than comparing a dozen
/// bytes in place, which takes two or three word loads.
public enum ShortBytes {
    /// Texts up to this long are compared in place; longer ones by `memcmp`.
    @usableFromInline static let inPlaceLimit = 32

    /// Whether the `count` bytes at `first` and at `second` are the same.
    @inlinable @inline(__always)
    public static func same(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        if count > inPlaceLimit { return memcmp(first, second, count) == 0 }
        if count >= 8 {
            // Whole words, the last one overlapping the one before it rather than reading past
            // the end.
            var offset = 0
            while offset + 8 < count {
                guard word(first, offset) == word(second, offset) else { return false }
                offset += 8
            }
            return word(first, count - 8) == word(second, count - 8)
        }
        if count >= 4 {
            return first.loadUnaligned(as: UInt32.self) == second.loadUnaligned(as: UInt32.self)
                && first.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                == second.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for offset in 0 ..< count where first.load(fromByteOffset: offset, as: UInt8.self) != second.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        return true
    }

    /// Whether two buffers hold the same bytes.
    @inlinable @inline(__always)
    public static func same(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let firstStart = first.baseAddress, let secondStart = second.baseAddress else { return true }
        return same(firstStart, secondStart, count: first.count)
    }

    @inlinable @inline(__always)
    static func word(_ text: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
}
