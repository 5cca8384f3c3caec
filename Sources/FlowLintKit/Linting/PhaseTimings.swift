import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock time spent in each phase and rule, summed over every file of a run; set
/// `FLOWLINT_TIMING=1` to have `flowlint check` print it, as ESLint's `TIMING` does.
///
/// Files are linted on several threads, so totals are guarded by a lock; it is taken once per
/// phase per file, never inside a loop over a file's content.
public final class PhaseTimings: @unchecked Sendable {
    private let lock = Lock()
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
        lock.withLock {
            if seconds[name] == nil { order.append(name) }
            seconds[name, default: 0] += duration
        }
    }

    private func recordPeakMemory(after name: String) {
        var usage = rusage()
        #if canImport(Glibc)
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return }
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return }
        #endif
        // Linux reports ru_maxrss in KiB.
        let peak = usage.ru_maxrss * 1024
        lock.withLock { peakAfter[name] = max(peakAfter[name] ?? 0, peak) }
    }

    /// The totals in the order each name was first measured.
    public var totals: [(name: String, seconds: Double)] {
        lock.withLock { order.map { ($0, seconds[$0]!) } }
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
            let peak = lock.withLock { peakAfter[phase.name] }.map { "  " + Self.decimal(Double($0) / 1e6, width: 10) }
            lines.append(Self.row(phase.name, phase.seconds) + (peak ?? ""))
        }
        if !rules.isEmpty {
            lines.append("")
            lines.append("rule                                time (ms)  share")
            for rule in rules {
                let share = ruleTotal > 0 ? Self.decimal(rule.seconds / ruleTotal * 100, width: 5) + "%" : "    -"
                lines.append(Self.row(String(rule.name.dropFirst(Self.rulePrefix.count)), rule.seconds) + "  " + share)
            }
        }
        return lines.joined(separator: "\n")
    }

    static let rulePrefix = "rule:"
    private static let pipeline = [
        "parse", "decode", "release memory", "suppression comments", "graph", "rule queries", "rules", "suppressions", "report",
    ]

    private static func row(_ name: String, _ seconds: Double) -> String {
        let padded = name.count < 34 ? name + String(repeating: " ", count: 34 - name.count) : name
        return padded + decimal(seconds * 1000, width: 9)
    }

    /// `value` with one decimal, right-aligned in `width` characters.
    static func decimal(_ value: Double, width: Int) -> String {
        let tenths = (value * 10).rounded()
        let text = tenths.isFinite && abs(tenths) < 1e15
            ? (tenths < 0 ? "-" : "") + "\(Int(abs(tenths)) / 10).\(Int(abs(tenths)) % 10)"
            : "\(value)"
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
