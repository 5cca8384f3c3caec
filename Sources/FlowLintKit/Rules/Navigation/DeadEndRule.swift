/// A screen the user can reach but not leave traps them; only deliberate final screens,
/// marked `terminal: true`, may end the flow.
///
/// A screen has a way on when it has any action of its own (a segue, a button, an alert
/// action that does something), is a tab or split container, sits in one (the tab bar or
/// the other column stays), has the system back button (pushed, with the bar shown), or was
/// presented in a style the user can swipe or tap away and does not block that, or is shown
/// with `showDetail`. Screens of modal tasks are left to `modal-completion` and
/// `modal-dismiss-button`, which say more precisely what is missing.
struct DeadEndRule: Rule {
    static let description = RuleDescription(
        id: "dead-end",
        summary: "a reachable screen offers no way forward or back and is not marked terminal",
        severity: .warning,
        guidelines: ["G20"]
    )

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        // `showDetail` fills a split view's detail column, or acts as `show` (a push with a back
        // button, or a sheet) outside one: either way the screen has somewhere to go.
        for node in 0 ..< graph.screenCount
        where graph.isReachable(node) && queries.detailSources[node].isEmpty && graph.facts[node].modalTaskRoot == nil {
            let screen = graph.screen(node)
            guard !screen.flag(\.terminal), !hasOwnAction(node, queries), !isContainerOrContained(node, queries),
                  !hasBackButton(node, graph), !hidesBarWhilePushed(node, graph) else { continue }
            let presentations = queries.taskPresentations(of: node)
            var blockers = [screen.isModalInPresentation].compactMap { $0 }.filter(\.value)
            if let root = graph.facts[node].modalTaskRoot, root != node, let flag = graph.screen(root).isModalInPresentation, flag.value {
                blockers.append(flag)
            }
            let swipeable = presentations.filter { queries.presentationStyle(of: graph.edges[$0]).style.hasDismissGesture }
            if !swipeable.isEmpty, blockers.isEmpty { continue }
            context.report(
                "\(queries.graph.quoted(node)) is a dead end: nothing on it leads anywhere",
                at: screen.id.range, notes: explanation(node, presentations: presentations, blockers: blockers, queries, context),
                subject: "screen:\(screen.id.value)"
            )
        }
    }

    private func hasOwnAction(_ node: Int, _ queries: NavigationQueries) -> Bool {
        let graph = queries.graph
        for edgeIndex in graph.outgoing[node] {
            let edge = graph.edges[edgeIndex]
            guard edge.actionKind != nil else { continue }
            // An alert or share sheet leads on only through an action of its own.
            if let target = edge.target, !graph.isScreen(target) {
                if graph.outgoing[target].contains(where: { graph.edges[$0].actionKind != nil }) { return true }
                continue
            }
            return true
        }
        return false
    }

    /// Tab and split containers switch between their children; a child keeps the tab bar or
    /// the other column, unless it is pushed and hides the tab bar.
    private func isContainerOrContained(_ node: Int, _ queries: NavigationQueries) -> Bool {
        let graph = queries.graph
        let screen = graph.screen(node)
        if let container = screen.container?.value, container != .navigation { return true }
        let containers = queries.enclosingContainers(of: node)
        if containers.contains(where: { $0.holding == .splitColumn || $0.holding == .embedded }) { return true }
        return !containers.isEmpty && !(graph.facts[node].stackDepth >= 1 && screen.flag(\.hidesBottomBarWhenPushed))
    }

    /// A pushed screen that hides its bar is hidden-bar-no-back's finding, which names the cause.
    private func hidesBarWhilePushed(_ node: Int, _ graph: FlowGraph) -> Bool {
        graph.facts[node].stackDepth >= 1 && graph.screen(node).flag(\.navigationBarHidden)
    }

    private func hasBackButton(_ node: Int, _ graph: FlowGraph) -> Bool {
        let facts = graph.facts[node]
        return facts.isInNavigationStack && facts.stackDepth >= 1 && !graph.screen(node).flag(\.navigationBarHidden)
    }

    /// Why the usual ways out do not apply, pointing at what takes each away.
    private func explanation(
        _ node: Int, presentations: [Int], blockers: [Located<Bool>], _ queries: NavigationQueries, _ context: RuleContext
    ) -> [Diagnostic.Note] {
        let graph = queries.graph
        let screen = graph.screen(node)
        var notes: [Diagnostic.Note] = []
        if graph.facts[node].stackDepth >= 1, let hidden = screen.navigationBarHidden, hidden.value {
            notes.append(context.note("the hidden navigation bar takes the back button with it", at: hidden.range))
        }
        for blocker in blockers {
            notes.append(context.note("isModalInPresentation stops the user from swiping it away", at: blocker.range))
        }
        for edgeIndex in presentations {
            let style = queries.presentationStyle(of: graph.edges[edgeIndex]).style
            if !style.hasDismissGesture {
                notes.append(context.note("presented as \(style.phraseWithArticle), which cannot be swiped away", at: graph.edges[edgeIndex].range))
            }
        }
        notes.append(context.note("add a button or segue, or mark the screen terminal: true if the flow ends here", at: screen.id.range))
        return notes
    }
}
