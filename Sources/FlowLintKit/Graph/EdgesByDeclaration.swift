/// Where the edges of nodes with many edges lead, by what declared them, for
/// `FlowGraph.target(of:from:declaredAt:)`. Nodes with a few edges (`NodeList.scanLimit`) are
/// scanned instead and have no entries here.
struct EdgesByDeclaration: Sendable {
    private struct Declaration: Hashable {
        let node: Int
        let kind: FlowEdge.Kind
        let origin: FlowEdge.Origin
    }

    private var targets: [Declaration: Int?] = [:]

    init(graph: FlowGraph) {
        for node in graph.outgoing.indices where graph.outgoing[node].count > NodeList.scanLimit {
            for edgeIndex in graph.outgoing[node] {
                let edge = graph.edges[edgeIndex]
                let declaration = Declaration(node: node, kind: edge.kind, origin: edge.origin)
                // The first edge of a declaration answers, as a scan would.
                if targets[declaration] == nil { targets[declaration] = .some(edge.target) }
            }
        }
    }

    func target(of kind: FlowEdge.Kind, from node: Int, declaredAt origin: FlowEdge.Origin) -> Int? {
        targets[Declaration(node: node, kind: kind, origin: origin)] ?? nil
    }
}
