import Testing
@testable import PositionedYAML

@Suite struct SourceLocatorTests {
    static let text: [UInt8] = Array("a\r\nb\rc\né\r\r\nd\n\rx".utf8)

    func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        bytes.withUnsafeBufferPointer { SourceLocator.position(ofByte: offset, in: $0) }
    }

    @Test func linesEndAtLFCRLFAndALoneCR() {
        #expect(position(ofByte: 1, in: Self.text) == SourcePosition(line: 1, column: 2))
        // Before the LF of a CRLF the line has not ended yet.
        #expect(position(ofByte: 2, in: Self.text) == SourcePosition(line: 1, column: 2))
        #expect(position(ofByte: 3, in: Self.text) == SourcePosition(line: 2, column: 1))
        #expect(position(ofByte: 5, in: Self.text) == SourcePosition(line: 3, column: 1))
        // é is two bytes and one column.
        #expect(position(ofByte: 9, in: Self.text) == SourcePosition(line: 4, column: 2))
        // A CR before a CR ends its line; a CR before an LF leaves that to the LF.
        #expect(position(ofByte: 10, in: Self.text) == SourcePosition(line: 5, column: 1))
        #expect(position(ofByte: 11, in: Self.text) == SourcePosition(line: 5, column: 1))
        #expect(position(ofByte: 12, in: Self.text) == SourcePosition(line: 6, column: 1))
        #expect(position(ofByte: Self.text.count, in: Self.text) == SourcePosition(line: 8, column: 2))
        #expect(position(ofByte: 1_000, in: Self.text) == SourcePosition(line: 8, column: 2))
    }

    /// libyaml does not count a byte order mark as a column, nor do editors show it.
    @Test func aByteOrderMarkIsNotAColumn() {
        let marked = [0xEF, 0xBB, 0xBF] + Array("ab\ncd".utf8)
        #expect(position(ofByte: 5, in: marked) == SourcePosition(line: 1, column: 3))
        #expect(position(ofByte: 7, in: marked) == SourcePosition(line: 2, column: 2))
        var locator = SourceLocator()
        marked.withUnsafeBufferPointer { locator.count(UnsafeBufferPointer(rebasing: $0[..<4])) }
        [UInt8]([0xEF, 0xBB, 0xBF]).withUnsafeBufferPointer { locator.count($0) }
        // Only at the very start: the same bytes later are a character of their own.
        #expect(locator.position(followedBy: nil) == SourcePosition(line: 1, column: 3))
    }

    /// A file is counted in pieces; a CR at a piece's end must wait for the next piece's first byte.
    @Test func piecesCountAsTheWholeDoes() {
        Self.text.withUnsafeBufferPointer { whole in
            for offset in 0 ... whole.count {
                for split in 0 ... offset {
                    var locator = SourceLocator()
                    locator.count(UnsafeBufferPointer(rebasing: whole[..<split]))
                    locator.count(UnsafeBufferPointer(rebasing: whole[split ..< offset]))
                    let next = offset < whole.count ? whole[offset] : nil
                    #expect(locator.position(followedBy: next) == SourceLocator.position(ofByte: offset, in: whole),
                            "offset \(offset) split at \(split)")
                }
            }
        }
    }
}
