/// What `flowlint check` prints inside GitHub Actions when no format is chosen: the text report
/// for people reading the log, then the annotations.
///
/// The text report starts lines with file paths, which a pull request controls, so it is
/// fenced with `::stop-commands::` and an unguessable token: the runner executes nothing in it.
/// Its lines are also neutralised as any text flowlint prints in Actions is, so the report stays
/// inert even to a runner that honoured a `##[` inside the fence.
public struct AnnotatedTextFormatter: ReportFormatter {
    public var text: TextFormatter
    public var annotations: GitHubActionsFormatter
    /// Makes the stop-commands token; tests pass a fixed one.
    public var makeToken: @Sendable () -> String

    public var syntax: OutputSyntax { .workflowCommands }

    public init(
        text: TextFormatter, annotations: GitHubActionsFormatter,
        makeToken: @escaping @Sendable () -> String = { "flowlint-" + RandomToken.make() }
    ) {
        self.text = text
        self.annotations = annotations
        self.makeToken = makeToken
    }

    public func format(_ run: LintRun) -> String {
        let token = makeToken()
        return WorkflowCommand("stop-commands", message: token).rendered + "\n"
            + WorkflowCommandGuard.neutralised(text.format(run), as: .text)
            + WorkflowCommand(token, message: "").rendered + "\n"
            + annotations.format(run)
    }
}
