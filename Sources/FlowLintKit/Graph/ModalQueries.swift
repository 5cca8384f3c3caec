/// What the modality rules ask about modal presentations and modal tasks, derived once per rule
/// run in time linear in the size of the graph, so that no rule walks the graph per screen.
///
/// A modal task is a presented screen (its root) together with the screens pushed onto the
/// navigation stack it roots; `ScreenFacts.modalTaskRoot` says which task a screen belongs to.
struct ModalQueries {
    let graph: FlowGraph
    /// The navigation queries of the same graph, held so that per-screen questions do not look
    /// them up again.
    let navigation: NavigationQueries
    /// Per screen node: the screens of the task it roots, root first; empty for other screens.
    let members: NodeLists
    /// Screens that are presented modally, in node order.
    let taskRoots: [Int]

    /// The queries for `graph`, derived once and shared by every rule that asks.
    init(graph: FlowGraph) {
        self = graph.derived(ModalQueries.self) { ModalQueries(deriving: $0) }
    }

    private init(deriving graph: FlowGraph) {
        self.graph = graph
        navigation = NavigationQueries(graph: graph)
        // Roots first, so that each task lists its root before the screens pushed from it.
        // A modal the app never shows is `unreachable-screen`'s alone.
        taskRoots = (0 ..< graph.screenCount).filter { graph.facts[$0].modalTaskRoot == $0 && !graph.isKnownUnreachable($0) }
        var roots = taskRoots, screens = taskRoots
        for node in 0 ..< graph.screenCount {
            if let root = graph.facts[node].modalTaskRoot, root != node, !graph.isKnownUnreachable(root) {
                roots.append(root)
                screens.append(node)
            }
        }
        members = NodeLists(count: graph.screenCount, lists: roots, items: screens)
    }

    func taskRoot(of node: Int) -> Int? {
        graph.isScreen(node) ? graph.facts[node].modalTaskRoot : nil
    }

    /// Whether `node` shows inside the task rooted at `root`: it is one of its screens, or it
    /// roots a task of its own where another screen presents it, and is pushed onto this task's
    /// stack too (then it belongs to that other task, yet back and its buttons work here).
    func isInTask(_ node: Int, rootedAt root: Int) -> Bool {
        taskRoot(of: node) == root || (graph.isScreen(node) && graph.facts[node].stackRoot == root)
    }

    /// The presented screen of a presenting edge.
    func presented(by edgeIndex: Int) -> Int { graph.edges[edgeIndex].target! }

    /// The transition an edge uses: the one it names, else UIKit's default, cover vertical.
    func transition(of edgeIndex: Int) -> TransitionStyle {
        graph.transitionStyle(of: graph.edges[edgeIndex])
    }

    /// Whether a presentation shows a modal task's next step in place of the one before: a
    /// current-context presentation from screens that are all in modal tasks covers the modal each
    /// is in (`NavigationQueries.isInModalTask`), so no new modal arrives over the app. For an
    /// alert shown from more screens than are judged (`ActingScreens.isComplete`), the judged
    /// ones decide: one outside a modal task is sure to open a new level; all inside leave the
    /// others unknown, and the rules asking stay quiet.
    func showsStepInPlace(_ edgeIndex: Int) -> Bool {
        let edge = graph.edges[edgeIndex]
        guard graph.presentationStyle(of: edge).value.isContextual else { return false }
        let acting = navigation.actingScreens(of: edge)
        return !acting.isEmpty && acting.allSatisfy(navigation.isInModalTask)
    }

    /// Whether a presentation shows an overlay's next step: over what is beneath
    /// (`overFullScreen` or `overCurrentContext`), from screens that each arrived only as a
    /// fading overlay (`FlowGraph.isFadingOverlay`), a dialog whose Next opens the dialog after it.
    /// The chain keeps the screen beneath in view, as its first dialog does.
    func continuesOverlay(_ edgeIndex: Int) -> Bool {
        let edge = graph.edges[edgeIndex]
        let style = graph.presentationStyle(of: edge).value
        guard style == .overFullScreen || style == .overCurrentContext else { return false }
        let acting = navigation.actingScreens(of: edge)
        return !acting.isEmpty && acting.allSatisfy { screen in
            let arrivals = graph.presentingEdges(of: screen)
            return !arrivals.isEmpty && arrivals.allSatisfy { graph.isFadingOverlay(graph.edges[$0]) }
        }
    }

    // MARK: Leaving a task

    /// Whether an action of `kind` to `target`, done on a screen of the task rooted at `root`,
    /// ends the task: a dismiss, or an unwind to a screen outside it. An unwind to an unknown
    /// name, or to a modal, gets the benefit of the doubt, since unknown-target reports it.
    func leavesTask(_ kind: Action.Kind, target: Int?, root: Int) -> Bool {
        switch kind {
        case .dismiss: return true
        case .unwind:
            guard let target, graph.isScreen(target) else { return true }
            return taskRoot(of: target) != root
        default: return false
        }
    }

    /// Whether one of the alert's actions ends the task rooted at `root`. The alert's edges are
    /// its actions, so they are read as the graph resolved them rather than found again per action.
    func alertLeavesTask(_ alert: Int, root: Int) -> Bool {
        graph.outgoing[alert].contains { edgeIndex in
            let edge = graph.edges[edgeIndex]
            return edge.actionKind.map { leavesTask($0, target: edge.target, root: root) } ?? false
        }
    }

