import Foundation
import Testing
@testable import FlowLintKit

/// One megabyte scalar anchored once and aliased a few hundred times as a segue's target: every
/// message naming it quotes its first `UserText.limit` characters and `…`, in every format, and
/// the finding at the anchor is listed once.
@Suite struct QuotedTextCapTests {
    static let bigName = String(repeating: "abcdefghij", count: 100_000)
    /// Few enough for a debug build, where each megabyte alias costs tenths of a second.
    static let aliases = 20

    static var flow: String {
        "flowlint: 1\napp: X\nentry: Home\nx-big: &big \(bigName)\nscreens:\n  Home:\n    title: Home\n    terminal: true\n    segues:\n"
            + String(repeating: "      - show: *big\n", count: aliases)
    }

    static func run() -> LintRun {
        LintRun(files: [Linter(configuration: FormatsFixture.configuration).lint(SourceFile(path: "big.flow.yaml", text: flow))])
    }

    @Test func aMegabyteTargetIsQuotedByItsFirstCharacters() {
        let run = Self.run()
        let prefix = String(Self.bigName.prefix(UserText.limit))
        #expect(UserText.limit == 200)
        // Every alias names the anchored scalar, where the finding stands: it is listed once.
        #expect(run.diagnostics.count == 1)
        #expect(run.diagnostics.allSatisfy {
            $0.message == "a segue from \"Home\" names screen \"\(prefix)…\", which is not defined" && $0.ruleID == "unknown-target"
        })
    }

    /// Each finding takes a few hundred bytes in any format, not a megabyte (SARIF describes
    /// every rule once, in about 60 kB, before them).
    @Test func everyFormatStaysSmall() {
        let run = Self.run()
        for format in ReportFormat.allCases {
            let size = format.formatter(ReportSettings(markdownGraphs: false)).format(run).utf8.count
            #expect(size < 70_000 + Self.aliases * 2_000, "\(format): \(size) bytes")
        }
    }

    /// Subjects identify findings in baselines: a long one is shortened with a hash of the whole,
    /// so two that start alike stay apart.
    @Test func longSubjectsStayDistinct() {
        let a = Diagnostic(ruleID: "r", severity: .error, message: "m", file: "f", range: LineColumnRange(at: .start), subject: "screen:" + Self.bigName + "a")
        let b = Diagnostic(ruleID: "r", severity: .error, message: "m", file: "f", range: LineColumnRange(at: .start), subject: "screen:" + Self.bigName + "b")
        #expect(a.subject != b.subject)
        #expect(a.subject == "screen:" + String(Self.bigName.prefix(UserText.limit - 7)) + "…" + Fingerprint.digest(ofLongText: "screen:" + Self.bigName + "a"))
        let short = Diagnostic(ruleID: "r", severity: .error, message: "m", file: "f", range: LineColumnRange(at: .start), subject: "screen:Compose")
        #expect(short.subject == "screen:Compose")
        // The digest is stable (baselines keep subjects), and sees every byte, the last ones too.
        #expect(Fingerprint.digest(ofLongText: "flowlint") == "ae310ac84d44d8d8")
        #expect(Fingerprint.digest(ofLongText: "abcdefgh1") != Fingerprint.digest(ofLongText: "abcdefgh2"))
        #expect(Fingerprint.digest(ofLongText: "abcdefgh") != Fingerprint.digest(ofLongText: "abcdefgh\u{0}"))
    }

    /// Scalars are counted, not characters: one character can carry any number of combining marks.
    @Test func theCapCountsScalars() {
        let accents = "e" + String(repeating: "\u{301}", count: 1_000)
        #expect(UserText.capped(accents) == "e" + String(repeating: "\u{301}", count: 199) + "…")
        let exact = String(repeating: "é", count: 200)
        #expect(UserText.capped(exact) == exact)
        #expect(UserText.quoted(exact + "x") == "\"" + exact + "…\"")
        #expect(UserText.quoted("Compose") == "\"Compose\"")
    }
}
