/// A storyboard segue connects scenes of one storyboard. When the flow places the source and
/// target in different storyboards, the segue cannot exist as drawn.
struct CrossStoryboardSegueRule: Rule {
    static let description = CheckDescription(
        id: "cross-storyboard-segue",
        summary: "a segue connects screens that declare different storyboards",
        severity: .error,
        guidelines: ["G19"]
    )
    static let listing = RuleListing(.navigation, 5)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for (edgeIndex, edge) in graph.edges.enumerated() {
            // Only segues live in a storyboard; buttons and `trigger: code` run in code. An
            // unwind finds its target at run time, so it may leave the storyboard.
            // The action is read last: it is the one costly step, and few edges get that far.
            guard case .segue = edge.origin, let kind = edge.actionKind, kind != .unwind, kind != .setStack,
                  let target = edge.target, graph.isScreen(target), graph.isScreen(edge.source),
                  let from = graph.screens[edge.source].storyboard, let to = graph.screens[target].storyboard,
                  from.value != to.value, let action = edge.action, action.trigger?.value != .code else { continue }
            let source = queries.graph.quoted(edge.source), destination = queries.graph.quoted(target)
            let fix = "move one of the screens, or perform the transition in code (trigger: code)"
            context.report(
                "segue from \(source) in storyboard \(UserText.quoted(from.value)) to \(destination) in storyboard \(UserText.quoted(to.value)) crosses storyboards",
                at: action.target?.range ?? action.kind.range,
                notes: [
                    context.note("\(source) is in \(UserText.quoted(from.value))", at: from.range),
                    context.note("\(destination) is in \(UserText.quoted(to.value)); \(fix)", at: to.range),
                ],
                subject: queries.graph.subject(ofEdge: edgeIndex)
            )
        }
    }
}
