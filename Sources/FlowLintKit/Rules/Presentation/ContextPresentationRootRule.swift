/// A current-context presentation covers the nearest view controller that defines a
/// presentation context. When none around the presenter does, UIKit uses the window's root,
/// so the modal covers the whole app instead of the part the design meant. When that root is the
/// presenter's own stack, the modal covers what it would have anyway, and nothing is reported.
struct ContextPresentationRootRule: Rule {
    static let description = CheckDescription(
        id: "context-presentation-root",
        summary: "a current-context presentation has no presenting screen or container that defines the presentation context",
        severity: .warning,
        guidelines: ["G13"]
    )
    static let listing = RuleListing(.presentation, 2)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for edgeIndex in queries.presentations {
            let edge = graph.edges[edgeIndex]
            let style = graph.presentationStyle(of: edge)
            // An overlay that fades in over everything, as UIKit's alerts do, is meant to dim the whole window.
            guard style.value.isContextual, !graph.isFadingOverlay(edge), let target = edge.target else { continue }
            for presenter in queries.actingScreens(of: edge)
            where !queries.hasPresentationContext(around: presenter) && !queries.fallsBackToItsOwnArea(presenter) {
                var notes = [context.note("set definesPresentationContext: true on \(queries.graph.quoted(presenter)) or a container holding it",
                                          at: graph.screens[presenter].id.range)]
                if style.source == .appDefaults, let declared = style.declared {
                    notes.append(context.note("the style comes from the app's defaults", at: declared.range))
                }
                if let root = queries.fallbackPresentationContext {
                    let fallback = "UIKit then presents from the window's root, \(queries.graph.quoted(root))"
                    notes.append(context.note(fallback, at: graph.screens[root].id.range))
                }
                let presentation = "\(queries.graph.quoted(presenter)) presents \(queries.graph.quoted(target)) as \(style.value.phraseWithArticle)"
                context.report(
                    "\(presentation), but no screen around it defines a presentation context",
                    at: style.findingRange, notes: notes, subject: queries.graph.subject(ofEdge: edgeIndex)
                )
                break
            }
        }
    }
}