    /// Whether the action edge `edgeIndex` ends the task rooted at `root`, directly or, for a
    /// button that presents an alert or action sheet, through one of that alert's actions.
    func actionLeavesTask(_ edgeIndex: Int, root: Int) -> Bool {
        let edge = graph.edges[edgeIndex]
        guard let kind = edge.actionKind else { return false }
        if kind == .present, let alert = edge.target, !graph.isScreen(alert) { return alertLeavesTask(alert, root: root) }
        return leavesTask(kind, target: edge.target, root: root)
    }

    /// Whether a button of `screen` (one of its edges, as the graph resolved it), or a segue the
    /// user starts with a gesture on it (a tap or swipe recognizer), ends the task rooted at `root`.
    /// So does a transition, however started, that puts the app's main interface in place of
    /// everything beneath: an onboarding task ends there, not where it began.
    func offersWayOut(from screen: Int, root: Int) -> Bool {
        graph.outgoing[screen].contains { edgeIndex in
            let edge = graph.edges[edgeIndex]
            if graph.replacesRoot(edgeIndex) { return true }
            return Self.isWorkedByTheUser(edge) && actionLeavesTask(edgeIndex, root: root)
        }
    }

    /// Whether the user sets the edge off on screen: a button, or a segue started by a gesture
    /// (a tap or swipe recognizer), not one code runs.
    static func isWorkedByTheUser(_ edge: FlowEdge) -> Bool {
        switch edge.origin {
        case .button: true
        case .segue: edge.action?.trigger?.value == .gesture
        default: false
        }
    }

    /// The presented screen and what it shows with it: a tab or split container's tabs and
    /// columns, and embedded children, through containers held in containers, up to `limit`
    /// screens. A Close button in a presented split view's sidebar dismisses the whole split view.
    func shownWith(_ root: Int, upTo limit: Int = 64) -> [Int] {
        var shown = [root]
        var seen: Set = [root]
        var next = 0
        while next < shown.count, shown.count <= limit {
            let screen = shown[next]
            next += 1
            for edgeIndex in graph.outgoing[screen] {
                let edge = graph.edges[edgeIndex]
                guard edge.kind == .tab || edge.kind == .splitColumn || edge.actionKind == .embed,
                      let child = edge.target, graph.isScreen(child), seen.insert(child).inserted else { continue }
                shown.append(child)
            }
        }
        return shown
    }

    /// The alert or action sheet that button `offset` of `screen` presents, from its edge.
    func modalTarget(ofButton offset: Int, on screen: Int) -> Int? {
        graph.target(of: .action(.present), from: screen, declaredAt: .button(index: offset)).flatMap { graph.isScreen($0) ? nil : $0 }
    }

    /// Whether every presentation of the task rooted at `root` can be closed by a gesture, in
    /// every width.
    func alwaysHasDismissGesture(_ root: Int) -> Bool {
        // A closure, not the method itself: a method passed as a value copies the queries, and
        // every array they hold is retained and released again, once for each task.
        graph.presentingEdges(of: root).allSatisfy { gestureDismissal(of: $0, inEveryWidth: true).closesModal }
    }

    /// Whether every presentation of the task rooted at `root` is a popover, or a sheet opening
    /// at the medium detent, that a tap outside closes in every width: such a modal is made to be
    /// tapped away, and needs no button for it.
    func alwaysClosedByTapOutside(_ root: Int) -> Bool {
        let edges = graph.presentingEdges(of: root)
        let opensAtMediumDetent = graph.screens[root].flag(.mediumDetent)
        return !edges.isEmpty && edges.allSatisfy { edge in
            switch gestureDismissal(of: edge, inEveryWidth: true).gesture {
            case .tapOutside: true
            // Above a medium sheet the screen is dimmed, and a tap there closes it.
            case .swipeDown: opensAtMediumDetent
            case nil: false
            }
        }
    }

    // MARK: Moving inside a task

    /// The action edges a screen performs, alerts' actions included; see `NavigationQueries`.
    func actionEdges(of screen: Int) -> ScreenActions {
        navigation.actionEdges(of: screen)
    }

    /// The push chain from a task's root to `screen`, root first, as edges: its last `lastSteps`
    /// edges, and whether that is all of it.
    func pushPath(to screen: Int, lastSteps: Int) -> (edges: [Int], isWhole: Bool) {
        var path: [Int] = []
        var current = screen
        while let edgeIndex = graph.facts[current].pushedBy, path.count < graph.nodeCount {
            guard path.count < lastSteps else { return (path.reversed(), false) }
            path.append(edgeIndex)
            let source = graph.edges[edgeIndex].source
            guard let previous = graph.isScreen(source) ? source : graph.facts[current].stackRoot, previous != current else { break }
            current = previous
        }
        return (path.reversed(), true)
    }

    // MARK: Reporting

    /// One "presented here" note per place presenting `screen`: edges written once and made by
    /// many screens (an app's modifier presenting its router's sheets, applied by every tab)
    /// are noted once.
    func presentedNotes(_ screen: Int, in context: RuleContext) -> [Finding.Note] {
        var noted: Set<SourceRange> = []
        return graph.presentingEdges(of: screen).compactMap { edgeIndex in
            let style = graph.presentationStyle(of: graph.edges[edgeIndex]).value
            let place = graph.place(ofEdge: edgeIndex)
            guard noted.insert(place).inserted else { return nil }
            return context.note("presented here (presentationStyle: \(style.rawValue))", at: place)
        }
    }
}
