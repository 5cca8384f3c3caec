/// The style a presentation uses, and what decided it.
///
/// `FlowGraph.presentationStyle(of:)` is the only place this is worked out, so that `check`,
/// `graph` and every rule name the same style for the same edge: a flow whose `defaults` say
/// `fullScreen` is full screen in a finding's note and on the drawing alike.
public struct PresentationStyleResolution: Sendable {
    /// What decided the style, from the most specific to UIKit's own default.
    public enum Source: Sendable, Equatable {
        /// The `present` action names it.
        case action
        /// The app's `defaults` name it, in the flow file or in `.flowlint.yml`.
        case appDefaults
        /// Nothing names it, so UIKit's `automatic` applies, a page sheet since iOS 13. A `show`
        /// that presents (from outside a navigation stack) always gets it: the format lets only
        /// `present` name a style, and the app's defaults are defaults for `present`.
        case uikitDefault
    }

    public let value: PresentationStyle
    public let source: Source
    /// Kept so that where the style is written is read only when a finding asks for it: that
    /// copies the action out of the flow, which most questions about a style never need.
    private let edge: FlowEdge
    private let defaultsDeclaration: Located<PresentationStyle>?

    fileprivate init(_ value: PresentationStyle, source: Source, edge: FlowEdge, defaultsDeclaration: Located<PresentationStyle>? = nil) {
        self.value = value
        self.source = source
        self.edge = edge
        self.defaultsDeclaration = defaultsDeclaration
    }

    /// Where the style is written: on the action, or in the app's defaults (in the flow or the
    /// configuration, as its range says); nil when UIKit's default applies.
    public var declared: Located<PresentationStyle>? {
        switch source {
        case .action: edge.action?.presentationStyle
        case .appDefaults: defaultsDeclaration
        case .uikitDefault: nil
        }
    }

    /// Where a finding about the style belongs: the action's own `presentationStyle`, else the
    /// action. A default is shared by every presentation, so it is no place to fix one of them.
    public var findingRange: SourceRange {
        source == .action ? declared?.range ?? edge.place : edge.place
    }
}

extension FlowGraph {
    /// The style `edge` presents with: the one its `present` action names, else the app's
    /// default, else `automatic`.
    public func presentationStyle(of edge: FlowEdge) -> PresentationStyleResolution {
        PresentationStyleResolution.resolve(edge, defaults: flow.defaults.presentationStyle)
    }
}

extension PresentationStyleResolution {
    /// The one place the style is decided, for the graph and for `GraphAnalysis`, which runs
    /// before the graph exists.
    static func resolve(_ edge: FlowEdge, defaults: Located<PresentationStyle>?) -> PresentationStyleResolution {
        // A `show` whose style the code sets (`prepare(for:sender:)`) presents in it outside a stack.
        if edge.actionKind == .show, let named = edge.namedPresentationStyle { return PresentationStyleResolution(named, source: .action, edge: edge) }
        guard edge.actionKind == .present else { return PresentationStyleResolution(.automatic, source: .uikitDefault, edge: edge) }
        if let named = edge.namedPresentationStyle { return PresentationStyleResolution(named, source: .action, edge: edge) }
        if let declared = defaults {
            return PresentationStyleResolution(declared.value, source: .appDefaults, edge: edge, defaultsDeclaration: declared)
        }
        return PresentationStyleResolution(.automatic, source: .uikitDefault, edge: edge)
    }
}
