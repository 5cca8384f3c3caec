import CMemoryHints

/// A typed connection between two nodes of the flow graph.
public struct FlowEdge: Sendable {
    public enum Kind: Sendable, Hashable {
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
    public enum Origin: Sendable, Hashable {
        case segue(index: Int)
        case button(index: Int)
        case modalAction(index: Int)
        case container
        case screenField
    }

    /// Where the edge's action and target name are kept.
    ///
    /// Not counted as a reference: rules copy edges freely, and an edge holding nothing counted
    /// copies as plain bytes. The graph that made an edge owns its details, so an edge is read
    /// only while its graph lives.
    private unowned(unsafe) let details: EdgeDetails
    /// Everything else, as the graph stores it; see `StoredEdge`. A FlowEdge is a copy handed out
    /// by `EdgeList`, so it is read-only: a change would reach no graph.
    private let stored: StoredEdge

    init(_ stored: StoredEdge, details: EdgeDetails) {
        self.stored = stored
        self.details = details
    }

    /// The resolved node; nil for back-navigation without a target or an unknown name.
    public var target: Int? { stored.target }

    /// For a `setStack` edge: the place of its target in the new stack, 0 for the root.
    public var stackPosition: Int? { stored.stackPosition }

    public var kind: Kind { stored.kind }

    /// For a `splitColumn` edge, the column it leads to.
    public var splitColumn: SplitColumn? {
        kind == .splitColumn ? SplitColumn(edgeIndex: stored.originIndex) : nil
    }

    /// The styles the edge's action names, copied when the edge is built: rules compare the
    /// styles of every presentation, and reading them here spares copying each action out of
    /// the flow. Their ranges are on `action`.
    public var namedPresentationStyle: PresentationStyle? { stored.namedPresentationStyle }
    public var namedTransitionStyle: TransitionStyle? { stored.namedTransitionStyle }

    public var source: Int { stored.source }

    public var origin: Origin { stored.origin }

    /// The name the edge's target was written as; nil for kinds without a target. Read from the
    /// flow, like `action`, rather than kept with every edge.
    public var targetName: Located<String>? {
        details.targetName(kind: kind, origin: origin, source: source, index: stored.originIndex, stackPosition: stackPosition)
    }

    /// Where a finding about the edge points: its action's kind key (`present:`), or `range`.
    public var place: SourceRange {
        action?.kind.range ?? range
    }

    /// Where in the file the edge is declared: its action's entry, or for a `setStack` edge and
    /// the other kinds, the name of its target.
    public var range: SourceRange {
        // Only findings' notes and fallbacks ask, so the action is read as any other read does.
        let declared = switch actionKind {
        case nil, .setStack: targetName?.range
        default: action?.range
        }
        // An edge the model made without either is placed at the start of the run's input.
        return declared ?? .start(of: SourceFileID(0))
    }

    /// The declaring action, for action edges.
    ///
    /// Edges read it from the flow rather than carry a copy: an action is nearly twice an edge's
    /// size, holds references to count, and a large flow has hundreds of thousands of edges.
    public var action: Action? {
        guard case .action = kind else { return nil }
        return details.action(declaredAt: origin, by: source)
    }

    public var actionKind: Action.Kind? {
        if case .action(let kind) = kind { return kind }
        return nil
    }
}

/// An edge as the graph stores it: all of a `FlowEdge` but the reference to the details every
/// edge of a graph shares. Nodes and indices are Int32, the origin a tag and an index, and the
/// range is read from the flow: 20 bytes an edge, where a large flow has hundreds of thousands.
struct StoredEdge: Sendable {
    private let storedSource: Int32
    @PackedIndex var target: Int?
    @PackedIndex var stackPosition: Int? = nil
    /// The origin's index; for a container edge, the tab's index, or the column's
    /// `SplitColumn.edgeIndex`, which is how `FlowEdge.targetName` finds the name.
    private var storedOriginIndex: Int32
    var kind: FlowEdge.Kind
    private var originTag: UInt8
    var namedPresentationStyle: PresentationStyle?
    var namedTransitionStyle: TransitionStyle?

