/// `popTo` only reaches screens beneath the current one on its navigation stack, and an unwind
/// only reaches screens behind it (beneath it, or behind the modal it is in). Any other
/// target is not there at run time: UIKit raises an exception or the unwind silently fails.
///
/// A target counts as on the stack when some push leads from it to the source, not only the
/// first path the graph found, so a screen pushed from two places passes for both.
struct PopTargetNotOnStackRule: Rule {
    static let description = CheckDescription(
        id: "pop-target-not-on-stack",
        summary: "popTo or unwind names a screen that is not beneath the source on its navigation stack or behind its modal",
        severity: .error,
        guidelines: ["G16"]
    )
    static let listing = RuleListing(.navigation, 2)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for (edgeIndex, edge) in graph.edges.enumerated() {
            guard let kind = edge.actionKind, kind == .popTo || kind == .unwind,
                  let target = edge.target, let name = edge.targetName else { continue }
            // Unreachable screens have no known stack; unreachable-screen reports them.
            let acting = queries.actingScreens(of: edge)
            let screens = acting.lazy.filter(graph.isReachedFromEntry)
            guard acting.isComplete, let screen = screens.first else { continue }
            let reachable: (Int) -> Bool = { source in
                kind == .popTo ? queries.isBelow(target, source) : queries.isBehind(target, source)
            }
            guard !screens.contains(where: reachable) else { continue }
            let via = graph.isScreen(edge.source) ? "" : " through \(queries.graph.quoted(edge.source))"
            let verb = kind == .popTo ? "pops to" : "unwinds to"
            let reason: String
            if target == screen {
                reason = "which is the screen itself"
            } else if kind == .popTo && !graph.facts[screen].isInNavigationStack {
                reason = "but it is in no navigation stack"
            } else if kind == .popTo {
                reason = "which is not beneath it on its navigation stack"
            } else {
                reason = "which is not beneath it on its stack or behind its modal"
            }
            // The entry has no path to it: its definition stands in. Notes are made only for a finding listed.
            let isPath = graph.reachedBy[screen] != nil
            let notes = {
                isPath ? context.pathNotes(to: screen) : [context.note("\(queries.graph.quoted(screen)) is defined here", at: graph.screens[screen].id.range)]
            }
            context.report(
                "\(queries.graph.quoted(screen)) \(verb) \(queries.graph.quoted(target))\(via), \(reason)",
                at: name.range, notes: notes(), subject: queries.graph.subject(ofEdge: edgeIndex), notesArePath: isPath
            )
        }
    }
}
