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
        for (edgeIndex, edge) in graph.edges.enumerated() where edge.actionKind == .dismiss {
            let acting = navigation.actingScreens(of: edge)
            guard presented.dismissesNothing(edgeIndex, acting: acting), let action = edge.action,
                  let screen = acting.first(where: graph.isReachedFromEntry) else { continue }
            let via = graph.isScreen(edge.source) ? "" : " through \(graph.quoted(edge.source))"
            context.report(
                "\(graph.quoted(screen)) dismisses\(via), but nothing presents it, so the dismiss does nothing",
                at: action.kind.range, notes: [shownNote(screen, graph, context)], subject: graph.subject(ofEdge: edgeIndex)
            )
        }
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
