#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// NEL, LS and PS (U+0085, U+2028, U+2029) end a line for libyaml, which follows YAML 1.1, but
/// not for YAML 1.2, git, GitHub or editors, which end lines at LF, CRLF and CR alone. After one
/// of them libyaml's line numbers run ahead of the lines a reader sees, so a finding would point
/// at the wrong line; this table places libyaml's marks in the file's own lines instead.
///
/// Such characters come into flows pasted from web pages and documents, inside titles or
/// comments; most files hold none, and then no table is made.
struct ExtraLineBreaks {
    /// Where libyaml starts a line that the file does not. In 32 bits, as positions are: a file
    /// made of nothing else would otherwise take over five times its size in breaks.
    private struct Break {
        /// libyaml's 0-based number of the line the break ends.
        var libyamlLine: Int32
        /// The 0-based column, in the file's own line, of the character after the break.
        var columnAfter: Int32
    }

    /// In file order, so by `libyamlLine` too.
    private let breaks: [Break]

    /// The breaks in `bytes`, which must be the whole text libyaml reads; nil when it holds none.
    init?(in bytes: UnsafeBufferPointer<UInt8>) {
        guard Self.occur(in: bytes) else { return nil }
        var breaks: [Break] = []
        var libyamlLine = 0
        var column = 0
        var index = ByteOrderMark.length(atStartOf: bytes)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                libyamlLine += 1
                column = 0
                continue
            }
            if let length = Self.extraBreakLength(in: bytes, at: index) {
                column += 1
                breaks.append(Break(libyamlLine: Int32(clamping: libyamlLine), columnAfter: Int32(clamping: column)))
                libyamlLine += 1
                index += length
                continue
            }
            // Columns count Unicode scalars, as libyaml's do: every byte but UTF-8's continuation bytes.
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        guard !breaks.isEmpty else { return nil }
        self.breaks = breaks
    }

    /// Where a range libyaml reported, 1-based, falls in the file's own lines.
    func place(_ range: SourceRange) -> SourceRange {
        SourceRange(orderedStart: place(range.start), end: place(range.end))
    }

    /// Where a position libyaml reported, 1-based, falls in the file's own lines.
    func place(_ position: SourcePosition) -> SourcePosition {
        self.position(libyamlLine: position.line - 1, column: position.column - 1)
    }

    /// Where libyaml's 0-based `line` and `column` fall in the file's own lines, 1-based.
    private func position(libyamlLine line: Int, column: Int) -> SourcePosition {
        // The breaks on libyaml's lines before this one: each made one line the file does not have.
        var low = 0, high = breaks.count
        while low < high {
            let middle = low + (high - low) / 2
            if Int(breaks[middle].libyamlLine) < line { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return SourcePosition(line: line + 1, column: column + 1) }
        let last = breaks[low - 1]
        // A line that libyaml started at an extra break goes on from that break in the file's line.
        let fileColumn = Int(last.libyamlLine) == line - 1 ? Int(last.columnAfter) + column : column
        return SourcePosition(line: line - low + 1, column: fileColumn + 1)
    }

    /// Whether one of the breaks occurs in `bytes`, found by two `memchr` scans for their lead bytes:
    /// well under a millisecond a megabyte. A sequence cut short at the end is not one.
    static func occur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for lead: UInt8 in [0xC2, 0xE2] {
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, Int32(lead), bytes.count - offset) {
                let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                if extraBreakLength(in: bytes, at: index) != nil { return true }
                offset = index + 1
            }
        }
        return false
    }

    /// The length of the break that starts at `index`, if one does: NEL is C2 85 in UTF-8, LS and
    /// PS are E2 80 A8 and E2 80 A9.
    private static func extraBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        switch bytes[index] {
        case 0xC2:
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : nil
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return nil }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : nil
        default:
            return nil
        }
    }
}

/// Looks for the `ExtraLineBreaks` in the pieces of a text as they are read, in order, including
/// one cut between two pieces. Used only by the thread that reads.
struct ExtraLineBreakSpotter {
    /// The last bytes read: where a break cut between this piece and the next begins.
    private var carried: [UInt8] = []

    /// Whether `piece`, or the seam between it and the pieces before, holds a break.
    mutating func spots(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !piece.isEmpty else { return false }
        let seam = carried + piece.prefix(2)
        if seam.withUnsafeBufferPointer({ ExtraLineBreaks.occur(in: $0) }) || ExtraLineBreaks.occur(in: piece) { return true }
        carried = piece.count >= 2 ? Array(piece.suffix(2)) : Array(seam.suffix(2))
        return false
    }
}

/// Whether a file read from disk held one of the `ExtraLineBreaks`, which are spotted as libyaml
/// reads it: such a file's marks can be placed only from its whole text, so it is parsed from
/// memory instead (`YAMLParser.parse(fileDescriptor:…)` returns nil). Set on the thread that
/// reads, read once the parse has returned.
final class ExtraLineBreakSighting: Sendable {
    private let seen = Atomic<Bool>(false)

    var hasSeenOne: Bool { seen.load(ordering: .acquiring) }

    func record() {
        seen.store(true, ordering: .releasing)
    }
}
