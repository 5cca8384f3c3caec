import Testing
@testable import PositionedYAML

@Suite final class ProblemTests {
    /// The lines of the text parsed last, which place its problems.
    var placed = Placed("")

    func problems(_ text: String, limits: YAMLLimits = .default) -> [YAMLProblem] {
        placed = Placed(text)
        return YAMLParser(limits: limits).parse(text).problems
    }

    @Test func syntaxErrorsCarryLibyamlsProblemContextAndPosition() throws {
        let problem = try #require(problems("screens:\n  A: [x\n  B: y\n").first)
        #expect(problem.kind == .syntax)
        #expect(problem.message == "did not find expected ',' or ']'")
        #expect(placed.start(problem.range) == SourcePosition(line: 3, column: 4))
        #expect(problem.notes.map { "\($0.message) \(placed($0.range))" } == ["while parsing a flow sequence 2:6-2:6"])
    }

    @Test func tabsInIndentationAreASyntaxError() throws {
        let problem = try #require(problems("a:\n\tb: 1\n").first)
        #expect(problem.kind == .syntax)
        #expect(placed.start(problem.range) == SourcePosition(line: 2, column: 1))
    }

    @Test func invalidUTF8IsReportedAtTheOffendingByte() throws {
        var bytes = Array("a: 1\nb: x".utf8)
        bytes.append(0xFF)
        placed = Placed(bytes)
        let problem = try #require(YAMLParser().parse(bytes).problems.first)
        #expect(problem.kind == .syntax)
        #expect(problem.message.hasPrefix("invalid leading UTF-8 octet"))
        #expect(placed.start(problem.range) == SourcePosition(line: 2, column: 5))
    }

    @Test func duplicateKeysPointAtTheRepeatAndNoteTheFirst() throws {
        let found = problems("title: A\nentry: B\ntitle: C\n")
        #expect(found.count == 1)
        #expect(found[0].kind == .duplicateKey)
        #expect(found[0].message == "key \"title\" appears twice in this mapping")
        #expect(placed.start(found[0].range) == SourcePosition(line: 3, column: 1))
        #expect(found[0].notes.first.map { placed.start($0.range) } == SourcePosition(line: 1, column: 1))
    }

    @Test func duplicateKeysAreFoundAtEveryLevel() {
        let found = problems("a:\n  b:\n    c: 1\n    c: 2\n  b: 3\n")
        #expect(found.map { placed.start($0.range) } == [SourcePosition(line: 4, column: 5), SourcePosition(line: 5, column: 3)])
    }

    /// A mapping past a handful of keys finds repeats by a table rather than by comparing each key
    /// with every one before it; the table must answer as the comparisons do.
    @Test func largeMappingsFindRepeatsAsSmallOnesDo() throws {
        let keys = (0 ..< 20).map { "key\($0): \($0)\n" }.joined()
        let found = problems(keys + "key3: again\nkey19: again\n")
        #expect(found.map(\.message) == ["key \"key3\" appears twice in this mapping", "key \"key19\" appears twice in this mapping"])
        #expect(found.map { placed.start($0.range).line } == [21, 22])
        #expect(found.compactMap { $0.notes.first.map { placed.start($0.range).line } } == [4, 20])
    }

    /// Text that is not ASCII repeats a key when Swift finds the two equal, by canonical
    /// equivalence: the Kelvin sign repeats K, and a decomposed é a precomposed one, however many
    /// keys came between.
    @Test func largeMappingsCompareTextThatIsNotASCIIAsStrings() throws {
        let filler = (0 ..< 12).map { "f\($0): 0\n" }.joined()
        // Every key is ASCII until the Kelvin sign, after the table is made.
        let found = problems("K: 1\n" + filler + "\u{212A}: 2\ncaf\u{E9}: 3\ncafe\u{301}: 4\nK: 5\n")
        #expect(found.map { placed.start($0.range).line } == [14, 16, 17])
        #expect(found.compactMap { $0.notes.first.map { placed.start($0.range).line } } == [1, 15, 1])
    }

    /// Merged-in keys join the table too, and may outgrow the room made for the mapping's own.
    @Test func mergesIntoALargeMappingAddKeysAndSkipRepeatsQuietly() throws {
        let inherited = (0 ..< 40).map { "i\($0): \($0)" }.joined(separator: ", ")
        let own = (0 ..< 10).map { "  i\($0 * 4): own\n" }.joined()
        let result = YAMLParser().parse("base: &base {\(inherited)}\nuse:\n  <<: *base\n" + own)
        #expect(result.problems.isEmpty)
        let use = try #require(result.document?.root?.entries.last?.value)
        #expect(use.count == 40)
        #expect(use.entries.first { $0.key.scalar == "i8" }?.value.scalar == "own")
        #expect(use.entries.first { $0.key.scalar == "i9" }?.value.scalar == "9")
    }

    @Test func aSecondDocumentIsReported() throws {
        let result = YAMLParser().parse("a: 1\n---\nb: 2\n")
        placed = Placed("a: 1\n---\nb: 2\n")
        #expect(result.problems.map(\.kind) == [.extraDocument])
        #expect(placed.start(result.problems[0].range) == SourcePosition(line: 2, column: 1))
        #expect(result.document?.root?.entries.first?.key.scalar == "a")
    }

    @Test func undefinedAndRecursiveAliasesAreReported() {
        #expect(problems("a: *nowhere\n").map(\.kind) == [.badAlias])
        let recursive = problems("a: &loop [1, *loop]\n")
        #expect(recursive.map(\.kind) == [.badAlias])
        #expect(recursive.first?.message == "alias *loop refers to the node that contains it")
    }

    @Test func aliasBombsStopAtTheNodeBudget() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1 ... 9 {
            let alias = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: alias, count: 10).joined(separator: ", "))]\n"
        }
        let found = problems(text, limits: YAMLLimits(maxNodes: 100_000))
        let problem = try #require(found.first)
        #expect(problem.kind == .limit(.nodes))
        #expect(problem.message.contains("--max-nodes"))
    }

    @Test func deepNestingStopsAtTheDepthLimitWithoutRecursing() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let problem = try #require(problems(text).first)
        #expect(problem.kind == .limit(.depth))
        #expect(placed.start(problem.range) == SourcePosition(line: 1, column: 257))
    }

    @Test func filesOverTheSizeLimitAreNotParsed() throws {
        let result = YAMLParser(limits: YAMLLimits(maxFileSize: 10)).parse("a: 0123456789\n")
        #expect(result.document == nil)
        #expect(result.problems.map(\.kind) == [.limit(.fileSize)])
    }

    @Test func emptyAndCommentOnlyStreamsHaveNoRoot() {
        for text in ["", "# only a comment\n"] {
            let result = YAMLParser().parse(text)
            #expect(result.problems.isEmpty)
            #expect(result.document?.root == nil)
        }
    }
}
