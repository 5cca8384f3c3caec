import Testing
@testable import FlowLintKit

/// Whether a gesture closes a modal is decided once, by `ModalQueries.gestureDismissal(of:)`;
/// the rules that report on gestures must say what it says, for every style and flag.
@Suite struct GestureDismissalTests {
    /// One presentation of each kind. The bare `present: Draft` is a form sheet through the
    /// app's defaults.
    static let flow = """
    flowlint: 1
    app: Notes
    entry: Library
    defaults: { presentationStyle: formSheet }
    screens:
      Library:
        title: Notes
        segues:
          - { present: Draft }
          - { present: Tags, presentationStyle: popover }
          - { present: Player, presentationStyle: fullScreen }
          - { present: Locked, presentationStyle: pageSheet }
          - { present: Stuck, presentationStyle: pageSheet }
          - { present: Forgot, presentationStyle: pageSheet }
          - { present: Wide, presentationStyle: popover }
      Draft: { title: Draft, userContent: true }
      Tags: { title: Tags, userContent: true }
      Player: { title: Player, userContent: true }
      Locked: { title: Locked, userContent: true, isModalInPresentation: true, onAttemptToDismiss: AskDiscard }
      Stuck: { title: Stuck, userContent: true, isModalInPresentation: true }
      Forgot: { title: Forgot, userContent: true, onAttemptToDismiss: AskDiscard }
      Wide: { title: Wide, userContent: true, adaptsToCompact: true }
    modals:
      AskDiscard:
        kind: actionSheet
        actions:
          - { title: Discard, role: destructive, action: dismiss }
          - { title: Keep Editing, role: cancel }

    """

    @Test func theModelQueryAnswersForEachPresentation() throws {
        let graph = try #require(Linter().graph(of: SourceFile(path: "a.flow.yaml", bytes: Array(Self.flow.utf8))))
        let queries = ModalQueries(graph: graph)
        let library = try #require(graph.node(named: "Library"))
        let answers = graph.outgoing[library].map { (graph.name(of: graph.edges[$0].target!).value, queries.gestureDismissal(of: $0)) }
        #expect(answers.map(\.0) == ["Draft", "Tags", "Player", "Locked", "Stuck", "Forgot", "Wide"])
        #expect(answers.map(\.1) == [
            .immediate(.swipeDown), .immediate(.tapOutside), .never, .throughAlert(.swipeDown), .never, .immediate(.swipeDown),
            .immediate(.tapOutside),
        ])
        // In compact width a popover marked adaptsToCompact is full screen, with nothing outside it to tap.
        let everyWidth = graph.outgoing[library].map { queries.gestureDismissal(of: $0, inEveryWidth: true) }
        #expect(everyWidth == [
            .immediate(.swipeDown), .immediate(.tapOutside), .never, .throughAlert(.swipeDown), .never, .immediate(.swipeDown), .never,
        ])
    }

    @Test func theRulesReportWhatTheModelQueryAnswers() {
        let findings = Linter().lint(path: "a.flow.yaml", text: Self.flow).diagnostics
        func reported(_ ruleID: String) -> [String] {
            findings.filter { $0.ruleID == ruleID }.map { "\($0.severity): \($0.message)" }
        }
        // A gesture that closes the modal, at once or through the alert, makes a missing button a
        // warning; where none does, the user is trapped. A popover is made to be tapped away and
        // needs no button, unless it is full screen in compact width.
        #expect(reported("modal-dismiss-button") == [
            "warning: modal \"Draft\" has no button that dismisses it; only a gesture closes it",
            "error: modal \"Player\" has no button that dismisses it, and no gesture can close it",
            "warning: modal \"Locked\" has no button that dismisses it; only a gesture closes it",
            "error: modal \"Stuck\" has no button that dismisses it, and no gesture can close it",
            "warning: modal \"Forgot\" has no button that dismisses it; only a gesture closes it",
            "error: modal \"Wide\" has no button that dismisses it, and no gesture can close it",
        ])
        // Only a gesture that closes at once loses the content unasked.
        #expect(reported("confirm-before-discard") == [
            "warning: swiping down sheet \"Draft\" discards its content without asking; set `isModalInPresentation: true` on \"Draft\" and confirm in `onAttemptToDismiss`",
            "warning: tapping outside popover \"Tags\" discards its content without asking; set `isModalInPresentation: true` on \"Tags\" and confirm in `onAttemptToDismiss`",
            "warning: tapping outside popover \"Wide\" discards its content without asking; set `isModalInPresentation: true` on \"Wide\" and confirm in `onAttemptToDismiss`",
        ])
        #expect(reported("attempt-to-dismiss-unreachable") == [
            "warning: \"Forgot\" asks \"AskDiscard\" on an attempt to dismiss, but without isModalInPresentation the swipe just closes it",
        ])
    }
}
