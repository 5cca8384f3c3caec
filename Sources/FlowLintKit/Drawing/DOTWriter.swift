/// Writes a drawing in Graphviz's DOT language, for `dot -Tsvg`.
public struct DOTWriter {
    public init() {}

    public func write(_ drawing: FlowDrawing) -> String {
        var lines = [
            "digraph flow {",
            "  graph [rankdir=LR, fontname=\"Helvetica,Arial,sans-serif\", labelloc=t, label=\"\(DrawingText.dotString([drawing.title]))\"];",
            "  node [fontname=\"Helvetica,Arial,sans-serif\", fontsize=12, shape=box, style=rounded];",
            "  edge [fontname=\"Helvetica,Arial,sans-serif\", fontsize=10];",
        ]
        if drawing.entry != nil || drawing.entryMarks != nil {
            var attributes = ["shape=circle", "style=filled", "fillcolor=black", "width=0.2", "fixedsize=true", "label=\"\""]
            if let marks = drawing.entryMarks {
                attributes += ["color=\"\(DrawingStyle.stroke(marks.severity))\"", "penwidth=3",
                               "xlabel=\"\(DrawingText.dotString(DrawingStyle.rulesLine(marks)))\""]
            }
            lines.append("  entry [\(attributes.joined(separator: ", "))];")
        }
        for cluster in drawing.topLevelClusters {
            writeCluster(cluster, of: drawing, indent: "  ", into: &lines)
        }
        for node in drawing.topLevelNodes {
            lines.append("  " + nodeStatement(drawing.nodes[node]))
        }
        if let entry = drawing.entry {
            lines.append("  entry -> \(drawing.nodes[entry].id);")
        }
        for edge in drawing.edges {
            lines.append("  " + edgeStatement(edge, in: drawing))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func writeCluster(_ index: Int, of drawing: FlowDrawing, indent: String, into lines: inout [String]) {
        guard DrawingStyle.hasNodes(index, in: drawing) else { return }
        let cluster = drawing.clusters[index]
        // Stacks are grey boxes; tab and split containers, which hold stacks, are bolder.
        let style = cluster.kind == .navigation ? "style=\"rounded,dashed\", color=gray60" : "style=rounded, color=gray30, penwidth=1.5"
        lines.append("\(indent)subgraph \(cluster.id) {")
        lines.append("\(indent)  graph [label=\"\(DrawingText.dotString([cluster.label]))\", \(style), fontsize=11];")
        for child in cluster.clusters {
            writeCluster(child, of: drawing, indent: DrawingStyle.nested(indent), into: &lines)
        }
        for node in cluster.nodes {
            lines.append("\(indent)  " + nodeStatement(drawing.nodes[node]))
        }
        lines.append("\(indent)}")
    }

    private func nodeStatement(_ node: FlowDrawing.Node) -> String {
        var attributes = ["label=\"\(DrawingText.dotString(DrawingStyle.nodeLines(node)))\""]
        var styles: [String] = []
        switch node.shape {
        case .screen: styles.append("rounded")
        case .container: styles += ["rounded", "bold"]
        case .alert: attributes.append("shape=hexagon")
        case .actionSheet: attributes.append("shape=trapezium")
        case .activity: attributes.append("shape=parallelogram")
        case .missing: styles.append("dashed")
        }
        if let marks = node.marks {
            styles.append("filled")
            attributes += ["color=\"\(DrawingStyle.stroke(marks.severity))\"", "fillcolor=\"\(DrawingStyle.fill(marks.severity))\"", "penwidth=2"]
        }
        if !styles.isEmpty { attributes.append("style=\"\(styles.joined(separator: ","))\"") }
        return "\(node.id) [\(attributes.joined(separator: ", "))];"
    }

    private func edgeStatement(_ edge: FlowDrawing.Edge, in drawing: FlowDrawing) -> String {
        var attributes: [String] = []
        switch edge.line {
        case .solid: break
        case .dashed: attributes.append("style=dashed")
        case .dotted: attributes.append("style=dotted")
        }
        if let lines = DrawingStyle.edgeLines(edge) {
            attributes.append("label=\"\(DrawingText.dotString(lines))\"")
        }
        if let marks = edge.marks {
            let colour = DrawingStyle.stroke(marks.severity)
            attributes += ["color=\"\(colour)\"", "fontcolor=\"\(colour)\"", "penwidth=2"]
        }
        let statement = "\(drawing.nodes[edge.source].id) -> \(drawing.nodes[edge.target].id)"
        return attributes.isEmpty ? statement + ";" : "\(statement) [\(attributes.joined(separator: ", "))];"
    }
}
