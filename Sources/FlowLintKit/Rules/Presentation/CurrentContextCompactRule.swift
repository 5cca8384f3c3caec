/// A current-context presentation is meant to cover one part of the screen. In a compact
/// width that part is gone (a split view collapses, a popover or form sheet fills the screen),
/// so UIKit adapts the presentation, and a design that relied on the partial cover breaks
/// unless the presented screen says how it adapts.
struct CurrentContextCompactRule: Rule {
    static let description = CheckDescription(
        id: "current-context-compact",
        summary: "a current-context presentation from a split view column, popover or form sheet does not say how it adapts to compact width",
        severity: .warning,
        guidelines: ["G12"]
    )
    static let listing = RuleListing(.presentation, 3)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for edgeIndex in queries.presentations {
            let edge = graph.edges[edgeIndex]
            let style = graph.presentationStyle(of: edge)
            guard style.value.isContextual, let target = edge.target,
                  !graph.screens[target].flag(.adaptsToCompact) else { continue }
            // Without a defining context the modal covers the whole window anyway, which
            // context-presentation-root reports.
            for presenter in queries.actingScreens(of: edge) where queries.hasPresentationContext(around: presenter) {
                guard let (place, note) = partialContainer(of: presenter, queries, context) else { continue }
                let handled = context.note(
                    "add adaptsToCompact: true to \(queries.graph.quoted(target)) once it handles the adapted presentation",
                    at: graph.screens[target].id.range
                )
                context.report(
                    "\(queries.graph.quoted(presenter)) presents \(queries.graph.quoted(target)) in its current context inside \(place)",
                    at: style.findingRange, notes: [note, handled], subject: queries.graph.subject(ofEdge: edgeIndex)
                )
                break
            }
        }
    }

    /// The part of the screen the presenter lives in when that part disappears in compact
    /// width: a split view column, or a modal task shown as a popover or form sheet.
    private func partialContainer(
        of presenter: Int, _ queries: NavigationQueries, _ context: RuleContext
    ) -> (place: String, note: Finding.Note)? {
        let graph = queries.graph
        var held = graph.facts[presenter].stackRoot ?? presenter
        for container in queries.enclosingContainers(of: presenter) {
            if container.holding == .splitColumn {
                let split = graph.screens[container.screen]
                let column = split.splitColumns.first { $0.screen.value == graph.screens[held].id.value }?.screen
                return ("a column of split view \(queries.graph.quoted(container.screen)), which collapses in compact width",
                        context.note("the column is declared here", at: column?.range ?? split.id.range))
            }
            held = graph.facts[container.screen].stackRoot ?? container.screen
        }
        for edgeIndex in queries.taskPresentations(of: presenter) {
            let style = graph.presentationStyle(of: graph.edges[edgeIndex])
            guard style.value == .popover || style.value == .formSheet else { continue }
            let taskRoot = graph.facts[presenter].modalTaskRoot ?? presenter
            return ("\(style.value.phraseWithArticle), which fills the screen in compact width",
                    context.note("\(queries.graph.quoted(taskRoot)) is shown as \(style.value.phraseWithArticle) here", at: style.findingRange))
        }
        return nil
    }
}
