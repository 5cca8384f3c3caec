/// Resolves names and turns the flow's segues, buttons, containers and alert actions into edges.
struct EdgeBuilder {
    let flow: Flow
    let index: NameIndex
    private(set) var edges: [FlowEdge] = []
    /// Per node, where its edges start in `edges`, then the edge count: a node's edges are
    /// added together, so they are one run of `edges`.
    private var starts: [Int32]
    private(set) var unresolved: [UnresolvedReference] = []
    /// What edges read their action and target name from.
    let details: EdgeDetails

    init(flow: Flow) {
        self.flow = flow
        details = EdgeDetails(flow: flow)
        starts = Array(repeating: 0, count: flow.screens.count + flow.modals.count + 1)
        index = NameIndex(flow: flow)
    }

    /// Builds every node's edges, in runs of nodes on every core for a large flow. A node's edges
    /// depend only on the node and the name index, so joining the runs in node order gives the
    /// edges, in the same order, that one pass would.
    mutating func build(parallelThreshold: Int = .max) {
        let nodeCount = starts.count - 1
        guard nodeCount >= parallelThreshold, nodeCount > 1 else {
            var run = EdgeRun(flow: flow, index: index, details: details)
            run.build(nodes: 0 ..< nodeCount)
            join([run])
            return
        }
        let ranges = ParallelRuns.ranges(splitting: nodeCount)
        let flow = flow, index = index, details = details
        join(ParallelRuns.map(count: ranges.count) { run in
            var edgeRun = EdgeRun(flow: flow, index: index, details: details)
            edgeRun.build(nodes: ranges[run])
            return edgeRun
        })
    }

    /// Appends runs of consecutive nodes, in order, moving their edge and name indices into place.
    private mutating func join(_ runs: [EdgeRun]) {
        edges.reserveCapacity(runs.reduce(0) { $0 + $1.edges.count })
        for run in runs {
            let edgeBase = edges.count
            edges += run.edges
            for (offset, start) in run.starts.enumerated() {
                starts[run.firstNode + offset] = Int32(start + edgeBase)
            }
            unresolved += run.unresolved
        }
        starts[starts.count - 1] = Int32(edges.count)
    }

    var outgoing: EdgeRuns { EdgeRuns(starts: starts) }
}

/// The edges of a run of consecutive nodes, with edge and target-name indices counted from the
/// run's start; `EdgeBuilder.join` moves them into place.
private struct EdgeRun {
    let flow: Flow
    let index: NameIndex
    let details: EdgeDetails
    private(set) var firstNode = 0
    private(set) var edges: [FlowEdge] = []
    /// Where each node's edges start in `edges`.
    private(set) var starts: [Int] = []
    private(set) var unresolved: [UnresolvedReference] = []

    init(flow: Flow, index: NameIndex, details: EdgeDetails) {
        self.flow = flow
        self.index = index
        self.details = details
    }

    mutating func build(nodes: Range<Int>) {
        firstNode = nodes.lowerBound
        starts.reserveCapacity(nodes.count)
        let screens = flow.screens
        for node in nodes.clamped(to: screens.indices) {
            starts.append(edges.count)
            // Holders name the reference in an unknown-target message; they are built only then.
            let id = screens[node].id.value
            for (position, tab) in screens[node].tabs.enumerated() {
                add(.tab, from: node, to: tab, expecting: .screen, holder: "tabs of screen \(id)", origin: .container,
                    containerIndex: position)
            }
            if let column = screens[node].primary {
                add(.splitColumn, from: node, to: column, expecting: .screen, holder: "split screen \(id)", origin: .container,
                    containerIndex: 0)
            }
            if let column = screens[node].secondary {
                add(.splitColumn, from: node, to: column, expecting: .screen, holder: "split screen \(id)", origin: .container,
                    containerIndex: 1)
            }
            if let alert = screens[node].onAttemptToDismiss {
                add(.attemptToDismiss, from: node, to: alert, expecting: .modal, holder: "onAttemptToDismiss of screen \(id)", origin: .screenField)
            }
            let buttons = screens[node].buttons
            for offset in buttons.indices {
                if let confirm = buttons[offset].confirm {
                    add(.confirmation, from: node, to: confirm, expecting: .modal, holder: "a button of screen \(id)", origin: .button(index: offset))
                }
                if let action = buttons[offset].action {
                    addAction(action, from: node, holder: "a button of screen \(id)", origin: .button(index: offset))
                }
            }
            let segues = screens[node].segues
            for offset in segues.indices {
                addAction(segues[offset], from: node, holder: "a segue from \(id)", origin: .segue(index: offset))
            }
        }
        let modals = flow.modals
        for node in nodes.clamped(to: screens.count ..< screens.count + modals.count) {
            let offset = node - screens.count
            starts.append(edges.count)
            let actions = modals[offset].actions
            for actionIndex in actions.indices {
                if let action = actions[actionIndex].action {
                    addAction(action, from: node, holder: "an action of \(modals[offset].id.value)", origin: .modalAction(index: actionIndex))
                }
            }
        }
    }

    private mutating func addAction(_ action: Action, from node: Int, holder: @autoclosure () -> String, origin: FlowEdge.Origin) {
        let kind = action.kind.value
        if kind == .setStack {
            // Every screen of the new stack becomes reachable; the last one is on top.
            for (position, screen) in action.stack.enumerated() {
                add(.action(kind), from: node, to: screen, expecting: .screen, holder: holder(), origin: origin,
                    stackPosition: position, declaredBy: action)
            }
            return
        }
        let expected: UnresolvedReference.Expectation = kind == .present ? .screenOrModal : .screen
        add(.action(kind), from: node, to: action.target, expecting: expected, holder: holder(), origin: origin,
            declaredBy: action)
    }

    private mutating func add(
        _ kind: FlowEdge.Kind, from source: Int, to name: Located<String>?, expecting expected: UnresolvedReference.Expectation,
        holder: @autoclosure () -> String, origin: FlowEdge.Origin,
        containerIndex: Int = 0, stackPosition: Int? = nil, declaredBy action: Action? = nil
    ) {
        var target: Int?
        if let name {
            target = resolve(name, expecting: expected, holder: holder)
        }
        var edge = FlowEdge(kind: kind, source: source, target: target, origin: origin, containerIndex: containerIndex,
                            details: details)
        edge.stackPosition = stackPosition
        edge.namedPresentationStyle = action?.presentationStyle?.value
        edge.namedTransitionStyle = action?.transitionStyle?.value
        edges.append(edge)
    }

    private mutating func resolve(_ name: Located<String>, expecting expected: UnresolvedReference.Expectation, holder: () -> String) -> Int? {
        guard let node = index[name.value] else {
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder(), foundInstead: nil))
            return nil
        }
        let isScreen = node < flow.screens.count
        switch (expected, isScreen) {
        case (.screen, false):
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder(), foundInstead: .modal))
            return nil
        case (.modal, true):
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder(), foundInstead: .screen))
            return nil
        default:
            return node
        }
    }
}