    /// `containerIndex`: for a container edge, which tab or column it leads to (see `originIndex`).
    init(kind: FlowEdge.Kind, source: Int, target: Int?, origin: FlowEdge.Origin, containerIndex: Int = 0) {
        storedSource = Int32(source)
        self.target = target
        storedOriginIndex = 0
        self.kind = kind
        originTag = 0
        self.origin = origin
        if origin == .container { storedOriginIndex = Int32(containerIndex) }
    }

    var source: Int { Int(storedSource) }

    var originIndex: Int { Int(storedOriginIndex) }

    var origin: FlowEdge.Origin {
        get {
            switch originTag {
            case 0: .segue(index: Int(storedOriginIndex))
            case 1: .button(index: Int(storedOriginIndex))
            case 2: .modalAction(index: Int(storedOriginIndex))
            case 3: .container
            default: .screenField
            }
        }
        set {
            switch newValue {
            case .segue(let index): (originTag, storedOriginIndex) = (0, Int32(index))
            case .button(let index): (originTag, storedOriginIndex) = (1, Int32(index))
            case .modalAction(let index): (originTag, storedOriginIndex) = (2, Int32(index))
            case .container: (originTag, storedOriginIndex) = (3, 0)
            case .screenField: (originTag, storedOriginIndex) = (4, 0)
            }
        }
    }
}

/// A graph's edges, stored without their shared details and handed out as `FlowEdge`s.
public struct EdgeList: RandomAccessCollection, Sendable {
    private let stored: [StoredEdge]
    private let details: EdgeDetails

    init(_ stored: [StoredEdge], details: EdgeDetails) {
        self.stored = stored
        self.details = details
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { stored.count }

    public subscript(position: Int) -> FlowEdge {
        FlowEdge(stored[position], details: details)
    }

    /// Asks for the edge at `position` to be fetched into the cache, for the breadth-first walks
    /// of `GraphAnalysis`.
    func prefetch(_ position: Int) {
        stored.withUnsafeBufferPointer { flowlint_prefetch($0.baseAddress! + position) }
    }
}

/// A name that should resolve to a screen or modal but does not.
public struct UnresolvedReference: Sendable {
    public enum Expectation: String, Sendable {
        case screen, modal, screenOrModal = "screen or modal"
    }

    public var name: Located<String>
    public var expected: Expectation
    /// What holds the reference, before its name: `a segue from`, `tabs of screen`.
    public var holderPhrase: String
    /// The name of the screen or modal holding the reference.
    public var holderName: String
    /// What holds the reference, for the message: `a segue from "Library"`.
    public var holder: String { "\(holderPhrase) \(UserText.quoted(holderName))" }
    /// The same with the name unquoted, as findings' subjects spelled it before messages quoted
    /// names: a subject identifies a finding in a baseline, so it must not change.
    public var holderKey: String { "\(holderPhrase) \(holderName)" }
    /// The name exists, but as the other kind of node.
    public var foundInstead: Expectation?
}

/// What the edges of one graph refer to rather than hold: the flow, for their actions and the
/// names their targets were written as. Its graph keeps it alive for as long as the edges are read.
final class EdgeDetails: Sendable {
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

    /// `index` is the edge's origin index: the button's for a confirmation, the tab's or column's
    /// for a container edge.
    func targetName(kind: FlowEdge.Kind, origin: FlowEdge.Origin, source: Int, index: Int, stackPosition: Int?) -> Located<String>? {
        switch kind {
        case .tab: return flow.screens[source].tabs[index]
        case .splitColumn: return SplitColumn(edgeIndex: index).flatMap { flow.screens[source][column: $0] }
        case .attemptToDismiss: return flow.screens[source].onAttemptToDismiss
        case .confirmation: return flow.screens[source].buttons[index].confirm
        case .action(let actionKind):
            guard let action = action(declaredAt: origin, by: source) else { return nil }
            if actionKind == .setStack, let stackPosition { return action.stack[stackPosition] }
            return action.target
        }
    }
}

extension SplitColumn {
    /// The column's place among a split container's edges (`StoredEdge`'s origin index).
    var edgeIndex: Int { Self.allCases.firstIndex(of: self)! }

    init?(edgeIndex: Int) {
        guard Self.allCases.indices.contains(edgeIndex) else { return nil }
        self = Self.allCases[edgeIndex]
    }
}
