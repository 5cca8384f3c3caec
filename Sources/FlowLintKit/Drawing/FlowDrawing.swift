/// What a graph drawing shows, computed once from a flow graph and shared by the DOT and
/// Mermaid writers: nodes with their shapes, the clusters that group them (navigation stacks
/// inside tab and split containers), typed edges, the entry, and optionally the findings.
public struct FlowDrawing: Sendable {
    public enum Shape: Sendable, Equatable {
        case screen
        /// A tab bar or split view controller.
        case container
        case alert, actionSheet, activity
        /// A name a segue uses that the flow does not define.
        case missing
    }

    /// How an edge is drawn.
    public enum Line: Sendable, Equatable {
        /// Navigation inside a container: a push, a tab, a column.
        case solid
        /// A modal presentation, including alerts shown before an action.
        case dashed
        /// Going back to a named screen (`unwind`, `popTo`).
        case dotted
    }

    /// The findings drawn on a node or edge: the worst severity colours it, the rule ids label it.
    public struct Marks: Sendable, Equatable {
        public var severity: Severity
        public var ruleIDs: [String]
    }

    public struct Node: Sendable {
        /// A sanitized identifier, valid in both formats.
        public var id: String
        public var name: String
        /// The navigation title, when it says something the name does not.
        public var title: String?
        public var shape: Shape
        public var marks: Marks?
    }

    public struct Edge: Sendable {
        public var source: Int
        public var target: Int
        public var line: Line
        public var label: String?
        public var marks: Marks?
    }

    public struct Cluster: Sendable {
        public enum Kind: Sendable { case navigation, tabs, split }
        public var id: String
        public var kind: Kind
        public var label: String
        public var nodes: [Int] = []
        public var clusters: [Int] = []
    }

    public var title: String
    public var nodes: [Node] = []
    public var edges: [Edge] = []
    public var clusters: [Cluster] = []
    /// Nodes and clusters outside any cluster, in node order.
    public var topLevelNodes: [Int] = []
    public var topLevelClusters: [Int] = []
    /// The entry screen's node.
    public var entry: Int?
    /// Marks for the entry itself, such as a missing or misnamed `entry:`.
    public var entryMarks: Marks?
    /// Per graph edge: the drawn edge, if the edge is drawn (back navigation without a target is not).
    var drawnEdge: [Int?] = []

    /// A file the drawn flow was read from: its path as findings name it, its place in the run
    /// (`SourceRange.file`), and its lines.
    public struct DrawnFile: Sendable {
        public var path: String
        public var id: SourceFileID
        public var lines: LineTable

        public init(path: String, id: SourceFileID, lines: LineTable) {
            self.path = path
            self.id = id
            self.lines = lines
        }
    }

    /// Draws `graph`; with `findings` of the one file drawn, whose lines are `lines`, marks the
    /// node or edge each finding is about.
    public init(graph: FlowGraph, findings: [Diagnostic] = [], lines: LineTable = LineTable()) {
        self.init(graph: graph, findings: findings, files: [DrawnFile(path: graph.flow.file, id: SourceFileID(0), lines: lines)])
    }

    /// Draws the flow of several files read together (an app's storyboards and code), marking
    /// what `findings` in any of `files` are about.
    public init(graph: FlowGraph, findings: [Diagnostic], files: [DrawnFile]) {
        title = graph.flow.app?.value ?? "flow"
        var taken = UniqueNames(taken: ["entry"], separator: "_")
        for node in 0 ..< graph.nodeCount {
            let name = graph.name(of: node).value
            if graph.isScreen(node) {
                let screen = graph.screens[node]
                let title = screen.title?.value
                let isContainer = screen.container.map { $0.value != .navigation } ?? false
                nodes.append(Node(id: DrawingText.identifier(name, prefix: "s_", taken: &taken), name: name,
                                  title: title == name ? nil : title, shape: isContainer ? .container : .screen))
            } else {
                let modal = graph.modal(node)
                let shape: Shape = switch modal.kind?.value {
                case .actionSheet: .actionSheet
                case .activity: .activity
                case .alert, nil: .alert
                }
                let title = modal.title?.value
                nodes.append(Node(id: DrawingText.identifier(name, prefix: "m_", taken: &taken), name: name,
                                  title: title == name ? nil : title, shape: shape))
            }
        }
        entry = graph.entry
        addEdges(graph, taken: &taken)
        DrawingClusters(graph: graph).apply(to: &self)
        if !findings.isEmpty {
            DrawingFindings(graph: graph, drawing: self, files: files).mark(findings, on: &self)
        }
    }

