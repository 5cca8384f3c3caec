import Testing
@testable import FlowLintKit
import PositionedYAML

/// Where a file goes past what any app does, flowlint bounds its work and says what it left out:
/// the bounds hold, and below them nothing changes.
@Suite struct ShapeBoundsTests {
    static func findings(_ text: String) -> [Diagnostic] {
        Linter().lint(path: "a.flow.yaml", text: text).diagnostics
    }

    /// An action sheet of `actions` choices shown from `showers` screens of one stack; its first
    /// choice pops to a screen that is beneath none of them.
    static func sharedSheet(actions: Int, showers: Int) -> String {
        var text = "flowlint: 1\napp: Shared\nentry: Root\nscreens:\n  Root:\n    title: Root\n    container: navigation\n    segues:\n"
        for screen in 0 ..< showers { text += "      - { show: S\(screen) }\n" }
        text += "  Elsewhere:\n    title: Elsewhere\n    terminal: true\n  Done:\n    title: Done\n    terminal: true\n"
        for screen in 0 ..< showers {
            text += "  S\(screen):\n    title: S\(screen)\n    buttons:\n      - { title: More, action: { present: Choices } }\n"
        }
        text += "modals:\n  Choices:\n    kind: actionSheet\n    actions:\n      - { title: Away, action: { popTo: Elsewhere } }\n"
        for choice in 1 ..< actions { text += "      - { title: C\(choice), action: { show: Done } }\n" }
        return text
    }

    @Test func anAlertIsJudgedFromEveryScreenThatShowsItWithinTheBudget() throws {
        // 50 × 200 judgements, under the budget: the pop is wrong from every screen, and said once.
        let pops = Self.findings(Self.sharedSheet(actions: 200, showers: 50)).filter { $0.ruleID == "pop-target-not-on-stack" }
        #expect(pops.map(\.message) == ["\"S0\" pops to \"Elsewhere\" through \"Choices\", which is not beneath it on its navigation stack"])
    }

    @Test func anAlertShownFromMoreScreensThanItsBudgetIsJudgedFromTheFirstOnes() throws {
        let text = Self.sharedSheet(actions: 200, showers: 100)
        let graph = try PushForestTests.graph(text)
        let queries = NavigationQueries(graph: graph)
        let choices = try #require(graph.node(named: "Choices"))
        let action = try #require(graph.outgoing[choices].first.map { graph.edges[$0] })
        let acting = queries.actingScreens(of: action)
        #expect(acting.count == AlertShowers.maxJudgements / 200)
        #expect(!acting.isComplete)
        #expect(queries.actionEdges(of: try #require(graph.node(named: "S3"))).isComplete)
        #expect(!queries.actionEdges(of: try #require(graph.node(named: "S99"))).isComplete)
        // The screens left out might reach the target: the pop gets the benefit of the doubt.
        #expect(!Self.findings(text).contains { $0.ruleID == "pop-target-not-on-stack" })
    }

    /// Home shows an action sheet whose action shows another, whose action shows Help; Home is
    /// in a navigation stack or not.
    static func alertFromAlert(homeInStack: Bool) -> String {
        """
        flowlint: 1
        app: Nested
        entry: Home
        screens:
          Home:
            title: Home\(homeInStack ? "\n    container: navigation" : "")
            buttons: [{ title: More, action: { present: Options } }]
          Help: { title: Help, terminal: true }
        modals:
          Options:
            kind: actionSheet
            actions: [{ title: Help…, action: { present: HelpChoices } }, { title: Cancel, role: cancel }]
          HelpChoices:
            kind: actionSheet
            actions: [{ title: Open help, action: { show: Help } }, { title: Cancel, role: cancel }]
        """
    }

    /// An alert shown from another alert's action acts where the first does: from a screen in
    /// no navigation stack, its `show` presents, as the first alert's would.
    @Test func anAlertShownFromAnAlertActsWhereTheFirstDoes() throws {
        let graph = try PushForestTests.graph(Self.alertFromAlert(homeInStack: false))
        let choices = try #require(graph.node(named: "HelpChoices"))
        let show = try #require(graph.outgoing[choices].first { graph.edges[$0].actionKind == .show })
        #expect(graph.presents[show])
        #expect(Array(graph.alertShowers.showers[choices - graph.screenCount]) == [try #require(graph.node(named: "Home"))])
    }

