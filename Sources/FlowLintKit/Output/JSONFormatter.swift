/// The `json` format: one object with the tool, a summary and every diagnostic.
/// Its shape is documented in the README and only ever grows.
public struct JSONFormatter: ReportFormatter {
    public var syntax: OutputSyntax { .json }

    public init() {}

    public func format(_ run: LintRun) -> String {
        let report = JSONValue.object([
            ("version", .int(1)),
            ("tool", .object([("name", .string("flowlint")), ("version", .string(FlowLint.version))])),
            ("files", .array(run.files.map { .string($0.path) })),
            ("summary", .object([
                ("errors", .int(run.count(.error))),
                ("warnings", .int(run.count(.warning))),
                ("infos", .int(run.count(.info))),
            ])),
            ("diagnostics", .array(run.diagnostics.map(Self.diagnostic))),
        ])
        return report.rendered() + "\n"
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rule", .string(diagnostic.ruleID)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(TerminalText.visibleInReport(diagnostic.message))),
            ("file", .string(diagnostic.file)),
            ("range", range(diagnostic.range)),
            ("notes", .array(diagnostic.notes.map { note in
                .object([("message", .string(TerminalText.visibleInReport(note.message))), ("file", .string(note.file)), ("range", range(note.range))])
            })),
        ]
        members.append(("subject", diagnostic.subject.map(JSONValue.string) ?? .null))
        // Only on a finding `check --fix` can fix: what it does, and its edits in this file.
        if let fix = diagnostic.fix {
            members.append(("fix", Self.fix(fix)))
        }
        // Only on a finding with changes that need a person's choice, which `--fix` never makes.
        if !diagnostic.suggestions.isEmpty {
            members.append(("suggestions", .array(diagnostic.suggestions.map(Self.fix))))
        }
        return .object(members)
    }

    static func fix(_ fix: Diagnostic.Fix) -> JSONValue {
        .object([
            ("title", .string(TerminalText.visibleInReport(fix.title))),
            ("edits", .array(fix.edits.map { .object([("range", range($0.range)), ("replacement", .string($0.replacement))]) })),
        ])
    }

    static func range(_ range: LineColumnRange) -> JSONValue {
        .object([
            ("start", .object([("line", .int(range.start.line)), ("column", .int(range.start.column))])),
            ("end", .object([("line", .int(range.end.line)), ("column", .int(range.end.column))])),
        ])
    }
}
