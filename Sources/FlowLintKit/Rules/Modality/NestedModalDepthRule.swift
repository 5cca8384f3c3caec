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
            let chain = graph.pathEdgeIndices(to: node).filter(stacks)
            let names = chain.map { graph.quoted(queries.presented(by: $0)) }.joined(separator: " → ")
            let notes = chain.dropLast().map { edgeIndex in
                let edge = graph.edges[edgeIndex]
                return context.note("\(UserText.capped(graph.name(of: edge.source).value)) presents \(UserText.capped(graph.name(of: edge.target!).value))", at: graph.place(ofEdge: edgeIndex))
            }
            context.report(
                "presenting \(graph.quoted(node)) here stacks \(maxDepth + 1) modals (\(names)), more than the \(maxDepth) allowed",
                at: graph.place(ofEdge: last), notes: notes, subject: graph.subject(ofEdge: last), notesArePath: true
            )
        }
    }
}

/// How many modals stand stacked under each screen on the path the graph first reached it by
/// (`FlowGraph.reachedBy`), counting the presentations `stacks` says add a level. Each screen's
/// count is found once, from its parent's, so a long chain is walked once.
private struct StackedLevels {
    let graph: FlowGraph
    let stacks: (Int) -> Bool
    private var known: [Int: Int] = [:]

    init(graph: FlowGraph, stacks: @escaping (Int) -> Bool) {
        self.graph = graph
        self.stacks = stacks
    }

    mutating func level(of node: Int) -> Int {
        var path: [Int] = []
        var current = node
        var level = 0
        while true {
            if let found = known[current] {
                level = found
                break
            }
            guard let edgeIndex = graph.reachedBy[current] else { break }
            path.append(edgeIndex)
            current = graph.edges[edgeIndex].source
        }
        for edgeIndex in path.reversed() {
            if stacks(edgeIndex) { level += 1 }
            known[graph.edges[edgeIndex].target!] = level
        }
        return known[node] ?? level
    }
}
