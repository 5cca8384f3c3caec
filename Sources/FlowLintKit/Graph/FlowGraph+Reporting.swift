/// Facts about edges that several rules report on, defined once here so that every rule
/// agrees on them.
extension FlowGraph {
    /// Where a finding about an edge points: its action's kind key (`present:`), or the edge.
    public func place(ofEdge edgeIndex: Int) -> SourceRange {
        edges[edgeIndex].place
    }

    /// A screen's or modal's name in quotes, as messages spell it.
    public func quoted(_ node: Int) -> String { UserText.quoted(name(of: node).value) }
}
