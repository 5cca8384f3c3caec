#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PositionedYAML

/// Reads chosen lines of a file again, streaming it through a small buffer, for a `SourceFile`
/// whose text was let go of while the rules ran.
enum LineRereader {
    private static let chunkSize = 1 << 16
    private static let lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    /// The text of each wanted 1-based line without its break (LF, CRLF or a lone CR, as in
    /// YAML); nil when the file cannot be read or no longer matches `identity`.
    static func lines(_ wanted: Set<Int>, of path: String, expecting identity: FileIdentity) -> [Int: String]? {
        // A file has no line 0 or below; one left in would hold back every line after it.
        var scanner = Scanner(wanted: wanted.filter { $0 >= 1 }.sorted())
        guard !scanner.isDone else { return [:] }
        let read = FileReader.readInPieces(path, identity: identity, pieceSize: chunkSize) { piece in
            scanner.scan(piece.assumingMemoryBound(to: UInt8.self))
            return !scanner.isDone
        }
        guard read else { return nil }
        scanner.finish()
        return scanner.found
    }

    private struct Scanner {
        let wanted: [Int]
        var nextWanted = 0
        var line = 1
        var current: [UInt8] = []
        /// The previous chunk ended in CR, so a LF starting this one belongs to the same break.
        var afterCarriageReturn = false
        /// Whether a chunk was scanned: a byte order mark before the first is no part of line 1.
        var hasStarted = false
        var found: [Int: String] = [:]

        init(wanted: [Int]) { self.wanted = wanted }

        var isDone: Bool { nextWanted == wanted.count }
        private var isWanted: Bool { !isDone && wanted[nextWanted] == line }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            // Pieces are 64 KiB: a byte order mark at the start is whole in the first.
            var index = hasStarted ? 0 : ByteOrderMark.length(atStartOf: bytes)
            hasStarted = true
            if afterCarriageReturn, bytes.first == lineFeed { index = 1 }
            afterCarriageReturn = false
            // In files without a CR, the usual case, the lines up to the next wanted one are counted
            // a block at a time, and a wanted line's end is found with memchr.
            let hasCarriageReturn = memchr(bytes.baseAddress!, Int32(carriageReturn), bytes.count) != nil
            while index < bytes.count, !isDone {
                if !hasCarriageReturn, !isWanted {
                    // Most lines are not wanted: they are only counted, a block of bytes at a time.
                    let skipped = Self.skip(wanted[nextWanted] - line, lineFeedsIn: bytes, from: &index)
                    line += skipped
                    continue
                }
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

        /// Moves `index` past up to `count` line feeds, or to the end of `bytes` when there are
        /// fewer; returns how many it passed.
        ///
        /// Counting them 32 bytes at a time is faster than stopping at each one, as `memchr`
        /// does, on lines as short as a flow's.
        private static func skip(_ count: Int, lineFeedsIn bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Int {
            let base = bytes.baseAddress!
            var passed = 0
            while bytes.count - index >= 32 {
                let block = UnsafeRawPointer(base + index)
                var found = 0
                for word in 0 ..< 4 { found += lineFeeds(in: block.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) }
                if passed + found >= count { break }
                passed += found
                index += 32
            }
            while passed < count {
                guard let next = memchr(base + index, Int32(lineFeed), bytes.count - index) else {
                    index = bytes.count
                    return passed
                }
                passed += 1
                index = UnsafeRawPointer(base).distance(to: next) + 1
            }
            return passed
        }

        /// The line feeds among a word's eight bytes: each byte's top bit is set exactly when the
        /// byte equals a line feed, without any carry from one byte into the next.
        @inline(__always)
        private static func lineFeeds(in word: UInt64) -> Int {
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let zeroWhereLineFeed = word ^ 0x0A0A_0A0A_0A0A_0A0A
            let nonZero = ((zeroWhereLineFeed & low7) &+ low7) | zeroWhereLineFeed
            return (~(nonZero | low7)).nonzeroBitCount
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
