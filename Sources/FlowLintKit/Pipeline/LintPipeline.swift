/// The one path from an input to its findings, which `check`, `graph` and `import` all take:
///
///     input → frontend → model (+ the frontend's findings and suppression comments)
///           → app defaults → graph → rules → suppressions → reports
///
/// A frontend (Pipeline/Frontends/) turns one kind of input into the flow model; nothing after it
/// knows which one did. What only very large flows need happens at the points marked
/// `LargeFiles` (LargeFiles/), and nowhere else in this file.
extension Linter {
    /// The input's report first, then those of the files it brought in: an overlay's storyboards.
    /// `code`: what the app's code read in the same run says, which a flow file is compared with
    /// (`CodeCounterpart`).
    func lintFile(_ source: SourceFile, comparingWith code: CodeCounterpart? = nil) -> (reports: [FileReport], isOverlay: Bool) {
        if source.isStoryboard { return (lintStoryboards([source]), false) }
        LargeFiles.beforeReading()
        let model = model(ofFlowFile: source, comparingWith: code)
        let isOverlay = model.sources.count > 1
        return (check(model), isOverlay)
    }

    public func lint(_ source: SourceFile) -> FileReport {
        lintFile(source).reports[0]
    }

    public func lint(path: String, text: String) -> FileReport {
        lint(SourceFile(path: path, text: text))
    }

    /// Storyboards linted as one app, so that references between them resolve; one report per
    /// source, in order.
    public func lintStoryboards(_ sources: [SourceFile]) -> [FileReport] {
        check(StoryboardFrontend(sources).read(with: self))
    }

    /// Source code read by a frontend from another module (see `CodeFrontend`), all files as one
    /// app, as storyboards are; one report per source, in order.
    public func lintCode(_ sources: [SourceFile], with frontend: any CodeFrontend) -> [FileReport] {
        guard !sources.isEmpty else { return [] }
        return check(CodeFrontendAdapter(frontend: frontend, sources: sources).read(with: self))
    }

    /// An app's storyboards and code read together (see `StoryboardsWithCodeFrontend`): one report
    /// per storyboard, in order, then one per code file.
    public func lintStoryboards(_ storyboards: [SourceFile], withCode code: [SourceFile], readBy frontend: any CodeFrontend) -> [FileReport] {
        lintApp(storyboards: storyboards, code: code, readBy: frontend).reports
    }

    /// As `lintStoryboards(_:withCode:readBy:)`, with what the code says of the app, for the
    /// run's flow files to be compared with (nil when no code was read, or it described no flow).
    func lintApp(storyboards: [SourceFile], code: [SourceFile], readBy frontend: any CodeFrontend) -> (reports: [FileReport], code: CodeCounterpart?) {
        guard !code.isEmpty else { return (lintStoryboards(storyboards), nil) }
        let model = model(ofApp: storyboards, code: code, readBy: frontend)
        let counterpart = model.describedByCode
        return (check(model), counterpart)
    }

    /// The graph the rules see for an app's storyboards and code read together, as `check` reads
    /// them, for drawing it; with the reports of those files (one per storyboard, then one per
    /// code file), which say why when there is no graph. Without a frontend, code is not read.
    public func graph(ofApp storyboards: [SourceFile], code: [SourceFile], readBy frontend: (any CodeFrontend)?) -> (graph: FlowGraph?, reports: [FileReport]) {
        let model = if let frontend, !code.isEmpty { model(ofApp: storyboards, code: code, readBy: frontend) } else { StoryboardFrontend(storyboards).read(with: self) }
        var drawn: FlowGraph?
        let reports = check(model, keepingGraph: { drawn = $0 })
        return (drawn, reports)
    }

    /// The graph the rules see for one file, for drawing it; nil when the file cannot be read as
    /// a flow. An overlay is drawn as its own flow, without the storyboards it names.
    public func graph(of source: SourceFile) -> FlowGraph? {
        let model = source.isStoryboard ? StoryboardFrontend([source]).read(with: self) : FlowFileFrontend(source: source).read(with: self)
        return model.flow.flatMap { graph(of: $0, learntAhead: model.learntAhead) }
    }

    // MARK: - Input → frontend

    private func model(ofApp storyboards: [SourceFile], code: [SourceFile], readBy frontend: any CodeFrontend) -> FrontendResult {
        storyboards.isEmpty
            ? CodeFrontendAdapter(frontend: frontend, sources: code).read(with: self)
            : StoryboardsWithCodeFrontend(storyboards: storyboards, code: code, frontend: frontend).read(with: self)
    }

    /// `code`: compared with the flow file when `CodeCounterpart.compares` its own flow (an
    /// overlay's is never, and its flow once merged into its storyboards is no longer the file's).
    private func model(ofFlowFile source: SourceFile, comparingWith code: CodeCounterpart? = nil) -> FrontendResult {
        var flowFile = FlowFileFrontend(source: source).read(with: self)
        // Whether a flow file overlays storyboards is learnt from the file itself: its `storyboards:`.
        if let overlay = OverlayFrontend(flowFile) { return overlay.read(with: self) }
        if let code, let flow = flowFile.flow, code.compares(flow) { flowFile.comparedWith = code }
        return flowFile
    }

    // MARK: - Model → reports

    /// Consumed, so that no reference the caller keeps holds a large model past its release.
    /// `keepingGraph` is handed the graph the rules ran on, for a caller that draws it.
    private func check(_ model: consuming FrontendResult, keepingGraph: ((FlowGraph) -> Void)? = nil) -> [FileReport] {
        if let failure = model.readFailure {
            return [FileReport(source: model.sources[0], diagnostics: [], readFailure: failure)]
        }
        var findings = model.findings
        // The code a flow file is compared with follows the run's own files, for notes to point into.
        let ownFiles = model.sources.count
        let code = model.comparedWith.map { ComparedCode($0, firstFile: ownFiles, parallelThreshold: parallelWorkThreshold) }
        if let graph = model.flow.map({ graph(of: $0, learntAhead: model.learntAhead) }) {
            runRules(on: graph, comparingWith: code, appendingTo: &findings)
            keepingGraph?(graph)
            LargeFiles.afterRules(graph, &model, self)
        }
        if let suppressions = model.suppressions {
            let lines = model.sources[0].lineTable
            findings = timed("suppressions") { suppressions.apply(to: findings, in: SourceFileID(0), lines: lines, configuration: configuration) }
        }
        for (file, suppressions) in model.codeSuppressions {
            let lines = model.sources[Int(file.rawValue)].lineTable
            findings = suppressions.apply(to: findings, in: file, lines: lines, configuration: configuration)
        }
        var files = RunFiles(sources: model.sources + (model.comparedWith?.sources ?? []), configuration: configuration.defaults)
        files.aliasedAnchors = AliasedAnchors(ranges: model.aliasedAnchors)
        return Array(timed("positions") { files.reports(of: findings) }.prefix(ownFiles))
    }

    /// App-wide defaults from .flowlint.yml fill what the flow's own `defaults:` leaves unset, and
    /// its `app: codeDescribed` says whether storyboard identifiers start the app. (Neither
    /// changes a screen or modal, so what was learnt of them ahead still holds.)
    private func graph(of flow: Flow, learntAhead: DecodedAheadFacts?) -> FlowGraph {
        timed("graph") {
            var flow = configuration.defaults.apply(to: flow)
            flow.codeIsDescribed = flow.codeIsDescribed || configuration.app.codeDescribed
            return FlowGraph(flow: flow, parallelThreshold: parallelWorkThreshold, learntAhead: learntAhead)
        }
    }
}