    /// From a screen in a stack, its `show` pushes onto that stack.
    @Test func anAlertShownFromAnAlertPushesOntoTheFirstOnesStack() throws {
        let graph = try PushForestTests.graph(Self.alertFromAlert(homeInStack: true))
        let home = try #require(graph.node(named: "Home"))
        let help = try #require(graph.node(named: "Help"))
        #expect(graph.facts[help].stackRoot == home)
        #expect(graph.facts[help].stackDepth == 1)
        #expect(graph.presentingEdges(of: help).isEmpty)
    }

    /// A push chain `depth` deep whose last screen pops to a screen not beneath it.
    static func deepPop(depth: Int) -> String {
        var text = "flowlint: 1\napp: Deep\nentry: S0\nscreens:\n  Elsewhere:\n    title: Elsewhere\n    terminal: true\n"
        for screen in 0 ..< depth {
            text += "  S\(screen):\n    title: S\(screen)\n" + (screen == 0 ? "    container: navigation\n" : "")
            text += screen + 1 < depth ? "    segues: [{ show: S\(screen + 1) }]\n" : "    buttons: [{ title: Away, action: { popTo: Elsewhere } }]\n"
        }
        return text
    }

    @Test func aPathOfAFewStepsIsNotedWhole() throws {
        let pop = try #require(Self.findings(Self.deepPop(depth: 21)).first { $0.ruleID == "pop-target-not-on-stack" })
        #expect(pop.notes.count == 20)
        #expect(pop.notes.first?.message == "S0 → S1")
    }

    @Test func aLongPathIsNotedByItsLastSteps() throws {
        let pop = try #require(Self.findings(Self.deepPop(depth: 40)).first { $0.ruleID == "pop-target-not-on-stack" })
        #expect(pop.notes.count == RuleContext.maxPathSteps + 1)
        #expect(pop.notes.first?.message == "the steps before \"S19\" are not listed; the last 20 follow")
        #expect(pop.notes[1].message == "S19 → S20")
        #expect(pop.notes.first?.range == pop.notes[1].range)
        #expect(pop.notes.last?.message == "S38 → S39")
    }

    /// A chain of `length` pushes whose every screen is also pushed from a hub; the screen at
    /// `popping` pops to a screen beneath none of them.
    static func doublyPushed(length: Int, popping: Int) -> String {
        var text = "flowlint: 1\napp: Hub\nentry: Root\nscreens:\n  Root:\n    title: Root\n    container: navigation\n    segues: [{ show: Hub }, { show: S0 }]\n"
        text += "  Hub:\n    title: Hub\n    segues:\n"
        for screen in 0 ..< length { text += "      - { show: S\(screen) }\n" }
        text += "  Elsewhere:\n    title: Elsewhere\n    terminal: true\n"
        for screen in 0 ..< length {
            text += "  S\(screen):\n    title: S\(screen)\n"
            if screen == popping { text += "    buttons: [{ title: Away, action: { popTo: Elsewhere } }]\n" }
            text += screen + 1 < length ? "    segues: [{ show: S\(screen + 1) }]\n" : "    terminal: true\n"
        }
        return text
    }

    @Test func aPopIsJudgedUntilItsSearchPassesTheBound() {
        let near = Self.findings(Self.doublyPushed(length: 600, popping: 5)).filter { $0.ruleID == "pop-target-not-on-stack" }
        #expect(near.map(\.message) == ["\"S5\" pops to \"Elsewhere\", which is not beneath it on its navigation stack"])
        let far = Self.findings(Self.doublyPushed(length: 600, popping: 590)).filter { $0.ruleID == "pop-target-not-on-stack" }
        #expect(far.isEmpty)
    }

    @Test func aScreenOfManyButtonsFindsEachButtonsOwnEdge() throws {
        for count in [3, NodeList.scanLimit + 5] {
            var text = "flowlint: 1\napp: Form\nentry: Form\nscreens:\n  Form:\n    title: Form\n    buttons:\n"
            for button in 0 ..< count { text += "      - { title: B\(button), action: dismiss, confirm: D\(button) }\n" }
            text += "modals:\n"
            for button in 0 ..< count { text += "  D\(button):\n    kind: alert\n    title: Sure\n    actions: [{ title: OK, role: cancel }]\n" }
            let graph = try PushForestTests.graph(text)
            let form = try #require(graph.node(named: "Form"))
            for button in [0, count - 2] {
                #expect(graph.target(of: .confirmation, from: form, declaredAt: .button(index: button)) == graph.node(named: "D\(button)"))
            }
            #expect(graph.target(of: .confirmation, from: form, declaredAt: .button(index: count)) == nil)
        }
    }
}

