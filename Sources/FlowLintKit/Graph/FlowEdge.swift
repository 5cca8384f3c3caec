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
    public var origin: Origin
    public var range: SourceRange
    /// For a `setStack` edge: the place of its target in the new stack, 0 for the root.
    public var stackPosition: Int?
    /// The name the edge was declared with, as an index into its graph's `EdgeDetails`; -1 for none.
    private var targetNameIndex: Int32
    /// Where the edge's action and target name are kept.
    ///
    /// Not counted as a reference: a large flow has hundreds of thousands of edges, which the
    /// rules copy freely, and an edge holding nothing counted copies as plain bytes. The graph
    /// that made an edge owns its details, so an edge is read only while its graph lives.
    private unowned(unsafe) let details: EdgeDetails

    /// The name the edge's target was written as; nil for kinds without a target.
    public var targetName: Located<String>? {
        targetNameIndex < 0 ? nil : details.targetNames[Int(targetNameIndex)]
    }

    /// The declaring action, for action edges.
    ///
    /// Edges read it from the flow rather than carry a copy: an action with all its positions is
    /// some 180 bytes, and a large flow has hundreds of thousands of edges.
    public var action: Action? {
        guard case .action = kind else { return nil }
        return details.action(declaredAt: origin, by: source)
    }

    init(kind: Kind, source: Int, target: Int?, targetNameIndex: Int?, origin: Origin, details: EdgeDetails, range: SourceRange) {
        self.kind = kind
        self.source = source
        self.target = target
        self.targetNameIndex = targetNameIndex.map { Int32($0) } ?? -1
        self.origin = origin
        self.details = details
        self.range = range
    }

    /// Counts the target name from the start of the graph's names rather than of a run of nodes.
    mutating func moveTargetName(by offset: Int) {
        if targetNameIndex >= 0 { targetNameIndex += Int32(offset) }
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

/// What the edges of one graph refer to rather than hold: the flow, for their actions, and the
/// names their targets were written as. Its graph keeps it alive for as long as the edges are read.
final class EdgeDetails: @unchecked Sendable {
    private let flow: Flow
    /// Appended to only while the graph's edges are built, and read only after.
    private(set) var targetNames: [Located<String>] = []

    init(flow: Flow) {
        self.flow = flow
    }

    /// Adds the names of a run of edges; returns the index the first one gets.
    func appendTargetNames(_ names: [Located<String>]) -> Int {
        defer { targetNames += names }
        return targetNames.count
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
