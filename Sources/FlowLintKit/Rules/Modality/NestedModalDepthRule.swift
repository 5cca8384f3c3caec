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
        for node in 0 ..< graph.screenCount where graph.modalDepth[node] == maxDepth + 1 {
            // The presentation that goes one level too far; screens pushed above it are not new levels.
            guard let last = graph.reachedBy[node], graph.presents[last] else { continue }
            let chain = graph.pathEdgeIndices(to: node).filter { graph.presents[$0] }
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