/// Drawings of nesting far deeper than apps have: each screen's cluster is found once, and the
/// text indents 32 levels at most.
@Suite struct DeepDrawingTests {
    @Test func aLongChainOfEmbeddedChildrenIsDrawnInItsStack() throws {
        var text = "flowlint: 1\napp: Deep\nentry: S0\nscreens:\n  S0:\n    title: S0\n    container: navigation\n    segues: [{ embed: S1 }]\n"
        let depth = 20_000
        for screen in 1 ..< depth {
            text += "  S\(screen):\n    title: S\(screen)\n" + (screen + 1 < depth ? "    segues: [{ embed: S\(screen + 1) }]\n" : "")
        }
        let drawing = FlowDrawing(graph: try PushForestTests.graph(text))
        #expect(drawing.clusters.count == 1)
        #expect(drawing.clusters.first?.nodes.count == depth)
    }

    @Test func tabBarsNestedDeepIndentAtMost32Levels() throws {
        var text = "flowlint: 1\napp: Tabs\nentry: T0\nscreens:\n"
        let depth = 200
        for level in 0 ..< depth {
            text += "  T\(level):\n    title: T\(level)\n    container: tabs\n    tabs: [\(level + 1 < depth ? "T\(level + 1)" : "Leaf")]\n"
        }
        text += "  Leaf:\n    title: Leaf\n    terminal: true\n"
        let drawing = FlowDrawing(graph: try PushForestTests.graph(text))
        #expect(drawing.clusters.count == depth)
        #expect(drawing.topLevelClusters.count == 1)
        let lines = MermaidWriter().write(drawing).split(separator: "\n" as Character)
        let widest = lines.map { line in line.prefix { $0 == " " }.count }.max() ?? 0
        #expect(widest == 66)
    }
}

extension DeepDrawingTests {
    /// A finding inside a button goes on the button's edge, on a screen of a few buttons (read
    /// through) and of many (looked up) alike.
    @Test func findingsInsideButtonsMarkTheirEdges() throws {
        for count in [3, 40] {
            var text = "flowlint: 1\napp: Form\nentry: Form\nscreens:\n  Form:\n    title: Form\n    container: navigation\n    buttons:\n"
            for button in 0 ..< count { text += "      - { title: B\(button), action: { show: T\(button), colour: red } }\n" }
            for button in 0 ..< count { text += "  T\(button): { title: T\(button), terminal: true }\n" }
            let report = Linter().lint(path: "a.flow.yaml", text: text)
            #expect(report.diagnostics.filter { $0.ruleID == "unknown-key" }.count == count)
            let graph = try #require(Linter().graph(of: report.source))
            let drawing = FlowDrawing(graph: graph, findings: report.diagnostics, lines: report.source.lineTable)
            let marked = drawing.edges.filter { $0.marks?.ruleIDs == ["unknown-key"] }
            #expect(marked.count == count)
        }
    }
}

