#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads chosen lines of a file again, streaming it through a small buffer, for a `SourceFile`
/// whose text was let go of while the rules ran.
enum LineRereader {
    private static let chunkSize = 1 << 16
    private static let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// The text of each wanted 1-based line without its break (LF, CRLF or a lone CR, as in
    /// YAML); nil when the file cannot be read or no longer matches `identity`.
    static func lines(_ wanted: Set<Int>, of path: String, expecting identity: FileIdentity) -> [Int: String]? {
        FileReader.whileUnchanged(path, identity: identity) { descriptor in
            // A file has no line 0 or below; one left in would hold back every line after it.
            var scanner = Scanner(wanted: wanted.filter { $0 >= 1 }.sorted())
            let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
            defer { chunk.deallocate() }
            var failure: Int32?
            while !scanner.isDone {
                let count = FileReader.fill(chunk, from: descriptor, failure: &failure)
                guard failure == nil else { return nil }
                if count > 0 { scanner.scan(UnsafeBufferPointer(rebasing: chunk[..<count])) }
                if count < chunkSize { break }
            }
            scanner.finish()
            return scanner.found
        }
    }

    private struct Scanner {
        let wanted: [Int]
        var nextWanted = 0
        var line = 1
        var current: [UInt8] = []
        /// The previous chunk ended in CR, so a LF starting this one belongs to the same break.
        var afterCarriageReturn = false
        var found: [Int: String] = [:]

        init(wanted: [Int]) { self.wanted = wanted }

        var isDone: Bool { nextWanted == wanted.count }
        private var isWanted: Bool { !isDone && wanted[nextWanted] == line }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            var index = 0
            if afterCarriageReturn, bytes.first == lineFeed { index = 1 }
            afterCarriageReturn = false
            // Files without a CR, the usual case, jump from one LF to the next with memchr.
            let hasCarriageReturn = memchr(bytes.baseAddress!, Int32(carriageReturn), bytes.count) != nil
            while index < bytes.count, !isDone {
                var end = index
                if hasCarriageReturn {
                    while end < bytes.count, bytes[end] != lineFeed, bytes[end] != carriageReturn { end += 1 }
                } else if let newline = memchr(bytes.baseAddress! + index, Int32(lineFeed), bytes.count - index) {
                    end = bytes.baseAddress!.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                } else {
                    end = bytes.count
                }
                if isWanted { current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index ..< end])) }
                guard end < bytes.count else { return }
                if bytes[end] == carriageReturn {
                    if end + 1 < bytes.count { end += bytes[end + 1] == lineFeed ? 1 : 0 } else { afterCarriageReturn = true }
                }
                endLine()
                index = end + 1
            }
        }

        /// The last line, which has no break after it (and is empty when the file ends in one).
        mutating func finish() {
            if isWanted { endLine() }
        }

        private mutating func endLine() {
            if isWanted {
                found[line] = String(decoding: current, as: UTF8.self)
                current.removeAll(keepingCapacity: true)
                nextWanted += 1
            }
            line += 1
        }
    }
}
