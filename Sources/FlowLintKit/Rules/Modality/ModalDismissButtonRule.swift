/// Every modal needs a visible way out. Sheets and popovers can still be swiped or tapped away,
/// so a missing button there is a warning; other styles leave the user stuck, which is an error.
struct ModalDismissButtonRule: Rule {
    static let description = RuleDescription(
        id: "modal-dismiss-button",
        summary: "a modally presented screen offers no button that dismisses it",
        severity: .error,
        guidelines: ["G6"]
    )

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let queries = ModalQueries(graph: context.graph)
        for root in queries.taskRoots {
            let screen = context.graph.screens[root]
            // The presented screen is where the user lands, so the button belongs there; screens
            // pushed above it return to it with the back button.
            // A screen marked terminal is a deliberate end, such as a required update.
            guard !screen.flag(.terminal), !screen.buttons.contains(where: { queries.buttonLeavesTask($0, root: root) }) else { continue }
            let trapped = !queries.alwaysHasDismissGesture(root)
            let id = screen.id.value
            let message = trapped
                ? "modal \"\(id)\" has no button that dismisses it, and no gesture can close it"
                : "modal \"\(id)\" has no button that dismisses it; only a gesture closes it"
            context.report(message, at: screen.id.range, notes: queries.presentedNotes(root, in: context),
                           subject: "screen:\(id)", severity: trapped ? .error : .warning)
        }
    }
}
