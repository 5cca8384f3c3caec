import Testing
@testable import PositionedYAML

@Suite struct PositionTests {
    func root(_ text: String) throws -> YAMLNode {
        let result = YAMLParser().parse(text)
        #expect(result.problems.isEmpty, "\(result.problems)")
        return try #require(result.document?.root)
    }

    @Test func scalarsKeepStartAndEndInOneBasedScalarColumns() throws {
        let map = try root("title: Notes\nnote: \"héllo\"\n")
        let entries = map.entries
        #expect(entries[0].key.range == SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 6)))
        #expect(entries[0].value.range == SourceRange(start: .init(line: 1, column: 8), end: .init(line: 1, column: 13)))
        // é is one scalar but two bytes: the column after the closing quote is 14, not 15.
        #expect(entries[1].value.range == SourceRange(start: .init(line: 2, column: 7), end: .init(line: 2, column: 14)))
        #expect(entries[1].value.scalar == "héllo")
        #expect(entries[1].value.scalarStyle == .doubleQuoted)
    }

    @Test func blockCollectionsEndAtTheirLastChild() throws {
        let map = try root("screens:\n  A:\n    title: x\n\n# trailing comment\n")
        let screens = map.entries[0].value
        #expect(screens.kind == .mapping)
        #expect(screens.range.start == SourcePosition(line: 2, column: 3))
        #expect(screens.range.end == SourcePosition(line: 3, column: 13))
    }

    /// A block collection's last child may be an alias, which is its anchor's node, from earlier
    /// in the file; or a merge, whose keys come from elsewhere. The collection ends where its last
    /// child is written: at the alias, not at the node it names.
    @Test func aBlockCollectionEndingInAnAliasEndsAtTheAlias() throws {
        let map = try root("first: &x one\nlist:\n  - two\n  - *x\nbase: &b { a: 1 }\nchild:\n  c: 2\n  <<: *b\n")
        let list = map.entries[1].value
        #expect(list.range == SourceRange(start: .init(line: 3, column: 3), end: .init(line: 4, column: 7)))
        #expect(list.items.map(\.scalar) == ["two", "one"])
        let child = map.entries[3].value
        #expect(child.range == SourceRange(start: .init(line: 7, column: 3), end: .init(line: 8, column: 9)))
        #expect(child.entries.map { $0.key.scalar } == ["c", "a"])
        // The document's own mapping ends there too.
        #expect(map.range.end == SourcePosition(line: 8, column: 9))
    }

    @Test func flowCollectionsEndAfterTheirClosingBracket() throws {
        let map = try root("tabs: [Inbox, Settings]\n")
        let tabs = map.entries[0].value
        #expect(tabs.isFlowCollection)
        #expect(tabs.range == SourceRange(start: .init(line: 1, column: 7), end: .init(line: 1, column: 24)))
        #expect(tabs.items.map(\.scalar) == ["Inbox", "Settings"])
    }

    @Test func crlfAndLoneCRLineEndsCountAsLineBreaks() throws {
        let crlf = try root("a: 1\r\nb: 2\r\n")
        #expect(crlf.entries[1].key.range.start == SourcePosition(line: 2, column: 1))
        let problems = YAMLParser().parse("a: 1\rb: [\r").problems
        #expect(problems.first?.range.start.line == 3)
    }

    @Test func nullsFollowTheCoreSchema() throws {
        let map = try root("a: ~\nb:\nc: null\nd: 'null'\n")
        #expect(map.entries.map(\.value.isNull) == [true, true, true, false])
    }
}

/// The parse lists the quoted and block scalars whose text holds a `#`, for a reader of comments.
@Suite struct HashHoldingScalarTests {
    private func span(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int, block: Bool = false) -> HashHoldingScalar {
        HashHoldingScalar(range: SourceRange(start: .init(line: startLine, column: startColumn), end: .init(line: endLine, column: endColumn)),
                          isBlock: block)
    }

    @Test func onlyQuotedAndBlockScalarsHoldingAHashAreListedInFileOrder() {
        let text = """
        plain: a#b
        "key # 1": 'x # y'
        none: "no hash"
        block: |
          # text
        folded: >
          plain words
        multi: "one
          # two"

        """
        let result = YAMLParser().parse(text)
        #expect(result.problems.isEmpty)
        #expect(result.hashHoldingScalars == [span(2, 1, 2, 10), span(2, 12, 2, 19), span(4, 8, 6, 1, block: true), span(8, 8, 9, 9)])
    }

    /// Listed even when composition stops: the lines before the problem still have comments.
    @Test func listedWhenTheDocumentIsNot() {
        let result = YAMLParser().parse("a: 'x # y'\nb: [\n")
        #expect(result.document == nil)
        #expect(result.hashHoldingScalars == [span(1, 4, 1, 11)])
    }
}
