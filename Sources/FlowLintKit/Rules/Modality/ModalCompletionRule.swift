/// Every screen of a modal task must lead, somehow, to the task's end; a screen from which no
/// sequence of taps dismisses the modal traps the user.
///
/// Computed backwards: screens that end the task directly seed a walk over reversed moves
/// inside the task, so the whole check is linear in the size of the graph.
struct ModalCompletionRule: Rule {
    static let description = CheckDescription(
        id: "modal-completion",
        summary: "a screen inside a modal task has no path to completing or leaving the task",
        severity: .error,
        guidelines: ["G4"]
    )
    static let listing = RuleListing(.modality, 4)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        var completes = [Bool](repeating: false, count: graph.screenCount)
        // Every move inside a task, as parallel lists of where it starts and ends.
        var moveSources: [Int] = [], moveTargets: [Int] = []
        var queue: [Int] = []
        let holders = Self.holders(in: graph)
        for root in queries.taskRoots {
            // A sheet's swipe or a popover's tap outside works from every screen of the task.
            let swipeable = queries.alwaysHasDismissGesture(root)
            for screen in queries.members[root] {
                let firstMove = moveTargets.count
                let endsTask = addMoves(from: screen, root: root, queries, holders: holders[screen], to: &moveTargets)
                moveSources.append(contentsOf: repeatElement(screen, count: moveTargets.count - firstMove))
                completes[screen] = endsTask || swipeable
                if completes[screen] { queue.append(screen) }
            }
        }
        // The moves reversed: for each screen, the screens that can move to it.
        let movesInto = NodeLists(count: graph.screenCount, lists: moveTargets, items: moveSources)
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for source in movesInto[screen] where !completes[source] {
                completes[source] = true
                queue.append(source)
            }
        }
        for root in queries.taskRoots {
            report(root: root, completes: completes, queries, context)
        }
    }

    /// Appends the screens of the same task that `screen` can move to; returns whether it ends
    /// the task itself.
    private func addMoves(from screen: Int, root: Int, _ queries: ModalQueries, holders: NodeList, to targets: inout [Int]) -> Bool {
        let graph = queries.graph
        let facts = graph.facts[screen]
        // An alert whose actions are not judged from this screen may end the task.
        let actions = queries.actionEdges(of: screen)
        var endsTask = !actions.isComplete
        // The navigation bar's back button pops, unless the bar is hidden; so does a `pop` action.
        // Either way the screens beneath are added once.
        var pops = !graph.isNavigationBarHidden(screen)
        for edgeIndex in actions {
            let edge = graph.edges[edgeIndex]
            guard let kind = edge.actionKind else { continue }
            if queries.leavesTask(kind, target: edge.target, root: root) || graph.replacesRoot(edgeIndex) {
                endsTask = true
                continue
            }
            if kind == .pop {
                pops = true
                continue
            }
            let target = kind == .popToRoot ? facts.stackRoot : edge.target
            if let target, graph.isScreen(target), queries.isInTask(target, rootedAt: root) {
                targets.append(target)
            }
        }
        if pops { addScreensBeneath(screen, root: root, queries, to: &targets) }
        // An embedded child, a tab or a column is on screen with what holds it (or a tap on the
        // tab bar away): the holder's ways out are its ways out too. A part shown in several
        // places (a row in the task and in a screen outside it) goes with the holder in the task.
        for holder in holders where queries.isInTask(holder, rootedAt: root) {
            targets.append(holder)
        }
        return endsTask
    }

    /// Per screen, every screen that holds it: embeds it, or shows it as a tab or a column.
    private static func holders(in graph: FlowGraph) -> NodeLists {
        var held: [Int] = [], holding: [Int] = []
        for edge in graph.edges {
            guard let target = edge.target, graph.isScreen(edge.source), graph.isScreen(target), target != edge.source else { continue }
            switch edge.kind {
            case .tab, .splitColumn, .action(.embed):
                held.append(target)
                holding.append(edge.source)
            default: break
            }
        }
        return NodeLists(count: graph.screenCount, lists: held, items: holding)
    }

    /// Every screen of the task a pop can return to: each screen that pushes this one (a screen
    /// pushed from two places goes back to either), or the stack's root when an alert or
    /// `setStack` placed it.
    private func addScreensBeneath(_ screen: Int, root: Int, _ queries: ModalQueries, to targets: inout [Int]) {
        let facts = queries.graph.facts[screen]
        guard facts.stackDepth > 0 else { return }
        let pushers = queries.navigation.pushers[screen]
        if pushers.isEmpty {
            if let stackRoot = facts.stackRoot, queries.isInTask(stackRoot, rootedAt: root) { targets.append(stackRoot) }
            return
        }
        for pusher in pushers where queries.isInTask(pusher, rootedAt: root) {
            targets.append(pusher)
        }
    }

    private func report(root: Int, completes: [Bool], _ queries: ModalQueries, _ context: RuleContext) {
        let graph = queries.graph
        let members = queries.members[root]
        let rootID = graph.screens[root].id
        // A task no screen can end at all lacks a dismiss button on its root, which is
        // modal-dismiss-button's finding; repeating it here would only double the noise.
        guard members.contains(where: { completes[$0] }) else { return }
        // A deliberate end of the flow may stop where it is.
        for screen in members where !completes[screen] && !graph.screens[screen].flag(.terminal) {
            let id = graph.screens[screen].id
            context.report("screen \(UserText.quoted(id.value)) of modal \(UserText.quoted(rootID.value)) has no way to complete or leave the task",
                           at: id.range, subject: "screen:\(id.value)")
        }
    }
}
