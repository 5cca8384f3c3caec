import Testing
@testable import FlowLintKit

/// Inputs too large to keep as fixture files, generated here. Each must end in the exact
/// diagnostic expected; how long they take is measured by the benchmark, not asserted here.
@Suite struct HostileInputTests {
    func lint(_ text: String, limits: YAMLLimits = .default) -> [Diagnostic] {
        Linter(configuration: LintConfiguration(limits: limits)).lint(path: "hostile.flow.yaml", text: text).diagnostics
    }

    static let header = "flowlint: 1\napp: Hostile\nentry: Home\nscreens:\n"

    @Test func aMillionLevelsOfNestingStopAtTheDepthLimit() throws {
        let text = Self.header + "  Home: " + String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000) + "\n"
        let diagnostics = lint(text)
        #expect(diagnostics.map(\.ruleID) == ["yaml-limit"])
        // The flow's mapping and `screens` are open already, so the 255th `[` is one too many.
        #expect(diagnostics.first?.range.start == SourcePosition(line: 5, column: 9 + 254))
        #expect(diagnostics.first?.message.hasPrefix("nesting is deeper than 256 levels") == true)
    }

    @Test func aFiftyMegabyteScalarIsReadWhole() throws {
        let big = String(repeating: "x", count: 50 << 20)
        let text = Self.header + "  Home: { title: \(big), terminal: true }\n  Lost: {}\n"
        let diagnostics = lint(text, limits: YAMLLimits(maxFileSize: 64 << 20))
        #expect(diagnostics.map(\.ruleID) == ["unreachable-screen"])
        #expect(diagnostics.last?.range.start == SourcePosition(line: 6, column: 3))
    }

    /// A megabyte anchored once is one node however often it is aliased, but every alias would
    /// carry its text into a message: the copies count against the file-size limit.
    @Test func aLongScalarAliasedManyTimesStopsAtTheFileSizeLimit() throws {
        var text = Self.header + "  Home: { title: Home, terminal: true }\nx-name: &name \(String(repeating: "n", count: 1 << 20))\nx-copies:\n"
        for _ in 0 ..< 100 { text += "  - *name\n" }
        let diagnostics = lint(text)
        #expect(diagnostics.map(\.ruleID) == ["yaml-limit"])
        // The 64th alias takes the copies past 64 MiB: the anchor's own text is the 65th.
        #expect(diagnostics.first?.range.start == SourcePosition(line: 7 + 63, column: 5))
        #expect(diagnostics.first?.message == "the document's text grows past 67108864 bytes once aliases are counted as copies (the max-file-size limit; raise it with --max-file-size)")
    }

    /// A chain of modals makes findings in proportion to the file; a check lists the first ten
    /// thousand in a file and one more finding counts the rest, so no report grows to gigabytes.
    @Test func aCheckListsTenThousandFindingsInAFileAndCountsTheRest() throws {
        var text = "flowlint: 1\napp: Chain\nentry: S0\nscreens:\n"
        for index in 0 ..< 10_200 { text += "  S\(index): { segues: [{ show: S\(index + 1) }] }\n" }
        text += "  S10200: { terminal: true }\n"
        let findings = lint(text).filter { $0.ruleID == "show-outside-navigation" }
        #expect(findings.count == ListedFindings.limit + 1)
        let summary = try #require(findings.last)
        #expect(summary.message == "200 more show-outside-navigation findings from here on are not listed; flowlint lists the first 10000 of a check in a file")
        #expect(summary.range.start == SourcePosition(line: 5 + 10_000, column: 24))
        #expect(summary.severity == .warning)
    }

    @Test func aFileOverTheSizeLimitIsRefusedWithTheLimitsName() throws {
        let text = Self.header + "  Home: { title: \(String(repeating: "x", count: 2_000)) }\n"
        let diagnostics = lint(text, limits: YAMLLimits(maxFileSize: 1_000))
        #expect(diagnostics.map(\.ruleID) == ["yaml-limit"])
        #expect(diagnostics.first?.message.contains("max-file-size") == true)
    }

    @Test func aHundredThousandScreensInOneCycleAreClean() throws {
        var text = Self.header + "  Home:\n    title: Home\n    container: navigation\n    segues: [{ show: S1 }]\n"
        let count = 100_000
        for index in 1 ..< count {
            text += "  S\(index): { title: S\(index), segues: [{ show: \(index + 1 < count ? "S\(index + 1)" : "Home") }] }\n"
        }
        #expect(lint(text).isEmpty)
    }

    @Test func oneScreenShownFromTwentyThousandOthersIsClean() throws {
        var text = Self.header + "  Home:\n    title: Home\n    container: navigation\n    segues: [{ show: S0 }]\n  Help: { title: Help, terminal: true }\n"
        let count = 20_000
        for index in 0 ..< count {
            let next = index + 1 < count ? "{ show: S\(index + 1) }, " : ""
            text += "  S\(index): { title: S\(index), segues: [\(next){ show: Help }] }\n"
        }
        #expect(lint(text).isEmpty)
    }

    @Test func aTenMegabyteLineIsPositionedExactly() throws {
        let text = Self.header + "  Home: { title: Home, terminal: true, " + String(repeating: " ", count: 10 << 20) + "tittle: x }\n"
        let diagnostics = lint(text)
        #expect(diagnostics.map(\.ruleID) == ["unknown-key"])
        #expect(diagnostics.first?.range.start == SourcePosition(line: 5, column: 40 + (10 << 20)))
    }

    @Test func anUnresolvedAliasIsReportedOnceWhereverItStands() {
        let text = Self.header + "  Home:\n    title: Home\n    segues: *nope\n    buttons: [{ title: B, action: { dismiss: *gone } }]\nmodals: *m\n"
        let diagnostics = lint(text)
        // Home is the entry, which nothing presents: its dismiss closes nothing (dismiss-unpresented),
        // so Home is a dead end. The aliases are reported once each, where they stand.
        #expect(diagnostics.map(\.ruleID) == ["dead-end", "yaml-alias", "dismiss-unpresented", "yaml-alias", "yaml-alias"])
        #expect(diagnostics.map(\.range.start) == [SourcePosition(line: 5, column: 3), SourcePosition(line: 7, column: 13), SourcePosition(line: 8, column: 37),
                                                    SourcePosition(line: 8, column: 46), SourcePosition(line: 9, column: 9)])
    }
}
