/// A modal interrupts what the user was doing; a title saying what the modal is for tells them
/// why, and what they will finish or abandon by leaving it.
struct ModalTitleRule: Rule {
    static let description = RuleDescription(
        id: "modal-title",
        summary: "a modally presented screen has no title naming its task",
        severity: .warning,
        guidelines: ["G8"]
    )

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        for root in queries.taskRoots {
            let screen = graph.screens[root]
            // Tab and split containers show the titles of the screens they hold.
            guard screen.container?.value != .tabs, screen.container?.value != .split,
                  (screen.title?.value.trimmingSpaces ?? "").isEmpty else { continue }
            let missing = screen.title == nil ? "has no title" : "has an empty title"
            context.report("modal \"\(screen.id.value)\" \(missing); name the task it is for",
                           at: screen.title?.range ?? screen.id.range,
                           notes: queries.presentedNotes(root, in: context), subject: "screen:\(screen.id.value)")
        }
    }
}
