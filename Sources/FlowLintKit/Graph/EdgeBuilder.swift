/// Resolves names and turns the flow's segues, buttons, containers and alert actions into edges.
///
/// Each node's edges are counted first and then written straight into one array of exactly that
/// size, in runs of nodes on every core for a large flow. Building runs separately and joining
/// them would hold every edge twice, and growing the runs by doubling more than that.
struct EdgeBuilder {
    let index: NameIndex
    let edges: [StoredEdge]
    /// Per node, where its edges start in `edges`, then the edge count: a node's edges are
    /// added together, so they are one run of `edges`.
    private let starts: [Int32]
    let unresolved: [UnresolvedReference]
    /// What edges read their action and target name from.
    let details: EdgeDetails

    /// Builds every node's edges; from `parallelThreshold` nodes on, on every core.
    ///
    /// A node's edges depend only on the node and the name index, so runs of nodes built apart
    /// give the edges, in the same order, that one pass would. A large flow decoded from a file had
    /// its edges counted and its screens' names indexed as it was decoded (`learntAhead`).
    /// Counting needs no index: on another large flow, one core counts every node's edges while
    /// another indexes the names.
    init(flow: Flow, parallelThreshold: Int = .max, learntAhead: DecodedAheadFacts? = nil) {
        details = EdgeDetails(flow: flow)
        let nodeCount = flow.screens.count + flow.modals.count
        let parallel = nodeCount >= parallelThreshold && nodeCount > 1
        let counts: [Int32]
        if let ahead = learntAhead {
            assert(ahead.edgeCounts == EdgeCounter.counts(of: 0 ..< nodeCount, in: flow), "edges counted while decoding that a walk does not find")
            index = ahead.screenNames.map { NameIndex(flow: flow, screenNames: $0) } ?? NameIndex(flow: flow)
            assert(index.resolvesAlike(NameIndex(flow: flow)), "names indexed while decoding that resolve otherwise")
            counts = ahead.edgeCounts
        } else if parallel {
            (index, counts) = ParallelRuns.both({ NameIndex(flow: flow) }, { EdgeCounter.counts(of: 0 ..< nodeCount, in: flow) })
        } else {
            (index, counts) = (NameIndex(flow: flow), EdgeCounter.counts(of: 0 ..< nodeCount, in: flow))
        }
        var starts: [Int32] = []
        starts.reserveCapacity(nodeCount + 1)
        var start: Int32 = 0
        for count in counts {
            starts.append(start)
            start += count
        }
        starts.append(start)
        self.starts = starts
        (edges, unresolved) = Self.writeEdges(of: flow, index: index, starts: starts, parallel: parallel)
    }

    private static func writeEdges(of flow: Flow, index: NameIndex, starts: [Int32], parallel: Bool) -> ([StoredEdge], [UnresolvedReference]) {
        let nodeCount = starts.count - 1
        let ranges = parallel ? ParallelRuns.ranges(splitting: nodeCount) : [0 ..< nodeCount]
        let edgeCount = Int(starts[nodeCount])
        var unresolvedByRun: [[UnresolvedReference]] = []
        let edges = [StoredEdge](unsafeUninitializedCapacity: edgeCount) { buffer, initialized in
            let output = EdgeOutput(buffer)
            let write = { @Sendable (range: Range<Int>) -> [UnresolvedReference] in
                var writer = EdgeWriter(flow: flow, index: index, output: output,
                                        slots: Int(starts[range.lowerBound]) ..< Int(starts[range.upperBound]))
                EdgeWalk(flow: flow).walk(nodes: range, into: &writer)
                return writer.finish()
            }
            unresolvedByRun = parallel ? ParallelRuns.map(count: ranges.count) { write(ranges[$0]) } : [write(ranges[0])]
            initialized = edgeCount
        }
        return (edges, unresolvedByRun.flatMap { $0 })
    }

