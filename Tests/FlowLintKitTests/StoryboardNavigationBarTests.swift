import Testing
@testable import FlowLintKit

/// The navigation bar belongs to the navigation controller: `navigationBarHidden="YES"` on it
/// hides the bar on every screen pushed on its stack (`Fixtures/storyboards/hidden-bar`).
@Suite struct StoryboardNavigationBarTests {
    static let path = "\(StoryboardTests.fixtureRoot)/hidden-bar/Trails.storyboard"

    /// Only the pushed screen with no way back is found: an unwind, a Close wired to code and a
    /// library's stack (whose pushes the library handles) each keep theirs quiet.
    @Test func aHiddenBarOnTheControllerIsFoundOnlyWhereNothingLeadsBack() throws {
        let report = try Repository.lint(Self.path)
        let found = report.diagnostics.filter { $0.ruleID == "hidden-bar-no-back" }.map { $0.subject ?? "-" }
        #expect(found == ["screen:Map"], "\(found)")
    }

    /// The finding sits on the pushed screen; its first note on the controller's attribute.
    @Test func theNotePointsAtTheControllersAttribute() throws {
        let report = try Repository.lint(Self.path)
        let finding = try #require(report.diagnostics.first { $0.subject == "screen:Map" })
        #expect(finding.range.start == SourcePosition(line: 40, column: 40))
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
        #expect(try hidden("Trails") && hidden("Map") && hidden("Photos") && hidden("Weather") && hidden("Menu"))
        #expect(try !hidden("About"))
        let about = try #require(conversion.flow.screens.first { $0.id.value == "About" })
        #expect(about[.navigationBarHidden]?.value == false)
        #expect(conversion.assumptions[about.range]?.contains("DrawerNavigationController") == true)
    }
}
