/// Each modal stacked on another hides more of where the user came from and adds one more
/// dismissal to get back; past a couple of levels, the way home is unclear.
struct NestedModalDepthRule: Rule {
    static let description = CheckDescription(
        id: "nested-modal-depth",
        summary: "modals are stacked on modals more than maxDepth levels deep",
        severity: .warning,
        guidelines: ["G21"],
        options: [RuleOption("maxDepth", default: .int(2), allowed: 0 ... 1_000, "how many modals may be stacked on each other")]
    )
    static let listing = RuleListing(.modality, 5)

    let maxDepth: Int

    init(options: RuleOptions) {
        maxDepth = max(0, options.int("maxDepth", default: 2))
    }

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        // A step a modal task shows in place of the one before (`ModalQueries.showsStepInPlace`)
        // covers the modal it is in: the user sees no new level.
        let stacks = { (edgeIndex: Int) in graph.presents[edgeIndex] && !queries.showsStepInPlace(edgeIndex) }
        var levels = StackedLevels(graph: graph, stacks: stacks)
        for node in 0 ..< graph.screenCount where (graph.modalDepth[node] ?? 0) > maxDepth {
            // The presentation that goes one level too far; screens pushed above it are not new levels.
            guard let last = graph.reachedBy[node], stacks(last), levels.level(of: node) == maxDepth + 1 else { continue }
            // The last levels only, with maxDepth up to 1,000: the first are left out, as a long path is.
            let chain = levels.chain(to: node, lastSteps: RuleContext.maxPathSteps + 1)
            let names = (chain.isWhole ? "" : "… → ") + chain.edges.map { graph.quoted(queries.presented(by: $0)) }.joined(separator: " → ")
            let notes = context.stepNotes(Array(chain.edges.dropLast()), isWhole: chain.isWhole) { edge in
                context.note("\(UserText.capped(graph.name(of: edge.source).value)) presents \(UserText.capped(graph.name(of: edge.target!).value))", at: edge.place)
            }
            context.report(
                "presenting \(graph.quoted(node)) here stacks \(maxDepth + 1) modals (\(names)), more than the \(maxDepth) allowed",
                at: graph.place(ofEdge: last), notes: notes, subject: graph.subject(ofEdge: last), notesArePath: true
            )
        }
    }
}

/// How many modals stand stacked under each screen on the path the graph first reached it by
/// (`FlowGraph.reachedBy`), counting the presentations `stacks` says add a level, and which those
/// presentations are. Each screen's count is found once, from its parent's, so a long chain is
/// walked once, and a chain of levels is read from level to level, skipping the pushes between.
private struct StackedLevels {
    let graph: FlowGraph
    let stacks: (Int) -> Bool
    /// Per screen reached: its level, and the last presentation on its path that adds one.
    private var known: [Int: (level: Int, stackedBy: Int?)] = [:]

    init(graph: FlowGraph, stacks: @escaping (Int) -> Bool) {
        self.graph = graph
        self.stacks = stacks
    }

    mutating func level(of node: Int) -> Int {
        var path: [Int] = []
        var current = node
        var found: (level: Int, stackedBy: Int?) = (0, nil)
        while true {
            if let known = known[current] {
                found = known
                break
            }
            guard let edgeIndex = graph.reachedBy[current] else { break }
            path.append(edgeIndex)
            current = graph.edges[edgeIndex].source
        }
        for edgeIndex in path.reversed() {
            if stacks(edgeIndex) { found = (found.level + 1, edgeIndex) }
            known[graph.edges[edgeIndex].target!] = found
        }
        return known[node]?.level ?? found.level
    }

    /// The last `lastSteps` presentations that stack the levels under `node`, first first, and
    /// whether they are all; `level(of:)` must have been asked for `node`.
    func chain(to node: Int, lastSteps: Int) -> (edges: [Int], isWhole: Bool) {
        var chain: [Int] = []
        var next = known[node]?.stackedBy
        while let edgeIndex = next {
            guard chain.count < lastSteps else { return (chain.reversed(), false) }
            chain.append(edgeIndex)
            next = known[graph.edges[edgeIndex].source]?.stackedBy
        }
        return (chain.reversed(), true)
    }
}