/// Storyboards whose entries are references to one another in a ring, longer than the walk
/// from any one of them goes: nothing is ever reached, each storyboard's entry is reported once
/// where it is written, and the walk stops.
@Suite struct StoryboardReferenceRingTests {
    @Test func aRingOfReferencesIsOneErrorAtItsFirstReference() {
        let count = 100
        let files = (0 ..< count).map { index -> (name: String, text: String) in
            let name = index == 0 ? "Main" : "S\(index)"
            let next = index + 1 == count ? "Main" : "S\(index + 1)"
            let home = index == 0
                ? StoryboardAppShapesTests.scene("""
                    <viewController title="Home" id="home" sceneMemberID="viewController">
                    <connections><segue destination="r0" kind="presentation" modalPresentationStyle="formSheet" id="p1"/></connections>
                    </viewController>
                    """)
                : ""
            let reference = StoryboardAppShapesTests.scene("<viewControllerPlaceholder storyboardName=\"\(next)\" id=\"r\(index)\" sceneMemberID=\"viewController\"/>")
            return (name, StoryboardAppShapesTests.storyboard(initial: "r\(index)", reference + home))
        }
        let findings = StoryboardAppShapesTests.findings(files)
        // The app's entry is the ring, so the home screen is out of reach.
        #expect(findings == ["Main.storyboard:5 unknown-target", "Main.storyboard:7 unreachable-screen"])
        let message = Linter().lintStoryboards(files.map { SourceFile(path: "\($0.name).storyboard", text: $0.text) })
            .flatMap(\.diagnostics).first { $0.ruleID == "unknown-target" }?.message
        #expect(message == "storyboard reference \"r0\" leads round a ring of 100 references (\"Main\" → \"S1\" → \"S2\" → \"S3\" → … → "
            + "\"S99\" → \"Main\") that never reaches a scene: UIKit would load storyboard after storyboard without end")
    }

    @Test func aRingOfTwoIsNamedWhole() {
        let files = ["Main", "Sheet"].enumerated().map { index, name -> (name: String, text: String) in
            let reference = "<viewControllerPlaceholder storyboardName=\"\(index == 0 ? "Sheet" : "Main")\" id=\"r\(index)\" sceneMemberID=\"viewController\"/>"
            return (name, StoryboardAppShapesTests.storyboard(initial: "r\(index)", StoryboardAppShapesTests.scene(reference)))
        }
        let found = Linter().lintStoryboards(files.map { SourceFile(path: "\($0.name).storyboard", text: $0.text) }).flatMap(\.diagnostics)
        #expect(found.map(\.message) == ["storyboard reference \"r0\" leads round a ring of 2 references (\"Main\" → \"Sheet\" → \"Main\") "
            + "that never reaches a scene: UIKit would load storyboard after storyboard without end"])
        #expect(found.map(\.ruleID) == ["unknown-target"])
    }
}

/// The depth rules' paths, past 20 steps, name the last ones after "… → " and a note.
@Suite struct LongDepthPathTests {
    static func findings(_ text: String, rule: String, maxDepth: Int) -> [Diagnostic] {
        let settings = "rules:\n  \(rule): { maxDepth: \(maxDepth) }\n"
        let file = ConfigurationLoader(checks: RuleCatalog.checks).load(path: ".flowlint.yml", text: settings, directory: "/project").configuration
        return Linter(configuration: LintConfiguration(rules: file.rules)).lint(path: "a.flow.yaml", text: text).diagnostics.filter { $0.ruleID == rule }
    }

    @Test func modalsStackedPastTwentyLevelsAreNamedByTheLastOnes() throws {
        var text = "flowlint: 1\napp: Deep\nentry: M0\nscreens:\n"
        for level in 0 ..< 30 {
            text += "  M\(level):\n    title: M\(level)\n    buttons: [{ title: Close, role: cancel, action: dismiss }]\n"
            if level + 1 < 30 { text += "    segues: [{ present: M\(level + 1), presentationStyle: fullScreen }]\n" }
        }
        let found = Self.findings(text, rule: "nested-modal-depth", maxDepth: 25)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        let names = (6 ... 26).map { "\"M\($0)\"" }.joined(separator: " → ")
        #expect(finding.message == "presenting \"M26\" here stacks 26 modals (… → \(names)), more than the 25 allowed")
        #expect(finding.notes.count == RuleContext.maxPathSteps + 1)
        #expect(finding.notes.first?.message == "the steps before \"M5\" are not listed; the last 20 follow")
        #expect(finding.notes.last?.message == "M24 presents M25")
    }

    @Test func pushesPastTwentyDeepInAModalAreNotedByTheLastOnes() throws {
        var text = "flowlint: 1\napp: Deep\nentry: Home\nscreens:\n  Home:\n    title: Home\n    segues: [{ present: P0, presentationStyle: fullScreen }]\n"
        for depth in 0 ..< 30 {
            text += "  P\(depth):\n    title: P\(depth)\n"
            if depth == 0 { text += "    container: navigation\n    buttons: [{ title: Close, role: cancel, action: dismiss }]\n" }
            // A branch on the way makes it a hierarchy, not steps in a row.
            if depth + 1 < 30 { text += "    segues: [{ show: P\(depth + 1) }\(depth == 3 ? ", { show: Side }" : "")]\n" }
        }
        text += "  Side:\n    title: Side\n    terminal: true\n"
        let found = Self.findings(text, rule: "modal-hierarchy-depth", maxDepth: 24)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "screen \"P25\" is 25 pushes deep inside modal \"P0\", more than the 24 allowed")
        #expect(finding.notes.count == RuleContext.maxPathSteps + 1)
        #expect(finding.notes.first?.message == "the steps before \"P5\" are not listed; the last 20 follow")
        #expect(finding.notes.last?.message == "P24 → P25")
    }
}
