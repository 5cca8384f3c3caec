/// The findings for one file, with the file itself for snippets.
public struct FileReport: Sendable {
    public var source: SourceFile
    public var diagnostics: [Diagnostic]

    public var path: String { source.path }
}

/// Runs the whole pipeline on one file: YAML, model, graph, rules.
public struct Linter: Sendable {
    public var configuration: LintConfiguration
    private let rules: [(rule: any Rule, description: RuleDescription, severity: Severity?)]

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        rules = RuleCatalog.all.compactMap { type in
            let description = type.description
            let setting = configuration.rules[description.id] ?? RuleSetting()
            guard setting.isEnabled else { return nil }
            return (type.init(options: setting.options), description, setting.severity)
        }
    }

    public func lint(_ source: SourceFile) -> FileReport {
        var diagnostics: [Diagnostic] = []
        let parsed = YAMLParser(limits: configuration.limits).parse(source.bytes)
        for problem in parsed.problems {
            let check = FormatCheck(problem.kind)
            guard configuration.rules[check.rawValue]?.isEnabled != false else { continue }
            diagnostics.append(Diagnostic(
                ruleID: check.rawValue, severity: .error, message: problem.message, file: source.path, range: problem.range,
                notes: problem.notes.map { Diagnostic.Note($0.message, file: source.path, range: $0.range) }
            ))
        }
        if let document = parsed.document {
            let decoded = FlowDecoder(file: source.path).decode(document)
            diagnostics += decoded.diagnostics.filter { configuration.rules[$0.ruleID]?.isEnabled != false }
            if let flow = decoded.flow {
                // App-wide defaults from .flowlint.yml fill what the flow's own `defaults:` leaves unset.
                diagnostics += runRules(on: FlowGraph(flow: configuration.defaults.apply(to: flow)))
            }
        }
        diagnostics = Suppressions.apply(to: diagnostics, source: source, document: parsed.document, configuration: configuration)
        diagnostics.sort(by: Diagnostic.reportOrder)
        return FileReport(source: source, diagnostics: diagnostics)
    }

    public func lint(path: String, text: String) -> FileReport {
        lint(SourceFile(path: path, text: text))
    }

    private func runRules(on graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for entry in rules {
            let context = RuleContext(graph: graph, description: entry.description, configuredSeverity: entry.severity)
            entry.rule.check(context)
            findings += context.findings
        }
        // The rules shared query structures through the graph; they refer back to it.
        graph.discardDerivedFacts()
        return findings
    }
}
