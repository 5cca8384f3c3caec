/// UIKit asks the presentation delegate about an attempted dismissal only when the swipe was
/// refused. A screen the user may swipe away simply closes, so the confirmation it names
/// never shows and the user's content is lost without a word.
struct AttemptToDismissUnreachableRule: Rule {
    static let description = CheckDescription(
        id: "attempt-to-dismiss-unreachable",
        summary: "a screen sets onAttemptToDismiss but not isModalInPresentation, so the confirmation never shows",
        severity: .warning,
        guidelines: ["G7"]
    )
    static let listing = RuleListing(.presentation, 5)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        for node in 0 ..< graph.screenCount {
            // Nearly every screen lacks the field; it is checked before anything is copied.
            guard let alert = graph.screens[node].onAttemptToDismiss else { continue }
            let screen = graph.screens[node]
            // A name that is no alert or action sheet is unknown-target's finding, not this one.
            guard graph.target(of: .attemptToDismiss, from: node, declaredAt: .screenField) != nil,
                  !screen.flag(.isModalInPresentation) else { continue }
            // Only a gesture that closes the task at once skips the confirmation: a full-screen
            // modal offers none, and the flag on the task's presented root refuses it, as the
            // screen's own flag does.
            let closesUnasked = queries.navigation.taskPresentations(of: node).contains {
                if case .immediate = queries.gestureDismissal(of: $0) { true } else { false }
            }
            guard closesUnasked else { continue }
            var notes: [Finding.Note] = []
            var fix: Finding.Fix?
            if let flag = screen[.isModalInPresentation] {
                notes.append(context.note("isModalInPresentation is false here", at: flag.range))
                // Written `false` (five scalars, no quotes): `--fix` turns it to `true`.
                if flag.range.end - flag.range.start == 5 {
                    fix = Finding.Fix("set isModalInPresentation to true", edits: [Finding.Edit(flag.range, "true")])
                }
            } else {
                let advice = "add isModalInPresentation: true to \(UserText.quoted(screen.id.value)) while it holds unsaved content"
                notes.append(context.note(advice, at: screen.id.range))
                // A missing key goes on the line before `onAttemptToDismiss`, which it enables.
                if let key = screen.onAttemptToDismissKey {
                    fix = Finding.Fix("add isModalInPresentation: true to \(UserText.quoted(screen.id.value))",
                                      edits: [Finding.Edit(key.head, .keyBefore("isModalInPresentation: true"))])
                }
            }
            context.report(
                "\(UserText.quoted(screen.id.value)) asks \(UserText.quoted(alert.value)) on an attempt to dismiss, but without isModalInPresentation the swipe just closes it",
                at: alert.range, notes: notes, subject: "screen:\(screen.id.value)", fix: fix
            )
        }
    }
}
