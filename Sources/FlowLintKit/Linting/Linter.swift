/// The findings for one file, with the file itself for snippets.
public struct FileReport: Sendable {
    public var source: SourceFile
    public var diagnostics: [Diagnostic]
    /// Why the file could not be linted: it changed after it was first read, and then could not
    /// be read again (it was deleted, say). The run reports it as it does a file it cannot open.
    public var readFailure: String?

    public init(source: SourceFile, diagnostics: [Diagnostic], readFailure: String? = nil) {
        self.source = source
        self.diagnostics = diagnostics
        self.readFailure = readFailure
    }

    public var path: String { source.path }
}

/// Lints files with one configuration: the rules it turns on, with their options and severities.
/// The pipeline itself, from input to reports, is Pipeline/LintPipeline.swift.
public struct Linter: Sendable {
    public var configuration: LintConfiguration
    /// When set, each phase and rule adds its time here (`FLOWLINT_TIMING`).
    public var timings: PhaseTimings?
    /// Flows with at least this many screens and modals have edges built and rules checked on every core;
    /// smaller ones take well under a millisecond, less than handing work to other threads costs.
    var parallelWorkThreshold = ParallelRuns.threshold
    /// Files of at least this many bytes let their text go while the graph is built and the rules
    /// run, and read back the lines their report quotes; see `SetAsideText`. Below
    /// it, reading lines again would cost more than the memory it saves.
    var setAsideThreshold = 1 << 20
    /// Files an editor has open, read in place of their saved text (see `OpenTexts`).
    public var openTexts = OpenTexts()
    private let rules: [(rule: any Rule, id: String, grading: CheckGrading)]

    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        rules = RuleCatalog.all.compactMap { type in
            let id = type.description.id
            guard let grading = configuration.grading(of: id) else { return nil }
            let options = configuration.rules[id]?.options ?? RuleOptions()
            return (type.init(options: options), id, grading)
        }
    }

    /// What kind of file this is, by its name: a storyboard, or else a flow file (or code, which
    /// the code frontend recognises by its own suffixes).
    public static func isStoryboard(_ path: String) -> Bool {
        path.hasSuffix(".storyboard")
    }

    /// Standard input has a name only when `--stdin-filename` gives one, so its text decides too:
    /// a storyboard is XML, whose first line is `<?xml` (after an optional byte order mark and
    /// white space), which no flow file starts with.
    public static func isStoryboard(named path: String, text bytes: [UInt8]) -> Bool {
        if isStoryboard(path) { return true }
        let xmlDeclaration = Array("<?xml".utf8)
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let text = bytes[start...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return text.starts(with: xmlDeclaration)
    }

    /// The file at `path` as this linter reads it: a large flow is parsed from disk, so it is left
    /// there, where reading it now would only be to let it go again (see `setAsideThreshold`).
    /// Only flow files are parsed from disk: storyboards and code (`whole`) are read into memory.
    func source(at path: String, whole: Bool = false) throws(FileReader.Failure) -> SourceFile {
        let limit = configuration.limits.maxFileSize
        if let open = openTexts.source(at: path, shownAs: path, limit: limit) { return open }
        if whole || Self.isStoryboard(path) { return try SourceFile(readingAt: path, limit: limit) }
        return try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: setAsideThreshold)
    }

    func runRules(on graph: FlowGraph) -> [Finding] {
        var findings: [Finding] = []
        runRules(on: graph, appendingTo: &findings)
        return findings
    }

    /// The rules' findings, in catalogue order, appended to `findings`; `code`, the app's code
    /// a flow file is compared with.
    func runRules(on graph: FlowGraph, comparingWith code: ComparedCode? = nil, appendingTo findings: inout [Finding]) {
        if graph.nodeCount >= parallelWorkThreshold, rules.count > 1 {
            // The shared query structures are built once, up front, rather than raced for by the
            // first rules to start. The modal queries hold the navigation ones, which come first.
            timed("rule queries") { _ = ModalQueries(graph: graph) }
            // Rules only read the graph, so they run on every core; each writes its own slot and
            // the findings are joined in catalogue order, exactly as a serial run lists them.
            var byRule = timed("rules") { ParallelRuns.map(count: rules.count) { check(rules[$0], on: graph, code: code) } }
            // Joined into room made once, each rule's list let go as soon as it is copied: a large
            // flow's findings are megabytes, and they arrive when memory is at its peak.
            findings.reserveCapacity(findings.count + byRule.reduce(0) { $0 + $1.count })
            for rule in byRule.indices {
                findings += byRule[rule]
                byRule[rule] = []
            }
        } else {
            timed("rules") { for rule in rules { findings += check(rule, on: graph, code: code) } }
        }
        // The rules shared query structures through the graph; they refer back to it.
        graph.discardDerivedFacts()
    }

    private func check(_ entry: (rule: any Rule, id: String, grading: CheckGrading), on graph: FlowGraph, code: ComparedCode?) -> [Finding] {
        let context = RuleContext(graph: graph, ruleID: entry.id, grading: entry.grading, code: code)
        timed(PhaseTimings.rulePrefix + entry.id) { entry.rule.check(context) }
        return context.findings
    }

    func timed<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        guard let timings else { return try body() }
        return try timings.measure(name, body)
    }
}
