/// Writes a drawing as a Mermaid flowchart, which GitHub renders in a ```` ```mermaid ```` block.
///
/// Every label is a quoted string of `#code;` entities and safe characters (`DrawingText`), and
/// every id is sanitized, so a screen named `end`, `"]`, `#quot;` or `<script>` draws as itself.
public struct MermaidWriter {
    public init() {}

    public func write(_ drawing: FlowDrawing) -> String {
        var lines = ["flowchart LR"]
        if drawing.entry != nil || drawing.entryMarks != nil {
            lines.append("  entry((\"\(DrawingText.mermaidString(["start"] + DrawingStyle.rulesLine(drawing.entryMarks)))\"))")
        }
        for cluster in drawing.topLevelClusters {
            writeCluster(cluster, of: drawing, indent: "  ", into: &lines)
        }
        for node in drawing.topLevelNodes {
            lines.append("  " + nodeStatement(drawing.nodes[node]))
        }
        // linkStyle addresses links by their position, counting from 0 in the order written.
        var linksBySeverity: [Severity: [Int]] = [:]
        var linkCount = 0
        if let entry = drawing.entry {
            lines.append("  entry --> \(drawing.nodes[entry].id)")
            linkCount += 1
        }
        for edge in drawing.edges {
            lines.append("  " + edgeStatement(edge, in: drawing))
            if let marks = edge.marks { linksBySeverity[marks.severity, default: []].append(linkCount) }
            linkCount += 1
        }
        lines += classStatements(drawing)
        for severity in Severity.allCases.reversed() {
            guard let links = linksBySeverity[severity] else { continue }
            let ids = links.map(String.init).joined(separator: ",")
            lines.append("  linkStyle \(ids) stroke:\(DrawingStyle.stroke(severity)),stroke-width:2px,color:\(DrawingStyle.stroke(severity))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func writeCluster(_ index: Int, of drawing: FlowDrawing, indent: String, into lines: inout [String]) {
        guard DrawingStyle.hasNodes(index, in: drawing) else { return }
        let cluster = drawing.clusters[index]
        lines.append("\(indent)subgraph \(cluster.id)[\"\(DrawingText.mermaidString([cluster.label]))\"]")
        for child in cluster.clusters {
            writeCluster(child, of: drawing, indent: DrawingStyle.nested(indent), into: &lines)
        }
        for node in cluster.nodes {
            lines.append("\(indent)  " + nodeStatement(drawing.nodes[node]))
        }
        lines.append("\(indent)end")
    }

    private func nodeStatement(_ node: FlowDrawing.Node) -> String {
        let label = "\"\(DrawingText.mermaidString(DrawingStyle.nodeLines(node)))\""
        let shaped = switch node.shape {
        case .screen, .missing: "[\(label)]"
        case .container: "[[\(label)]]"
        case .alert: "{{\(label)}}"
        case .actionSheet: "[/\(label)\\]"
        case .activity: "([\(label)])"
        }
        return node.id + shaped
    }

    private func edgeStatement(_ edge: FlowDrawing.Edge, in drawing: FlowDrawing) -> String {
        // Mermaid has solid, dotted and thick links; presentations take the dotted one, which
        // renders dashed, and going back the thick one, with its label saying which way.
        let arrow = switch edge.line {
        case .solid: "-->"
        case .dashed: "-.->"
        case .dotted: "==>"
        }
        let label = DrawingStyle.edgeLines(edge).map { "|\"\(DrawingText.mermaidString($0))\"|" } ?? ""
        return "\(drawing.nodes[edge.source].id) \(arrow)\(label) \(drawing.nodes[edge.target].id)"
    }

    /// One class per severity and one for undefined names, each applied with a `class` line.
    private func classStatements(_ drawing: FlowDrawing) -> [String] {
        var lines: [String] = []
        for severity in Severity.allCases.reversed() {
            let ids = drawing.nodes.filter { $0.marks?.severity == severity }.map(\.id)
                + (drawing.entryMarks?.severity == severity ? ["entry"] : [])
            guard !ids.isEmpty else { continue }
            lines.append("  classDef \(severity.rawValue) fill:\(DrawingStyle.fill(severity)),stroke:\(DrawingStyle.stroke(severity)),stroke-width:2px,color:#1f2328")
            lines.append("  class \(ids.joined(separator: ",")) \(severity.rawValue)")
        }
        let missing = drawing.nodes.filter { $0.shape == .missing && $0.marks == nil }.map(\.id)
        if !missing.isEmpty {
            lines.append("  classDef missing stroke-dasharray:5 5")
            lines.append("  class \(missing.joined(separator: ",")) missing")
        }
        return lines
    }
}
