/// A modal task should read as one sequence of steps; branching inside it turns a focused task
/// into a second app the user has to find their way around.
struct ModalSinglePathRule: Rule {
    static let description = CheckDescription(
        id: "modal-single-path",
        summary: "a screen inside a modal task pushes more than one distinct screen",
        severity: .warning,
        guidelines: ["G3"]
    )
    static let listing = RuleListing(.modality, 3)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph), shape = ModalTaskShape(graph: graph)
        for root in queries.taskRoots {
            // A settings sheet's menu branches by design; a task's step should not.
            // A screen's embedded parts push with it (a section of a settings form): it is judged for them.
            for screen in queries.members[root] where graph.facts[screen].isInNavigationStack && !shape.isPart(screen)
                && shape.hasBegun(at: screen) && shape.branches(at: screen) {
                // A screen pushes a few screens at most: a list finds repeats as fast as a set would.
                var targets: [(screen: Int, edge: Int)] = []
                for edgeIndex in ModalTaskShape.stepEdges(of: screen, queries) {
                    let edge = graph.edges[edgeIndex]
                    // In a navigation stack `show` pushes too; setStack replaces rather than branches.
                    guard edge.actionKind == .push || edge.actionKind == .show, let target = edge.target,
                          graph.isScreen(target), !targets.contains(where: { $0.screen == target }) else { continue }
                    targets.append((target, edgeIndex))
                }
                guard targets.count > 1 else { continue }
                let notes = targets.map { context.note("pushes \(queries.graph.quoted($0.screen)) here", at: queries.graph.place(ofEdge: $0.edge)) }
                let id = graph.screens[screen].id.value
                let names = targets.map { queries.graph.quoted($0.screen) }.joined(separator: ", ")
                let place = screen == root ? "modal \(UserText.quoted(id))" : "screen \(UserText.quoted(id)) of modal \(queries.graph.quoted(root))"
                context.report("\(place) branches to \(targets.count) screens (\(names)); a modal task should follow a single path",
                               at: graph.screens[screen].id.range, notes: notes, subject: "screen:\(id)")
            }
        }
    }
}
