import Testing
@testable import FlowLintKit

@Suite struct FlowGraphTests {
    static let notes = """
    flowlint: 1
    app: Notes
    entry: Root
    screens:
      Root:
        container: tabs
        tabs: [Library, Settings]
      Library:
        container: navigation
        segues:
          - show: Folder
          - present: Compose
      Folder:
        segues:
          - show: Note
      Note:
        buttons:
          - { title: Share, action: { present: Share } }
      Compose:
        container: navigation
        segues:
          - show: ChooseFolder
      ChooseFolder:
        segues:
          - present: NewFolder
      NewFolder:
        title: New Folder
      Settings:
        segues:
          - show: About
      About: {}
      Orphan: {}
    modals:
      Share: { kind: activity }
    """

    func graph(_ text: String = notes) throws -> FlowGraph {
        let document = try #require(YAMLParser().parse(text).document)
        let decoded = FlowDecoder(file: "notes.flow.yaml").decode(document)
        #expect(decoded.findings.isEmpty, "\(decoded.findings.map(\.message))")
        return FlowGraph(flow: try #require(decoded.flow))
    }

    func node(_ graph: FlowGraph, _ name: String) throws -> Int {
        try #require(graph.node(named: name))
    }

    @Test func stacksAndDepthsFollowPushesFromEachNavigationRoot() throws {
        let graph = try graph()
        let library = try node(graph, "Library"), compose = try node(graph, "Compose")
        #expect(graph.facts[try node(graph, "Folder")].stackRoot == library)
        #expect(graph.facts[try node(graph, "Note")].stackDepth == 2)
        #expect(graph.facts[try node(graph, "ChooseFolder")].stackRoot == compose)
        #expect(graph.facts[try node(graph, "ChooseFolder")].stackDepth == 1)
        #expect(graph.facts[try node(graph, "Root")].stackRoot == nil)
    }

    @Test func showOutsideANavigationStackCountsAsAPresentation() throws {
        let graph = try graph()
        let about = try node(graph, "About")
        #expect(graph.facts[about].stackRoot == nil)
        #expect(graph.presentingEdges(of: about).count == 1)
        #expect(graph.facts[about].modalTaskRoot == about)
    }

    @Test func modalTasksHoldThePresentedRootAndWhatItPushes() throws {
        let graph = try graph()
        let compose = try node(graph, "Compose")
        #expect(graph.facts[compose].modalTaskRoot == compose)
        #expect(graph.facts[try node(graph, "ChooseFolder")].modalTaskRoot == compose)
        #expect(graph.facts[try node(graph, "Folder")].modalTaskRoot == nil)
    }

    @Test func modalDepthCountsScreenPresentationsFromTheEntry() throws {
        let graph = try graph()
        #expect(graph.modalDepth[try node(graph, "Note")] == 0)
        #expect(graph.modalDepth[try node(graph, "Compose")] == 1)
        #expect(graph.modalDepth[try node(graph, "NewFolder")] == 2)
        #expect(graph.modalDepth[try node(graph, "Share")] == 0, "alerts and share sheets do not stack screens")
        #expect(graph.modalDepth[try node(graph, "Orphan")] == nil)
        let path = graph.path(to: try node(graph, "NewFolder")).map { graph.name(of: $0.target!).value }
        #expect(path == ["Library", "Compose", "ChooseFolder", "NewFolder"])
    }

    @Test func backNavigationReachesNothingNew() throws {
        let graph = try graph("""
        flowlint: 1
        app: X
        entry: A
        screens:
          A:
            container: navigation
            segues: [{ popTo: B }, { unwind: C }]
          B: {}
          C: {}
        """)
        #expect(!graph.isReachable(try node(graph, "B")))
        #expect(!graph.isReachable(try node(graph, "C")))
    }

    @Test func setStackPlacesScreensAtTheirPositions() throws {
        let graph = try graph("""
        flowlint: 1
        app: X
        entry: A
        screens:
          A:
            container: navigation
            segues: [{ setStack: [B, C] }]
          B: {}
          C: {}
        """)
        #expect(graph.facts[try node(graph, "C")].stackDepth == 1)
        #expect(graph.facts[try node(graph, "B")].stackRoot == (try node(graph, "A")))
    }

    /// Beneath each screen a `setStack` places is the one listed before it, when that one is a
    /// screen: not a modal, not a name nothing has.
    @Test func setStackPutsEachScreenAboveTheScreenBeforeIt() throws {
        let graph = try graph("""
        flowlint: 1
        app: X
        entry: A
        screens:
          A:
            container: navigation
            segues: [{ setStack: [B, C, Share, D, Nowhere, E] }]
          B: {}
          C: {}
          D: {}
          E: {}
        modals:
          Share: { kind: activity }
        """)
        let queries = NavigationQueries(graph: graph)
        let below = try ["B", "C", "D", "E"].map { name in queries.pushers[try node(graph, name)].map { graph.name(of: $0).value } }
        #expect(below == [[], ["B"], [], []])
    }

    /// Edges store their fields packed; each reads back as it was built.
    @Test func edgesKeepTheirKindOriginTargetAndStackPosition() throws {
        let graph = try graph("""
        flowlint: 1
        app: X
        entry: A
        screens:
          A:
            container: split
            primary: B
            onAttemptToDismiss: Ask
            buttons: [{ title: Go, action: { present: C }, confirm: Ask }]
            segues: [pop, { setStack: [B, C] }]
          B: { container: tabs, tabs: [C, A] }
          C: {}
        modals:
          Ask: { kind: alert, title: Sure?, actions: [{ title: OK, action: dismiss }] }
        """)
        let a = try node(graph, "A"), b = try node(graph, "B"), c = try node(graph, "C"), ask = try node(graph, "Ask")
        let described = graph.edges.map { edge in
            "\(edge.kind) \(edge.source)->\(edge.target.map(String.init) ?? "-") \(edge.origin) \(edge.stackPosition.map(String.init) ?? "-") \(edge.targetName?.value ?? "-")"
        }
        #expect(described == [
            "splitColumn \(a)->\(b) container - B",
            "attemptToDismiss \(a)->\(ask) screenField - Ask",
            "confirmation \(a)->\(ask) button(index: 0) - Ask",
            "action(FlowLintKit.Action.Kind.present) \(a)->\(c) button(index: 0) - C",
            "action(FlowLintKit.Action.Kind.pop) \(a)->- segue(index: 0) - -",
            "action(FlowLintKit.Action.Kind.setStack) \(a)->\(b) segue(index: 1) 0 B",
            "action(FlowLintKit.Action.Kind.setStack) \(a)->\(c) segue(index: 1) 1 C",
            "tab \(b)->\(c) container - C",
            "tab \(b)->\(a) container - A",
            "action(FlowLintKit.Action.Kind.dismiss) \(ask)->- modalAction(index: 0) - -",
        ])
    }

    @Test func pushFromOutsideAStackReachesNothing() throws {
        let graph = try graph("""
        flowlint: 1
        app: X
        entry: A
        screens:
          A:
            segues: [{ push: B }, { show: C }]
          B: {}
          C: {}
        """)
        #expect(!graph.isReachable(try node(graph, "B")))
        #expect(graph.modalDepth[try node(graph, "C")] == 1, "show from outside a stack presents")
    }

    @Test func showFromASplitColumnIsNotAPresentation() throws {
        let graph = try graph("""
        flowlint: 1
        app: X
        entry: Split
        screens:
          Split:
            container: split
            primary: Folders
          Folders:
            segues: [{ show: Notes }]
          Notes: {}
        """)
        let notes = try node(graph, "Notes")
        #expect(graph.presentingEdges(of: notes).isEmpty)
        #expect(graph.modalDepth[notes] == 0)
    }

    /// Targets are looked up in groups after their edges are written; every edge still gets its
    /// own target, and unknown names are listed in the order their edges were found, across groups
    /// and with a group left unfinished at the end.
    @Test func edgesLookedUpInGroupsKeepTheirTargetsAndOrder() throws {
        var text = "flowlint: 1\napp: X\nentry: S0\nscreens:\n"
        for index in 0 ..< 75 {
            let target = index % 3 == 0 ? "Gone\(index)" : "S\((index * 7) % 75)"
            text += "  S\(index): { segues: [{ show: \(target) }, { present: Ask }] }\n"
        }
        text += "modals:\n  Ask: { kind: alert }\n"
        let document = try #require(YAMLParser().parse(text).document)
        let graph = FlowGraph(flow: try #require(FlowDecoder(file: "x.flow.yaml").decode(document).flow))
        for index in 0 ..< 75 {
            let targets = graph.outgoing[index].map { graph.edges[$0].target }
            #expect(targets == [index % 3 == 0 ? nil : (index * 7) % 75, 75], "S\(index)")
        }
        #expect(graph.unresolved.map(\.name.value) == stride(from: 0, to: 75, by: 3).map { "Gone\($0)" })
    }
}

