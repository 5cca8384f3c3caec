import Testing
@testable import FlowLintKit

/// Decoding screens and modals while the document is composed must give the flow and the
/// diagnostics that decoding the finished document gives, whatever the section holds.
@Suite struct DecodingAheadTests {
    private typealias Decoded = (flow: String, diagnostics: [String], edgeCounts: [Int32]?)

    private func decodedAhead(_ text: String) throws -> Decoded {
        let ahead = DecodingAhead(inputSize: text.utf8.count)
        let document = try #require(YAMLParser().parse(Array(text.utf8), observer: ahead).document)
        return describe(FlowDecoder(file: "f.yaml").decode(document, ahead: ahead))
    }

    /// Decoded from the finished document, and each node's edges as the graph builds them.
    private func decodedAfterwards(_ text: String) throws -> Decoded {
        let document = try #require(YAMLParser().parse(text).document)
        let decoded = FlowDecoder(file: "f.yaml").decode(document, ahead: nil)
        let builtEdges = decoded.flow.map { flow in EdgeBuilder(flow: flow).outgoing.map { Int32($0.count) } }
        return (describe(decoded).flow, describe(decoded).diagnostics, builtEdges)
    }

    /// The flow without its edge counts, which only decoding ahead makes.
    private func describe(_ decoded: FlowDecoder.Decoded) -> Decoded {
        (String(describing: decoded.flow), decoded.findings.map { "\($0.range.start) \($0.message)" }, decoded.learntAhead?.edgeCounts)
    }

    /// The same flow and diagnostics either way; edges counted ahead are those the graph builds.
    @discardableResult
    private func expectSameDecoding(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int32]? {
        let ahead = try decodedAhead(text), afterwards = try decodedAfterwards(text)
        #expect(ahead.diagnostics == afterwards.diagnostics, sourceLocation: sourceLocation)
        #expect(ahead.flow == afterwards.flow, sourceLocation: sourceLocation)
        if let counted = ahead.edgeCounts {
            #expect(counted == afterwards.edgeCounts, sourceLocation: sourceLocation)
        }
        return ahead.edgeCounts
    }

    @Test func plainSectionsDecodeAlike() throws {
        let edgeCounts = try expectSameDecoding("""
        flowlint: 1
        app: Notes
        bogus: 1
        screens:
          Library:
            title: Library
            colour: blue
            buttons:
              - { title: New, action: { present: Compose, presentationStyle: sheet } }
          Compose: { title: Compose, userContent: maybe }
          Empty:
        modals:
          Gone: { kind: alert, title: Gone, actions: [ { title: OK, role: cancle } ] }
        entry: Library

        """)
        // Library's button presents; Gone's action, with none, makes no edge.
        #expect(edgeCounts == [1, 0, 0, 0])
    }

    /// Every kind of edge, counted as each entry is decoded: tabs, split columns, a confirm, a
    /// set stack's screens, segues, an alert's actions and `onAttemptToDismiss`.
    @Test func edgesCountedAheadAreTheEdgesBuilt() throws {
        let edgeCounts = try expectSameDecoding("""
        flowlint: 1
        app: Notes
        screens:
          Root: { container: tabs, tabs: [Library, Settings] }
          Split: { container: split, primary: Library, secondary: Detail }
          Library:
            buttons:
              - { title: Reset, confirm: Sure, action: { setStack: [Library, Detail, Settings] } }
              - { title: Info }
            segues: [ { push: Detail }, pop ]
          Detail: { isModalInPresentation: true, onAttemptToDismiss: Sure }
          Settings:
        modals:
          Sure: { kind: alert, actions: [ { title: OK, action: dismiss }, { title: Again, action: { present: Sure } } ] }
        entry: Root

        """)
        #expect(edgeCounts == [2, 2, 6, 1, 0, 2])
    }

    /// Entries merged into a section, or repeated, are not those decoded ahead: the graph
    /// counts their edges itself.
    @Test func sectionsNotDecodedAheadAsTheyAreHaveNoEdgeCounts() throws {
        #expect(try expectSameDecoding("flowlint: 1\napp: A\nscreens:\n  A: { segues: [pop] }\n  <<: { B: { title: B } }\n") == nil)
        #expect(try expectSameDecoding("flowlint: 1\napp: A\nscreens:\n  A: { segues: [pop] }\nmodals: nope\n") == [1])
    }

