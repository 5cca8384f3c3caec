/// A frontend that lives outside FlowLintKit because it needs a parser FlowLintKit must not
/// depend on: the Swift-source frontend (`FlowLintSwift`), on swift-syntax. The command line,
/// when built with it, hands one to `CheckRunner`; without one, no such file is looked for.
///
/// Like storyboards, the files of one kind are one app and are read together: each gets its own
/// band of lines (`lineOffsets`), so the one flow they make can hold positions in all of them,
/// and the pipeline moves each finding back to the file it lies in.
public protocol CodeFrontend: Sendable {
    /// How the names of the files it reads end, such as `.swift`: a directory walk collects them.
    var fileSuffixes: [String] { get }

    /// One flow from all `sources`, every line of `sources[i]` shifted by `lineOffsets[i]`; the
    /// flow's `file` is `sources[0].path`.
    func read(_ sources: [SourceFile], lineOffsets: [Int], configuration: LintConfiguration) -> CodeReading
}

/// What a code frontend hands back: the flow (nil when nothing described one) and, per source,
/// its own findings, already graded.
public struct CodeReading: Sendable {
    public var flow: Flow?
    public var findings: [[Diagnostic]]

    public init(flow: Flow?, findings: [[Diagnostic]]) {
        self.flow = flow
        self.findings = findings
    }
}

extension CodeFrontend {
    func reads(_ path: String) -> Bool {
        fileSuffixes.contains { path.hasSuffix($0) }
    }
}

/// A code frontend's files, read together, as one `FrontendResult`.
struct CodeFrontendAdapter: Frontend {
    let frontend: any CodeFrontend
    let sources: [SourceFile]
    let space: StoryboardLineSpace

    func read(with linter: Linter) -> FrontendResult {
        let offsets = sources.indices.map(space.offset(of:))
        let reading = linter.timed("read code") { frontend.read(sources, lineOffsets: offsets, configuration: linter.configuration) }
        return FrontendResult(sources: sources, findings: reading.findings, flow: reading.flow, lineSpace: space)
    }
}
