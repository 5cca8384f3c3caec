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
            // Only the first screen past the limit: the deeper ones follow from it. A part embedded
            // in that screen (a row, a hosted view) is at its depth without being pushed: it is
            // on screen with it, no level of its own.
            for screen in queries.members[root].dropFirst() where graph.facts[screen].stackDepth == maxDepth + 1 && graph.facts[screen].pushedBy != nil {
                let id = graph.screens[screen].id
                let path = queries.pushPath(to: screen, lastSteps: RuleContext.maxPathSteps)
                let notes = context.stepNotes(path.edges, isWhole: path.isWhole) { edge in
                    context.note("\(UserText.capped(graph.name(of: edge.source).value)) → \(UserText.capped(edge.targetName?.value ?? "?"))", at: edge.place)
                }
                context.report(
                    "screen \(UserText.quoted(id.value)) is \(maxDepth + 1) pushes deep inside modal \(queries.graph.quoted(root)), more than the \(maxDepth) allowed",
                    at: id.range, notes: notes, subject: "screen:\(id.value)", notesArePath: true
                )
            }
        }
    }
}
