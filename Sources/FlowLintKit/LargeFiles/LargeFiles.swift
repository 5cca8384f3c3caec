import PositionedYAML

/// What the pipeline does only for very large flows (tens of thousands of screens), at the
/// points it names: before reading, after decoding, after the rules and before a report quotes lines. An ordinary flow passes
/// through each of them untouched.
enum LargeFiles {
    /// The lines a text report quotes, where its findings start, come back in one pass from a
    /// file whose text was set aside (see `SetAsideText`); an ordinary file has them in memory.
    static func beforeQuoting(lines: Set<Int>, of source: SourceFile) {
        source.readBack(lines: lines)
    }

    /// A flow left on disk is large, and keeps every core busy on its own.
    static func isLintedAlone(_ source: SourceFile) -> Bool {
        source.isTextSetAside
    }

    /// An earlier file's model goes now, before this one's is built; see `BackgroundRelease`.
    static func beforeReading() {
        BackgroundRelease.releaseHeld()
    }

    /// A large flow's screens and modals are decoded as libyaml reads it, on the thread that
    /// would otherwise wait for libyaml's events (see `DecodingAhead`); below the size from which
    /// libyaml reads on a thread of its own there is nothing to overlap.
    static func decodingAhead(of source: SourceFile) -> DecodingAhead? {
        source.size >= YAMLParser.threadingThreshold ? DecodingAhead(inputSize: source.size) : nil
    }

    /// Nothing after decoding reads the document. A large one goes on another thread, as
    /// unmapping its buffers takes milliseconds, and what decoding left in the heap is handed back.
    static func afterDecoding(_ source: SourceFile, document: inout YAMLDocument?, _ linter: Linter) {
        guard source.size >= FreedMemory.worthReturningAfter else {
            document = nil
            return
        }
        if let document = document.take() { BackgroundRelease.releaseNow([document]) }
        linter.timed("release memory") { FreedMemory.returnToSystem() }
    }

    /// A large flow's model and graph are freed on another thread; see `BackgroundRelease`.
    static func afterRules(_ graph: FlowGraph, _ model: inout FrontendResult, _ linter: Linter) {
        guard graph.nodeCount >= linter.parallelWorkThreshold else { return }
        BackgroundRelease.release([graph, model.flow.take() as Any])
    }
}