    private mutating func addEdges(_ graph: FlowGraph, taken: inout UniqueNames) {
        var missing: [String: Int] = [:]
        let defaultTransition = graph.flow.defaults.transitionStyle?.value ?? .coverVertical
        drawnEdge = Array(repeating: nil, count: graph.edges.count)
        for (index, edge) in graph.edges.enumerated() {
            var target = edge.target
            if target == nil, let name = edge.targetName?.value {
                // A name of the wrong kind is drawn to what it names; an unknown one to a stand-in.
                target = graph.node(named: name) ?? missing[name] ?? {
                    nodes.append(Node(id: DrawingText.identifier(name, prefix: "u_", taken: &taken), name: name,
                                      title: nil, shape: .missing))
                    missing[name] = nodes.count - 1
                    return nodes.count - 1
                }()
            }
            guard let target else { continue }
            let (line, label) = Self.style(of: edge, to: target, in: graph, defaultTransition: defaultTransition)
            drawnEdge[index] = edges.count
            edges.append(Edge(source: edge.source, target: target, line: line, label: label))
        }
    }

    private static func style(of edge: FlowEdge, to target: Int, in graph: FlowGraph, defaultTransition: TransitionStyle) -> (Line, String?) {
        switch edge.kind {
        case .tab: return (.solid, "tab")
        case .splitColumn: return (.solid, edge.splitColumn?.rawValue)
        case .confirmation: return (.dashed, "confirm")
        case .attemptToDismiss: return (.dashed, "attempt to dismiss")
        case .action(let kind):
            switch kind {
            case .push: return (.solid, nil)
            case .show:
                // `show` pushes inside a navigation stack (alerts act for their presenter's stack).
                let pushes = !graph.isScreen(edge.source) || graph.facts[edge.source].isInNavigationStack
                return pushes ? (.solid, nil) : (.dashed, presentationLabel(edge, to: target, in: graph, defaultTransition: defaultTransition, via: "show"))
            case .present: return (.dashed, presentationLabel(edge, to: target, in: graph, defaultTransition: defaultTransition, via: nil))
            case .showDetail, .embed, .setStack: return (.solid, kind.rawValue)
            case .custom: return (.dashed, kind.rawValue)
            case .unwind, .popTo, .dismiss, .pop, .popToRoot: return (.dotted, kind.rawValue)
            }
        }
    }

    /// `pageSheet`, or `fullScreen, flipHorizontal` when the transition is not the app's declared
    /// default (cover vertical when it declares none). The style is the one the rules report,
    /// the app's default included.
    /// Alerts and share sheets present themselves their own way, so they get no label.
    private static func presentationLabel(
        _ edge: FlowEdge, to target: Int, in graph: FlowGraph, defaultTransition: TransitionStyle, via kind: String?
    ) -> String? {
        guard graph.isScreen(target) else { return kind }
        let style = graph.presentationStyle(of: edge).value
        var label = style.rawValue
        let transition = graph.transitionStyle(of: edge)
        if transition != defaultTransition, graph.showsTransitionStyle(edge) {
            label += ", \(transition.rawValue)"
        }
        return kind.map { "\($0): \(label)" } ?? label
    }
}
