/// A frontend that lives outside FlowLintKit because it needs a parser FlowLintKit must not
/// depend on: the Swift-source frontend (`FlowLintSwift`), on swift-syntax. The command line,
/// when built with it, hands one to `CheckRunner`; without one, no such file is looked for.
///
/// Like storyboards, the files of one kind are one app and are read together into one flow;
/// every range names its file (`SourceFileID(firstFile + i)` for `sources[i]`), so each finding
/// goes back to the file it lies in. Read with storyboards, the code's flow is joined to theirs
/// (`StoryboardCodeJoin`), and its files come after them.
public protocol CodeFrontend: Sendable {
    /// How the names of the files it reads end, such as `.swift`: a directory walk collects them.
    var fileSuffixes: [String] { get }

    /// One flow from all `sources`, whose ranges lie in `SourceFileID(firstFile + i)` for
    /// `sources[i]`; the flow's `file` is `sources[0].path`.
    func read(_ sources: [SourceFile], firstFile: Int, configuration: LintConfiguration) -> CodeReading

    /// The stack of the thread that reads a file of `size` bytes, for a file too large for a
    /// memory limit to be refused before it is read (`MemoryBudget`).
    func stackNeeded(toRead size: Int) -> Int
}

/// Why a Swift file is not read by a flowlint built without a code frontend, rather than read
/// as a flow file it is not.
public enum SwiftSourcesAbsent {
    public static let reason = "this flowlint was built without Swift sources; build it with `--traits SwiftSources` (see docs/swift-sources.md)"

    /// Whether `path` names a Swift file, which such a flowlint cannot read.
    public static func names(_ path: String) -> Bool {
        path.hasSuffix(".swift")
    }
}

/// What a code frontend hands back: the flow (nil when nothing described one) and its own
/// findings, already graded, each in the file its range names.
public struct CodeReading: Sendable {
    public var flow: Flow?
    public var findings: [Finding]
    /// The `flowlint-` comments of the files that have any, by index in the sources read: their
    /// suppressions, as in flow files.
    public var comments: [Int: CodeComments]
    /// What the frontend inferred rather than read, by the range of the screen, button, segue or
    /// modal it made: `flowlint import` writes each as an `# assumed:` comment.
    public var assumptions: [SourceRange: String]
    /// Why the files could not be read at all; they are then reported as files that cannot be opened.
    public var readFailure: String?

    public init(flow: Flow?, findings: [Finding] = [], comments: [Int: CodeComments] = [:], assumptions: [SourceRange: String] = [:]) {
        self.flow = flow
        self.findings = findings
        self.comments = comments
        self.assumptions = assumptions
    }

    public static func unreadable(because reason: String) -> CodeReading {
        var reading = CodeReading(flow: nil)
        reading.readFailure = reason
        return reading
    }
}

extension CodeFrontend {
    /// None beyond the calling thread's, for a frontend whose reading does not recurse with its input.
    public func stackNeeded(toRead size: Int) -> Int {
        0
    }

    /// The code read on its own, its files first in the run.
    public func read(_ sources: [SourceFile], configuration: LintConfiguration) -> CodeReading {
        read(sources, firstFile: 0, configuration: configuration)
    }

    /// Whether the file is one this frontend reads, by its name.
    public func reads(_ path: String) -> Bool {
        fileSuffixes.contains { path.hasSuffix($0) }
    }
}

/// A code frontend's files, read together, as one `FrontendResult`.
struct CodeFrontendAdapter: Frontend {
    let frontend: any CodeFrontend
    let sources: [SourceFile]

    func read(with linter: Linter) -> FrontendResult {
        let reading = linter.timed("read code") { frontend.read(sources, configuration: linter.configuration) }
        if let failure = reading.readFailure { return .unreadable(sources[0], because: failure) }
        var result = FrontendResult(sources: sources, findings: reading.findings, flow: reading.flow)
        result.codeSuppressions = CodeSuppressions.read(reading.comments, of: sources, firstFile: 0)
        result.describedByCode = reading.flow.map { CodeCounterpart(flow: $0, sources: sources, codeFlow: $0) }
        return result
    }
}

/// The suppressions of code files, from the comments their frontend found.
enum CodeSuppressions {
    static func read(_ comments: [Int: CodeComments], of sources: [SourceFile], firstFile: Int) -> [(file: SourceFileID, suppressions: Suppressions)] {
        comments.keys.sorted().compactMap { index in
            guard sources.indices.contains(index), let found = comments[index] else { return nil }
            let file = SourceFileID(firstFile + index)
            let read = SuppressionComments(code: sources[index], file: file, comments: found)
            return read.comments.isEmpty ? nil : (file, Suppressions(read))
        }
    }
}
