/// Facts about edges that several rules report on, defined once here so that every rule
/// agrees on them.
extension FlowGraph {
    /// The style a presentation uses: the one its `present` action names, else the app's
    /// default, else `automatic`. A `show` that falls back to presenting uses `automatic`.
    public func presentationStyle(of edge: FlowEdge) -> PresentationStyle {
        guard edge.actionKind == .present else { return .automatic }
        return edge.namedPresentationStyle ?? flow.defaults.presentationStyle?.value ?? .automatic
    }

    /// Where the style of a `present` edge is written: on the action, or in the app's defaults
    /// (`fromDefaults`); nil when neither says and UIKit's `automatic` applies.
    public func declaredPresentationStyle(of edge: FlowEdge) -> (value: PresentationStyle, range: SourceRange, fromDefaults: Bool)? {
        guard edge.actionKind == .present, let action = edge.action else { return nil }
        if let style = action.presentationStyle { return (style.value, style.range, false) }
        if let style = flow.defaults.presentationStyle { return (style.value, style.range, true) }
        return nil
    }

    /// Where a finding about an edge points: its action's kind key (`present:`), or the edge.
    public func place(ofEdge edgeIndex: Int) -> SourceRange {
        edges[edgeIndex].place
    }

    /// A screen's or modal's name in quotes, as messages spell it.
    public func quoted(_ node: Int) -> String { UserText.quoted(name(of: node).value) }
}
