import Foundation
import Testing
@testable import FlowLintKit

/// Only `unreachable-screen` and `unknown-target` run, so new rules cannot change these results.
private func configuration(unused: Bool = false) -> LintConfiguration {
    var rules = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.description.id, RuleSetting.off) })
    rules["unreachable-screen"] = RuleSetting()
    rules["unknown-target"] = RuleSetting()
    if unused { rules["unused-suppression"] = RuleSetting() }
    return LintConfiguration(rules: rules)
}

/// Findings as `line:col rule`, or with the message when `messages` is set.
private func lint(_ text: String, unused: Bool = false, messages: Bool = false) -> [String] {
    Linter(configuration: configuration(unused: unused)).lint(path: "a.flow.yaml", text: text).diagnostics.map {
        "\($0.range.start) \($0.ruleID)" + (messages ? " \($0.message)" : "")
    }
}

private let header = """
flowlint: 1
app: Notes
entry: Library
screens:
  Library: { title: Notes, terminal: true }

"""

@Suite struct SuppressionTests {
    @Test func withoutCommentsEverythingIsReported() {
        #expect(lint(header + "  A: { terminal: true }\n  B: { terminal: true }\n") == ["6:3 unreachable-screen", "7:3 unreachable-screen"])
    }

    @Test func disableNextLine() {
        let text = header + """
          # flowlint-disable-next-line unreachable-screen -- kept for the 2.0 onboarding
          A: { terminal: true }
          B: { terminal: true }

        """
        #expect(lint(text) == ["8:3 unreachable-screen"])
    }

    /// A segue used through an alias is reported where the alias stands, with a note at the
    /// anchor, so a comment above the use silences that use and no other.
    @Test func disableNextLineAtAnAliasUse() {
        let text = """
        flowlint: 1
        app: Notes
        entry: Library
        x-open: &open { show: Missing }
        screens:
          Library:
            title: Notes
            terminal: true
            segues:
              - *open
              # flowlint-disable-next-line unknown-target
              - *open

        """
        let findings = Linter(configuration: configuration()).lint(path: "a.flow.yaml", text: text).diagnostics
        #expect(findings.map { "\($0.range) \($0.ruleID)" } == ["10:9-10:14 unknown-target"])
        #expect(findings.first?.notes.map { "\($0.message) \($0.range)" } == ["defined at the anchor here 4:9-4:32"])
        #expect(lint(text.replacingOccurrences(of: "# flowlint-disable-next-line unknown-target", with: "# kept")) == ["10:9 unknown-target", "12:9 unknown-target"])
    }

    @Test func disableNextLineSkipsBlankAndCommentLines() {
        let text = header + """
          # flowlint-disable-next-line unreachable-screen
          # a note about A

          A: { terminal: true }

        """
        #expect(lint(text, unused: true) == [])
    }