    @Test func repeatedNamesMergesAndAliasesDecodeAlike() throws {
        let text = """
        flowlint: 1
        app: Notes
        x-more: &more
          Extra: { title: Extra, segues: [ pop ] }
          Library: { title: Shadowed }
        x-shared: &shared { title: Shared, terminal: yes }
        screens:
          Library: { title: Library, buttons: [ &done { title: Done, action: dismiss } ] }
          Library: { title: Second }
          Copy: *shared
          [1, 2]: { title: Listed }
          ~: { title: Nameless }
          Uses: { buttons: [ *done ] }
          <<: *more

        """
        try expectSameDecoding(text)
        // The repeated name is the parser's problem; the list key, the null name and the bad flag
        // are each reported once.
        let diagnostics = try decodedAhead(text).diagnostics
        #expect(diagnostics.count == 3, "\(diagnostics)")
        let ahead = DecodingAhead(inputSize: text.utf8.count)
        let document = try #require(YAMLParser().parse(Array(text.utf8), observer: ahead).document)
        let flow = try #require(FlowDecoder(file: "f.yaml").decode(document, ahead: ahead).flow)
        #expect(flow.screens.map(\.id.value) == ["Library", "Copy", "Uses", "Extra"])
        #expect(flow.screens.map { $0.title?.value } == ["Library", "Shared", nil, "Extra"])
    }

    @Test func sectionsThatAreNotMappingsDecodeAlike() throws {
        try expectSameDecoding("flowlint: 1\napp: A\nscreens: [A, B]\nmodals: nope\n")
        try expectSameDecoding("flowlint: 1\napp: A\nx: &all { A: { title: A } }\nscreens: *all\n")
        try expectSameDecoding("flowlint: 1\napp: A\nscreens:\n  A: { title: A }\n  <<: { B: { title: B, bogus: 1 } }\n")
    }

    /// Screens' names are indexed a group at a time as they are decoded. A section of several
    /// groups, ending with one unfinished, resolves every name as an index built afterwards does.
    @Test func screensIndexedAheadResolveAsAnIndexBuiltAfterwards() throws {
        let (flow, learnt) = try flowDecodedAhead(screenNames: (0 ..< 100).map { "S\($0)" })
        let names = try #require(learnt?.screenNames)
        let index = NameIndex(flow: flow, screenNames: names)
        let resolvesAlike = index.resolvesAlike(NameIndex(flow: flow))
        #expect(resolvesAlike)
        #expect((0 ..< 100).map { index["S\($0)"] } == Array(0 ..< 100))
        #expect(index["S3"] == 3, "a screen keeps a name a modal repeats")
        #expect(index["Gone"] == 101)
        #expect(index["S100"] == nil)
    }

    /// A name that is not ASCII, in the middle of a group, drops what was indexed ahead.
    @Test func aNonAsciiScreenNameDropsTheNamesIndexedAhead() throws {
        let learnt = try flowDecodedAhead(screenNames: (0 ..< 100).map { $0 == 45 ? "Caf\u{E9}" : "S\($0)" }).learnt
        #expect(learnt != nil)
        #expect(learnt?.screenNames == nil)
    }

    private func flowDecodedAhead(screenNames: [String]) throws -> (flow: Flow, learnt: DecodedAheadFacts?) {
        var text = "flowlint: 1\napp: Many\nentry: \(screenNames[0])\nscreens:\n"
        for name in screenNames {
            text += "  \(name): { title: T }\n"
        }
        text += "modals:\n  S3: { kind: alert }\n  Gone: { kind: alert }\n"
        let ahead = DecodingAhead(inputSize: text.utf8.count)
        let document = try #require(YAMLParser().parse(Array(text.utf8), observer: ahead).document)
        let decoded = FlowDecoder(file: "f.yaml").decode(document, ahead: ahead)
        return (try #require(decoded.flow), decoded.learntAhead)
    }
}
