import Testing
@testable import FlowLintKit

/// The navigation bar belongs to the navigation controller: `navigationBarHidden="YES"` on it
/// hides the bar on every screen pushed on its stack (`Fixtures/storyboards/hidden-bar`).
@Suite struct StoryboardNavigationBarTests {
    static let path = "\(StoryboardTests.fixtureRoot)/hidden-bar/Trails.storyboard"

    /// Only the pushed screen with no way back is found: an unwind, a Close wired to code, a back
    /// arrow wired to code and a library's stack (whose pushes the library handles) each keep
    /// theirs quiet.
    @Test func aHiddenBarOnTheControllerIsFoundOnlyWhereNothingLeadsBack() throws {
        let report = try Repository.lint(Self.path)
        let found = report.diagnostics.filter { $0.ruleID == "hidden-bar-no-back" }.map { $0.subject ?? "-" }
        #expect(found == ["screen:Map"], "\(found)")
    }

    /// The finding sits on the pushed screen; its first note on the controller's attribute.
    @Test func theNotePointsAtTheControllersAttribute() throws {
        let report = try Repository.lint(Self.path)
        let finding = try #require(report.diagnostics.first { $0.subject == "screen:Map" })
        #expect(finding.range.start == SourcePosition(line: 41, column: 40))
        let note = try #require(finding.notes.first)
        #expect(note.range.start == SourcePosition(line: 7, column: 39))
        let line = Array(try #require(report.source.line(note.range.start.line)).unicodeScalars)
        let text = String(String.UnicodeScalarView(line[(note.range.start.column - 1) ..< (note.range.end.column - 1)]))
        #expect(text == "navigationBarHidden=\"YES\"", "\(text)")
    }

    /// The graph's one answer: the root's hidden bar reaches what it pushes; a screen pushed by
    /// a library's controller is written as showing the bar (assumed).
    @Test func pushedScreensInheritTheControllersBar() throws {
        let sources = try StoryboardTests.sources([Self.path])
        let conversion = StoryboardConversion.convert(
            [StoryboardInput(path: Self.path, document: try StoryboardXMLReader().read(sources[0].bytes).get())], file: Self.path)
        let graph = FlowGraph(flow: conversion.flow)
        func hidden(_ name: String) throws -> Bool { graph.isNavigationBarHidden(try #require(graph.node(named: name))) }
        #expect(try hidden("Trails") && hidden("Map") && hidden("Photos") && hidden("Weather") && hidden("Elevation") && hidden("Menu"))
        #expect(try !hidden("About"))
        let about = try #require(conversion.flow.screens.first { $0.id.value == "About" })
        #expect(about[.navigationBarHidden]?.value == false)
        #expect(conversion.assumptions[about.range]?.contains("DrawerNavigationController") == true)
    }

    /// A control named for going back pops a pushed screen; where nothing pushes the screen it
    /// can only dismiss it.
    @Test func aBackControlPopsWherePushedAndDismissesElsewhere() throws {
        let sources = try StoryboardTests.sources([Self.path])
        let flow = StoryboardConversion.convert(
            [StoryboardInput(path: Self.path, document: try StoryboardXMLReader().read(sources[0].bytes).get())], file: Self.path).flow
        let elevation = try #require(flow.screens.first { $0.id.value == "Elevation" })
        #expect(elevation.buttons.map { $0.action?.kind.value } == [.pop])
        let text = """
        <?xml version="1.0"?>
        <document initialViewController="v"><scenes><scene><objects>
        <viewController title="Intro" id="v" sceneMemberID="viewController"><connections><segue destination="w" kind="presentation" id="s"/></connections></viewController>
        </objects></scene><scene><objects>
        <viewController title="Step" id="w" sceneMemberID="viewController"><view key="view" id="x"><subviews>
        <button id="b"><state key="normal" title="Back"/><connections><action selector="previous:" destination="w" id="a"/></connections></button>
        </subviews></view></viewController>
        </objects></scene></scenes></document>
        """
        let presented = StoryboardConversion.convert(
            [StoryboardInput(path: "Intro.storyboard", document: try StoryboardXMLReader().read(Array(text.utf8)).get())], file: "Intro.storyboard").flow
        let step = try #require(presented.screens.first { $0.id.value == "Step" })
        #expect(step.buttons.map { $0.action?.kind.value } == [.dismiss])
    }
}
