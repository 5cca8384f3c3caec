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

    /// Whether `edge` presents an overlay: an over-full-screen or over-current-context
    /// presentation that cross-dissolves. The screen beneath stays, dimmed, and the overlay fades
    /// in over it as UIKit's own alerts do: a dialog meant to look unlike a screen that arrives,
    /// and to dim the whole window.
    public func isFadingOverlay(_ edge: FlowEdge) -> Bool {
        let style = presentationStyle(of: edge).value
        return (style == .overFullScreen || style == .overCurrentContext) && transitionStyle(of: edge) == .crossDissolve
    }

    /// Whether the transition of `edge`'s presentation is known: it names one, or it presents a
    /// screen the flow describes. A segue that names none animates with the presented controller's
    /// own `modalTransitionStyle`, and for a screen in a storyboard that was not read (a reference
    /// to it, which the storyboard frontend marks `terminal` and places in that storyboard) that
    /// style is in a file flowlint does not have.
    public func knowsTransitionStyle(_ edge: FlowEdge) -> Bool {
        guard edge.namedTransitionStyle == nil, let target = edge.target, isScreen(target) else { return true }
        guard screens[target].flag(.terminal), let elsewhere = screens[target].storyboard?.value else { return true }
        return isScreen(edge.source) && screens[edge.source].storyboard?.value == elsewhere
    }
}
