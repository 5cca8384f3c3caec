#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CGlibcExtras)
import CGlibcExtras // memmem
#endif
import PositionedYAML

/// Numbered lines of a text, found without an index of every line.
///
/// Suppression comments need the lines that mention `flowlint-` and the few after each. A flow
/// of 100,000 screens has two million lines, whose index (17 MB) would outweigh the text brought
/// back from disk for its comments. Lines are counted as the text is searched for the word, and
/// a line asked for is found from the nearest line above it whose start is known: the line asked
/// for last, as a walk down from a comment asks for them, or a mention.
struct SparseLines {
    private let bytes: [UInt8]
    private let hasCarriageReturns: Bool
    /// The numbers of the lines that hold the word, each once and in order, and where they start.
    let mentions: [Int]
    private let mentionStarts: [Int]
    /// Where the first line starts: after a byte order mark, if the text has one.
    private let textStart: Int
    /// The line asked for last, and where it starts. Lines end at LF, CRLF or a lone CR, as in
    /// YAML; a break at the very end starts one more, empty line.
    private var cursor: (line: Int, start: Int)

    init(bytes: [UInt8], mentioning word: [UInt8]) {
        self.bytes = bytes
        let hasCarriageReturns = bytes.withUnsafeBufferPointer(LineBreaks.includeCarriageReturns)
        self.hasCarriageReturns = hasCarriageReturns
        textStart = bytes.withUnsafeBufferPointer(ByteOrderMark.length)
        cursor = (1, textStart)
        var mentions: [Int] = [], mentionStarts: [Int] = []
        var line = 1, lineStart = textStart
        bytes.withUnsafeBufferPointer { buffer in
            word.withUnsafeBufferPointer { word in
                guard let base = buffer.baseAddress, let wordBase = word.baseAddress, !word.isEmpty else { return }
                while lineStart < buffer.count,
                      let found = memmem(base + lineStart, buffer.count - lineStart, wordBase, word.count) {
                    let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    // Counted up to the line holding `at`, then past it: one mention is enough for a line.
                    while let next = LineBreaks.nextLineStart(in: buffer, from: lineStart, hasCarriageReturns), next <= at {
                        line += 1
                        lineStart = next
                    }
                    mentions.append(line)
                    mentionStarts.append(lineStart)
                    guard let next = LineBreaks.nextLineStart(in: buffer, from: lineStart, hasCarriageReturns) else {
                        lineStart = buffer.count
                        return
                    }
                    line += 1
                    lineStart = next
                }
            }
        }
        self.mentions = mentions
        self.mentionStarts = mentionStarts
    }

    /// The text of a 1-based line without its line break, or nil past the end. The lines after
    /// the last mention are never counted: a comment needs only the few after it.
    mutating func line(_ number: Int) -> String? {
        guard number >= 1, let start = start(ofLine: number) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var end = LineBreaks.nextLineStart(in: buffer, from: start, hasCarriageReturns) ?? buffer.count
            while end > start, buffer[end - 1] == 0x0A || buffer[end - 1] == 0x0D { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start ..< end]), as: UTF8.self)
        }
    }

    private mutating func start(ofLine number: Int) -> Int? {
        var (line, offset) = cursor.line <= number ? cursor : (1, textStart)
        let index = mentions.partitionIndex { $0 > number } - 1
        if index >= 0, mentions[index] > line { (line, offset) = (mentions[index], mentionStarts[index]) }
        let found: Int? = bytes.withUnsafeBufferPointer { buffer in
            while line < number {
                guard let next = LineBreaks.nextLineStart(in: buffer, from: offset, hasCarriageReturns) else { return nil }
                line += 1
                offset = next
            }
            return offset
        }
        if let found { cursor = (number, found) }
        return found
    }
}
