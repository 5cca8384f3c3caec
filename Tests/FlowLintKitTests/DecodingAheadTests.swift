import Testing
@testable import FlowLintKit

/// Decoding screens and modals while the document is composed must give the flow and the
/// diagnostics that decoding the finished document gives, whatever the section holds.
@Suite struct DecodingAheadTests {
    private func decodedAhead(_ text: String) throws -> (flow: String, diagnostics: [String]) {
        let ahead = DecodingAhead(file: "f.yaml", inputSize: text.utf8.count, vacatesEntries: true)
        let document = try #require(YAMLParser().parse(Array(text.utf8), observer: ahead).document)
        return describe(FlowDecoder(file: "f.yaml").decode(document, ahead: ahead))
    }

    private func decodedAfterwards(_ text: String) throws -> (flow: String, diagnostics: [String]) {
        let document = try #require(YAMLParser().parse(text).document)
        return describe(FlowDecoder(file: "f.yaml").decode(document))
    }

    private func describe(_ decoded: (flow: Flow?, diagnostics: [Diagnostic])) -> (flow: String, diagnostics: [String]) {
        (String(describing: decoded.flow), decoded.diagnostics.map { "\($0.range.start) \($0.message)" })
    }

    private func expectSameDecoding(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ahead = try decodedAhead(text), afterwards = try decodedAfterwards(text)
        #expect(ahead.diagnostics == afterwards.diagnostics, sourceLocation: sourceLocation)
        #expect(ahead.flow == afterwards.flow, sourceLocation: sourceLocation)
    }

    @Test func plainSectionsDecodeAlike() throws {
        try expectSameDecoding("""
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
        let ahead = DecodingAhead(file: "f.yaml", inputSize: text.utf8.count, vacatesEntries: true)
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
}
