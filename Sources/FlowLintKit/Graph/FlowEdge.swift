/// A typed connection between two nodes of the flow graph.
public struct FlowEdge: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A segue or a button's or alert action's action.
        case action(Action.Kind)
        /// A tab container to one of its tabs.
        case tab
        /// A split container to one of its columns.
        case splitColumn
        /// A button's `confirm:` alert, shown before the button acts.
        case confirmation
        /// The alert shown when the user tries to swipe a sheet away (`onAttemptToDismiss`).
        case attemptToDismiss
    }

    /// Where in the file the edge was declared.
    public enum Origin: Sendable, Equatable {
        case segue(index: Int)
        case button(index: Int)
        case modalAction(index: Int)
        case container
        case screenField
    }

    public var kind: Kind
    public var source: Int
    /// The resolved node; nil for back-navigation without a target or an unknown name.
    public var target: Int?
    public var targetName: Located<String>?
    public var origin: Origin
    public var range: SourceRange
    /// For a `setStack` edge: the place of its target in the new stack, 0 for the root.
    public var stackPosition: Int?
    /// Where the declaring action lives, for action edges; see `action`.
    private let actionSource: ActionSource?

    /// The declaring action, for action edges.
    ///
    /// Edges read it from the flow rather than carry a copy: an action with all its positions is
    /// some 180 bytes, and a large flow has hundreds of thousands of edges.
    public var action: Action? {
        actionSource?.action(declaredAt: origin, by: source)
    }

    init(kind: Kind, source: Int, target: Int?, targetName: Located<String>?, origin: Origin, actions: ActionSource?, range: SourceRange) {
        self.kind = kind
        self.source = source
        self.target = target
        self.targetName = targetName
        self.origin = origin
        actionSource = actions
        self.range = range
    }

    public var actionKind: Action.Kind? {
        if case .action(let kind) = kind { return kind }
        return nil
    }
}

/// A name that should resolve to a screen or modal but does not.
public struct UnresolvedReference: Sendable {
    public enum Expectation: String, Sendable {
        case screen, modal, screenOrModal = "screen or modal"
    }

    public var name: Located<String>
    public var expected: Expectation
    /// What holds the reference, for the message: `segue from Library`, `tabs of Root`.
    public var holder: String
    /// The name exists, but as the other kind of node.
    public var foundInstead: Expectation?
}

/// The flow's actions, shared by every edge of a graph: an edge finds its action from its source
/// node and origin.
final class ActionSource: Sendable {
    private let flow: Flow

    init(flow: Flow) {
        self.flow = flow
    }

    func action(declaredAt origin: FlowEdge.Origin, by node: Int) -> Action? {
        switch origin {
        case .segue(let index): return flow.screens[node].segues[index]
        case .button(let index): return flow.screens[node].buttons[index].action
        case .modalAction(let index): return flow.modals[node - flow.screens.count].actions[index].action
        case .container, .screenField: return nil
        }
    }
}
