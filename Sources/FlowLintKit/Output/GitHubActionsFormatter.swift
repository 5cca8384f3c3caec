/// The `github` format: one workflow command per finding, which GitHub Actions turns into an
/// annotation on the pull request's diff.
///
/// GitHub shows at most 10 annotations of each level per step, so errors come first, then
/// warnings, then notices, and a closing summary says how many there were. Every finding is
/// printed, so those GitHub does not show are still in the step's log. A clean run prints
/// nothing: an annotation that says there is nothing to see is one more thing to look at.
public struct GitHubActionsFormatter: ReportFormatter {
    public static let annotationsShownPerLevel = 10

    public var paths: ReportPaths

    public var syntax: OutputSyntax { .workflowCommands }

    public init(paths: ReportPaths = ReportPaths(root: nil)) {
        self.paths = paths
    }

    public func format(_ run: LintRun) -> String {
        var output = ""
        let diagnostics = run.diagnostics
        guard !diagnostics.isEmpty else { return "" }
        for severity in [Severity.error, .warning, .info] {
            for diagnostic in diagnostics where diagnostic.severity == severity {
                output += command(for: diagnostic).rendered + "\n"
            }
        }
        return output + summary(run).rendered + "\n"
    }

    func command(for diagnostic: Diagnostic) -> WorkflowCommand {
        let range = diagnostic.range
        var properties = [
            ("file", Self.visible(paths.display(diagnostic.file))), ("line", String(range.start.line)), ("endLine", String(range.end.line)),
        ]
        // GitHub accepts columns only for a range on one line.
        if range.end.line == range.start.line {
            properties.append(("col", String(range.start.column)))
            // Ours are exclusive, GitHub's inclusive.
            properties.append(("endColumn", String(max(range.start.column, range.end.column - 1))))
        }
        properties.append(("title", "flowlint \(diagnostic.ruleID)"))
        var message = Self.visible(diagnostic.message)
        for note in diagnostic.notes {
            message += "\nnote: \(Self.visible(note.message)) (\(Self.visible(paths.location(note.file, note.range.start))))"
        }
        return WorkflowCommand(Self.commandName(for: diagnostic.severity), properties: properties, message: message)
    }

    /// Text from a flow file as a command carries it: characters a reader cannot see are spelled
    /// out as the text report spells them (ESC would recolour the log, NUL cut it, bidirectional
    /// controls reorder it), and `##[`, which the runner's legacy syntax reads anywhere in a
    /// line, is escaped. `WorkflowCommand` then escapes what ends a command.
    static func visible(_ text: String) -> String {
        WorkflowCommandGuard.neutralised(TerminalText.escape(text), as: .workflowCommands)
    }

    func summary(_ run: LintRun) -> WorkflowCommand {
        let counts = [(Severity.error, "error"), (.warning, "warning"), (.info, "notice")].map { severity, noun in
            let count = run.count(severity)
            return "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        var message = "\(counts.joined(separator: ", ")) in \(run.files.count) file\(run.files.count == 1 ? "" : "s")"
        let limit = Self.annotationsShownPerLevel
        if Severity.allCases.contains(where: { run.count($0) > limit }) {
            message += "; GitHub shows the first \(limit) of each kind, the rest are in the log"
        }
        return WorkflowCommand("notice", properties: [("title", "flowlint")], message: message)
    }

    static func commandName(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }
}
