import Testing
@testable import FlowLintKit

/// A split container's middle column (`supplementary`, iOS 14's three-column split view) is a
/// column like the sidebar and the detail: read from flow files and storyboards, written by
/// imports, and reached, drawn and pointed at as they are.
@Suite struct SplitColumnTests {
    static let reader = """
        flowlint: 1
        app: Reader
        entry: Split
        screens:
          Split:
            container: split
            primary: Feeds
            supplementary: Timeline
            secondary: Article
          Feeds: { title: Feeds }
          Timeline:
            title: Timeline
            definesPresentationContext: true
            segues:
              - { present: Filter, presentationStyle: currentContext }
          Filter:
            title: Filter
            buttons: [{ title: Done, role: done, action: dismiss }]
          Article: { title: Article }
        """

    static func findings(_ text: String) -> [String] {
        Linter().lint(path: "reader.flow.yaml", text: text).diagnostics
            .map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID) \($0.message)" }
    }

    static func graph(_ text: String) throws -> FlowGraph {
        let document = try #require(YAMLParser().parse(text).document)
        let decoded = FlowDecoder(file: "reader.flow.yaml").decode(document)
        #expect(decoded.findings.isEmpty, "\(decoded.findings.map(\.message))")
        return FlowGraph(flow: try #require(decoded.flow))
    }

    /// Each column's edge names its column and its own target, the middle one included.
    @Test func eachColumnIsAnEdgeToItsOwnScreen() throws {
        let graph = try Self.graph(Self.reader)
        let split = try #require(graph.node(named: "Split"))
        let columns = graph.outgoing[split].map { graph.edges[$0] }.filter { $0.kind == .splitColumn }
        #expect(columns.map { "\($0.splitColumn.map(\.rawValue) ?? "-") \($0.targetName?.value ?? "-") \($0.target.map { graph.name(of: $0).value } ?? "-")" } == [
            "primary Feeds Feeds", "supplementary Timeline Timeline", "secondary Article Article",
        ])
        #expect(graph.isReachable(try #require(graph.node(named: "Timeline"))))
    }

    /// A current-context presentation from the middle column is inside a column that collapses,
    /// and the note points at the `supplementary:` that declares it.
    @Test func aPresentationFromTheMiddleColumnPointsAtItsDeclaration() {
        #expect(Self.findings(Self.reader) == [
            "15:47 current-context-compact \"Timeline\" presents \"Filter\" in its current context inside a column of split view \"Split\", which collapses in compact width",
        ])
        let finding = Linter().lint(path: "reader.flow.yaml", text: Self.reader).diagnostics.first
        #expect(finding?.notes.first.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == "8:20 the column is declared here")
    }

    /// Like `primary` and `secondary`, the middle column belongs to split containers only.
    @Test func aMiddleColumnOutsideASplitIsAnError() {
        let text = """
            flowlint: 1
            app: Reader
            entry: Feeds
            screens:
              Feeds:
                title: Feeds
                container: navigation
                supplementary: Timeline
                segues: [{ show: Timeline }]
              Timeline: { title: Timeline }
            """
        #expect(Self.findings(text) == [
            "8:20 invalid-value primary, supplementary and secondary apply only to a screen with `container: split`",
        ])
    }

    /// The middle column of a three-column split view in a storyboard is a column: the scene code
    /// fills it (NetNewsWire's Timeline) is reached through the split view, not reported unreachable.
    @Test func aStoryboardsSupplementaryColumnIsReached() {
        func app(middleColumn relationship: String) -> String {
            StoryboardAppShapesTests.storyboard(initial: "split", """
                \(StoryboardAppShapesTests.scene("""
                <splitViewController id="split" style="tripleColumn" sceneMemberID="viewController">
                <connections>
                <segue destination="feeds" kind="relationship" relationship="masterViewController" id="r1"/>
                <segue destination="timeline" kind="relationship" relationship="\(relationship)" id="r2"/>
                <segue destination="article" kind="relationship" relationship="detailViewController" id="r3"/>
                </connections>
                </splitViewController>
                """))
                \(StoryboardAppShapesTests.scene("<viewController title=\"Feeds\" id=\"feeds\" sceneMemberID=\"viewController\"/>"))
                \(StoryboardAppShapesTests.scene("<viewController title=\"Timeline\" id=\"timeline\" sceneMemberID=\"viewController\"/>"))
                \(StoryboardAppShapesTests.scene("<viewController title=\"Article\" id=\"article\" sceneMemberID=\"viewController\"/>"))
                """)
        }
        let main = AppSettings(mainStoryboard: "Main")
        #expect(StoryboardAppShapesTests.findings([("Main", app(middleColumn: "supplementaryViewController"))], app: main) == [])
        // A relationship the split view does not have leaves the scene unreached: the test sees it.
        #expect(StoryboardAppShapesTests.findings([("Main", app(middleColumn: "noSuchViewController"))], app: main) == [
            "Main.storyboard:17 unreachable-screen",
        ])
    }

    /// `flowlint import` writes the middle column between the other two, and the flow it writes
    /// reads back with it.
    @Test func theImportWritesTheMiddleColumn() throws {
        let path = "Tests/FlowLintKitTests/Fixtures/storyboards/columns/Reader.storyboard"
        let yaml = try #require(StoryboardImport.run(try StoryboardTests.sources([path])).yaml)
        #expect(yaml.contains("    container: split\n    primary: Feeds\n    supplementary: Timeline\n    secondary: Article\n"), "\(yaml)")
        let graph = try Self.graph(yaml)
        let split = try #require(graph.screens.first { $0.container?.value == .split })
        #expect(split.supplementary?.value == "Timeline")
    }

    /// An overlay names a column the storyboard leaves out, as it does the others; the columns it
    /// does not name stay the storyboard's.
    @Test func anOverlayAddsTheMiddleColumn() throws {
        func flow(_ text: String) throws -> Flow {
            let document = try #require(YAMLParser().parse(text).document)
            return try #require(FlowDecoder(file: "x.flow.yaml").decode(document).flow)
        }
        let base = try flow("flowlint: 1\napp: R\nscreens:\n  Split: { container: split, primary: Feeds, secondary: Article }\n")
        let overlay = try flow("flowlint: 1\napp: R\nscreens:\n  Split: { container: split, primary: Feeds, supplementary: Timeline }\n")
        let merged = StoryboardOverlay.merge(overlay, into: base)
        #expect(merged.screens[0].splitColumns.map { "\($0.column.rawValue) \($0.screen.value)" } == [
            "primary Feeds", "supplementary Timeline", "secondary Article",
        ])
    }
}