/// A finding's subject numbers repeated edges of one node and buttons of one title, whether the
/// node declares a few or many (counted another way past sixteen).
@Suite struct EdgeSubjectTests {
    @Test(arguments: [3, 40]) func repeatedEdgesAreNumberedInDeclarationOrder(count: Int) throws {
        var text = "flowlint: 1\napp: X\nentry: Home\nscreens:\n  Home:\n    segues:\n"
        for index in 0 ..< count { text += "      - { present: \(index % 2 == 0 ? "Sheet" : "Other\(index)") }\n" }
        text += "    buttons:\n      - { title: Close, action: { present: Sheet } }\n  Sheet: {}\n"
        for index in stride(from: 1, to: count, by: 2) { text += "  Other\(index): {}\n" }
        let document = try #require(YAMLParser().parse(text).document)
        let graph = FlowGraph(flow: try #require(FlowDecoder(file: "x.flow.yaml").decode(document).flow))
        let home = try #require(graph.node(named: "Home"))
        let subjects = graph.outgoing[home].map { graph.subject(ofEdge: $0) }
        // A screen's buttons come before its segues; a button is another kind of declaration.
        let expected = ["button:Home->Sheet"]
            + (0 ..< count).map { $0 % 2 == 0 ? "segue:Home->Sheet" + ($0 == 0 ? "" : "#\($0 / 2 + 1)") : "segue:Home->Other\($0)" }
        #expect(subjects == expected)
        #expect(graph.edgesBySubject().count == subjects.count)
        for (edge, subject) in zip(graph.outgoing[home], subjects) { #expect(graph.edgesBySubject()[subject] == edge) }
    }

    @Test(arguments: [3, 40]) func buttonsOfOneTitleAreNumberedInOrder(count: Int) throws {
        var text = "flowlint: 1\napp: X\nentry: Home\nscreens:\n  Home:\n    buttons:\n"
        for index in 0 ..< count { text += index % 2 == 0 ? "      - { title: Cancel, action: dismiss }\n" : "      - { action: dismiss }\n" }
        let document = try #require(YAMLParser().parse(text).document)
        let graph = FlowGraph(flow: try #require(FlowDecoder(file: "x.flow.yaml").decode(document).flow))
        let home = try #require(graph.node(named: "Home"))
        let subjects = (0 ..< count).map { graph.subject(ofButton: $0, on: home) }
        #expect(subjects == (0 ..< count).map { $0 % 2 == 0 ? "button:Home/Cancel" + ($0 == 0 ? "" : "#\($0 / 2 + 1)") : "button:Home/#\($0 + 1)" })
    }
}

/// A child embedded in a screen of a stack acts through the stack's navigation controller.
@Suite struct EmbeddedChildStackTests {
    @Test func aShowFromAnEmbeddedChildPushesOntoItsParentsStack() throws {
        let text = """
        flowlint: 1
        app: Store
        entry: Home
        screens:
          Home:
            container: navigation
            segues:
              - show: Shelf
          Shelf:
            segues:
              - embed: Featured
          Featured:
            segues:
              - show: Product
          Product: {}
        """
        let graph = try FlowGraphTests().graph(text)
        let node = { (name: String) in try #require(graph.node(named: name)) }
        let home = try node("Home"), shelf = try node("Shelf"), featured = try node("Featured"), product = try node("Product")
        // The child stands at its parent's place; what it shows is pushed one level deeper.
        #expect(graph.facts[featured].stackRoot == home)
        #expect(graph.facts[featured].stackDepth == 1)
        #expect(graph.facts[featured].pushedBy == nil)
        #expect(graph.facts[product].stackRoot == home)
        #expect(graph.facts[product].stackDepth == 2)
        #expect(graph.presentingEdges(of: product).isEmpty)
        let queries = NavigationQueries(graph: graph)
        #expect(queries.screensBelow(product) == [featured, shelf, home])
        #expect(queries.enclosingContainers(of: featured).map(\.screen) == [shelf])
    }
}
