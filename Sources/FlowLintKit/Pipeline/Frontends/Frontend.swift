/// Turns one kind of input into the flow model the graph and the rules read.
///
/// Whatever a frontend reads, it hands over a `FrontendResult`, so that nothing after it needs to
/// know where the model came from.
protocol Frontend {
    func read(with linter: Linter) -> FrontendResult
}

/// What a frontend hands to the rest of the pipeline.
struct FrontendResult {
    /// The files read, in the order their reports are listed: the input first, then any file it
    /// brought in (an overlay's storyboards). A range in `sources[i]` carries `SourceFileID(i)`.
    var sources: [SourceFile]
    /// The frontend's own findings (YAML, format, XML), already graded, each in the file its
    /// range names.
    var findings: [Finding]
    /// The model; nil when nothing could be read as a flow, and there is nothing to check.
    var flow: Flow?
    /// The comments that silence findings in `sources[0]`; nil when it holds none.
    var suppressions: Suppressions?
    /// Those of the code files read (`CodeFrontend`), each in its own file.
    var codeSuppressions: [(file: SourceFileID, suppressions: Suppressions)] = []
    /// Why the input could not be read at all; it is then reported as a file that cannot be opened.
    var readFailure: String?
    /// What decoding a large flow file ahead learnt of `flow`'s screens and modals, which the
    /// graph reuses (see `LargeFiles`). Set only by the frontend that decoded `flow`, and only
    /// for that flow: a frontend that builds another model from it starts without.
    var learntAhead: DecodedAheadFacts?
    /// The anchored nodes of `sources[0]` that an alias uses elsewhere: a fix that edits one
    /// would change every use, not just the place its finding is about (see `RunFiles`).
    var aliasedAnchors: [SourceRange] = []
    /// Set by a frontend that read code: what the code says, for the run's flow files to be
    /// compared with (`CodeCounterpart`).
    var describedByCode: CodeCounterpart?
    /// Set on a flow file's result: the code it is compared with. Notes may then point into the
    /// code's files, which follow `sources` in the run and have no reports of their own.
    var comparedWith: CodeCounterpart?

    init(sources: [SourceFile], findings: [Finding], flow: Flow?, suppressions: Suppressions? = nil) {
        self.sources = sources
        self.findings = findings
        self.flow = flow
        self.suppressions = suppressions
    }

    static func unreadable(_ source: SourceFile, because reason: String) -> FrontendResult {
        var result = FrontendResult(sources: [source], findings: [], flow: nil)
        result.readFailure = reason
        return result
    }
}
