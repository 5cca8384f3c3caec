/// Every screen of a modal task must lead, somehow, to the task's end; a screen from which no
/// sequence of taps dismisses the modal traps the user.
///
/// Computed backwards: screens that end the task directly seed a walk over reversed moves
/// inside the task, so the whole check is linear in the size of the graph.
struct ModalCompletionRule: Rule {
    static let description = RuleDescription(
        id: "modal-completion",
        summary: "a screen inside a modal task has no path to completing or leaving the task",
        severity: .error,
        guidelines: ["G4"]
    )

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        var completes = [Bool](repeating: false, count: graph.screenCount)
        // Every move inside a task, as parallel lists of where it starts and ends.
        var moveSources: [Int32] = [], moveTargets: [Int32] = []
        var queue: [Int] = []
        for root in queries.taskRoots {
            // A sheet's swipe or a popover's tap outside works from every screen of the task.
            let swipeable = queries.alwaysHasDismissGesture(root)
            for screen in queries.members[root] {
                let firstMove = moveTargets.count
                let endsTask = addMoves(from: screen, root: root, queries, to: &moveTargets)
                moveSources.append(contentsOf: repeatElement(Int32(screen), count: moveTargets.count - firstMove))
                completes[screen] = endsTask || swipeable
                if completes[screen] { queue.append(screen) }
            }
        }
        let movesInto = MovesInto(sources: moveSources, targets: moveTargets, screenCount: graph.screenCount)
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for source in movesInto[screen] where !completes[Int(source)] {
                completes[Int(source)] = true
                queue.append(Int(source))
            }
        }
        for root in queries.taskRoots {
            report(root: root, completes: completes, queries, context)
        }
    }

    /// The moves reversed: for each screen, the screens that can move to it, stored flat (each
    /// screen's sources are one run of `sources`), so a large flow makes no array per screen.
    private struct MovesInto {
        private var starts: [Int32]
        private var sources: [Int32]

        init(sources moveSources: [Int32], targets: [Int32], screenCount: Int) {
            starts = [Int32](repeating: 0, count: screenCount + 1)
            for target in targets { starts[Int(target) + 1] += 1 }
            for screen in 0 ..< screenCount { starts[screen + 1] += starts[screen] }
            var next = starts
            sources = [Int32](repeating: 0, count: targets.count)
            for (source, target) in zip(moveSources, targets) {
                sources[Int(next[Int(target)])] = source
                next[Int(target)] += 1
            }
        }

        subscript(screen: Int) -> ArraySlice<Int32> {
            sources[Int(starts[screen]) ..< Int(starts[screen + 1])]
        }
    }

    /// Appends the screens of the same task that `screen` can move to; returns whether it ends
    /// the task itself.
    private func addMoves(from screen: Int, root: Int, _ queries: ModalQueries, to targets: inout [Int32]) -> Bool {
        let graph = queries.graph
        let facts = graph.facts[screen]
        var endsTask = false
        for edgeIndex in queries.actionEdges(of: screen) {
            let edge = graph.edges[edgeIndex]
            guard let kind = edge.actionKind else { continue }
            if queries.leavesTask(kind, target: edge.target, root: root) {
                endsTask = true
                continue
            }
            if kind == .pop {
                addScreensBeneath(screen, root: root, queries, to: &targets)
                continue
            }
            let target = kind == .popToRoot ? facts.stackRoot : edge.target
            if let target, graph.isScreen(target), queries.taskRoot(of: target) == root {
                targets.append(Int32(target))
            }
        }
        // The navigation bar's back button pops, unless the bar is hidden.
        if !graph.screens[screen].flag(.navigationBarHidden) {
            addScreensBeneath(screen, root: root, queries, to: &targets)
        }
        return endsTask
    }

    /// Every screen of the task a pop can return to: each screen that pushes this one (a screen
    /// pushed from two places goes back to either), or the stack's root when an alert or
    /// `setStack` placed it.
    private func addScreensBeneath(_ screen: Int, root: Int, _ queries: ModalQueries, to targets: inout [Int32]) {
        let facts = queries.graph.facts[screen]
        guard facts.stackDepth > 0 else { return }
        let pushers = queries.navigation.pushers[screen]
        if pushers.isEmpty {
            if let stackRoot = facts.stackRoot, queries.taskRoot(of: stackRoot) == root { targets.append(Int32(stackRoot)) }
            return
        }
        for pusher in pushers where queries.taskRoot(of: pusher) == root {
            targets.append(Int32(pusher))
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
            context.report("screen \"\(id.value)\" of modal \"\(rootID.value)\" has no way to complete or leave the task",
                           at: id.range, subject: "screen:\(id.value)")
        }
    }
}
