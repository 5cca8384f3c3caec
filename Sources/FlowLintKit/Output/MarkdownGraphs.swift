/// The Mermaid graphs the `markdown` report embeds: one collapsed `<details>` block per file
/// with findings, drawn with those findings, so a pull request's summary shows where they are.
struct MarkdownGraphs {
    /// GitHub's Mermaid refuses diagrams over 50,000 characters (Mermaid's `maxTextSize`) and
    /// with more than 500 edges; such a graph is replaced by the command that draws it.
    static let maxTextSize = 50_000
    static let maxEdges = 500

    var paths: ReportPaths

    func section(for run: LintRun) -> String {
        var output = ""
        for report in run.files where !report.diagnostics.isEmpty {
            guard let graph = Linter().graph(of: report.source) else { continue }
            let shown = paths.display(report.path)
            output += "\n<details><summary>Graph of <code>\(Self.html(shown))</code></summary>\n\n"
            // Each node takes a line of at least nine characters: a graph of more nodes than fit
            // is not drawn to find that out.
            let drawing = graph.nodeCount * 9 > Self.maxTextSize ? nil : FlowDrawing(graph: graph, findings: report.diagnostics, lines: report.source.lineTable)
            let mermaid = drawing.map { MermaidWriter().write($0) } ?? ""
            if let drawing, mermaid.utf8.count <= Self.maxTextSize, drawing.edges.count < Self.maxEdges {
                output += "```mermaid\n\(mermaid)```\n"
            } else {
                output += "Too large to draw here; `flowlint graph --findings` draws it.\n"
            }
            output += "\n</details>\n"
        }
        return output
    }

    /// Text that HTML and Markdown both show as is: everything but letters, digits and a few
    /// marks of a path becomes a numeric character reference, which neither reads as syntax.
    static func html(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isPlain = scalar.isASCII && (scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || "./-".unicodeScalars.contains(scalar))
            if isPlain {
                result.unicodeScalars.append(scalar)
            } else if TerminalText.isInvisible(scalar) {
                result += TerminalText.spelled(scalar)
            } else {
                result += "&#\(scalar.value);"
            }
        }
        return result
    }
}
