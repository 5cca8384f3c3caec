/// `dismiss` closes a presentation: what the screen presented, else the one it is part of. On a
/// screen that nothing presented, it closes nothing, so a Close button or segue there is a dead
/// control, and the user who taps it stays where they are.
struct DismissUnpresentedRule: Rule {
    static let description = CheckDescription(
        id: "dismiss-unpresented",
        summary: "a screen that nothing presents dismisses, which does nothing",
        severity: .warning,
        guidelines: ["G25"]
    )
    static let listing = RuleListing(.modality, 11)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let navigation = NavigationQueries(graph: graph)
        let presented = PresentedScreens(graph: graph)
        var presentsSomething: [Int: Bool] = [:]
        for (edgeIndex, edge) in graph.edges.enumerated() where edge.actionKind == .dismiss {
            let acting = navigation.actingScreens(of: edge)
            guard acting.isComplete, presented.dismissesNothing(edgeIndex, acting: acting), let action = edge.action,
                  let screen = acting.first(where: graph.isReachedFromEntry) else { continue }
            // A dismiss the screen makes itself (a segue: code, not a control) on a screen that
            // presents something may be closing what it presented (a picker's delegate callback,
            // a menu cleared before the next sheet): UIKit dismisses the presented one then. A
            // button, or an alert's action, cannot be tapped under what the screen presented.
            if case .segue = edge.origin {
                let presents = presentsSomething[screen] ?? Self.presentsSomething(graph.screens[screen])
                presentsSomething[screen] = presents
                if presents { continue }
            }
            // An alert's action that is not destructive (an OK, a sort order picked) closes the
            // alert, which it does by itself: the dismiss many apps write in such a handler is
            // redundant, and the user sees what they asked for. A destructive one (Discard,
            // Leave) was meant to leave the screen, and does not.
            if case .modalAction(let index) = edge.origin, !graph.isScreen(edge.source),
               graph.modal(edge.source).actions[index].effectiveRole != .destructive { continue }
            let via = graph.isScreen(edge.source) ? "" : " through \(graph.quoted(edge.source))"
            context.report(
                "\(graph.quoted(screen)) dismisses\(via), but nothing presents it, so the dismiss does nothing",
                at: action.kind.range, notes: [shownNote(screen, graph, context)], subject: graph.subject(ofEdge: edgeIndex)
            )
        }
    }

    /// Whether the screen presents anything itself, by a segue or a button, resolved or not.
    private static func presentsSomething(_ screen: Screen) -> Bool {
        screen.segues.contains { $0.kind.value == .present } || screen.buttons.contains { $0.action?.kind.value == .present }
    }

    /// Where the screen is shown without a presentation: the edge the entry first reaches it
    /// through, or the entry itself.
    private func shownNote(_ screen: Int, _ graph: FlowGraph, _ context: RuleContext) -> Finding.Note {
        guard let edgeIndex = graph.reachedBy[screen] else {
            return context.note("\(graph.quoted(screen)) is where the app starts, not a presentation", at: graph.screens[screen].id.range)
        }
        return context.note("\(graph.quoted(screen)) is reached here without a presentation", at: graph.place(ofEdge: edgeIndex))
    }
}
