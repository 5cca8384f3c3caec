import Dispatch

/// Lints many files on every core, keeping the results in the order of the input.
///
/// Each file is linted independently (a `Linter` and a `SourceFile` are immutable and shared
/// safely), and each result is written to its own slot, so the report is identical to a serial
/// run's whatever order the files finish in.
enum ParallelLinting {
    /// `linters[i]` lints `sources[i]`; the result has one report per source, in order.
    static func lint(_ sources: [SourceFile], with linters: [Linter]) -> [FileReport] {
        precondition(sources.count == linters.count, "one linter per source")
        guard sources.count > 1 else { return zip(linters, sources).map { $0.lint($1) } }
        let slots = ResultSlots<FileReport>(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            slots.store(linters[index].lint(sources[index]), at: index)
        }
        return slots.results()
    }
}

/// One write-once slot per index. Distinct indices are written by distinct iterations, and all
/// are read only after `concurrentPerform` returns, which orders those writes before the reads.
final class ResultSlots<Value>: @unchecked Sendable {
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

    /// Moves the value out of its slot, so that its memory can go as soon as the caller is done with it.
    func take(_ index: Int) -> Value {
        defer { slots[index] = nil }
        return slots[index]!
    }
}
