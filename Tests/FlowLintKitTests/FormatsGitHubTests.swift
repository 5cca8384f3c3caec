import Testing
@testable import FlowLintKit

@Suite struct FormatsGitHubTests {
    static func finding(_ severity: Severity, _ index: Int) -> Diagnostic {
        Diagnostic(ruleID: "rule-\(severity.rawValue)", severity: severity, message: "finding \(index)", file: "a.flow.yaml",
                   range: LineColumnRange(start: SourcePosition(line: index, column: 1), end: SourcePosition(line: index + 1, column: 4)))
    }

    static func run(errors: Int, warnings: Int, infos: Int) -> LintRun {
        // Interleaved in report order, so the formatter has to regroup them.
        var diagnostics: [Diagnostic] = []
        for index in 1 ... max(errors, warnings, infos) {
            if index <= infos { diagnostics.append(finding(.info, index)) }
            if index <= warnings { diagnostics.append(finding(.warning, index)) }
            if index <= errors { diagnostics.append(finding(.error, index)) }
        }
        return LintRun(files: [FileReport(source: SourceFile(path: "a.flow.yaml", text: ""), diagnostics: diagnostics)])
    }

    @Test func errorsComeFirstThenWarningsThenNoticesThenTheSummary() throws {
        let output = GitHubActionsFormatter().format(Self.run(errors: 12, warnings: 3, infos: 2))
        let commands = try output.split(separator: "\n").map { try ParsedCommand(String($0)) }
        #expect(commands.map(\.name) == Array(repeating: "error", count: 12) + Array(repeating: "warning", count: 3)
            + ["notice", "notice", "notice"])
        #expect(commands.dropLast().map(\.message) == (1 ... 12).map { "finding \($0)" } + ["finding 1", "finding 2", "finding 3", "finding 1", "finding 2"])
        let summary = try #require(commands.last)
        #expect(summary.properties == ["title": "flowlint"])
        #expect(summary.message == "12 errors, 3 warnings, 2 notices in 1 file; GitHub shows the first 10 of each kind, the rest are in the log")
    }

    @Test func summaryMentionsTheLimitOnlyWhenItIsReached() throws {
        let output = GitHubActionsFormatter().format(Self.run(errors: 1, warnings: 10, infos: 0))
        #expect(output.hasSuffix("::notice title=flowlint::1 error, 10 warnings, 0 notices in 1 file\n"))
    }

    @Test func columnsAppearOnlyForSingleLineRanges() {
        let multiline = GitHubActionsFormatter().command(for: Self.finding(.error, 3)).rendered
        #expect(multiline == "::error file=a.flow.yaml,line=3,endLine=4,title=flowlint rule-error::finding 3")
        var single = Self.finding(.warning, 2)
        single.range = LineColumnRange(start: SourcePosition(line: 2, column: 5), end: SourcePosition(line: 2, column: 9))
        #expect(GitHubActionsFormatter().command(for: single).rendered
            == "::warning file=a.flow.yaml,line=2,endLine=2,col=5,endColumn=8,title=flowlint rule-warning::finding 2")
    }

    @Test func escapingFollowsTheActionsToolkit() {
        #expect(WorkflowCommand.escapeData("100% done\r\nnext::x,y:z") == "100%25 done%0D%0Anext::x,y:z")
        #expect(WorkflowCommand.escapeProperty("100% done\r\nnext::x,y:z") == "100%25 done%0D%0Anext%3A%3Ax%2Cy%3Az")
        #expect(WorkflowCommand.escapeData("%0A") == "%250A")
    }

    @Test func githubActionsGetsTextAndAnnotationsWhenNoFormatIsChosen() {
        let settings = ReportSettings()
        let actions: (String) -> String? = { ["GITHUB_ACTIONS": "true"][$0] }
        #expect(ReportFormat.standardOutputFormatter(nil, environment: actions, settings: settings) is AnnotatedTextFormatter)
        #expect(ReportFormat.standardOutputFormatter(nil, environment: { _ in nil }, settings: settings) is TextFormatter)
        #expect(ReportFormat.standardOutputFormatter(nil, environment: { ["GITHUB_ACTIONS": "false"][$0] }, settings: settings) is TextFormatter)
        #expect(ReportFormat.standardOutputFormatter(.text, environment: actions, settings: settings) is TextFormatter)
        #expect(ReportFormat.standardOutputFormatter(.sarif, environment: actions, settings: settings) is SARIFFormatter)
    }

    @Test func tokensDifferBetweenRuns() {
        let formatter = AnnotatedTextFormatter(text: TextFormatter(), annotations: GitHubActionsFormatter())
        let run = Self.run(errors: 1, warnings: 0, infos: 0)
        #expect(formatter.format(run).split(separator: "\n").first != formatter.format(run).split(separator: "\n").first)
    }
}
