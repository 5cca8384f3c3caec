extension FlowGraph {
    /// The transition `edge`'s presentation animates with: the one its action names, else UIKit's
    /// cover vertical. An app's `defaults: transitionStyle` is the style it means to use
    /// throughout, which consistent-transitions holds presentations to; UIKit applies no such
    /// default, so a presentation that names none still slides up.
    public func transitionStyle(of edge: FlowEdge) -> TransitionStyle {
        edge.namedTransitionStyle ?? .coverVertical
    }

    /// Whether `edge`'s presentation shows a transition style at all: popovers ignore it, and
    /// custom presentations animate themselves.
    public func showsTransitionStyle(_ edge: FlowEdge) -> Bool {
        let style = presentationStyle(of: edge).value
        return style != .popover && style != .custom
    }
}
