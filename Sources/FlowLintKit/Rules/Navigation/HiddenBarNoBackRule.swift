/// Hiding the navigation bar hides the back button with it. What remains is the edge swipe,
/// which many people never discover (and which a hidden bar often disables), so a pushed
/// screen that hides the bar must offer its own way back.
struct HiddenBarNoBackRule: Rule {
    static let description = CheckDescription(
        id: "hidden-bar-no-back",
        summary: "a pushed screen hides the navigation bar and offers no other way back",
        severity: .warning,
        guidelines: ["G17"]
    )
    static let listing = RuleListing(.navigation, 3)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        for node in 0 ..< graph.screenCount where graph.isReachedFromEntry(node) {
            let facts = graph.facts[node]
            guard graph.screens[node].flag(.navigationBarHidden), let hidden = graph.screens[node][.navigationBarHidden], facts.isInNavigationStack, facts.stackDepth >= 1,
                  !queries.offersWayBack(from: node) else { continue }
            var notes: [Diagnostic.Note] = []
            if let pushedBy = facts.pushedBy {
                notes.append(context.note("pushed here", at: graph.edges[pushedBy].range))
            }
            context.report(
                "\(queries.graph.quoted(node)) hides the navigation bar and offers no other way back",
                at: hidden.range, notes: notes, subject: "screen:\(graph.screens[node].id.value)"
            )
        }
    }
}

private extension NavigationQueries {
    /// Whether the screen itself (a segue, a button, or an action of an alert it shows) goes
    /// back or replaces the stack. A dismiss from a screen nothing presents closes nothing.
    func offersWayBack(from node: Int) -> Bool {
        let presented = PresentedScreens(graph: graph)
        func isWayBack(_ edgeIndex: Int) -> Bool {
            guard let kind = graph.edges[edgeIndex].actionKind else { return false }
            if kind == .dismiss { return !presented.dismissesNothing(edgeIndex, acting: CollectionOfOne(node)) }
            return kind.goesBack || kind == .setStack
        }
        return actionEdges(of: node).contains(where: isWayBack)
    }
}
