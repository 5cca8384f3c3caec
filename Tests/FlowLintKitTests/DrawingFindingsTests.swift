import Testing
@testable import FlowLintKit

/// Findings land on the node or edge they are about, coloured by their worst severity.
@Suite struct DrawingFindingsTests {
    let drawing: FlowDrawing

    init() throws {
        drawing = try DrawingFixture.drawing("examples/broken.flow.yaml", findings: true)
    }

    func node(_ name: String) -> FlowDrawing.Node? {
        drawing.nodes.first { $0.name == name }
    }

    func edge(_ source: String, _ target: String) -> [FlowDrawing.Edge] {
        drawing.edges.filter { drawing.nodes[$0.source].name == source && drawing.nodes[$0.target].name == target }
    }

    @Test func screenFindingsMarkTheScreen() {
        #expect(node("Settings")?.marks == FlowDrawing.Marks(severity: .error, ruleIDs: ["modal-dismiss-button"]))
        #expect(node("Trash")?.marks == FlowDrawing.Marks(severity: .error, ruleIDs: ["unknown-key", "unreachable-screen"]))
        #expect(node("Library")?.marks == nil)
    }

    /// "Cancel" dismisses without a target, so nothing is drawn for it: its finding goes on its screen.
    @Test func findingsOnUndrawnActionsMarkTheirScreen() {
        #expect(node("Compose")?.marks?.ruleIDs == ["confirm-before-discard", "modal-title"])
    }

    @Test func segueFindingsMarkTheEdge() {
        #expect(edge("Library", "Compose").map(\.marks) == [FlowDrawing.Marks(
            severity: .warning, ruleIDs: ["appearance-refresh", "confirm-before-discard", "fullscreen-for-multistep"])])
        #expect(edge("Library", "Settings").first?.label == "fullScreen, flipHorizontal")
        #expect(edge("Library", "NoteDetail").first?.marks == nil)
    }

    @Test func unknownTargetsGetAStandInNode() {
        #expect(node("Acount")?.shape == .missing)
        #expect(edge("Settings", "Acount").first?.marks == FlowDrawing.Marks(severity: .error, ruleIDs: ["unknown-target"]))
    }

    @Test func entryFindingsMarkTheEntry() {
        let report = Linter().lint(path: "no-entry.flow.yaml", text: "flowlint: 1\napp: X\nscreens:\n  A:\n")
        let graph = Linter().graph(of: report.source)!
        let drawing = FlowDrawing(graph: graph, findings: report.diagnostics, lines: report.source.lineTable)
        #expect(drawing.entry == nil)
        #expect(drawing.entryMarks?.ruleIDs == ["missing-entry"])
        #expect(MermaidWriter().write(drawing).contains("class entry error"))
        #expect(DOTWriter().write(drawing).contains("entry [shape=circle"))
    }

    @Test func findingsInOtherFilesAreIgnored() throws {
        let graph = try DrawingFixture.graph("examples/mail.flow.yaml")
        let lines = try Repository.lint("examples/mail.flow.yaml").source.lineTable
        // Where the first screen is in the flow file, but in another file.
        let elsewhere = Diagnostic(ruleID: "modal-title", severity: .error, message: "m", file: ".flowlint.yml",
                                   range: lines.lineColumnRange(of: graph.screen(0).range), subject: nil)
        #expect(FlowDrawing(graph: graph, findings: [elsewhere], lines: lines).nodes.allSatisfy { $0.marks == nil })
    }

    @Test func withoutFindingsNothingIsMarked() throws {
        let plain = try DrawingFixture.drawing("examples/broken.flow.yaml", findings: false)
        #expect(plain.nodes.allSatisfy { $0.marks == nil } && plain.edges.allSatisfy { $0.marks == nil })
    }
}
