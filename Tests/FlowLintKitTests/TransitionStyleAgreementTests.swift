import Testing
@testable import FlowLintKit

/// `check` (consistent-transitions) and `graph` (the edge's label) read a presentation's transition
/// from one function: a bare presentation slides up whatever the app declares, and a popover shows
/// no transition at all.
@Suite struct TransitionStyleAgreementTests {
    static let flow = """
    flowlint: 1
    app: Notes
    entry: Library
    defaults: { transitionStyle: crossDissolve }
    screens:
      Library:
        title: Notes
        container: navigation
        segues:
          - present: Compose
          - { present: Tags, presentationStyle: popover, transitionStyle: flipHorizontal }
      Compose:
        title: New Note
        buttons: [{ title: Cancel, role: cancel, action: dismiss }]
      Tags:
        title: Tags

    """

    @Test func checkAndGraphAgreeOnEachTransition() throws {
        let source = SourceFile(path: "a.flow.yaml", bytes: Array(Self.flow.utf8))
        let linter = Linter()
        let findings = linter.lint(source).diagnostics.filter { $0.ruleID == "consistent-transitions" }
        #expect(findings.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == [
            "10:9 modal \"Compose\" appears with coverVertical while the app's modals use crossDissolve",
        ])
        guard case .drawn(let mermaid) = GraphRenderer(linter: linter).render(source, format: .mermaid, withFindings: false) else {
            Issue.record("the flow does not draw")
            return
        }
        #expect(mermaid.split(separator: "\n").filter { $0.contains("-.->") } == [
            #"  s_Library -.->|"automatic, coverVertical"| s_Compose"#,
            #"  s_Library -.->|"popover"| s_Tags"#,
        ])
    }
}
