/// Hiding the navigation bar hides the back button with it. What remains is the edge swipe,
/// which many people never discover (and which a hidden bar often disables), so a pushed
/// screen that hides the bar, or keeps the bar its navigation controller hid
/// (`FlowGraph.navigationBarSetting(of:)`), must offer its own way back.
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
        // Asked once here rather than per screen: each ask of a derived fact takes a lock.
        let presented = PresentedScreens(graph: graph)
        for node in 0 ..< graph.screenCount where graph.isReachedFromEntry(node) {
            let facts = graph.facts[node]
            // A screen whose root code not read makes, or whose class inherits from a view
            // controller no code read declares (a library's task or side-menu controller), may
            // draw its own way back.
            let screen = graph.screens[node]
            guard facts.isInNavigationStack, facts.stackDepth >= 1, let hidden = graph.navigationBarSetting(of: node), hidden.value,
                  !screen.flag(.rootInCode), !screen.flag(.controlsInCode),
                  !queries.offersWayBack(from: node, presented), !queries.isHandedOver(node) else { continue }
            // A screen that hides the bar itself is found at its own setting; one that keeps the
            // bar its navigation controller hid is found at the screen, the fix being on it.
            let inherited = screen[.navigationBarHidden] == nil
            var notes: [Finding.Note] = []
            if inherited {
                notes.append(context.note("its navigation controller hides the bar here", at: hidden.range))
            }
            if let pushedBy = facts.pushedBy {
                notes.append(context.note("pushed here", at: graph.edges[pushedBy].range))
            }
            context.report(
                "\(queries.graph.quoted(node)) \(inherited ? "keeps the navigation bar hidden" : "hides the navigation bar") and offers no other way back",
                at: inherited ? screen.id.range : hidden.range, notes: notes, subject: "screen:\(screen.id.value)"
            )
        }
    }
}

private extension NavigationQueries {
    /// Whether the screen itself (a segue, a button, or an action of an alert it shows) goes
    /// back or replaces the stack. A dismiss from a screen nothing presents closes nothing.
    func offersWayBack(from node: Int, _ presented: PresentedScreens) -> Bool {
        func isWayBack(_ edgeIndex: Int) -> Bool {
            guard let kind = graph.edges[edgeIndex].actionKind else { return false }
            if kind == .dismiss { return !presented.dismissesNothing(edgeIndex, acting: CollectionOfOne(node)) }
            return kind.goesBack || kind == .setStack
        }
        let actions = actionEdges(of: node)
        return !actions.isComplete || actions.contains(where: isWayBack)
    }
}
