import Foundation
import Testing
@testable import FlowLintKit

/// `LintConfiguration.grading(of:)`, the one answer to whether a check reports and how severely.
@Suite struct CheckGradingTests {
    @Test func defaultsComeFromTheCatalogue() {
        let configuration = LintConfiguration()
        #expect(configuration.grading(of: "unknown-target") == CheckGrading(configured: nil, byDefault: .error))
        #expect(configuration.grading(of: "dead-end") == CheckGrading(configured: nil, byDefault: .warning))
        #expect(configuration.grading(of: "storyboard-xml") == CheckGrading(configured: nil, byDefault: .error))
        #expect(configuration.grading(of: "invalid-suppression") == CheckGrading(configured: nil, byDefault: .warning))
        #expect(configuration.grading(of: "unused-suppression") == nil)
    }

    @Test func offTurnsEveryKindOfCheckOff() {
        let ids = ["unknown-target", "unknown-key", "storyboard-xml", "invalid-suppression", "unused-suppression"]
        let configuration = LintConfiguration(rules: Dictionary(uniqueKeysWithValues: ids.map { ($0, RuleSetting.off) }))
        #expect(ids.map { configuration.grading(of: $0) } == [nil, nil, nil, nil, nil])
    }

    /// `--only-rule` and `--disable-rule` decide over the configuration; a check named by
    /// `--only-rule` keeps the configuration's severity.
    @Test func theRunsSelectionWinsOverTheConfiguration() {
        var configuration = LintConfiguration(rules: ["dead-end": .off, "modal-title": RuleSetting(severity: .error)])
        configuration.ruleSelection = RuleSelection(only: ["dead-end", "modal-title", "unused-suppression"], disabled: ["modal-title"])
        #expect(configuration.grading(of: "dead-end") == CheckGrading(configured: nil, byDefault: .warning))
        #expect(configuration.grading(of: "unused-suppression") == CheckGrading(configured: nil, byDefault: .warning))
        #expect(configuration.grading(of: "modal-title") == nil)
        #expect(configuration.grading(of: "unknown-target") == nil)
        configuration.ruleSelection = RuleSelection(only: ["modal-title"])
        #expect(configuration.grading(of: "modal-title") == CheckGrading(configured: .error, byDefault: .warning))
    }

    @Test func aConfiguredSeverityWinsOverTheChecksOwnGrade() throws {
        let configured = try #require(LintConfiguration(rules: ["alert-actions": RuleSetting(severity: .info)]).grading(of: "alert-actions"))
        #expect(configured.severity(graded: .error) == .info)
        #expect(configured.severity() == .info)
        let unconfigured = try #require(LintConfiguration().grading(of: "alert-actions"))
        #expect(unconfigured.severity(graded: .error) == .error)
        #expect(unconfigured.severity() == .warning)
    }

    /// `--report-unused-suppressions` turns the check on even where the configuration turns it off,
    /// keeping a severity the configuration sets.
    @Test func theCommandLineTurnsUnusedSuppressionOn() {
        let unused = SuppressionCheck.unusedSuppression.rawValue
        #expect(LintConfiguration(reportsUnusedSuppressions: true).grading(of: unused) == CheckGrading(configured: nil, byDefault: .warning))
        #expect(LintConfiguration(rules: [unused: .off], reportsUnusedSuppressions: true).grading(of: unused)?.severity() == .warning)
        #expect(LintConfiguration(rules: [unused: RuleSetting(severity: .error)], reportsUnusedSuppressions: true).grading(of: unused)?.severity() == .error)
        #expect(LintConfiguration(rules: [unused: RuleSetting(severity: .info)]).grading(of: unused)?.severity() == .info)
    }

