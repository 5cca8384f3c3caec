import Testing
@testable import PositionedYAML

/// NEL, LS and PS end lines for libyaml but not for the file's readers: positions after one
/// must be those of the file's own lines (LF, CRLF, CR), whichever way the file is parsed.
@Suite struct ExtraLineBreakTests {
    static let nel = "\u{85}", ls = "\u{2028}", ps = "\u{2029}"

    func parse(_ text: String) -> YAMLParseResult {
        YAMLParser().parse(text)
    }

    func valueStart(_ text: String, key: String) throws -> SourcePosition {
        let result = parse(text)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let root = try #require(result.document?.root)
        return try #require(root.entries.first { $0.key.scalar == key }).value.range.start
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
        let result = parse(text)
        let root = try #require(result.document?.root)
        #expect(root.entries[0].value.range == SourceRange(start: .init(line: 1, column: 8), end: .init(line: 1, column: 13)))
        #expect(root.entries[1].value.range == SourceRange(start: .init(line: 2, column: 7), end: .init(line: 2, column: 13)))
    }

    @Test func severalBreaksOnOneLineAndOtherLineEndingsAddUp() throws {
        let text = "a: \"1" + Self.ls + "2" + Self.ps + "3" + Self.nel + "4\"\r\nb: 'x" + Self.ls + "y'\rc: z\n"
        #expect(try valueStart(text, key: "b") == SourcePosition(line: 2, column: 4))
        #expect(try valueStart(text, key: "c") == SourcePosition(line: 3, column: 4))
        let root = try #require(parse(text).document?.root)
        // The first value ends after its closing quote: 12 scalars into line 1.
        #expect(root.entries[0].value.range.end == SourcePosition(line: 1, column: 13))
    }

    @Test func aSyntaxErrorAfterABreakIsPlacedInTheFileLines() throws {
        // After the LS libyaml reads " x: [" as a line of its own, more indented than the mapping;
        // the `x` it stops at is column 11 of the file's first line.
        let problem = try #require(parse("a: b # c" + Self.ls + " x: [\n").problems.first)
        #expect(problem.range.start == SourcePosition(line: 1, column: 11))
        #expect(problem.notes.map(\.range.start) == [SourcePosition(line: 1, column: 1)])
        // The sequence that opens after the break is placed at its `[`, column 13.
        let unclosed = try #require(parse("a: b # c" + Self.ls + "x: [1\nb: 2\n").problems.first)
        #expect(unclosed.range.start == SourcePosition(line: 2, column: 2))
        #expect(unclosed.notes.map(\.range.start) == [SourcePosition(line: 1, column: 13)])
    }

    @Test func aByteOrderMarkIsNotAColumn() throws {
        let text = "\u{FEFF}a: \"" + Self.ls + "\"\nb: 1\n"
        let root = try #require(parse(text).document?.root)
        #expect(root.entries[0].value.range.end == SourcePosition(line: 1, column: 7))
    }

    /// UTF-8 text without the three characters: no table, and other characters with the same lead
    /// bytes (`é`, `…`, `’`, a lone lead byte at the end) are not taken for breaks.
    @Test func lookalikesAreNotBreaks() {
        for text in ["plain", "café ©", "wait… it’s “quoted”", "\u{80}\u{2027}\u{202A}"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { ExtraLineBreaks(in: $0) } == nil, "\(text)")
        }
        let cut: [UInt8] = [0x61, 0xE2, 0x80]
        #expect(!cut.withUnsafeBufferPointer { ExtraLineBreaks.occur(in: $0) })
    }

    /// A file read from disk is looked through as libyaml reads it, a piece at a time; a break
    /// cut between two pieces is spotted, and nothing else is.
    @Test func aBreakCutBetweenPiecesIsSpotted() {
        let bytes = Array(("ab" + Self.ls + "cd").utf8)
        for cut in 0 ... bytes.count {
            for second in cut ... bytes.count {
                var spotter = ExtraLineBreakSpotter()
                let pieces = [bytes[..<cut], bytes[cut ..< second], bytes[second...]]
                let spotted = pieces.map { piece in Array(piece).withUnsafeBufferPointer { spotter.spots($0) } }
                #expect(spotted.contains(true), "cut at \(cut) and \(second)")
            }
        }
        var spotter = ExtraLineBreakSpotter()
        let lookalike = Array("x\u{2027}y".utf8)
        #expect(!lookalike.indices.contains { lookalike[$0 ... $0].withUnsafeBufferPointer { spotter.spots($0) } })
    }

    /// From disk, such a file is left to be parsed from memory; parsed from memory, threaded or
    /// not, its positions are the file's.
    @Test func aFileWithABreakIsParsedFromMemory() throws {
        let text = "title: \"a" + Self.ls + "b\"\n" + "list: [1, 2]\n"
        let bytes = Array(text.utf8)
        #expect(try ThreadedParseTests.parseFromFile(bytes, with: YAMLParser(), threadingFrom: .max) == nil)
        #expect(try ThreadedParseTests.parseFromFile(bytes, with: YAMLParser(), threadingFrom: 0) == nil)
        let plain = Array("title: plain\nlist: [1, 2]\n".utf8)
        #expect(try ThreadedParseTests.parseFromFile(plain, with: YAMLParser(), threadingFrom: 0) != nil)
        for threshold in [0, Int.max] {
            let root = try #require(YAMLParser().parse(bytes, threadingFrom: threshold).document?.root)
            #expect(root.entries[1].value.range.start == SourcePosition(line: 2, column: 7), "threading from \(threshold)")
        }
    }
}

