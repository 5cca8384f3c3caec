/// Sheets, popovers and "over" presentations leave the presenting screen in place, so when
/// they go away the presenter does not appear again and its viewWillAppear does not run.
/// A screen that refreshes there shows stale data after such a modal.
struct AppearanceRefreshRule: Rule {
    static let description = CheckDescription(
        id: "appearance-refresh",
        summary: "a screen that reloads in viewWillAppear presents a modal that keeps it on screen, so the reload does not run on dismissal",
        severity: .warning,
        guidelines: ["G14"]
    )
    static let listing = RuleListing(.presentation, 4)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for edgeIndex in queries.presentations {
            let edge = graph.edges[edgeIndex]
            let style = graph.presentationStyle(of: edge)
            guard style.value.keepsPresenterInHierarchy, let target = edge.target else { continue }
            for presenter in queries.actingScreens(of: edge) {
                guard graph.screens[presenter].flag(.reloadsOnAppear), let reloads = graph.screens[presenter][.reloadsOnAppear],
                      let action = edge.action else { continue }
                var notes = [context.note("\(queries.graph.quoted(presenter)) reloads in viewWillAppear", at: reloads.range)]
                if style.source == .appDefaults, let declared = style.declared {
                    notes.append(context.note("the style comes from the app's defaults", at: declared.range))
                } else if edge.actionKind == .show {
                    notes.append(context.note("show from outside a navigation stack presents a sheet", at: action.kind.range))
                } else if style.source == .uikitDefault {
                    notes.append(context.note("with no presentationStyle UIKit uses automatic, a page sheet", at: action.kind.range))
                }
                let reason = "because \(style.value.phraseWithArticle) keeps it on screen"
                context.report(
                    "\(queries.graph.quoted(presenter)) will not reload when \(queries.graph.quoted(target)) is dismissed, \(reason)",
                    at: style.findingRange,
                    notes: notes, subject: queries.graph.subject(ofEdge: edgeIndex)
                )
            }
        }
    }
}
