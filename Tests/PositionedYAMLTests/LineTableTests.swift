import Testing
@testable import PositionedYAML

@Suite struct LineTableTests {
    static let text: [UInt8] = Array("a\r\nb\rc\né\r\r\nd\n\rx".utf8)

    /// The position of the scalar that starts at byte `offset`.
    func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let index = bytes.withUnsafeBufferPointer { ScalarCounter.scalars(before: offset, in: $0) }
        return LineTable(bytes).position(of: index)
    }

    @Test func linesEndAtLFCRLFAndALoneCR() {
        #expect(position(ofByte: 1, in: Self.text) == SourcePosition(line: 1, column: 2))
        // Before the LF of a CRLF the line has not ended yet.
        #expect(position(ofByte: 2, in: Self.text) == SourcePosition(line: 1, column: 3))
        #expect(position(ofByte: 3, in: Self.text) == SourcePosition(line: 2, column: 1))
        #expect(position(ofByte: 5, in: Self.text) == SourcePosition(line: 3, column: 1))
        // é is two bytes and one column.
        #expect(position(ofByte: 9, in: Self.text) == SourcePosition(line: 4, column: 2))
        // A CR before a CR ends its line; a CR before an LF leaves that to the LF.
        #expect(position(ofByte: 10, in: Self.text) == SourcePosition(line: 5, column: 1))
        #expect(position(ofByte: 11, in: Self.text) == SourcePosition(line: 5, column: 2))
        #expect(position(ofByte: 12, in: Self.text) == SourcePosition(line: 6, column: 1))
        #expect(position(ofByte: Self.text.count, in: Self.text) == SourcePosition(line: 8, column: 2))
        #expect(position(ofByte: 1_000, in: Self.text) == SourcePosition(line: 8, column: 2))
        #expect(LineTable(Self.text).lineCount == 8)
    }

    /// A line's break is told from where the next line starts and how long the line's text is:
    /// two scalars are a CRLF; one is a LF unless the text has a lone CR somewhere.
    @Test func aLinesBreakIsToldFromItsLength() {
        let crlf = LineTable(Array("ab\r\ncd\r\ne".utf8))
        #expect(crlf.lineBreak(after: 1, length: 2) == "\r\n")
        #expect(crlf.lineBreak(after: 3, length: 1) == nil)
        let lf = LineTable(Array("ab\ncd\r\n".utf8))
        #expect(!lf.hasLoneCarriageReturn)
        #expect(lf.lineBreak(after: 1, length: 2) == "\n")
        #expect(lf.lineBreak(after: 2, length: 2) == "\r\n")
        #expect(LineTable(Self.text).hasLoneCarriageReturn)
        #expect(LineTable(Self.text).lineBreak(after: 3, length: 1) == nil)
        // A CR that ends the text, or a piece with the next starting elsewhere than at a LF.
        #expect(LineTable(Array("a\r".utf8)).hasLoneCarriageReturn)
        var pieces = LineTable.Builder()
        for piece in ["a\r", "\nb\r", "c"] { Array(piece.utf8).withUnsafeBufferPointer { pieces.add($0) } }
        #expect(pieces.table.hasLoneCarriageReturn)
        var whole = LineTable.Builder()
        for piece in ["a\r", "\nb\r", "\n"] { Array(piece.utf8).withUnsafeBufferPointer { whole.add($0) } }
        #expect(!whole.table.hasLoneCarriageReturn)
    }

    /// libyaml does not count a byte order mark as a character, nor do editors show it.
    @Test func aByteOrderMarkIsNotAColumn() {
        let marked = [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8)
        #expect(position(ofByte: 5, in: marked) == SourcePosition(line: 1, column: 3))
        #expect(position(ofByte: 7, in: marked) == SourcePosition(line: 2, column: 2))
        var counter = ScalarCounter()
        marked.withUnsafeBufferPointer { counter.add(UnsafeBufferPointer(rebasing: $0[..<4])) }
        [UInt8]([0xEF, 0xBB, 0xBF]).withUnsafeBufferPointer { counter.add($0) }
        // Only at the very start: the same bytes later are a character of their own.
        #expect(counter.scalars == 2)
        var cursor = ScalarCursor(marked)
        #expect(cursor.scalars(before: 7) == 4)
        #expect(cursor.scalars(before: 0) == 0)
    }

    /// A file is indexed in pieces; a CR at a piece's end must wait for the next piece's first
    /// byte, and a piece of plain ASCII is indexed as the slow path would.
    @Test func piecesIndexAsTheWholeDoes() {
        let texts = [Self.text, Array("plain\nascii\n\nlines".utf8), Array("a\r".utf8) + Array("\nb".utf8)]
        for text in texts {
            let whole = LineTable(text)
            text.withUnsafeBufferPointer { bytes in
                for split in 0 ... bytes.count {
                    var builder = LineTable.Builder()
                    builder.add(UnsafeBufferPointer(rebasing: bytes[..<split]))
                    builder.add(UnsafeBufferPointer(rebasing: bytes[split...]))
                    let table = builder.table
                    #expect(table.lineCount == whole.lineCount, "split at \(split)")
                    for line in 1 ... whole.lineCount {
                        #expect(table.start(ofLine: line) == whole.start(ofLine: line), "split at \(split), line \(line)")
                    }
                }
            }
        }
    }

    /// The cursor walks forwards and backwards, and counts as a fresh count does.
    @Test func theCursorCountsFromWhereItStandsBothWays() {
        let bytes = Array("héllo\n→ wörld".utf8)
        var cursor = ScalarCursor(bytes)
        for target in [12, 3, 0, bytes.count, 7, 7, 1] {
            let fresh = bytes.withUnsafeBufferPointer { ScalarCounter.scalars(before: target, in: $0) }
            #expect(cursor.scalars(before: target) == fresh, "byte \(target)")
        }
    }
}
