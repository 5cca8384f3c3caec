/// Puts each finding on the node or edge it is about. A finding whose subject names a screen
/// or modal (`screen:Compose`) goes on that node; any other goes on the drawn edge whose source
/// range holds the finding's position, and failing that on the screen or modal whose entry
/// holds it. Findings elsewhere (a YAML error in the header) are not drawn.
struct DrawingFindings {
    private enum Place: Hashable {
        case node(Int), edge(Int), entry
    }

    let graph: FlowGraph
    /// Screen and modal entries sorted by where they start, for a binary search by position.
    private let entries: [(range: SourceRange, node: Int)]
    private let drawnEdge: [Int?]
    /// The drawn file's lines, which place a finding's line and column among the model's ranges.
    private let lines: LineTable

    init(graph: FlowGraph, drawing: FlowDrawing, lines: LineTable) {
        self.graph = graph
        self.lines = lines
        drawnEdge = drawing.drawnEdge
        let ranges = (0 ..< graph.nodeCount).map { node in
            (range: graph.isScreen(node) ? graph.screens[node].range : graph.modal(node).range, node: node)
        }
        entries = ranges.sorted { $0.range.start < $1.range.start }
    }

    func mark(_ findings: [Diagnostic], on drawing: inout FlowDrawing) {
        var marks: [Place: FlowDrawing.Marks] = [:]
        for finding in findings where finding.file == graph.flow.file {
            guard let place = place(of: finding) else { continue }
            var mark = marks[place] ?? FlowDrawing.Marks(severity: finding.severity, ruleIDs: [])
            mark.severity = max(mark.severity, finding.severity)
            if !mark.ruleIDs.contains(finding.ruleID) { mark.ruleIDs.append(finding.ruleID) }
            marks[place] = mark
        }
        for (place, mark) in marks {
            var sorted = mark
            sorted.ruleIDs.sort()
            switch place {
            case .node(let node): drawing.nodes[node].marks = sorted
            case .edge(let edge): drawing.edges[edge].marks = sorted
            case .entry: drawing.entryMarks = sorted
            }
        }
    }

    private func place(of finding: Diagnostic) -> Place? {
        if let subject = finding.subject {
            if subject == "entry" { return .entry }
            for prefix in ["screen:", "modal:"] where subject.hasPrefix(prefix) {
                // `modal:Name/cancel` is about the modal's actions: still the modal.
                let name = String(subject.dropFirst(prefix.count))
                if let node = graph.node(named: name) ?? name.split(separator: "/").first.flatMap({ graph.node(named: String($0)) }) {
                    return .node(node)
                }
            }
        }
        let start = finding.range.start
        guard let lineStart = lines.start(ofLine: start.line) else { return nil }
        let position = lineStart + start.column - 1
        guard let owner = owner(of: position) else { return nil }
        // The narrowest drawn edge declared there: a single `setStack` name before the whole action.
        var best: (edge: Int, range: SourceRange)?
        for edgeIndex in graph.outgoing[owner] {
            let range = graph.edges[edgeIndex].range
            guard let drawn = drawnEdge[edgeIndex], Self.range(range, contains: position) else { continue }
            if best == nil || Self.range(best!.range, contains: range.start) && range.end <= best!.range.end {
                best = (drawn, range)
            }
        }
        if let best { return .edge(best.edge) }
        return .node(owner)
    }

    private func owner(of position: Int) -> Int? {
        let low = entries.partitionIndex { position < $0.range.start }
        guard low > 0, Self.range(entries[low - 1].range, contains: position) else { return nil }
        return entries[low - 1].node
    }

    private static func range(_ range: SourceRange, contains position: Int) -> Bool {
        range.start <= position && (position < range.end || position == range.start)
    }
}
