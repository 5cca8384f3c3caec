import Testing
@testable import FlowLintKit

/// Lines found without an index read as the indexed `SourceFile.line(_:)` reads them.
@Suite struct SparseLinesTests {
    static let word = Array("flowlint-".utf8)

    /// Texts of LF, CRLF and lone-CR breaks, mentions, blank lines and a break or none at the end;
    /// every line asked for in a shuffled order, so that some are far from any line known.
    @Test(arguments: 0 ..< 60)
    func everyLineReadsAsTheIndexReadsIt(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "key: value", "# flowlint-disable x", "flowlint-", "\n", "\n", "\r\n", "\r", " ", "é", "\n\n"]
        let text = (0 ..< Int.random(in: 0 ... 40, using: &generator))
            .map { _ in pieces.randomElement(using: &generator)! }.joined()
        let bytes = Array(text.utf8)
        let indexed = SourceFile(path: "t.flow.yaml", bytes: bytes)
        var lineCount = 0
        while indexed.line(lineCount + 1) != nil { lineCount += 1 }
        var lines = SparseLines(bytes: bytes, mentioning: Self.word)
        let mentioning = (1 ... max(lineCount, 1)).filter { indexed.line($0).map { Array($0.utf8).contains(Self.word) } ?? false }
        #expect(lines.mentions == mentioning, "seed \(seed): \(text.debugDescription)")
        for number in Array(0 ... lineCount + 1).shuffled(using: &generator) {
            #expect(lines.line(number) == indexed.line(number), "seed \(seed), line \(number): \(text.debugDescription)")
        }
    }

    /// A byte order mark is no part of the first line, in memory, in sparse lines or read back
    /// from disk: a comment there reads as one, and a snippet shows no mark.
    @Test func aByteOrderMarkIsNoPartOfTheFirstLine() throws {
        let text = "\u{FEFF}# flowlint-disable-file\nsecond\n"
        var sparse = SparseLines(bytes: Array(text.utf8), mentioning: Array("flowlint-".utf8))
        #expect(sparse.mentions == [1])
        #expect(sparse.line(2) == "second")
        #expect(sparse.line(1) == "# flowlint-disable-file")
        #expect(SourceFile(path: "a.yaml", text: text).line(1) == "# flowlint-disable-file")
        let scratch = try ScratchDirectory()
        let source = try SourceFile(readingAt: try scratch.write("a.flow.yaml", text), limit: 1 << 20)
        source.setTextAside()
        #expect(source.line(1) == "# flowlint-disable-file")
    }

    @Test func countsLinesAsYAMLBreaksThem() {
        var lines = SparseLines(bytes: Array("a\r\nflowlint-x\rb\n\nflowlint-y flowlint-z\n".utf8), mentioning: Self.word)
        #expect(lines.mentions == [2, 5])
        #expect(lines.line(3) == "b")
        #expect(lines.line(4) == "")
        #expect(lines.line(6) == "")
        #expect(lines.line(7) == nil)
        #expect(lines.line(1) == "a")
    }
}
