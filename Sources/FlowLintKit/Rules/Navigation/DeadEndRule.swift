/// A screen the user can reach but not leave traps them; only deliberate final screens,
/// marked `terminal: true`, may end the flow.
///
/// A screen has a way on when it has any action of its own (a segue, a button, an alert
/// action that does something; a dismiss counts only when something may present the screen), is a tab or split container, sits in one (the tab bar or
/// the other column stays), has the system back button (pushed, with the bar shown), or is
/// shown with `showDetail`, or is a navigation controller whose root is set in code or a screen
/// whose content code makes, or is the
/// target of a custom segue, whose own code decides how the user gets back, or pushed from a
/// screen whose stack the flow cannot tell. Screens of modal tasks are left to `modal-completion` and
/// `modal-dismiss-button`, and pushed screens that hide the bar to `hidden-bar-no-back`: those
/// rules say more precisely what is missing.
struct DeadEndRule: Rule {
    static let description = CheckDescription(
        id: "dead-end",
        summary: "a reachable screen offers no way forward or back and is not marked terminal",
        severity: .warning,
        guidelines: ["G20"]
    )
    static let listing = RuleListing(.navigation, 6)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        // Asked once here rather than per screen: each ask of a derived fact takes a lock.
        let presented = PresentedScreens(graph: graph)
        // A custom segue's class performs the transition, and with it the way back: the flow
        // cannot tell whether its target is pushed, presented or swapped in.
        // So does a push from a screen whose stack the flow cannot tell (one `showDetail` put in
        // place may be on its shower's stack): the pushed screen may have a back button.
        var customTargets: Set<Int> = []
        for edge in graph.edges {
            guard let target = edge.target else { continue }
            if edge.actionKind == .custom
                || (edge.actionKind == .push && graph.isScreen(edge.source) && !graph.facts[edge.source].isInNavigationStack && !graph.pushDoesNothing(from: edge.source)) {
                customTargets.insert(target)
            }
        }
        // `showDetail` fills a split view's detail column, or acts as `show` (a push with a back
        // button, or a sheet) outside one: either way the screen has somewhere to go.
        // The initial scene of a storyboard that is not known to be where the app starts is loaded
        // by code or another storyboard's reference, and shown however they show it (pushed, with
        // a back button, or presented), as a scene code loads by its identifier is.
        let entryIsShownByCode = graph.start.entryMayBePresented
        for node in 0 ..< graph.screenCount
        where !(entryIsShownByCode && node == graph.entry) && graph.isReachedFromEntry(node) && queries.detailSources[node].isEmpty && graph.facts[node].modalTaskRoot == nil {
            // A navigation controller whose root is set in code leads wherever that root does.
            guard !graph.screens[node].flag(.terminal), !graph.screens[node].flag(.rootInCode), !graph.screens[node].flag(.contentInCode), !customTargets.contains(node), !hasOwnAction(node, queries, presented), !isContainerOrContained(node, queries),
                  !hasBackButton(node, graph), !hidesBarWhilePushed(node, graph) else { continue }
            let id = graph.screens[node].id
            context.report(
                "\(graph.quoted(node)) is a dead end: nothing on it leads anywhere",
                at: id.range,
                notes: [context.note("add a button or segue, or mark the screen terminal: true if the flow ends here", at: id.range)],
                subject: "screen:\(id.value)"
            )
        }
    }

    private func hasOwnAction(_ node: Int, _ queries: NavigationQueries, _ presented: PresentedScreens) -> Bool {
        let graph = queries.graph
        // A dismiss from a screen nothing presents closes nothing (see `PresentedScreens`).
        // Showing an alert or share sheet leads on only through an action of the alert's own.
        let actions = queries.actionEdges(of: node)
        if !actions.isComplete { return true }
        return actions.contains { edgeIndex in
            if presented.dismissesNothing(edgeIndex, acting: CollectionOfOne(node)) { return false }
            return graph.edges[edgeIndex].target.map(graph.isScreen) ?? true
        }
    }

    /// Tab and split containers switch between their children; a child keeps the tab bar or
    /// the other column, unless it is pushed and hides the tab bar.
    private func isContainerOrContained(_ node: Int, _ queries: NavigationQueries) -> Bool {
        let graph = queries.graph
        if let container = graph.screens[node].container?.value, container != .navigation { return true }
        let containers = queries.enclosingContainers(of: node)
        if containers.contains(where: { $0.holding == .splitColumn || $0.holding == .embedded }) { return true }
        return !containers.isEmpty && !(graph.facts[node].stackDepth >= 1 && graph.screens[node].flag(.hidesBottomBarWhenPushed))
    }

    /// A pushed screen that hides its bar is hidden-bar-no-back's finding, which names the cause.
    private func hidesBarWhilePushed(_ node: Int, _ graph: FlowGraph) -> Bool {
        graph.facts[node].stackDepth >= 1 && graph.isNavigationBarHidden(node)
    }

    private func hasBackButton(_ node: Int, _ graph: FlowGraph) -> Bool {
        let facts = graph.facts[node]
        return facts.isInNavigationStack && facts.stackDepth >= 1 && !graph.isNavigationBarHidden(node)
    }
}
