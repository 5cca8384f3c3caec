/// Stable names for what findings are about, used by baselines and report fingerprints, so they
/// must not depend on line numbers: `segue:Library->Compose`, `button:Compose->dismiss`,
/// `action:DiscardDraft->pop`, with `#2` and on for later declarations of the same kind between
/// the same two names.
extension FlowGraph {
    public func subject(ofEdge edgeIndex: Int) -> String {
        let edge = edges[edgeIndex]
        let kind = Self.declaration(edge.origin)
        let target = Self.targetName(edge)
        let earlier = outgoing[edge.source].prefix { $0 != edgeIndex }.filter {
            Self.declaration(edges[$0].origin) == kind && Self.targetName(edges[$0]) == target
        }.count
        return "\(kind):\(name(of: edge.source).value)->\(target)" + (earlier > 0 ? "#\(earlier + 1)" : "")
    }

    /// Every edge by its subject, found in one pass over the edges (`subject(ofEdge:)` for each
    /// would count the earlier edges of each source again and again).
    func edgesBySubject() -> [String: Int] {
        var declared: [String: Int] = [:]
        var edgesBySubject: [String: Int] = [:]
        for source in outgoing.indices {
            for edgeIndex in outgoing[source] {
                let edge = edges[edgeIndex]
                let subject = "\(Self.declaration(edge.origin)):\(name(of: source).value)->\(Self.targetName(edge))"
                let earlier = declared[subject, default: 0]
                declared[subject] = earlier + 1
                edgesBySubject[subject + (earlier > 0 ? "#\(earlier + 1)" : "")] = edgeIndex
            }
        }
        return edgesBySubject
    }

    private static func declaration(_ origin: FlowEdge.Origin) -> String {
        switch origin {
        case .segue: "segue"
        case .button: "button"
        case .modalAction: "action"
        case .container: "container"
        case .screenField: "field"
        }
    }

    private static func targetName(_ edge: FlowEdge) -> String {
        edge.targetName?.value ?? edge.actionKind?.rawValue ?? "?"
    }
}
