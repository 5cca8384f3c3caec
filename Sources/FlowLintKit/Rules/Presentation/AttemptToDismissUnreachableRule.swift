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

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for node in 0 ..< graph.screenCount {
            // Nearly every screen lacks the field; it is checked before anything is copied.
            guard let alert = graph.screens[node].onAttemptToDismiss else { continue }
            let screen = graph.screens[node]
            // The flag on the presented root of the screen's modal task refuses the swipe too.
            let rootRefuses = graph.facts[node].modalTaskRoot.map { graph.screens[$0].flag(.isModalInPresentation) } ?? false
            // A name that is no alert or action sheet is unknown-target's finding, not this one.
            guard graph.target(of: .attemptToDismiss, from: node, declaredAt: .screenField) != nil,
                  !screen.flag(.isModalInPresentation), !rootRefuses else { continue }
            // Only a sheet or popover can be swiped or tapped away; a full-screen modal never asks.
            let swipeable = queries.taskPresentations(of: node).contains {
                graph.presentationStyle(of: graph.edges[$0]).hasDismissGesture
            }
            guard swipeable else { continue }
            var notes: [Diagnostic.Note] = []
            if let flag = screen[.isModalInPresentation] {
                notes.append(context.note("isModalInPresentation is false here", at: flag.range))
            } else {
                let fix = "add isModalInPresentation: true to \(UserText.quoted(screen.id.value)) while it holds unsaved content"
                notes.append(context.note(fix, at: screen.id.range))
            }
            context.report(
                "\(UserText.quoted(screen.id.value)) asks \(UserText.quoted(alert.value)) on an attempt to dismiss, but without isModalInPresentation the swipe just closes it",
                at: alert.range, notes: notes, subject: "screen:\(screen.id.value)"
            )
        }
    }
}
