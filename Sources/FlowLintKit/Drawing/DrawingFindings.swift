/// Puts each finding on the node or edge it is about. A finding whose subject names a screen
/// or modal (`screen:Compose`) goes on that node, one whose subject names an edge
/// (`segue:Library->Compose`) on that edge where it is drawn; any other goes on the drawn edge
/// whose source range holds the finding's position, and failing that on the screen or modal whose entry
/// holds it. Findings elsewhere (a YAML error in the header, a file not drawn) are not drawn.
struct DrawingFindings {
    private enum Place: Hashable {
        case node(Int), edge(Int), entry
    }

    let graph: FlowGraph
    /// Screen and modal entries sorted by file and where they start, for a binary search by position.
    private let entries: [(range: SourceRange, node: Int)]
    private let drawnEdge: [Int?]
    /// The drawn files by path, with their lines, which place a finding's line and column among
    /// the model's ranges.
    private let files: [String: FlowDrawing.DrawnFile]

    init(graph: FlowGraph, drawing: FlowDrawing, files: [FlowDrawing.DrawnFile]) {
        self.graph = graph
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        drawnEdge = drawing.drawnEdge
        let ranges = (0 ..< graph.nodeCount).map { node in
            (range: graph.isScreen(node) ? graph.screens[node].range : graph.modal(node).range, node: node)
        }
        entries = ranges.sorted { ($0.range.file, $0.range.start) < ($1.range.file, $1.range.start) }
    }

    func mark(_ findings: [Diagnostic], on drawing: inout FlowDrawing) {
        var marks: [Place: FlowDrawing.Marks] = [:]
        let edgesBySubject = graph.edgesBySubject()
        var indexed: [Int: EdgePlaces] = [:]
        for finding in findings {
            guard let place = place(of: finding, edgesBySubject: edgesBySubject, indexed: &indexed) else { continue }
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

    private func place(of finding: Diagnostic, edgesBySubject: [String: Int], indexed: inout [Int: EdgePlaces]) -> Place? {
        if let subject = finding.subject {
            if subject == "entry" { return .entry }
            if let edge = edgesBySubject[subject], let drawn = drawnEdge[edge] { return .edge(drawn) }
            for prefix in ["screen:", "modal:"] where subject.hasPrefix(prefix) {
                // `modal:Name/cancel` is about the modal's actions: still the modal.
                let name = String(subject.dropFirst(prefix.count))
                if let node = graph.node(named: name) ?? name.split(separator: "/").first.flatMap({ graph.node(named: String($0)) }) {
                    return .node(node)
                }
            }
        }
        let start = finding.range.start
        guard let file = files[finding.file], let lineStart = file.lines.start(ofLine: start.line) else { return nil }
        let position = SourceRange(file: file.id, at: lineStart + start.column - 1)
        guard let owner = owner(of: position) else { return nil }
        // A screen of many edges (thousands of buttons, each with a finding) is looked up in an
        // index of its edges made once, rather than read through for each finding.
        if graph.outgoing[owner].count > NodeList.scanLimit {
            if indexed[owner] == nil { indexed[owner] = EdgePlaces(owner: owner, graph: graph, drawnEdge: drawnEdge) }
            return indexed[owner]!.narrowest(containing: position).map(Place.edge) ?? .node(owner)
        }
        // The narrowest drawn edge declared there: a single `setStack` name before the whole action.
        var best: (edge: Int, range: SourceRange)?
        for edgeIndex in graph.outgoing[owner] {
            let range = graph.edges[edgeIndex].range
            guard let drawn = drawnEdge[edgeIndex], Self.range(range, contains: position) else { continue }
            if best == nil || Self.range(best!.range, contains: SourceRange(file: range.file, at: range.start)) && range.end <= best!.range.end {
                best = (drawn, range)
            }
        }
        if let best { return .edge(best.edge) }
        return .node(owner)
    }

    private func owner(of position: SourceRange) -> Int? {
        let low = entries.partitionIndex { (position.file, position.start) < ($0.range.file, $0.range.start) }
        guard low > 0, Self.range(entries[low - 1].range, contains: position) else { return nil }
        return entries[low - 1].node
    }

    /// Whether `range` holds the empty range `position` (an empty range holds its own start).
    fileprivate static func range(_ range: SourceRange, contains position: SourceRange) -> Bool {
        range.file == position.file && range.start <= position.start && (position.start < range.end || position.start == range.start)
    }
}

/// A screen's drawn edges by where they are declared, outer before inner, each with the nearest
/// one around it: declarations nest (a `setStack` name inside its action) or stand apart, so the
/// narrowest one holding a position is the last to start before it or one around that.
private struct EdgePlaces {
    private let places: [(range: SourceRange, drawn: Int)]
    private let around: [Int?]

    init(owner: Int, graph: FlowGraph, drawnEdge: [Int?]) {
        let drawnHere = graph.outgoing[owner].compactMap { edgeIndex in
            drawnEdge[edgeIndex].map { (range: graph.edges[edgeIndex].range, drawn: $0) }
        }
        // Outer first where two start together; of two the same, the later is taken, as a scan does.
        places = drawnHere.enumerated().sorted { first, second in
            let (a, b) = (first.element.range, second.element.range)
            return (a.start, b.end, first.offset) < (b.start, a.end, second.offset)
        }.map(\.element)
        var around: [Int?] = []
        var open: [Int] = []
        for (index, place) in places.enumerated() {
            while let last = open.last, !(DrawingFindings.range(places[last].range, contains: SourceRange(file: place.range.file, at: place.range.start))
                                         && place.range.end <= places[last].range.end) {
                open.removeLast()
            }
            around.append(open.last)
            open.append(index)
        }
        self.around = around
    }

    func narrowest(containing position: SourceRange) -> Int? {
        let after = places.partitionIndex { $0.range.start > position.start }
        var candidate = after > 0 ? after - 1 : nil
        while let index = candidate {
            if DrawingFindings.range(places[index].range, contains: position) { return places[index].drawn }
            candidate = around[index]
        }
        return nil
    }
}
