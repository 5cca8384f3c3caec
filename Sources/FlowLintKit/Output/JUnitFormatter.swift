/// The `junit` format: JUnit XML, for CI systems that show test results but not lint reports.
/// Each file is a test suite, each finding a failed test case; a clean file has one passing case.
public struct JUnitFormatter: ReportFormatter {
    public var paths: ReportPaths

    public var syntax: OutputSyntax { .xml }

    public init(paths: ReportPaths = ReportPaths(root: nil)) {
        self.paths = paths
    }

    public func format(_ run: LintRun) -> String {
        let findings = run.findingCount
        let cleanFiles = run.files.count { $0.diagnostics.isEmpty }
        var output = XMLText.declaration + "<testsuites" + XMLText.attributes([
            ("name", "flowlint"), ("tests", String(findings + cleanFiles)), ("failures", String(findings)), ("errors", "0"),
        ]) + ">\n"
        for file in run.files {
            output += suite(for: file)
        }
        return output + "</testsuites>\n"
    }

    private func suite(for file: FileReport) -> String {
        let name = TerminalText.visibleInReport(paths.display(file.path))
        let count = file.diagnostics.count
        var output = "  <testsuite" + XMLText.attributes([
            ("name", name), ("tests", String(max(count, 1))), ("failures", String(count)), ("errors", "0"), ("skipped", "0"),
        ]) + ">\n"
        if file.diagnostics.isEmpty {
            output += "    <testcase" + XMLText.attributes([("name", "no problems"), ("classname", name)]) + "/>\n"
        }
        for diagnostic in file.diagnostics {
            let start = diagnostic.range.start
            output += "    <testcase" + XMLText.attributes([
                ("name", "\(diagnostic.ruleID) at \(start.line):\(start.column)"), ("classname", name),
            ]) + ">\n"
            output += "      <failure" + XMLText.attributes([("message", TerminalText.visibleInReport(diagnostic.message)), ("type", diagnostic.severity.rawValue)])
                + ">" + XMLText.escape(details(diagnostic, file: name), inAttribute: false) + "</failure>\n"
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n"
    }

    /// The failure body: the finding as the text report states it, with its notes.
    private func details(_ diagnostic: Diagnostic, file: String) -> String {
        let start = diagnostic.range.start
        let visible = TerminalText.visibleInReport
        var text = "\(file):\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(visible(diagnostic.message)) [\(diagnostic.ruleID)]"
        for note in diagnostic.notes {
            text += "\nnote: \(visible(note.message)) (\(visible(paths.location(note.file, note.range.start))))"
        }
        return text
    }
}
