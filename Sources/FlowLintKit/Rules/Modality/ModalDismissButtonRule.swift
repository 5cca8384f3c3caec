/// Every modal needs a visible way out. Sheets and popovers can still be swiped or tapped away,
/// so a missing button there is a warning; other styles leave the user stuck, which is an error.
struct ModalDismissButtonRule: Rule {
    static let description = CheckDescription(
        id: "modal-dismiss-button",
        summary: "a modally presented screen offers no button that dismisses it",
        severity: .error,
        guidelines: ["G6"]
    )
    static let listing = RuleListing(.modality, 1)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let queries = ModalQueries(graph: context.graph)
        // Fields are read in place: a copy of each screen would retain all it holds.
        let screens = context.graph.screens
        for root in queries.taskRoots {
            // The presented screen is where the user lands, so the button belongs there; screens
            // pushed above it return to it with the back button.
            // A screen marked terminal is a deliberate end, such as a required update.
            guard !screens[root].flag(.terminal) else { continue }
            // A button's action is one of the root's edges, as the graph resolved it. A segue the
            // user starts with a gesture on the screen (a tap or swipe recognizer) is a way out too.
            let leaves = context.graph.outgoing[root].contains { edgeIndex in
                let edge = context.graph.edges[edgeIndex]
                switch edge.origin {
                case .button: break
                case .segue where edge.action?.trigger?.value == .gesture: break
                default: return false
                }
                return queries.actionLeavesTask(edgeIndex, root: root)
            }
            // A popover closes with a tap outside it, as people expect of one, unless it is shown
            // full screen in compact width (adaptsToCompact).
            guard !leaves, !queries.alwaysClosedByTapOutside(root) else { continue }
            let trapped = !queries.alwaysHasDismissGesture(root)
            let id = screens[root].id.value
            let message = trapped
                ? "modal \(UserText.quoted(id)) has no button that dismisses it, and no gesture can close it"
                : "modal \(UserText.quoted(id)) has no button that dismisses it; only a gesture closes it"
            context.report(message, at: screens[root].id.range, notes: queries.presentedNotes(root, in: context),
                           subject: "screen:\(id)", severity: trapped ? .error : .warning)
        }
    }
}
