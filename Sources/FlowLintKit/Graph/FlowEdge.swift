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
    /// The declaring action, for action edges.
    public var action: Action?
    public var range: SourceRange

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
