/// The `markdown` format: a heading, the summary and a table of findings, for a pull-request
/// comment or `$GITHUB_STEP_SUMMARY`. Rule names link to their documentation. Below the table,
/// each file with findings gets a collapsed Mermaid graph with its findings drawn on it.
public struct MarkdownFormatter: ReportFormatter {
    public var paths: ReportPaths
    public var embedsGraphs: Bool

    public var syntax: OutputSyntax { .markdown }

    public init(paths: ReportPaths = ReportPaths(root: nil), embedsGraphs: Bool = true) {
        self.paths = paths
        self.embedsGraphs = embedsGraphs
    }

    public func format(_ run: LintRun) -> String {
        var output = "### flowlint\n\n"
        let diagnostics = run.diagnostics
        guard !diagnostics.isEmpty else {
            return output + ":white_check_mark: \(run.summary)\n"
        }
        output += "\(run.count(.error) > 0 || run.failure != nil ? ":x:" : ":warning:") **\(run.summary)**\n\n"
        if let failure = run.failure {
            output += "The check fails: \(MarkdownText.escapeCell(failure)).\n\n"
        }
        output += "| Location | Severity | Rule | Message |\n| --- | --- | --- | --- |\n"
        for diagnostic in diagnostics {
            let start = diagnostic.range.start
            let location = MarkdownText.escapeCell(paths.location(diagnostic.file, start))
            let rule = "[\(MarkdownText.escapeCell(diagnostic.ruleID))](\(RuleDocumentationLink.url(for: diagnostic.ruleID)))"
            var message = MarkdownText.escapeCell(diagnostic.message)
            for note in diagnostic.notes {
                let position = note.range.start
                message += "<br>note: " + MarkdownText.escapeCell("\(note.message) (\(paths.location(note.file, position)))")
            }
            output += "| \(location) | \(diagnostic.severity.rawValue) | \(rule) | \(message) |\n"
        }
        if embedsGraphs {
            output += MarkdownGraphs(paths: paths).section(for: run)
        }
        return output
    }
}