    var outgoing: EdgeRuns { EdgeRuns(starts: starts) }

    /// The edges a screen makes, counted as its edges are built.
    static func edgeCount(of screen: UnsafePointer<Screen>) -> Int32 {
        var counter = OneNodeEdgeCounter()
        EdgeWalk.walk(screen: screen, 0, into: &counter)
        return counter.count
    }

    /// The edges a system modal makes, counted as its edges are built.
    static func edgeCount(of modal: UnsafePointer<SystemModal>) -> Int32 {
        var counter = OneNodeEdgeCounter()
        EdgeWalk.walk(modal: modal, 0, into: &counter)
        return counter.count
    }
}

/// What holds a reference, for an unknown-target message; spelled out only when one is made.
private enum ReferenceHolder {
    case tabs, split, attemptToDismiss, button, segue, modalAction

    /// What comes before the holder's name: `a segue from` Library.
    var phrase: String {
        switch self {
        case .tabs: "tabs of screen"
        case .split: "split screen"
        case .attemptToDismiss: "onAttemptToDismiss of screen"
        case .button: "a button of screen"
        case .segue: "a segue from"
        case .modalAction: "an action of"
        }
    }
}

/// One edge as the walk finds it, before its target is resolved.
private struct FoundEdge {
    var kind: FlowEdge.Kind
    var source: Int
    var name: Located<String>?
    var expected: UnresolvedReference.Expectation
    var holder: ReferenceHolder
    var origin: FlowEdge.Origin
    var containerIndex = 0
    var stackPosition: Int?
    /// The styles the action names; see `FlowEdge.namedPresentationStyle`.
    var presentationStyle: PresentationStyle?
    var transitionStyle: TransitionStyle?
}

private protocol EdgeVisitor {
    mutating func startNode(_ node: Int)
    mutating func visit(_ edge: @autoclosure () -> FoundEdge)
}

/// The edges of a run of nodes, in order, for counting them and for building them alike, so
/// that the two always agree.
private struct EdgeWalk {
    let flow: Flow

    // Screens, buttons and actions are read through pointers, which lend each in place: passed
    // as values, each would be copied, every reference in it retained and released, and with a
    // run on each core, the two would contend for the reference counts they share.
    func walk(nodes: Range<Int>, into visitor: inout some EdgeVisitor) {
        flow.screens.withUnsafeBufferPointer { screens in
            for node in nodes.clamped(to: screens.indices) {
                visitor.startNode(node)
                Self.walk(screen: screens.baseAddress! + node, node, into: &visitor)
            }
        }
        let screenCount = flow.screens.count
        flow.modals.withUnsafeBufferPointer { modals in
            for node in nodes.clamped(to: screenCount ..< screenCount + modals.count) {
                visitor.startNode(node)
                Self.walk(modal: modals.baseAddress! + (node - screenCount), node, into: &visitor)
            }
        }
    }

    static func walk(modal: UnsafePointer<SystemModal>, _ node: Int, into visitor: inout some EdgeVisitor) {
        modal.pointee.actions.withUnsafeBufferPointer { actions in
            for actionIndex in actions.indices {
                withAction(in: actions.baseAddress!.advanced(by: actionIndex).pointer(to: \.action)!) {
                    walk($0, from: node, holder: .modalAction, origin: .modalAction(index: actionIndex), into: &visitor)
                }
            }
        }
    }

    static func walk(screen: UnsafePointer<Screen>, _ node: Int, into visitor: inout some EdgeVisitor) {
        if screen.pointee.hasRareNames { walkRareNames(of: screen, node, into: &visitor) }
        screen.pointee.buttons.withUnsafeBufferPointer { buttons in
            for offset in buttons.indices {
                if let confirm = buttons[offset].confirm {
                    visitor.visit(FoundEdge(kind: .confirmation, source: node, name: confirm, expected: .modal, holder: .button,
                                            origin: .button(index: offset)))
                }
                withAction(in: buttons.baseAddress!.advanced(by: offset).pointer(to: \.action)!) {
                    walk($0, from: node, holder: .button, origin: .button(index: offset), into: &visitor)
                }
            }
        }
        screen.pointee.segues.withUnsafeBufferPointer { segues in
            for offset in segues.indices {
                walk(segues.baseAddress! + offset, from: node, holder: .segue, origin: .segue(index: offset), into: &visitor)
            }
        }
    }

