import Testing
@testable import PositionedYAML

/// NEL, LS and PS end lines for libyaml but not for the file's readers: positions after one
/// must be those of the file's own lines (LF, CRLF, CR), whichever way the file is parsed.
/// Ranges count scalars, which libyaml's marks count whatever it takes for a line break, so
/// the file's own lines place them.
@Suite struct ExtraLineBreakTests {
    static let nel = "\u{85}", ls = "\u{2028}", ps = "\u{2029}"

    func parse(_ text: String) -> YAMLParseResult {
        YAMLParser().parse(text)
    }

    func valueStart(_ text: String, key: String) throws -> SourcePosition {
        let result = parse(text)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let root = try #require(result.document?.root)
        return Placed(text).start(try #require(root.entries.first { $0.key.scalar == key }).value.range)
    }

    @Test func aBreakInACommentDoesNotMoveTheLinesAfterIt() throws {
        for separator in [Self.nel, Self.ls, Self.ps] {
            let text = "# one" + separator + "# two\nfirst: 1\nsecond: 2\n"
            #expect(try valueStart(text, key: "second") == SourcePosition(line: 3, column: 9))
        }
    }

    @Test func aBreakInsideAQuotedScalarKeepsItsLineAndColumns() throws {
        // "a<LS>b" is one line of the file: what follows the break goes on counting from it.
        let text = "title: \"a" + Self.ls + "b\"\nnext: [x, y]\n"
        let root = try #require(parse(text).document?.root)
        #expect(Placed(text)(root.entries[0].value.range) == span(1, 8, 1, 13))
        #expect(Placed(text)(root.entries[1].value.range) == span(2, 7, 2, 13))
    }

    @Test func severalBreaksOnOneLineAndOtherLineEndingsAddUp() throws {
        let text = "a: \"1" + Self.ls + "2" + Self.ps + "3" + Self.nel + "4\"\r\nb: 'x" + Self.ls + "y'\rc: z\n"
        #expect(try valueStart(text, key: "b") == SourcePosition(line: 2, column: 4))
        #expect(try valueStart(text, key: "c") == SourcePosition(line: 3, column: 4))
        let root = try #require(parse(text).document?.root)
        // The first value ends after its closing quote: 12 scalars into line 1.
        #expect(Placed(text).end(root.entries[0].value.range) == SourcePosition(line: 1, column: 13))
    }

    @Test func aSyntaxErrorAfterABreakIsPlacedInTheFileLines() throws {
        // After the LS libyaml reads " x: [" as a line of its own, more indented than the mapping;
        // the `x` it stops at is column 11 of the file's first line.
        let first = "a: b # c" + Self.ls + " x: [\n"
        let problem = try #require(parse(first).problems.first)
        #expect(Placed(first).start(problem.range) == SourcePosition(line: 1, column: 11))
        #expect(problem.notes.map { Placed(first).start($0.range) } == [SourcePosition(line: 1, column: 1)])
        // The sequence that opens after the break is placed at its `[`, column 13.
        let second = "a: b # c" + Self.ls + "x: [1\nb: 2\n"
        let unclosed = try #require(parse(second).problems.first)
        #expect(Placed(second).start(unclosed.range) == SourcePosition(line: 2, column: 2))
        #expect(unclosed.notes.map { Placed(second).start($0.range) } == [SourcePosition(line: 1, column: 13)])
    }

    @Test func aByteOrderMarkIsNotAColumn() throws {
        let text = "\u{FEFF}a: \"" + Self.ls + "\"\nb: 1\n"
        let root = try #require(parse(text).document?.root)
        #expect(Placed(text).end(root.entries[0].value.range) == SourcePosition(line: 1, column: 7))
    }

    /// From disk or from memory, threaded or not, such a file's positions are the same.
    @Test func aFileWithABreakParsesAlikeFromDiskAndMemory() throws {
        let text = "title: \"a" + Self.ls + "b\"\n" + "list: [1, 2]\n"
        let bytes = Array(text.utf8)
        for threshold in [0, Int.max] {
            let fromFile = try ThreadedParseTests.parseFromFile(bytes, with: YAMLParser(), threadingFrom: threshold)
            let fromMemory = YAMLParser().parse(bytes, threadingFrom: threshold)
            for result in [fromFile, fromMemory] {
                let root = try #require(result.document?.root)
                #expect(Placed(text).start(root.entries[1].value.range) == SourcePosition(line: 2, column: 7), "threading from \(threshold)")
            }
        }
    }
}
