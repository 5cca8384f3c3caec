import Testing
@testable import FlowLintKit

@Suite struct PhaseTimingsTests {
    /// Phases are listed in pipeline order whatever order threads measured them in, and rules
    /// slowest first, with their share of the rules' time.
    @Test func tableListsPhasesInPipelineOrderAndRulesSlowestFirst() {
        let timings = PhaseTimings()
        timings.add(0.004, to: "report")
        timings.add(0.250, to: "parse")
        timings.add(0.002, to: PhaseTimings.rulePrefix + "dead-end")
        timings.add(0.006, to: PhaseTimings.rulePrefix + "pop-from-root")
        timings.add(0.100, to: "decode")
        timings.add(0.150, to: "parse")
        let lines = timings.table().split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        #expect(lines == [
            "phase                               time (ms)  peak memory after (MB)",
            "parse                                 400.0",
            "decode                                100.0",
            "report                                  4.0",
            "",
            "rule                                time (ms)  share",
            "pop-from-root                           6.0   75.0%",
            "dead-end                                2.0   25.0%",
        ])
    }

    @Test func anEmptyRunSaysSo() {
        #expect(PhaseTimings().table() == "nothing was checked, so nothing was timed")
    }

    @Test func measureAddsUpAndReturnsTheBodysResult() {
        let timings = PhaseTimings()
        let value = timings.measure("parse") { 42 }
        timings.measure("parse") {}
        #expect(value == 42)
        #expect(timings.totals.map(\.name) == ["parse"])
        #expect(timings.totals[0].seconds >= 0)
    }
}