    /// A screen's tabs, split columns and attempt-to-dismiss alert, which most screens leave out.
    private static func walkRareNames(of screen: UnsafePointer<Screen>, _ node: Int, into visitor: inout some EdgeVisitor) {
        for (position, tab) in screen.pointee.tabs.enumerated() {
            visitor.visit(FoundEdge(kind: .tab, source: node, name: tab, expected: .screen, holder: .tabs, origin: .container,
                                    containerIndex: position))
        }
        for column in SplitColumn.allCases {
            guard let name = screen.pointee[column: column] else { continue }
            visitor.visit(FoundEdge(kind: .splitColumn, source: node, name: name, expected: .screen, holder: .split,
                                    origin: .container, containerIndex: column.edgeIndex))
        }
        if let alert = screen.pointee.onAttemptToDismiss {
            visitor.visit(FoundEdge(kind: .attemptToDismiss, source: node, name: alert, expected: .modal, holder: .attemptToDismiss,
                                    origin: .screenField))
        }
    }

    /// Lends the action an optional holds, in place rather than copied out of it: an optional's
    /// payload is stored at its start, whatever the type (Swift's layout of single-payload enums).
    private static func withAction(in optional: UnsafePointer<Action?>, _ body: (UnsafePointer<Action>) -> Void) {
        guard case .some = optional.pointee else { return }
        body(UnsafeRawPointer(optional).assumingMemoryBound(to: Action.self))
    }

    private static func walk(_ action: UnsafePointer<Action>, from node: Int, holder: ReferenceHolder, origin: FlowEdge.Origin, into visitor: inout some EdgeVisitor) {
        let kind = action.pointee.kind.value
        if kind == .setStack {
            // Every screen of the new stack becomes reachable; the last one is on top.
            for (position, screen) in action.pointee.stack.enumerated() {
                visitor.visit(FoundEdge(kind: .action(kind), source: node, name: screen, expected: .screen, holder: holder, origin: origin,
                                        stackPosition: position, presentationStyle: action.pointee.presentationStyle?.value,
                                        transitionStyle: action.pointee.transitionStyle?.value))
            }
            return
        }
        visitor.visit(FoundEdge(kind: .action(kind), source: node, name: action.pointee.target, expected: kind == .present ? .screenOrModal : .screen,
                                holder: holder, origin: origin, presentationStyle: action.pointee.presentationStyle?.value,
                                transitionStyle: action.pointee.transitionStyle?.value))
    }
}

/// Counts each node's edges without making them.
private struct EdgeCounter: EdgeVisitor {
    private var counts: [Int32] = []

    static func counts(of nodes: Range<Int>, in flow: Flow) -> [Int32] {
        var counter = EdgeCounter()
        counter.counts.reserveCapacity(nodes.count)
        EdgeWalk(flow: flow).walk(nodes: nodes, into: &counter)
        return counter.counts
    }

    mutating func startNode(_ node: Int) { counts.append(0) }
    mutating func visit(_ edge: @autoclosure () -> FoundEdge) { counts[counts.count - 1] += 1 }
}

/// Counts the edges of one node, as `DecodingAhead` does for each entry it decodes.
private struct OneNodeEdgeCounter: EdgeVisitor {
    private(set) var count: Int32 = 0

    mutating func startNode(_ node: Int) {}
    mutating func visit(_ edge: @autoclosure () -> FoundEdge) { count += 1 }
}

