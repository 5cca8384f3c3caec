import Foundation

/// Wall-clock time spent in each phase and rule, summed over every file of a run; set
/// `FLOWLINT_TIMING=1` to have `flowlint check` print it, as ESLint's `TIMING` does.
///
/// Files are linted on several threads, so totals are guarded by a lock; it is taken once per
/// phase per file, never inside a loop over a file's content.
public final class PhaseTimings: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [String: Double] = [:]
    private var order: [String] = []
    /// The process's peak resident memory when each phase last ended, in bytes.
    private var peakAfter: [String: Int] = [:]

    public init() {}

    /// Runs `body`, adding its duration to `name`'s total.
    @discardableResult
    public func measure<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            add(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, to: name)
            if !name.hasPrefix(Self.rulePrefix) { recordPeakMemory(after: name) }
        }
        return try body()
    }

    func add(_ duration: Double, to name: String) {
        lock.lock()
        defer { lock.unlock() }
        if seconds[name] == nil { order.append(name) }
        seconds[name, default: 0] += duration
    }

    private func recordPeakMemory(after name: String) {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        // Linux reports ru_maxrss in KiB.
        peakAfter[name] = max(peakAfter[name] ?? 0, usage.ru_maxrss * 1024)
    }

    /// The totals in the order each name was first measured.
    public var totals: [(name: String, seconds: Double)] {
        lock.lock()
        defer { lock.unlock() }
        return order.map { ($0, seconds[$0]!) }
    }

    /// A table for standard error: phases as measured, then the slowest rules first.
    public func table(limit: Int = 10) -> String {
        let all = totals
        // Pipeline order, whichever file or thread measured a phase first.
        let phases = all.filter { !$0.name.hasPrefix(Self.rulePrefix) }
            .sorted { (Self.pipeline.firstIndex(of: $0.name) ?? .max) < (Self.pipeline.firstIndex(of: $1.name) ?? .max) }
        let rules = all.filter { $0.name.hasPrefix(Self.rulePrefix) }.sorted { $0.seconds > $1.seconds }.prefix(limit)
        let ruleTotal = rules.reduce(0) { $0 + $1.seconds }
        guard !all.isEmpty else { return "nothing was checked, so nothing was timed" }
        var lines = ["phase                               time (ms)  peak memory after (MB)"]
        for phase in phases {
            let peak = lock.withLock { peakAfter[phase.name] }.map { "  " + String(format: "%10.1f", Double($0) / 1e6) }
            lines.append(Self.row(phase.name, phase.seconds) + (peak ?? ""))
        }
        if !rules.isEmpty {
            lines.append("")
            lines.append("rule                                time (ms)  share")
            for rule in rules {
                let share = ruleTotal > 0 ? String(format: "%5.1f%%", rule.seconds / ruleTotal * 100) : "    -"
                lines.append(Self.row(String(rule.name.dropFirst(Self.rulePrefix.count)), rule.seconds) + "  " + share)
            }
        }
        return lines.joined(separator: "\n")
    }

    static let rulePrefix = "rule:"
    private static let pipeline = ["parse", "decode", "graph", "rule queries", "rules", "suppressions", "report"]

    private static func row(_ name: String, _ seconds: Double) -> String {
        let padded = name.count < 34 ? name + String(repeating: " ", count: 34 - name.count) : name
        return padded + String(format: "%9.1f", seconds * 1000)
    }
}
