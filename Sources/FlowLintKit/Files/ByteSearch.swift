#if canImport(CGlibcExtras)
import CGlibcExtras
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file's bytes contain a word, without decoding them: checks that run on every
/// file (does it mention `flowlint-`? `storyboards`?) stay cheap on large inputs.
enum ByteSearch {
    /// `memmem` compares many bytes at a time; it beat jumping to each candidate first byte
    /// with `memchr`, which stops often for a letter as common as `s`, by about half.
    static func contains(_ bytes: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
        guard let base = bytes.baseAddress, word.utf8CodeUnitCount > 0 else { return false }
        return memmem(base, bytes.count, word.utf8Start, word.utf8CodeUnitCount) != nil
    }
}
