import Testing
@testable import PositionedYAML

@Suite final class PositionTests {
    /// The lines of the text parsed last, which place its nodes.
    var placed = Placed("")

    func root(_ text: String) throws -> YAMLNode {
        placed = Placed(text)
        let result = YAMLParser().parse(text)
        #expect(result.problems.isEmpty, "\(result.problems)")
        return try #require(result.document?.root)
    }

    @Test func scalarsKeepStartAndEndInOneBasedScalarColumns() throws {
        let map = try root("title: Notes\nnote: \"héllo\"\n")
        let entries = map.entries
        #expect(placed(entries[0].key.range) == span(1, 1, 1, 6))
        #expect(placed(entries[0].value.range) == span(1, 8, 1, 13))
        // é is one scalar but two bytes: the column after the closing quote is 14, not 15.
        #expect(placed(entries[1].value.range) == span(2, 7, 2, 14))
        #expect(entries[1].value.scalar == "héllo")
        #expect(entries[1].value.scalarStyle == .doubleQuoted)
    }

    @Test func blockCollectionsEndAtTheirLastChild() throws {
        let map = try root("screens:\n  A:\n    title: x\n\n# trailing comment\n")
        let screens = map.entries[0].value
        #expect(screens.kind == .mapping)
        #expect(placed.start(screens.range) == SourcePosition(line: 2, column: 3))
        #expect(placed.end(screens.range) == SourcePosition(line: 3, column: 13))
    }

    /// A block collection's last child may be an alias, which is its anchor's node, from earlier
    /// in the file; or a merge, whose keys come from elsewhere. The collection ends where its last
    /// child is written: at the alias, not at the node it names.
    @Test func aBlockCollectionEndingInAnAliasEndsAtTheAlias() throws {
        let map = try root("first: &x one\nlist:\n  - two\n  - *x\nbase: &b { a: 1 }\nchild:\n  c: 2\n  <<: *b\n")
        let list = map.entries[1].value
        #expect(placed(list.range) == span(3, 3, 4, 7))
        #expect(list.items.map(\.scalar) == ["two", "one"])
        let child = map.entries[3].value
        #expect(placed(child.range) == span(7, 3, 8, 9))
        #expect(child.entries.map { $0.key.scalar } == ["c", "a"])
        // The document's own mapping ends there too.
        #expect(placed.end(map.range) == SourcePosition(line: 8, column: 9))
    }

    @Test func flowCollectionsEndAfterTheirClosingBracket() throws {
        let map = try root("tabs: [Inbox, Settings]\n")
        let tabs = map.entries[0].value
        #expect(tabs.isFlowCollection)
        #expect(placed(tabs.range) == span(1, 7, 1, 24))
        #expect(tabs.items.map(\.scalar) == ["Inbox", "Settings"])
    }

    @Test func crlfAndLoneCRLineEndsCountAsLineBreaks() throws {
        let crlf = try root("a: 1\r\nb: 2\r\n")
        #expect(placed.start(crlf.entries[1].key.range) == SourcePosition(line: 2, column: 1))
        let problems = YAMLParser().parse("a: 1\rb: [\r").problems
        #expect(problems.first.map { Placed("a: 1\rb: [\r").start($0.range).line } == 3)
    }

    @Test func nullsFollowTheCoreSchema() throws {
        let map = try root("a: ~\nb:\nc: null\nd: 'null'\n")
        #expect(map.entries.map(\.value.isNull) == [true, true, true, false])
    }
}

/// The parse lists the quoted and block scalars whose text holds a `#`, for a reader of comments.
@Suite struct HashHoldingScalarTests {
    /// The scalars listed, placed in `text`'s lines, with whether each is a block scalar.
    private func listed(_ result: YAMLParseResult, in text: String) -> [String] {
        result.hashHoldingScalars.map { "\(Placed(text)($0.range))\($0.isBlock ? " block" : "")" }
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
        #expect(listed(result, in: text) == ["2:1-2:10", "2:12-2:19", "4:8-6:1 block", "8:8-9:9"])
    }

    /// Listed even when composition stops: the lines before the problem still have comments.
    @Test func listedWhenTheDocumentIsNot() {
        let text = "a: 'x # y'\nb: [\n"
        let result = YAMLParser().parse(text)
        #expect(result.document == nil)
        #expect(listed(result, in: text) == ["1:4-1:11"])
    }
}
