#if canImport(CGlibcExtras)
import CGlibcExtras
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Words looked for in a file while libyaml reads it, for a caller that must know whether the
/// file holds them and would otherwise read a large file one more time only to look.
///
/// It is read once the parse has returned, when the thread that read the file has been joined.
public final class WordWatch: Sendable {
    let words: [String]
    private let seen = Atomic<UInt64>(0)
    private let readToEnd = Atomic<Bool>(false)

    public init(_ words: [String]) {
        precondition(words.count <= 64 && words.allSatisfy { !$0.isEmpty }, "up to 64 words, none empty")
        self.words = words
    }

    /// Whether `words[index]` has been read so far.
    public func hasSeen(_ index: Int) -> Bool {
        seen.load(ordering: .acquiring) & (1 << UInt64(index)) != 0
    }

    /// Whether the whole file has been read, so that a word not seen is not in it. A parse that
    /// stops early (a syntax error, a limit) leaves the rest of the file unread.
    public var hasReadToEnd: Bool { readToEnd.load(ordering: .acquiring) }

    fileprivate func record(_ found: UInt64) {
        _ = seen.bitwiseOr(found, ordering: .releasing)
    }

    fileprivate func recordEnd() {
        readToEnd.store(true, ordering: .releasing)
    }
}

/// Looks for a watch's words in the pieces of a text as they are read, in order, including a word
/// split between two pieces. Used only by the thread that reads.
public struct WordScanner {
    private let watch: WordWatch
    private let spellings: [[UInt8]]
    /// The last bytes read, one fewer than the longest word: where a word split between this
    /// piece and the next begins.
    private var carried: [UInt8] = []
    /// How many bytes are carried: one fewer than the longest word.
    private let keep: Int
    private var found: UInt64 = 0
    private let everyWord: UInt64

    public init(_ watch: WordWatch) {
        self.watch = watch
        spellings = watch.words.map { Array($0.utf8) }
        keep = spellings.map(\.count).max()! - 1
        everyWord = watch.words.count == 64 ? .max : (1 << UInt64(watch.words.count)) - 1
    }

    public mutating func scan(_ piece: UnsafeBufferPointer<UInt8>) {
        // Once every word is found, the rest of the text has nothing to tell.
        guard let base = piece.baseAddress, !piece.isEmpty, found != everyWord else { return }
        // The seam: the carried bytes, then as many of the piece's first bytes. Every byte in it
        // is the file's, in order, so a word found there is in the file.
        let seam = carried + UnsafeBufferPointer(start: base, count: min(keep, piece.count))
        var newlyFound: UInt64 = 0
        for (index, word) in spellings.enumerated() where found & (1 << UInt64(index)) == 0 {
            if Self.contains(piece, word) || seam.withUnsafeBufferPointer({ Self.contains($0, word) }) {
                newlyFound |= 1 << UInt64(index)
            }
        }
        carried = Array((carried + UnsafeBufferPointer(start: base + max(0, piece.count - keep), count: min(keep, piece.count))).suffix(keep))
        if newlyFound != 0 {
            found |= newlyFound
            watch.record(newlyFound)
        }
    }

    /// The text has been read to its end.
    public func finish() {
        watch.recordEnd()
    }

    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= word.count else { return false }
        return word.withUnsafeBytes { memmem(base, bytes.count, $0.baseAddress, word.count) != nil }
    }
}