    /// A rule's, a format check's and a suppression comment's findings in one flow, all answered by
    /// the same configuration.
    @Test func oneConfigurationGovernsRulesFormatChecksAndSuppressions() {
        let text = """
        flowlint: 1
        app: Notes
        entry: Library
        screens:
          Library:
            title: Library
            colour: blue
            segues: [{ show: Nowhere }]   # flowlint-disable-line no-such-rule

        """
        func findings(_ rules: [String: RuleSetting]) -> [String] {
            Linter(configuration: LintConfiguration(rules: rules)).lint(path: "a.flow.yaml", text: text).diagnostics
                .map { "\($0.range.start) \($0.severity.rawValue) \($0.ruleID)" }
        }
        #expect(findings([:]) == ["7:5 error unknown-key", "8:22 error unknown-target", "8:59 warning invalid-suppression"])
        #expect(findings(["unknown-key": .off, "unknown-target": .off, "invalid-suppression": .off]) == [])
        #expect(findings(["unknown-target": RuleSetting(severity: .info), "invalid-suppression": RuleSetting(severity: .error)])
            == ["7:5 error unknown-key", "8:22 info unknown-target", "8:59 error invalid-suppression"])
    }
}

/// The catalogue is the one list of check ids: the configuration, suppressions and `explain` agree.
@Suite struct CheckCatalogueTests {
    @Test func everyCheckIsListedOnce() {
        #expect(RuleCatalog.allIDs == RuleCatalog.checks.map(\.id))
        #expect(Set(RuleCatalog.allIDs).count == RuleCatalog.allIDs.count)
        #expect(RuleCatalog.allIDs.allSatisfy { RuleCatalog.check(id: $0)?.id == $0 })
    }

    /// `invalid` begins both `invalid-type` and `invalid-suppression`: the first in catalogue order
    /// is suggested, by the configuration as by `flowlint explain`. (The configuration used to
    /// list the suppression checks first, and suggested `invalid-suppression`.)
    @Test func theConfigurationSuggestsAsExplainDoes() {
        let result = ConfigurationLoader().load(path: ".flowlint.yml", text: "rules:\n  invalid: off\n", directory: "/")
        #expect(result.report.diagnostics.map { "\($0.range.start) \($0.ruleID) \($0.message)" }
            == ["2:3 unknown-key unknown rule \"invalid\"; did you mean \"invalid-type\"?"])
        #expect(RuleDocumentation.suggestion(for: "invalid") == "; did you mean \"invalid-type\"?")
    }

    @Test func suppressionsNameOnlyRules() {
        #expect(Suppressions.suppressibleIDs == RuleCatalog.all.map { $0.description.id })
        #expect(RuleCatalog.allIDs.filter(Suppressions.isSuppressible) == Suppressions.suppressibleIDs)
    }
}

/// `storyboard-xml` in `.flowlint.yml` governs every storyboard finding of an overlay: a storyboard
/// that is missing, one outside the repository, and one that is not well-formed XML.
@Suite(.serialized) struct StoryboardCheckConfigurationTests {
    static let overlay = """
    flowlint: 1
    app: Notes
    entry: Library
    storyboards: [Missing.storyboard, ../Outside.storyboard, Broken.storyboard]
    screens:
      Library: { title: Library, terminal: true }

    """

    /// The overlay in `repo/`, beside a storyboard outside it, with `configuration` as its `.flowlint.yml`.
    func check(configuration: String) throws -> (result: CommandLineTests.Result, repository: String) {
        let scratch = try ScratchDirectory()
        try scratch.write("Outside.storyboard", "<x/>\n")
        try scratch.write("repo/.flowlint.yml", configuration)
        try scratch.write("repo/Broken.storyboard", "<?xml version=\"1.0\"?>\n<document>\n<scenes>\n</document>\n")
        try scratch.write("repo/app.flow.yaml", Self.overlay)
        let repository = scratch.path + "/repo"
        let result = try CommandLineTests().run(["check", "--color", "never", "app.flow.yaml"], directory: URL(fileURLWithPath: repository))
        return (result, repository)
    }

