/// A modal is a short detour; a deep navigation hierarchy inside one makes the user lose track
/// of how to get back to what they left.
struct ModalHierarchyDepthRule: Rule {
    static let description = CheckDescription(
        id: "modal-hierarchy-depth",
        summary: "a modal task pushes screens more than maxDepth levels above its presented screen",
        severity: .warning,
        guidelines: ["G3"],
        options: [RuleOption("maxDepth", default: .int(2), allowed: 0 ... 1_000, "how many screens a modal task may push above its presented screen")]
    )
    static let listing = RuleListing(.modality, 2)

    let maxDepth: Int

    init(options: RuleOptions) {
        maxDepth = max(0, options.int("maxDepth", default: 2))
    }

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph), shape = ModalTaskShape(graph: graph)
        // A task's screens in a row are steps, not a hierarchy to get lost in: their number is
        // for fullscreen-for-multistep to judge.
        for root in queries.taskRoots where !shape.isTaskInARow(root, queries) {
            // Only where a task has begun: a settings sheet's pages are browsed, and its menus may
            // run as deep as the app's own; a task begun on one of them is judged from the sheet's
            // first screen. Only the first screen past the limit: the deeper ones follow from it.
            // A part embedded in that screen (a row, a hosted view) is at its depth without being
            // pushed: it is on screen with it, no level of its own.
            for screen in queries.members[root].dropFirst() where isFirstPastLimit(screen, graph, shape) {
                let id = graph.screens[screen].id
                let path = queries.pushPath(to: screen, lastSteps: RuleContext.maxPathSteps)
                let notes = context.stepNotes(path.edges, isWhole: path.isWhole) { edge in
                    context.note("\(UserText.capped(graph.name(of: edge.source).value)) → \(UserText.capped(edge.targetName?.value ?? "?"))", at: edge.place)
                }
                context.report(
                    "screen \(UserText.quoted(id.value)) is \(graph.facts[screen].stackDepth) pushes deep inside modal \(queries.graph.quoted(root)), more than the \(maxDepth) allowed",
                    at: id.range, notes: notes, subject: "screen:\(id.value)", notesArePath: true
                )
            }
        }
    }

    /// Whether `screen` is pushed past `maxDepth` in a task that has begun, and the screen
    /// pushing it is not (that one is reported instead).
    private func isFirstPastLimit(_ screen: Int, _ graph: FlowGraph, _ shape: ModalTaskShape) -> Bool {
        let facts = graph.facts[screen]
        guard facts.stackDepth > maxDepth, let edge = facts.pushedBy, shape.hasBegun(at: screen) else { return false }
        let pusher = graph.edges[edge].source
        return !(graph.facts[pusher].stackDepth > maxDepth && shape.hasBegun(at: pusher))
    }
}