    @Test func disableNextLineOnlyCoversNamedRules() {
        let text = header + """
          # flowlint-disable-next-line unknown-target
          A: { terminal: true }

        """
        #expect(lint(text, unused: true, messages: true) == [
            "6:32 unused-suppression flowlint-disable-next-line of \"unknown-target\" suppresses nothing; remove it",
            "7:3 unreachable-screen screen \"A\" cannot be reached from the entry",
        ])
    }

    @Test func disableLine() {
        let text = header + """
          A: { terminal: true }   # flowlint-disable-line unreachable-screen
          B: { terminal: true }

        """
        #expect(lint(text) == ["7:3 unreachable-screen"])
    }

    @Test func disableAndEnableBlock() {
        let text = header + """
          # flowlint-disable unreachable-screen
          A: { terminal: true }
          B: { terminal: true }
          # flowlint-enable unreachable-screen
          C: { terminal: true }

        """
        #expect(lint(text, unused: true) == ["10:3 unreachable-screen"])
    }

    @Test func blockWithoutIdsCoversAllRulesToTheEnd() {
        let text = header + """
          # flowlint-disable
          A: { terminal: true, segues: [{ show: Nowhere }] }
          B: { terminal: true }

        """
        #expect(lint(text, unused: true) == [])
    }

    @Test func enableEndsOnlyTheRegionsOfItsIds() {
        let text = header + """
          # flowlint-disable unreachable-screen unknown-target
          A: { terminal: true, segues: [{ show: Nowhere }] }
          # flowlint-enable unknown-target
          B: { terminal: true, segues: [{ show: Nowhere }] }
          # flowlint-enable unreachable-screen
          C: { terminal: true, segues: [{ show: Nowhere }] }

        """
        #expect(lint(text, unused: true) == ["9:41 unknown-target", "11:3 unreachable-screen", "11:41 unknown-target"])
    }

    @Test func enableWithIdsDoesNotEndAnAllRulesBlock() {
        let text = header + """
          # flowlint-disable
          A: { terminal: true }
          # flowlint-enable unreachable-screen
          B: { terminal: true }

        """
        #expect(lint(text, messages: true) == [
            "8:21 invalid-suppression flowlint-enable unreachable-screen cannot end a flowlint-disable of every rule; end it with a flowlint-enable without ids",
        ])
        #expect(lint(header + "  # flowlint-enable\n  A: { terminal: true }\n", messages: true) == [
            "6:5 invalid-suppression flowlint-enable has no flowlint-disable before it to end",
            "7:3 unreachable-screen screen \"A\" cannot be reached from the entry",
        ])
    }

    @Test func disableFile() {
        let text = "# flowlint-disable-file -- generated\n" + header + "  A: { terminal: true, segues: [{ show: Nowhere }] }\n"
        #expect(lint(text, unused: true) == [])
        let onlyOne = "# flowlint-disable-file unknown-target\n" + header + "  A: { terminal: true, segues: [{ show: Nowhere }] }\n"
        #expect(lint(onlyOne, unused: true) == ["7:3 unreachable-screen"])
    }

    @Test func unknownIdsAreReportedWithSuggestions() {
        let text = header + """
          # flowlint-disable-next-line unreachable-screne, unknown-target
          A: { terminal: true }

        """
        #expect(lint(text, messages: true) == [
            "6:32 invalid-suppression unknown rule \"unreachable-screne\" in flowlint-disable-next-line; did you mean \"unreachable-screen\"?",
            "7:3 unreachable-screen screen \"A\" cannot be reached from the entry",
        ])
    }

    @Test func unknownDirectivesAreReported() {
        let text = header + "  A: { terminal: true }  # flowlint-disabel-line unreachable-screen\n"
        #expect(lint(text, messages: true) == [
            "6:3 unreachable-screen screen \"A\" cannot be reached from the entry",
            "6:28 invalid-suppression unknown directive \"flowlint-disabel-line\"; did you mean \"flowlint-disable-line\"?",
        ])
    }

    @Test func formatChecksCannotBeSuppressed() {
        let text = header + """
          # flowlint-disable-next-line unknown-key
          Library2: { titel: x, terminal: true }   # flowlint-disable-line
        """
        #expect(lint(text, messages: true) == [
            "6:32 invalid-suppression unknown-key cannot be suppressed by a comment; fix the file, or turn the check off in .flowlint.yml",
            "7:15 unknown-key unknown key \"titel\" in screen \"Library2\"; did you mean \"title\"?",
        ])
    }

    @Test func unusedSuppressionsAreOffByDefault() {
        let text = header + "  # flowlint-disable-next-line unknown-target\n  A: { terminal: true }\n"
        #expect(lint(text) == ["7:3 unreachable-screen"])
        #expect(lint(text, unused: true) == ["6:32 unused-suppression", "7:3 unreachable-screen"])
    }

    @Test func hashesInsideScalarsAreNotComments() {
        let text = header + """
          A: { title: "Plan # flowlint-disable-line unreachable-screen", terminal: true }
          B:
            title: 'it''s # flowlint-disable-line unreachable-screen'
            terminal: true
          C:
            title: >
              # flowlint-disable-line unreachable-screen
            terminal: true   # flowlint-disable-line unreachable-screen
          D: { title: a#flowlint-disable-line, terminal: true }

        """
        #expect(lint(text, unused: true) == [
            "6:3 unreachable-screen", "7:3 unreachable-screen", "10:3 unreachable-screen",
            "13:46 unused-suppression", "14:3 unreachable-screen",
        ])
    }

    /// A quoted scalar's `#` on the line it continues to, and two on one line, are text; the
    /// directive after them is read. Were any of them taken for the comment, the directive would
    /// be lost and its unused id not reported.
    @Test func hashesInScalarsBeforeADirectiveOnTheSameLineAreText() {
        let text = header + """
          A: { title: "one
            # two", terminal: true }  # flowlint-disable-line unknown-target
          B: { title: 'x # y', terminal: true, buttons: [{ title: "z # w" }] }  # flowlint-disable-line unknown-target

        """
        #expect(lint(text, unused: true) == [
            "6:3 unreachable-screen", "7:55 unused-suppression", "8:3 unreachable-screen", "8:97 unused-suppression",
        ])
    }

    /// Each directive of a run applies to the content line after the whole run.
    @Test func aRunOfDisableNextLineAllCoverTheNextContentLine() {
        let text = header + """
          # flowlint-disable-next-line unreachable-screen
          # flowlint-disable-next-line unknown-target

          # flowlint-disable-next-line unreachable-screen
          A: { terminal: true, buttons: [{ title: Go, action: { push: Nowhere } }] }
          B: { terminal: true }
          # flowlint-disable-next-line unreachable-screen
          C: { terminal: true }  # flowlint-disable-line unknown-target
          D: { terminal: true }

        """
        // C's line holds a directive too, but also content: it is the line the one above covers.
        #expect(lint(text, unused: true) == ["11:3 unreachable-screen", "13:50 unused-suppression", "14:3 unreachable-screen"])
    }

    @Test func trailingCommentAfterABlockScalarIndicatorIsAComment() {
        let text = header + """
          A: # flowlint-disable-line unreachable-screen
            title: |
              x
            terminal: true

        """
        #expect(lint(text, unused: true) == [])
    }
}