/// The edge array being built, shared by the runs, each of which writes only its own slots.
private struct EdgeOutput: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<StoredEdge>

    init(_ buffer: UnsafeMutableBufferPointer<StoredEdge>) {
        self.buffer = buffer
    }
}

/// Resolves a run's edges and writes them into its slots of the edge array.
///
/// Each edge is written as it is found, and its target filled in when a group of them has been
/// found. In a large flow, a lookup mostly waits on memory: for its slot in the name table, then
/// for the name it compares. Asking for a whole group's slots, then for their names, before
/// looking any up, overlaps those waits.
private struct EdgeWriter: EdgeVisitor {
    /// An edge whose target is still to be looked up.
    private struct Pending {
        var found: FoundEdge
        var hash: Int?
        var slot: Int
    }

    let flow: Flow
    let index: NameIndex
    let output: EdgeOutput
    let slots: Range<Int>
    private var next: Int
    private var pending: [Pending] = []
    private var unresolved: [UnresolvedReference] = []

    init(flow: Flow, index: NameIndex, output: EdgeOutput, slots: Range<Int>) {
        self.flow = flow
        self.index = index
        self.output = output
        self.slots = slots
        next = slots.lowerBound
        pending.reserveCapacity(ASCIIKeyTable.lookupsPerGroup)
    }

    mutating func startNode(_ node: Int) {}

    mutating func visit(_ found: @autoclosure () -> FoundEdge) {
        let found = found()
        var edge = StoredEdge(kind: found.kind, source: found.source, target: nil, origin: found.origin, containerIndex: found.containerIndex)
        edge.stackPosition = found.stackPosition
        edge.namedPresentationStyle = found.presentationStyle
        edge.namedTransitionStyle = found.transitionStyle
        // The count and the walk come from the same code; a slot outside the run's would be
        // another run's.
        precondition(slots.contains(next), "an edge beyond the ones counted for its run")
        (output.buffer.baseAddress! + next).initialize(to: edge)
        if let name = found.name {
            let hash = index.hash(of: name.value)
            if let hash { index.prefetchSlot(hash: hash) }
            pending.append(Pending(found: found, hash: hash, slot: next))
            if pending.count == ASCIIKeyTable.lookupsPerGroup { resolvePending() }
        }
        next += 1
    }

    /// The references that name no node of the kind expected; every slot must have been written.
    mutating func finish() -> [UnresolvedReference] {
        precondition(next == slots.upperBound, "fewer edges than were counted for their run")
        resolvePending()
        return unresolved
    }

    /// Looks up the pending edges' targets, in the order they were found, so that unresolved
    /// references are listed in that order too.
    ///
    /// The edges are read in place, by position: a loop over the group would copy each one,
    /// retaining its name, and that was a quarter of the edges' cost.
    private mutating func resolvePending() {
        for position in pending.indices {
            if let hash = pending[position].hash { index.prefetchFirstCandidate(hash: hash) }
        }
        for position in pending.indices {
            output.buffer[pending[position].slot].target = target(ofPendingAt: position)
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The node the pending edge at `position` names; nil, with the reference listed as
    /// unresolved, when it names none of the kind expected.
    private mutating func target(ofPendingAt position: Int) -> Int? {
        let expected = pending[position].found.expected
        let node = index[pending[position].found.name!.value, hash: pending[position].hash]
        let foundInstead: UnresolvedReference.Expectation?
        switch (expected, node.map { $0 < flow.screens.count }) {
        case (_, nil): foundInstead = nil
        case (.screen, false?): foundInstead = .modal
        case (.modal, true?): foundInstead = .screen
        default: return node
        }
        let found = pending[position].found
        unresolved.append(UnresolvedReference(name: found.name!, expected: expected, holderPhrase: found.holder.phrase,
                                              holderName: index.name(of: found.source), foundInstead: foundInstead))
        return nil
    }
}
