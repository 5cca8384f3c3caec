import Testing
@testable import PositionedYAML

@Suite struct AliasAndMergeTests {
    @Test func aliasesShareTheirAnchorsNode() throws {
        let text = "a: &style pageSheet\nb: *style\n"
        let result = YAMLParser().parse(text)
        let entries = try #require(result.document?.root).entries
        #expect(entries[1].value.scalar == "pageSheet")
        #expect(entries[1].value == entries[0].value)
        #expect(Placed(text).start(entries[1].value.range) == SourcePosition(line: 1, column: 4))
    }

    @Test func mergeKeysFillInWhatTheMappingLeavesUnset() throws {
        let text = """
        defaults: &modal { presentationStyle: pageSheet, transitionStyle: coverVertical }
        segue:
          <<: *modal
          present: Compose
          presentationStyle: fullScreen

        """
        let result = YAMLParser().parse(text)
        #expect(result.problems.isEmpty)
        let segue = try #require(result.document?.root?.entries[1].value)
        let fields = segue.entries.map { ($0.key.scalar!, $0.value.scalar!) }
        #expect(fields.map(\.0) == ["present", "presentationStyle", "transitionStyle"])
        #expect(fields.map(\.1) == ["Compose", "fullScreen", "coverVertical"])
    }

    @Test func aListOfMergesGivesEarlierSourcesPriority() throws {
        let text = "a: &a { x: 1 }\nb: &b { x: 2, y: 2 }\nc:\n  <<: [*a, *b]\n"
        let c = try #require(YAMLParser().parse(text).document?.root?.entries[2].value)
        #expect(c.entries.map { $0.value.scalar } == ["1", "2"])
    }

    @Test func mergingAScalarIsAProblem() throws {
        let text = "a:\n  <<: nope\n"
        let problems = YAMLParser().parse(text).problems
        #expect(problems.map(\.kind) == [.badMerge])
        #expect(problems.first.map { Placed(text).start($0.range) } == SourcePosition(line: 2, column: 7))
    }

    @Test func quotedDoubleLessThanIsAnOrdinaryKey() throws {
        let root = try #require(YAMLParser().parse("'<<': 1\n").document?.root)
        #expect(root.entries.first?.key.scalar == "<<")
    }
}
