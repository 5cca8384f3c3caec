/// The `checkstyle` format: Checkstyle 4.3 XML, which reviewdog, Jenkins and many CI
/// dashboards read. Every checked file appears, a clean one as an empty `<file>`.
public struct CheckstyleFormatter: ReportFormatter {
    public var paths: ReportPaths

    public var syntax: OutputSyntax { .xml }

    public init(paths: ReportPaths = ReportPaths(root: nil)) {
        self.paths = paths
    }

    public func format(_ run: LintRun) -> String {
        var output = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for file in run.files {
            let name = XMLText.attributes([("name", paths.display(file.path))])
            guard !file.diagnostics.isEmpty else {
                output += "  <file\(name)/>\n"
                continue
            }
            output += "  <file\(name)>\n"
            for diagnostic in file.diagnostics {
                output += "    <error" + XMLText.attributes([
                    ("line", String(diagnostic.range.start.line)),
                    ("column", String(diagnostic.range.start.column)),
                    ("severity", diagnostic.severity.rawValue),
                    ("message", TerminalText.visibleInReport(diagnostic.message)),
                    ("source", "flowlint." + diagnostic.ruleID),
                ]) + "/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
