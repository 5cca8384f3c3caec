/// Stable names for what findings are about, used by baselines and report fingerprints, so they
/// must not depend on line numbers: `segue:Library->Compose`, `button:Compose->dismiss`,
/// `action:DiscardDraft->pop`, with `#2` and on for later declarations of the same kind between
/// the same two names.
extension FlowGraph {
    public func subject(ofEdge edgeIndex: Int) -> String {
        let edge = edges[edgeIndex]
        let kind = Self.declaration(edge.origin)
        let target = Self.targetName(edge)
        // A screen declares a few edges, looked through in place; one that declares many (a
        // debug menu opening everything) has its repeats counted once for all its findings.
        let earlier = outgoing[edge.source].count <= Self.scannedDeclarations
            ? outgoing[edge.source].prefix { $0 != edgeIndex }.filter {
                Self.declaration(edges[$0].origin) == kind && Self.targetName(edges[$0]) == target
            }.count
            : derived(EdgeRepeats.self) { EdgeRepeats(graph: $0) }.earlier[edgeIndex, default: 0]
        return "\(kind):\(name(of: edge.source).value)->\(target)" + (earlier > 0 ? "#\(earlier + 1)" : "")
    }

    /// `button:Compose/Cancel`, with `#2` and on for later buttons of the same label: its title,
    /// else the word its role draws (`Button.label`), so that a system Cancel item read from code
    /// and the `title: Cancel` an import writes for it are the same subject; `#n`, its place,
    /// for a button with neither.
    func subject(ofButton offset: Int, on screen: Int) -> String {
        let buttons = screens[screen].buttons
        guard let title = buttons[offset].label else { return "button:\(screens[screen].id.value)/#\(offset + 1)" }
        // As for edges: a few buttons are looked through, many counted once.
        let earlier = buttons.count <= Self.scannedDeclarations
            ? buttons.prefix(offset).filter { $0.label == title }.count
            : derived(ButtonRepeats.self) { ButtonRepeats(graph: $0) }.earlier[screen]?[offset] ?? 0
        return "button:\(screens[screen].id.value)/\(title)" + (earlier > 0 ? "#\(earlier + 1)" : "")
    }

    /// Every edge by its subject, found in one pass over the edges (`subject(ofEdge:)` for each
    /// would count the earlier edges of each source again and again).
    func edgesBySubject() -> [String: Int] {
        var declared: [String: Int] = [:]
        var edgesBySubject: [String: Int] = [:]
        for source in outgoing.indices {
            for edgeIndex in outgoing[source] {
                let edge = edges[edgeIndex]
                let subject = "\(Self.declaration(edge.origin)):\(name(of: source).value)->\(Self.targetName(edge))"
                let earlier = declared[subject, default: 0]
                declared[subject] = earlier + 1
                edgesBySubject[subject + (earlier > 0 ? "#\(earlier + 1)" : "")] = edgeIndex
            }
        }
        return edgesBySubject
    }

    /// Up to this many edges or buttons of a node are looked through for a subject's number; past
    /// it, repeats are counted once for all (`EdgeRepeats`, `ButtonRepeats`).
    fileprivate static let scannedDeclarations = 16

    /// What two edges of one node share when one repeats the other.
    fileprivate static func repeatKey(_ edge: FlowEdge) -> String {
        "\(declaration(edge.origin))->\(targetName(edge))"
    }

    private static func declaration(_ origin: FlowEdge.Origin) -> String {
        switch origin {
        case .segue: "segue"
        case .button: "button"
        case .modalAction: "action"
        case .container: "container"
        case .screenField: "field"
        }
    }

    private static func targetName(_ edge: FlowEdge) -> String {
        edge.targetName?.value ?? edge.actionKind?.rawValue ?? "?"
    }
}

/// For the edges of each node that declares many: how many edges of the same kind to the same
/// target it declares before each one, where that is any.
private struct EdgeRepeats {
    let earlier: [Int: Int]

    init(graph: FlowGraph) {
        var earlier: [Int: Int] = [:]
        for source in graph.outgoing.indices where graph.outgoing[source].count > FlowGraph.scannedDeclarations {
            var seen: [String: Int] = [:]
            for edgeIndex in graph.outgoing[source] {
                let edge = graph.edges[edgeIndex]
                let key = FlowGraph.repeatKey(edge)
                let count = seen[key, default: 0]
                seen[key] = count + 1
                if count > 0 { earlier[edgeIndex] = count }
            }
        }
        self.earlier = earlier
    }
}

/// For the buttons of each screen that has many: how many buttons of the same title come before
/// each one, where that is any.
private struct ButtonRepeats {
    let earlier: [Int: [Int: Int]]

    init(graph: FlowGraph) {
        var earlier: [Int: [Int: Int]] = [:]
        for screen in graph.screens.indices where graph.screens[screen].buttons.count > FlowGraph.scannedDeclarations {
            var seen: [String: Int] = [:]
            for (offset, button) in graph.screens[screen].buttons.enumerated() {
                guard let title = button.label else { continue }
                let count = seen[title, default: 0]
                seen[title] = count + 1
                if count > 0 { earlier[screen, default: [:]][offset] = count }
            }
        }
        self.earlier = earlier
    }
}
