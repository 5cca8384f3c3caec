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

/// Runs the whole pipeline on one file: YAML, model, graph, rules.
public struct Linter: Sendable {
    public var configuration: LintConfiguration
    /// When set, each phase and rule adds its time here (`FLOWLINT_TIMING`).
    public var timings: PhaseTimings?
    /// Flows with at least this many screens and modals have edges built and rules checked on every core;
    /// smaller ones take well under a millisecond, less than handing work to other threads costs.
    var parallelWorkThreshold = ParallelRuns.threshold
    /// Files of at least this many bytes let their text go while the graph is built and the rules
    /// run, and read back the lines their report quotes; see `SourceFile.setTextAside()`. Below
    /// it, reading lines again would cost more than the memory it saves.
    var setAsideThreshold = 1 << 20
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

    /// The file at `path` as this linter reads it: a large flow is parsed from disk, so it is left
    /// there, where reading it now would only be to let it go again (see `setAsideThreshold`).
    func source(at path: String) throws(FileReader.Failure) -> SourceFile {
        let limit = configuration.limits.maxFileSize
        if Self.isStoryboard(path) { return try SourceFile(readingAt: path, limit: limit) }
        return try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: setAsideThreshold)
    }

    public func lint(_ source: SourceFile) -> FileReport {
        lintFile(source).reports[0]
    }

    /// The report of `source`, followed, when it is an overlay, by those of the storyboards it names.
    ///
    /// `readingFromFile`: whether a large file's text may be let go before it is parsed and the
    /// file read again by libyaml as it parses (see `SourceFile.setTextAside()`).
    func lintFile(_ source: SourceFile, readingFromFile: Bool = true) -> (reports: [FileReport], isOverlay: Bool) {
        // An earlier file's model goes now, before this one's is built; see `BackgroundRelease`.
        BackgroundRelease.releaseHeld()
        // Storyboards are XML read into the same model; see Storyboard/StoryboardLinting.swift.
        if Self.isStoryboard(source.path) { return (lintStoryboards([source]), false) }
        var diagnostics: [Diagnostic] = []
        // A file left on disk is looked through for `flowlint-` as libyaml reads it, rather than
        // read once more beforehand only to look.
        let watch = source.isLookedThroughWhileParsed ? TextMentions.suppressionWatch() : nil
        // Suppression comments are read from the lines, so a file that mentions `flowlint-` keeps
        // its text, and one left on disk is read after all.
        var mayContainDirectives = watch == nil && source.mentionsSuppressionComments
        if mayContainDirectives, source.isTextSetAside { return lintReadAgain(source) }
        // Such a large file is parsed from disk, so its text is not held beside the model being built.
        let setsTextAside = !mayContainDirectives && source.canSetTextAside && source.size >= setAsideThreshold
        if setsTextAside, readingFromFile { source.setTextAside() }
        guard var (parsed, decoded) = parseAndDecode(source, watching: watch) else {
            // The file changed after it was read, so what was learnt from its text may not hold;
            // or its positions can be placed only from its whole text.
            return lintReadAgain(source)
        }
        // Without a document only format findings were made, which no comment suppresses: a file
        // that stopped early need not be looked through, nor its text brought back.
        if let watch, parsed.document != nil {
            // Learnt only when libyaml read to the end; otherwise the file is looked through.
            TextMentions.suppressionComments(watchedBy: watch).map(source.learnSuppressionComments)
            mayContainDirectives = source.mentionsSuppressionComments
        }
        // The comments are read from the lines, so text parsed from disk comes back for them.
        let bringsTextBack = watch != nil && mayContainDirectives
        for problem in parsed.problems {
            let finding = Diagnostic(
                ruleID: FormatCheck(problem.kind).rawValue, severity: .error, message: problem.message, file: source.path, range: problem.range,
                notes: problem.notes.map { Diagnostic.Note($0.message, file: source.path, range: $0.range) }
            )
            if let reported = configuration.reported(finding) { diagnostics.append(reported) }
        }
        // The file's comments, read from its lines; the text must be in memory by then. Where a `#`
        // is scalar text comes from the parse. Without a decoded flow there was no document, and
        // nothing below that a comment could suppress.
        var suppressions: Suppressions?
        func readSuppressions() -> Suppressions? {
            guard mayContainDirectives else { return nil }
            return timed("suppression comments") {
                Suppressions(SuppressionComments(source: source, hashHoldingScalars: parsed.hashHoldingScalars))
            }
        }
        // Taken, so that no second reference keeps a large model alive past its background release.
        if let decoded = decoded.take() {
            diagnostics += decoded.diagnostics.compactMap(configuration.reported)
            if let flow = decoded.flow, !flow.storyboards.isEmpty {
                if bringsTextBack, !source.restoreText() { return lintReadAgain(source) }
                // A flow that overlays storyboards is linted with them; see Storyboard/StoryboardOverlay.swift.
                return (lintOverlay(source, suppressions: readSuppressions(), flow: flow, fileDiagnostics: diagnostics), true)
            }
            // Nothing below reads the document: let it go before the rules run. A large one goes
            // on another thread, as unmapping its buffers takes milliseconds; what decoding left
            // in the heap is handed back here.
            if source.size >= FreedMemory.worthReturningAfter {
                if let document = parsed.document.take() { BackgroundRelease.releaseNow([document]) }
                timed("release memory") { FreedMemory.returnToSystem() }
            } else {
                parsed.document = nil
            }
            // Parsed from memory after all (the file had changed): its text can go now instead.
            if setsTextAside, !readingFromFile { source.setTextAside() }
            // Read before the graph and the rules, so that text brought back for them goes again
            // rather than sitting beside the rules' findings, at the peak: 20 MB for 100k screens.
            if bringsTextBack, !source.restoreText() { return lintReadAgain(source) }
            suppressions = readSuppressions()
            if bringsTextBack { source.setTextAside() }
            if let flow = decoded.flow {
                // App-wide defaults from .flowlint.yml fill what the flow's own `defaults:` leaves unset.
                let graph = timed("graph") { FlowGraph(flow: configuration.defaults.apply(to: flow), parallelThreshold: parallelWorkThreshold) }
                runRules(on: graph, appendingTo: &diagnostics)
                if graph.nodeCount >= parallelWorkThreshold { BackgroundRelease.release([graph, decoded]) }
            }
        }
        if let suppressions {
            diagnostics = timed("suppressions") { suppressions.apply(to: diagnostics, file: source.path, configuration: configuration) }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return ([FileReport(source: source, diagnostics: diagnostics)], false)
    }

    /// Reads the file again, whole, and lints it as it is now.
    private func lintReadAgain(_ source: SourceFile) -> (reports: [FileReport], isOverlay: Bool) {
        do {
            try source.reload(limit: configuration.limits.maxFileSize)
        } catch {
            return ([FileReport(source: source, diagnostics: [], readFailure: error.reason)], false)
        }
        return lintFile(source, readingFromFile: false)
    }

    /// Parses a flow file and decodes it; nil for the decoding when the YAML held no document.
    ///
    /// Screens and modals are decoded as they are composed, which on a large file overlaps
    /// libyaml's reading (see `DecodingAhead`), and their nodes then leave the document.
    ///
    /// A file whose text is set aside is parsed from disk; nil when it has changed since it was read,
    /// or holds a line break that only libyaml counts (see `YAMLParser.parse(fileDescriptor:…)`).
    ///
    /// `watch`: words to look for in a file parsed from disk as libyaml reads it.
    func parseAndDecode(
        _ source: SourceFile, watching watch: WordWatch? = nil
    ) -> (parsed: YAMLParseResult, decoded: (flow: Flow?, diagnostics: [Diagnostic])?)? {
        let ahead = DecodingAhead(file: source.path, inputSize: source.size)
        let parser = YAMLParser(limits: configuration.limits)
        let parsed: YAMLParseResult? = timed("parse") {
            guard source.isTextSetAside else { return parser.parse(source.bytes, observer: ahead) }
            // Nil also for a file whose line breaks libyaml counts differently; it is parsed from memory.
            return source.withOriginalFile { parser.parse(fileDescriptor: $0, size: $1, observer: ahead, watching: watch) } ?? nil
        }
        guard let parsed else { return nil }
        let decoded = parsed.document.map { document in timed("decode") { FlowDecoder(file: source.path).decode(document, ahead: ahead) } }
        return (parsed, decoded)
    }

    public func lint(path: String, text: String) -> FileReport {
        lint(SourceFile(path: path, text: text))
    }

    func runRules(on graph: FlowGraph) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        runRules(on: graph, appendingTo: &findings)
        return findings
    }

    /// The rules' findings, in catalogue order, appended to `diagnostics`.
    func runRules(on graph: FlowGraph, appendingTo diagnostics: inout [Diagnostic]) {
        if graph.nodeCount >= parallelWorkThreshold, rules.count > 1 {
            // The shared query structures are built once, up front, rather than raced for by the
            // first rules to start. The modal queries hold the navigation ones, which come first.
            timed("rule queries") { _ = ModalQueries(graph: graph) }
            // Rules only read the graph, so they run on every core; each writes its own slot and
            // the findings are joined in catalogue order, exactly as a serial run lists them.
            var byRule = timed("rules") { ParallelRuns.map(count: rules.count) { check(rules[$0], on: graph) } }
            // Joined into room made once, each rule's list let go as soon as it is copied: a large
            // flow's findings are megabytes, and they arrive when memory is at its peak.
            diagnostics.reserveCapacity(diagnostics.count + byRule.reduce(0) { $0 + $1.count })
            for rule in byRule.indices {
                diagnostics += byRule[rule]
                byRule[rule] = []
            }
        } else {
            timed("rules") { for rule in rules { diagnostics += check(rule, on: graph) } }
        }
        // The rules shared query structures through the graph; they refer back to it.
        graph.discardDerivedFacts()
    }

    private func check(_ entry: (rule: any Rule, id: String, grading: CheckGrading), on graph: FlowGraph) -> [Diagnostic] {
        let context = RuleContext(graph: graph, ruleID: entry.id, grading: entry.grading)
        timed(PhaseTimings.rulePrefix + entry.id) { entry.rule.check(context) }
        return context.findings
    }

    func timed<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        guard let timings else { return try body() }
        return try timings.measure(name, body)
    }
}
