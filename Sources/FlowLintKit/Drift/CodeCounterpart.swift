/// What an app's sources say of its flow, its Swift code with the storyboards read with it, kept
/// for the flow files of the same run to be compared with (`flow-file-drift`).
///
/// The one place that decides *whether* a flow file is compared: only a flow file that is no
/// overlay (an overlay already adds to the storyboards it names), read in a run whose code a
/// `CodeFrontend` read into a flow, and only if at least one of its screens is named as a screen
/// whose own code was read (`declarations`). A file whose screens name no class or view of the
/// code describes another app, or none, and is left alone.
public struct CodeCounterpart: Sendable {
    /// The files its ranges lie in, a range in `sources[i]` carrying `SourceFileID(i)`.
    let sources: [SourceFile]
    /// The screens of the flow whose own code was read (a class or view declared in a Swift file,
    /// alone or behind a storyboard scene), by their name in the flow, at the declaration's name.
    let declarations: [String: SourceRange]
    /// The flow the sources describe, as `check` reads them (storyboards and code joined), whose
    /// graph is built for the first flow file compared and shared by the others.
    private let sharedGraph: SharedGraph

    /// `flow`: what the sources describe, before the configuration's defaults, which are no
    /// statement of the code's. `codeFlow`: the flow the code frontend read on its own, whose
    /// screens are the classes and views declared in code; `flow` joins it with the storyboards,
    /// where a scene keeps its own name and names its class (`Screen.className`).
    init(flow: Flow, sources: [SourceFile], codeFlow: Flow) {
        var declared: [String: SourceRange] = [:]
        for screen in codeFlow.screens { declared[screen.id.value] = screen.id.range }
        var declarations: [String: SourceRange] = [:]
        for screen in flow.screens {
            if let range = declared[screen.className?.value ?? screen.id.value] { declarations[screen.id.value] = range }
        }
        self.sources = sources
        self.declarations = declarations
        sharedGraph = SharedGraph(flow)
    }

    /// The graph of the code's flow. Rules only read a graph, so flow files linted on several
    /// cores share it.
    func graph(parallelThreshold: Int) -> FlowGraph {
        sharedGraph.graph(parallelThreshold: parallelThreshold)
    }

    /// Whether `file` is compared with the code, as the type's comment says.
    func compares(_ file: Flow) -> Bool {
        file.storyboards.isEmpty && file.screens.contains { declarations[$0.id.value] != nil }
    }
}

/// The code as a flow file's rules see it: its graph, apart from the file's, and where its
/// files lie among the file's run (after the file's own), so that a note can point into them.
public struct ComparedCode: Sendable {
    public let graph: FlowGraph
    /// The screens whose own code was read, by name, at the declaration's name (ranges of `graph`'s run).
    public let declarations: [String: SourceRange]
    /// The id, in the flow file's run, of the code's first file.
    let firstFile: Int

    init(_ counterpart: CodeCounterpart, firstFile: Int, parallelThreshold: Int) {
        graph = counterpart.graph(parallelThreshold: parallelThreshold)
        declarations = counterpart.declarations
        self.firstFile = firstFile
    }

    /// `range`, of the code's run, in the flow file's.
    public func inFileRun(_ range: SourceRange) -> SourceRange {
        guard range.file != .configuration else { return range }
        return SourceRange(file: SourceFileID(firstFile + Int(range.file.rawValue)), start: range.start, end: range.end)
    }
}

/// A graph built once, by whichever flow file asks first.
private final class SharedGraph: @unchecked Sendable {
    private let lock = Lock()
    private let flow: Flow
    private var built: FlowGraph?

    init(_ flow: Flow) {
        self.flow = flow
    }

    func graph(parallelThreshold: Int) -> FlowGraph {
        lock.withLock {
            if let built { return built }
            let graph = FlowGraph(flow: flow, parallelThreshold: parallelThreshold, learntAhead: nil)
            built = graph
            return graph
        }
    }
}
