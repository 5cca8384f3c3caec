import Dispatch
import PositionedYAML
import Synchronization

/// Lints many files on every core, keeping the results in the order of the input.
///
/// Each file is linted independently (a `Linter` and a `SourceFile` are immutable and shared
/// safely), and each result is written to its own slot, so the report is identical to a serial
/// run's whatever order the files finish in.
enum ParallelLinting {
    /// `linters[i]` lints `sources[i]`; the result has one report per source, in order.
    static func lint(_ sources: [SourceFile], with linters: [Linter]) -> [FileReport] {
        lintFiles(sources, with: linters).map { $0[0] }
    }

    /// Per source, in order, its report followed by those of the files it brought in; each flow
    /// file compared with `code`, what the app's code read in the same run says (`CodeCounterpart`).
    static func lintFiles(_ sources: [SourceFile], with linters: [Linter], comparingWith code: CodeCounterpart? = nil) -> [[FileReport]] {
        precondition(sources.count == linters.count, "one linter per source")
        // Under a memory limit, one file at a time: each was measured against the limit alone (see `MemoryBudget`).
        guard sources.count > 1, !MemoryLimit.isSet else { return zip(linters, sources).map { $0.lintFile($1, comparingWith: code).reports } }
        var reports = [[FileReport]?](repeating: nil, count: sources.count)
        for index in sources.indices where LargeFiles.isLintedAlone(sources[index]) {
            reports[index] = linters[index].lintFile(sources[index], comparingWith: code).reports
        }
        let others = sources.indices.filter { reports[$0] == nil }
        for (index, linted) in zip(others, ParallelRuns.map(count: others.count) { linters[others[$0]].lintFile(sources[others[$0]], comparingWith: code).reports }) {
            reports[index] = linted
        }
        return reports.map { $0! }
    }
}

/// How work is spread over every core, in files or, inside one large flow, in runs of its
/// nodes and rules. Results are always joined in order, so a report is identical to
/// a serial run's.
public enum ParallelRuns {
    /// Flows with at least this many screens and modals are built and checked on every core
    /// (decoding overlaps libyaml instead; see `DecodingAhead`); smaller ones take well under a millisecond, less than handing work over costs.
    static let threshold = 2_000

    /// `body(i)` for each `i` in `0 ..< count`, on every core; the results in index order.
    public static func map<Value>(count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let slots = ResultSlots<Value>(count: count)
        perform(iterations: count) { slots.store(body($0), at: $0) }
        return slots.results()
    }

    /// As `map`, on threads of flowlint's own whose stacks are `stackSize` bytes, for work whose
    /// recursion grows with its input (docs/safety.md); the system gives a stack's memory only as
    /// far as it is used. Nil when none of them starts (under a memory limit): the calling
    /// thread's stack may be too small for the work, so it never does it.
    public static func map<Value>(count: Int, stackSize: Int, _ body: @Sendable (Int) -> Value) -> [Value]? {
        let slots = ResultSlots<Value>(count: count)
        guard count == 0 || performOnOwnThreads(iterations: count, helpers: ProcessorCount.available, stackSize: stackSize, { slots.store(body($0), at: $0) })
        else { return nil }
        return slots.results()
    }

    /// `first()` and `second()` at once, on two cores where there are two.
    static func both<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        let firsts = ResultSlots<First>(count: 1), seconds = ResultSlots<Second>(count: 1)
        perform(iterations: 2) { task in
            if task == 0 { firsts.store(first(), at: 0) } else { seconds.store(second(), at: 0) }
        }
        return (firsts.results()[0], seconds.results()[0])
    }

    /// `body(i)` for each `i` in `0 ..< iterations`, on every core.
    ///
    /// Under a memory limit (`MemoryLimit`), on threads of flowlint's own rather than
    /// libdispatch's: libdispatch retries for ever when it cannot start a thread, which a limit
    /// makes likely, while a thread that does not start here leaves its share to the threads
    /// that did, down to the calling thread alone.
    private static func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        guard MemoryLimit.isSet else {
            DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
            return
        }
        performOnOwnThreads(iterations: iterations, body)
    }

    /// As `perform`, on the calling thread and up to one more thread per other core (or
    /// `helpers`), each taking the next index until none is left; a thread that cannot start is
    /// done without. With a `stackSize`, the helpers have stacks that size, and the calling
    /// thread, whose stack is the system's, takes no index: false when no helper started, and
    /// nothing was done.
    @discardableResult
    static func performOnOwnThreads(iterations: Int, helpers: Int? = nil, stackSize: Int? = nil, _ body: @Sendable (Int) -> Void) -> Bool {
        let next = NextIndex()
        return withoutActuallyEscaping(body) { body in
            let work: @Sendable () -> Void = {
                while true {
                    let index = next.take()
                    guard index < iterations else { return }
                    body(index)
                }
            }
            let wanted = min(helpers ?? ProcessorCount.available - 1, stackSize == nil ? iterations - 1 : iterations)
            var threads: [JoinableThread] = []
            for _ in 0 ..< max(wanted, 0) {
                guard let thread = JoinableThread(stackSize: stackSize, work) else { break }
                threads.append(thread)
            }
            if stackSize == nil { work() }
            // Every thread is joined before `body` goes out of scope.
            for thread in threads { thread.join() }
            return stackSize == nil || !threads.isEmpty
        }
    }

    /// `count` items cut into consecutive runs: at least two, a few per core so that runs of
    /// unequal cost even out, and none much smaller than a thousand items where there are enough.
    static func ranges(splitting count: Int) -> [Range<Int>] {
        let runCount = min(count, max(2, min(count / 1_024, 4 * ProcessorCount.available)))
        return (0 ..< runCount).map { count * $0 / runCount ..< count * ($0 + 1) / runCount }
    }
}

/// The next index for whichever thread asks first.
private final class NextIndex: Sendable {
    private let next = Atomic<Int>(0)

    func take() -> Int {
        next.add(1, ordering: .relaxed).oldValue
    }
}

/// One write-once slot per index. Distinct indices are written by distinct iterations, and all
/// are read only after `concurrentPerform` returns, which orders those writes before the reads.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    func results() -> [Value] {
        slots.map { $0! }
    }
}
