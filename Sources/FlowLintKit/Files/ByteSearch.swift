#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file's bytes contain a word, without decoding them: checks that run on every
/// file (does it mention `flowlint-`? `storyboards`?) stay cheap on large inputs.
enum ByteSearch {
    static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            let length = word.utf8CodeUnitCount
            guard let base = haystack.baseAddress, length > 0, haystack.count >= length else { return false }
            // memchr jumps to each candidate first byte many bytes at a time; only there are the
            // other bytes compared.
            let last = base + (haystack.count - length)
            var cursor = base
            while cursor <= last, let found = memchr(cursor, Int32(word.utf8Start[0]), last - cursor + 1) {
                let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if memcmp(candidate, word.utf8Start, length) == 0 { return true }
                cursor = candidate + 1
            }
            return false
        }
    }
}