    static func findingLines(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("app.flow.yaml:") || $0.hasPrefix("Broken.storyboard:") }
    }

    @Test func offReportsNothingAndExitsZero() throws {
        let (result, _) = try check(configuration: "rules:\n  storyboard-xml: off\n")
        #expect(result.status == 0)
        #expect(result.stdout == "no problems in 2 files\n")
        #expect(result.stderr == "")
    }

    @Test func errorReportsEachStoryboardAndExitsOne() throws {
        let (result, repository) = try check(configuration: "rules:\n  storyboard-xml: error\n")
        #expect(result.status == 1)
        #expect(Self.findingLines(result.stdout) == [
            "app.flow.yaml:4:15: error: storyboard Missing.storyboard cannot be read: no such file or directory [storyboard-xml]",
            "app.flow.yaml:4:35: error: storyboard ../Outside.storyboard is refused: it lies outside \(repository), the repository being checked [storyboard-xml]",
            "Broken.storyboard:4:1: error: malformed storyboard XML: a closing tag does not match the element it closes [storyboard-xml]",
        ])
        #expect(result.stdout.hasSuffix("\n3 errors in 2 files\n"))
    }

    /// storyboard-xml is a format check: a configuration may turn it off, never make it a warning,
    /// so the configuration is refused and nothing is checked.
    @Test func warningIsRefusedAsForEveryFormatCheck() throws {
        let (result, _) = try check(configuration: "rules:\n  storyboard-xml: warning\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(
            ".flowlint.yml:2:19: error: storyboard-xml is a format check and always an error; it can only be turned off [invalid-value]\n"))
    }

    /// A rule, a format check, a storyboard and a suppression comment, each silenced by one
    /// configuration, and each graded by another.
    @Test func oneConfigurationGovernsEveryKindOfCheck() throws {
        let flow = """
        flowlint: 1
        app: Notes
        entry: Library
        storyboards: [Missing.storyboard]
        screens:
          Library:
            title: Library
            colour: blue
            segues: [{ show: Nowhere }]   # flowlint-disable-line no-such-rule

        """
        let scratch = try ScratchDirectory()
        try scratch.write("app.flow.yaml", flow)
        func check(_ configuration: String) throws -> CommandLineTests.Result {
            try scratch.write(".flowlint.yml", configuration)
            return try CommandLineTests().run(["check", "--color", "never", "app.flow.yaml"], directory: URL(fileURLWithPath: scratch.path))
        }
        let defaults = try check("")
        #expect(defaults.status == 1)
        #expect(Self.findingLines(defaults.stdout) == [
            "app.flow.yaml:4:15: error: storyboard Missing.storyboard cannot be read: no such file or directory [storyboard-xml]",
            "app.flow.yaml:8:5: error: unknown key \"colour\" in screen \"Library\" [unknown-key]",
            "app.flow.yaml:9:22: error: a segue from \"Library\" names screen \"Nowhere\", which is not defined [unknown-target]",
            "app.flow.yaml:9:59: warning: unknown rule \"no-such-rule\" in flowlint-disable-line [invalid-suppression]",
        ])
        let off = try check("rules: { storyboard-xml: off, unknown-key: off, unknown-target: off, invalid-suppression: off }\n")
        #expect(off.status == 0)
        #expect(off.stdout == "no problems in 1 file\n")
        #expect(off.stderr == "")
        let graded = try check("rules: { storyboard-xml: off, unknown-key: off, unknown-target: warning, invalid-suppression: info }\n")
        #expect(graded.status == 0)
        #expect(Self.findingLines(graded.stdout) == [
            "app.flow.yaml:9:22: warning: a segue from \"Library\" names screen \"Nowhere\", which is not defined [unknown-target]",
            "app.flow.yaml:9:59: info: unknown rule \"no-such-rule\" in flowlint-disable-line [invalid-suppression]",
        ])
        #expect(graded.stdout.hasSuffix("\n1 warning, 1 info in 1 file\n"))
        let strict = try CommandLineTests().run(["check", "--strict", "--color", "never", "app.flow.yaml"], directory: URL(fileURLWithPath: scratch.path))
        #expect(strict.status == 1)
    }
}
