/// The `gitlab` format: a GitLab Code Quality report, a JSON array of Code Climate issues,
/// which GitLab shows in merge requests when a job saves it as `artifacts:reports:codequality`.
public struct GitLabCodeQualityFormatter: ReportFormatter {
    public var paths: ReportPaths

    public var syntax: OutputSyntax { .json }

    public init(paths: ReportPaths = ReportPaths(root: nil)) {
        self.paths = paths
    }

    public func format(_ run: LintRun) -> String {
        let diagnostics = run.diagnostics
        let fingerprints = Fingerprint.fingerprints(for: diagnostics, paths: paths)
        let issues = zip(diagnostics, fingerprints).map { diagnostic, fingerprint in
            issue(diagnostic, fingerprint: fingerprint)
        }
        return JSONValue.array(issues).rendered() + "\n"
    }

    func issue(_ diagnostic: Diagnostic, fingerprint: String) -> JSONValue {
        let range = diagnostic.range
        return .object([
            ("type", .string("issue")),
            ("description", .string(TerminalText.visibleInReport(diagnostic.message))),
            ("check_name", .string(diagnostic.ruleID)),
            // GitLab wants fingerprints unique within the report; the occurrence suffix makes them so.
            ("fingerprint", .string(Fingerprint.fnv1a(fingerprint) + Fingerprint.fnv1a("gitlab:" + fingerprint))),
            ("severity", .string(Self.severity(diagnostic.severity))),
            ("location", .object([
                ("path", .string(paths.display(diagnostic.file))),
                ("positions", .object([
                    ("begin", .object([("line", .int(range.start.line)), ("column", .int(range.start.column))])),
                    ("end", .object([("line", .int(range.end.line)), ("column", .int(range.end.column))])),
                ])),
            ])),
        ])
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }
}
