/// What both writers agree on: severity colours (GitHub's, readable on light and dark pages)
/// and the lines of a node's or edge's label.
enum DrawingStyle {
    /// The indent of a cluster drawn inside one drawn at `indent`: two spaces more, up to 32
    /// levels. Deeper nesting (tab bars inside tab bars, thousands deep) is drawn at the same
    /// indent; each level's lines would otherwise grow with the depth, quadratic in all.
    static func nested(_ indent: String) -> String {
        indent.utf8.count < 64 ? indent + "  " : indent
    }

    static func stroke(_ severity: Severity) -> String {
        switch severity {
        case .error: "#cf222e"
        case .warning: "#bf8700"
        case .info: "#0969da"
        }
    }

    static func fill(_ severity: Severity) -> String {
        switch severity {
        case .error: "#ffebe9"
        case .warning: "#fff8c5"
        case .info: "#ddf4ff"
        }
    }

    /// The rule ids of a finding, as the last line of a label.
    static func rulesLine(_ marks: FlowDrawing.Marks?) -> [String] {
        guard let marks else { return [] }
        return ["[" + marks.ruleIDs.joined(separator: ", ") + "]"]
    }

    static func nodeLines(_ node: FlowDrawing.Node) -> [String] {
        var lines = [node.name]
        if let title = node.title { lines.append("“\(title)”") }
        if node.shape == .missing { lines.append("(not defined)") }
        return lines + rulesLine(node.marks)
    }

    /// Nil when the edge needs no label at all.
    static func edgeLines(_ edge: FlowDrawing.Edge) -> [String]? {
        let lines = (edge.label.map { [$0] } ?? []) + rulesLine(edge.marks)
        return lines.isEmpty ? nil : lines
    }

    /// Whether a cluster holds any node, directly or in a nested cluster; empty ones are left out.
    static func hasNodes(_ cluster: Int, in drawing: FlowDrawing) -> Bool {
        !drawing.clusters[cluster].nodes.isEmpty || drawing.clusters[cluster].clusters.contains { hasNodes($0, in: drawing) }
    }
}
