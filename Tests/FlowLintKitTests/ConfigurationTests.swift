import Foundation
import Testing
@testable import FlowLintKit

/// A scratch directory tree, removed when the test ends.
final class ScratchDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // Resolve /tmp symlinks so absolute paths compare equal.
        path = base.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }
}

/// Rule descriptions with one option of each type, so these tests do not depend on the catalogue's rules.
let testRules = [
    CheckDescription(id: "modal-hierarchy-depth", summary: "test", severity: .warning, options: [
        RuleOption("maxDepth", default: .int(2), allowed: 0 ... 1_000, "depth"),
        RuleOption("allowSheets", default: .bool(true), "sheets"),
        RuleOption("style", default: .string("pageSheet"), "style"),
    ]),
    CheckDescription(id: "unreachable-screen", summary: "test", severity: .warning),
]

/// The test rules with the catalogue's format and suppression checks, which every configuration may name.
let testChecks = testRules + RuleCatalog.checks.filter { $0.kind != .rule }

/// The diagnostics of a configuration as `line:col rule message`, for exact comparisons.
private func problems(_ text: String) -> [String] {
    let result = ConfigurationLoader(checks: testChecks).load(path: ".flowlint.yml", text: text, directory: "/project")
    return result.report.diagnostics.map { "\($0.range.start) \($0.ruleID) \($0.message)" }
}

@Suite struct GlobPatternTests {
    @Test(arguments: [
        ("*.flow.yaml", "a.flow.yaml", true),
        ("*.flow.yaml", "dir/a.flow.yaml", false),
        ("**/*.flow.yaml", "a.flow.yaml", true),
        ("**/*.flow.yaml", "x/y/z/a.flow.yaml", true),
        ("Flows/**/*.flow.yaml", "Flows/a.flow.yaml", true),
        ("Flows/**/*.flow.yaml", "Flows/x/y/a.flow.yaml", true),
        ("Flows/**/*.flow.yaml", "Other/a.flow.yaml", false),
        ("Pods/**", "Pods/A/app-flow.yaml", true),
        ("Pods/**", "Podsx/app-flow.yaml", false),
        ("Pods/", "Pods/A/app-flow.yaml", true),
        ("**/Generated/**", "App/Generated/x.flow.yaml", true),
        ("**/Generated/**", "Generated/x.flow.yaml", true),
        ("**/Generated/**", "App/NotGenerated/x.flow.yaml", false),
        ("a?c.flow.yml", "abc.flow.yml", true),
        ("a?c.flow.yml", "a/c.flow.yml", false),
        ("a?c.flow.yml", "ac.flow.yml", false),
        ("*a*b*", "xxaYYbzz", true),
        ("*a*b*", "xxbYYazz", false),
        ("./Flows/*", "Flows/a", true),
        ("Flows/*", "./Flows/a", true),
        ("**", "anything/at/all", true),
        ("é*", "éclair.flow.yaml", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }
}

@Suite struct ConfigurationLoaderTests {
    @Test func readsEverySection() throws {
        let text = """
        rules:
          modal-hierarchy-depth: { severity: error, maxDepth: 3, allowSheets: false, style: formSheet }
          unreachable-screen: off
          unused-suppression: info
          unknown-key: off
        include: ["Flows/**/*.flow.yaml"]
        exclude: ["Pods/**", "**/Generated/**"]
        defaults: { transitionStyle: crossDissolve }
        limits: { max-file-size: 1000, max-nodes: 2000, max-depth: 30 }
        """
        let result = ConfigurationLoader(checks: testChecks).load(path: ".flowlint.yml", text: text, directory: "/project")
        #expect(result.report.diagnostics.isEmpty)
        let configuration = result.configuration
        let depth = try #require(configuration.rules["modal-hierarchy-depth"])
        #expect(depth.isEnabled && depth.severity == .error)
        #expect(depth.options.int("maxDepth", default: 0) == 3)
        #expect(depth.options.bool("allowSheets", default: true) == false)
        #expect(depth.options.string("style", default: "") == "formSheet")
        #expect(configuration.rules["unreachable-screen"]?.isEnabled == false)
        #expect(configuration.rules["unused-suppression"]?.severity == .info)
        #expect(configuration.rules["unknown-key"]?.isEnabled == false)
        #expect(configuration.include.map(\.pattern) == ["Flows/**/*.flow.yaml"])
        #expect(configuration.exclude.map(\.pattern) == ["Pods/**", "**/Generated/**"])
        #expect(configuration.defaults.transitionStyle?.value == .crossDissolve)
        #expect(configuration.defaults.presentationStyle == nil)
        #expect(configuration.limits == YAMLLimits(maxFileSize: 1000, maxNodes: 2000, maxDepth: 30))
        #expect(configuration.admits("/project/Flows/a/b.flow.yaml"))
        #expect(!configuration.admits("/project/Flows/Generated/b.flow.yaml"))
        #expect(!configuration.admits("/project/Other/b.flow.yaml"))
    }

    @Test func emptyFileIsValid() {
        #expect(problems("").isEmpty)
        #expect(problems("# nothing yet\n").isEmpty)
        #expect(problems("rules:\n").isEmpty)
    }

    @Test func unknownRuleSuggestsTheClosest() {
        #expect(problems("rules:\n  unreachable-screne: off\n") == [
            "2:3 unknown-key unknown rule \"unreachable-screne\"; did you mean \"unreachable-screen\"?",
        ])
        #expect(problems("rules:\n  frobnicate: off\n") == ["2:3 unknown-key unknown rule \"frobnicate\""])
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(problems("rules:\n  modal-hierarchy-depth: { maxDept: 2 }\n") == [
            "2:28 unknown-key unknown option \"maxDept\" for modal-hierarchy-depth; did you mean \"maxDepth\"?",
        ])
        #expect(problems("rules:\n  unreachable-screen: { depth: 2 }\n") == [
            "2:25 unknown-key unknown option \"depth\" for unreachable-screen; unreachable-screen has no options",
        ])
    }

    @Test func optionTypesFollowTheDefaults() {
        #expect(problems("rules:\n  modal-hierarchy-depth:\n    maxDepth: two\n    allowSheets: 1\n    style: [a]\n") == [
            "3:15 invalid-type maxDepth must be a whole number, not \"two\"",
            "4:18 invalid-type allowSheets must be true or false, not \"1\"",
            "5:12 invalid-type style must be a string, not a list",
        ])
        #expect(problems("rules:\n  modal-hierarchy-depth: { maxDepth: \"3\" }\n") == [
            "2:38 invalid-type maxDepth must be a whole number, not \"3\"",
        ])
    }

    @Test func badSeverities() {
        #expect(problems("rules:\n  unreachable-screen: warn\n") == [
            "2:23 invalid-value severity \"warn\" is not one of off, info, warning, error; did you mean \"warning\"?",
        ])
        #expect(problems("rules:\n  modal-hierarchy-depth: { severity: eror }\n") == [
            "2:38 invalid-value severity \"eror\" is not one of off, info, warning, error; did you mean \"error\"?",
        ])
        #expect(problems("rules:\n  yaml-syntax: warning\n") == [
            "2:16 invalid-value yaml-syntax is a format check and always an error; it can only be turned off",
        ])
        #expect(problems("rules:\n  unreachable-screen:\n") == [
            "2:22 invalid-type unreachable-screen must be off, info, warning, error or a mapping of severity and options, not null",
        ])
    }

    @Test func unknownTopLevelKey() {
        #expect(problems("exclued: []\nrule: {}\n") == [
            "1:1 unknown-key unknown key \"exclued\" in the configuration; did you mean \"exclude\"?",
            "2:1 unknown-key unknown key \"rule\" in the configuration; did you mean \"rules\"?",
        ])
    }

    @Test func otherSections() {
        #expect(problems("include: /abs/*.yaml\nexclude: { a: b }\n") == [
            "1:10 invalid-value include patterns are relative to the configuration's directory; remove the leading /",
            "2:10 invalid-type exclude must be a list of glob patterns, not a mapping",
        ])
        #expect(problems("defaults: { transitionStyle: slide, presentation: x }\n") == [
            "1:30 invalid-value transitionStyle \"slide\" is not one of coverVertical, flipHorizontal, crossDissolve, partialCurl",
            "1:37 unknown-key unknown key \"presentation\" in defaults; did you mean \"presentationStyle\"?",
        ])
        #expect(problems("limits: { max-depth: 0, max-nodes: lots }\n") == [
            "1:22 invalid-value max-depth must be greater than zero",
            "1:36 invalid-type max-nodes must be a whole number, not \"lots\"",
        ])
        #expect(problems("- a\n- b\n") == ["1:1 invalid-type the configuration must be a mapping, not a list"])
    }

    /// A pull request can edit `.flowlint.yml`: numbers from it are bounded before any rule or
    /// the parser does arithmetic with them, and the input limits can only be tightened there.
    @Test func numbersAreRangeCheckedAndLimitsOnlyLowered() {
        #expect(problems("rules:\n  modal-hierarchy-depth: { maxDepth: 9223372036854775807 }\n") == [
            "2:38 invalid-value maxDepth must be from 0 to 1000, not 9223372036854775807",
        ])
        #expect(problems("rules:\n  modal-hierarchy-depth: { maxDepth: -1 }\n") == [
            "2:38 invalid-value maxDepth must be from 0 to 1000, not -1",
        ])
        #expect(problems("rules:\n  modal-hierarchy-depth: { maxDepth: 99999999999999999999 }\n") == [
            "2:38 invalid-type maxDepth must be a whole number, not \"99999999999999999999\"",
        ])
        #expect(problems("limits: { max-file-size: 9223372036854775807, max-depth: 100000000, max-nodes: 10000001 }\n") == [
            "1:26 invalid-value max-file-size in a configuration can only lower the limit, to at most 67108864; raise it with --max-file-size on the command line",
            "1:58 invalid-value max-depth in a configuration can only lower the limit, to at most 256; raise it with --max-depth on the command line",
            "1:80 invalid-value max-nodes in a configuration can only lower the limit, to at most 10000000; raise it with --max-nodes on the command line",
        ])
        #expect(problems("limits: { max-file-size: 67108864, max-depth: 256, max-nodes: 10000000 }\n") == [])
    }

    @Test func yamlSyntaxIsPositioned() {
        let found = problems("rules:\n  unreachable-screen: [off\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("3:1 yaml-syntax ") == true, "\(found)")
    }

    @Test func theRealCatalogueIsKnown() {
        let loader = ConfigurationLoader()
        for id in RuleCatalog.allIDs {
            let result = loader.load(path: "c", text: "rules:\n  \(id): off\n", directory: "/")
            #expect(result.isValid, "\(id)")
        }
    }
}

@Suite struct StarterConfigurationTests {
    @Test func loadsCleanlyAndListsEveryRule() {
        let text = StarterConfiguration.text()
        let result = ConfigurationLoader().load(path: ".flowlint.yml", text: text, directory: "/")
        #expect(result.isValid, "\(result.report.diagnostics.map(\.message))")
        #expect(result.configuration.rules.isEmpty)
        for rule in RuleCatalog.all.map({ $0.description }) {
            let line = rule.options.isEmpty
                ? "  # \(rule.id): \(rule.defaultSeverity.rawValue)\n"
                : "  # \(rule.id): { severity: \(rule.defaultSeverity.rawValue), "
            #expect(text.contains(line), "\(rule.id)")
        }
        for check in FormatCheck.allCases {
            #expect(text.contains("  # \(check.rawValue): off"))
        }
    }

    /// Uncommenting every rule line yields a valid configuration equal to the defaults.
    @Test func uncommentedRuleLinesAreValid() {
        let uncommented = StarterConfiguration.text().split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let ids = RuleCatalog.all.map { $0.description.id }
            if ids.contains(where: { line.hasPrefix("  # \($0):") }) {
                return "  " + line.dropFirst(4)
            }
            return String(line)
        }.joined(separator: "\n")
        let result = ConfigurationLoader().load(path: ".flowlint.yml", text: uncommented, directory: "/")
        #expect(result.isValid, "\(result.report.diagnostics.map { "\($0.range.start) \($0.message)" })")
        #expect(result.configuration.rules.count == RuleCatalog.all.count)
    }
}

@Suite struct ConfigurationResolverTests {
    static let flow = """
    flowlint: 1
    app: Notes
    entry: Library
    screens:
      Library: { title: Notes, terminal: true }
      Orphan: { title: Orphan, terminal: true }

    """

    @Test func nearestConfigurationWins() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(".flowlint.yml", "rules: { unreachable-screen: error }\n")
        try scratch.write("App/Nested/.flowlint.yml", "rules: { unreachable-screen: off }\n")
        let top = try scratch.write("App/top.flow.yaml", Self.flow)
        let nested = try scratch.write("App/Nested/Deeper/nested.flow.yaml", Self.flow)
        let resolver = ConfigurationResolver()
        #expect(resolver.configuration(forFile: top)?.path.hasSuffix("/.flowlint.yml") == true)
        #expect(resolver.configuration(forFile: top)?.directory == scratch.path)
        #expect(resolver.configuration(forFile: nested)?.directory == scratch.path + "/App/Nested")
        #expect(resolver.linter(forFile: top).configuration.rules["unreachable-screen"]?.severity == .error)
        #expect(resolver.linter(forFile: nested).configuration.rules["unreachable-screen"]?.isEnabled == false)
        #expect(!resolver.hasProblems)
    }

    @Test func explicitConfigurationAppliesToAll() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("App/.flowlint.yml", "rules: { unreachable-screen: off }\n")
        let explicit = try scratch.write("ci.yml", "rules: { unreachable-screen: info }\n")
        let file = try scratch.write("App/a.flow.yaml", Self.flow)
        let resolver = ConfigurationResolver(explicitPath: explicit)
        #expect(resolver.linter(forFile: file).configuration.rules["unreachable-screen"]?.severity == .info)
    }

    @Test func limitsAndUnusedSuppressionReachTheLinter() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("A/.flowlint.yml", "limits: { max-depth: 3 }\nrules: { unused-suppression: error }\n")
        try scratch.write("B/.flowlint.yml", "rules: { unused-suppression: off }\n")
        let a = try scratch.write("A/a.flow.yaml", Self.flow)
        let b = try scratch.write("B/b.flow.yaml", Self.flow)
        let plain = ConfigurationResolver()
        #expect(plain.linter(forFile: a).configuration.limits.maxDepth == 3)
        #expect(plain.linter(forFile: a).configuration.rules["unused-suppression"]?.severity == .error)
        #expect(plain.linter(forFile: b).configuration.rules["unused-suppression"]?.isEnabled == false)
        // The flag turns the check on, keeping a configured severity.
        let flagged = ConfigurationResolver(reportUnusedSuppressions: true)
        #expect(flagged.linter(forFile: a).configuration.grading(of: "unused-suppression")?.severity() == .error)
        #expect(flagged.linter(forFile: b).configuration.grading(of: "unused-suppression")?.severity() == .warning)
        let deep = Self.flow + "  Deep: { segues: [[[[x]]]] }\n"
        let report = plain.linter(forFile: a).lint(path: a, text: deep)
        #expect(report.diagnostics.map(\.ruleID) == ["yaml-limit"])
    }

    @Test func includeAndExcludeApplyToDirectoryWalksOnly() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(".flowlint.yml", "include: [\"Flows/**/*.flow.yaml\"]\nexclude: [\"**/Generated/**\"]\n")
        let kept = try scratch.write("Flows/Sub/kept.flow.yaml", Self.flow)
        let generated = try scratch.write("Flows/Generated/gen.flow.yaml", Self.flow)
        try scratch.write("Other/outside.flow.yaml", Self.flow)
        let resolver = ConfigurationResolver()
        let walked = resolver.files(in: [scratch.path])
        #expect(walked.files == [kept])
        #expect(walked.failures.isEmpty)
        // Named explicitly, an excluded file is still checked.
        #expect(resolver.files(in: [generated]).files == [generated])
    }

    @Test func invalidConfigurationStopsTheRunWithExitCode2() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(".flowlint.yml", "rules:\n  unreachable-screne: off\n")
        let file = try scratch.write("a.flow.yaml", Self.flow)
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.configurations = ConfigurationResolver()
        let outcome = runner.run(paths: [file])
        #expect(outcome.exitCode == 2)
        #expect(outcome.run.files.isEmpty)
        let report = try #require(outcome.configurationReports.first)
        #expect(report.diagnostics.map { "\($0.range.start) \($0.message)" } == [
            "2:3 unknown rule \"unreachable-screne\"; did you mean \"unreachable-screen\"?",
        ])
        let text = TextFormatter(showSummary: false).format(LintRun(files: outcome.configurationReports))
        #expect(text.contains(".flowlint.yml:2:3: error: unknown rule"))
    }

    @Test func missingExplicitConfigurationIsAnError() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("a.flow.yaml", Self.flow)
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.configurations = ConfigurationResolver(explicitPath: scratch.path + "/missing.yml")
        let outcome = runner.run(paths: [file])
        #expect(outcome.exitCode == 2)
        #expect(outcome.errors == ["\(scratch.path)/missing.yml: no such file or directory"])
    }

    @Test func configurationDefaultsFillOnlyWhatTheFlowLeavesUnset() throws {
        let text = "flowlint: 1\napp: A\nentry: S\ndefaults: { presentationStyle: formSheet }\nscreens:\n  S: {}\n"
        let parsed = try #require(YAMLParser().parse(text).document)
        let flow = try #require(FlowDecoder(file: "a.flow.yaml").decode(parsed).flow)
        let inConfiguration = ConfigurationPlace.at(line: 3, column: 20)
        let configured = ConfiguredDefaults(transitionStyle: Located(.flipHorizontal, at: inConfiguration.range),
                                            presentationStyle: Located(.fullScreen, at: inConfiguration.range), file: ".flowlint.yml",
                                            lines: inConfiguration.lines)
        let filled = configured.apply(to: flow)
        #expect(filled.defaults.transitionStyle?.value == .flipHorizontal)
        #expect(filled.defaults.transitionStyle?.range == inConfiguration.range)
        #expect(filled.defaults.transitionStyle?.range.file == .configuration)
        #expect(filled.defaults.presentationStyle?.range.file == SourceFileID(0))
        #expect(filled.defaults.presentationStyle?.value == .formSheet)
        #expect(filled.defaults.presentationStyle.map { LineTable(Array(text.utf8)).position(of: $0.range.start) } == SourcePosition(line: 4, column: 32))
    }

    @Test func linterAppliesConfigurationDefaultsBeforeRules() throws {
        // Two presentations, one of each style: without a declared default the tie goes to
        // coverVertical; the configuration declares flipHorizontal instead.
        let text = """
        flowlint: 1
        app: A
        entry: S
        screens:
          S:
            segues:
              - { present: A, transitionStyle: coverVertical }
              - { present: B, transitionStyle: flipHorizontal }
          A: { terminal: true }
          B: { terminal: true }

        """
        let onlyConsistency = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.description.id, RuleSetting.off) })
            .merging(["consistent-transitions": RuleSetting()]) { $1 }
        let plain = Linter(configuration: LintConfiguration(rules: onlyConsistency)).lint(path: "a.flow.yaml", text: text)
        let place = ConfigurationPlace.at(line: 2, column: 33)
        let defaults = ConfiguredDefaults(transitionStyle: Located(.flipHorizontal, at: place.range), file: "config/.flowlint.yml", lines: place.lines)
        let configured = Linter(configuration: LintConfiguration(rules: onlyConsistency, defaults: defaults))
            .lint(path: "a.flow.yaml", text: text)
        #expect(plain.diagnostics.map(\.range.start.line) == [8])
        #expect(configured.diagnostics.map(\.range.start.line) == [7])
        let note = try #require(configured.diagnostics.first?.notes.first)
        #expect(note.file == "config/.flowlint.yml")
        #expect(note.range.start == SourcePosition(line: 2, column: 33))
    }
}

@Suite struct WarningThresholdTests {
    /// Two unreachable screens: two warnings.
    static let flow = ConfigurationResolverTests.flow + "  Other: { title: Other, terminal: true }\n"

    private func outcome(_ limit: Int?) throws -> CheckRunner.Outcome {
        let scratch = try ScratchDirectory()
        let file = try scratch.write("a.flow.yaml", Self.flow)
        let only = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.description.id, RuleSetting.off) })
            .merging(["unreachable-screen": RuleSetting()]) { $1 }
        var runner = CheckRunner(linter: Linter(configuration: LintConfiguration(rules: only)), formatter: TextFormatter())
        runner.warningLimit = limit
        return runner.run(paths: [file])
    }

    @Test func warningsPassByDefault() throws {
        let result = try outcome(nil)
        #expect(result.run.count(.warning) == 2)
        #expect(result.exitCode == 0)
        #expect(result.notices.isEmpty)
    }

    @Test func strictFailsOnAnyWarning() throws {
        let result = try outcome(0)
        #expect(result.exitCode == 1)
        #expect(result.notices == ["2 warnings and --strict allows none"])
    }

    @Test func maxWarningsFailsOnlyAboveTheLimit() throws {
        let atLimit = try outcome(2)
        #expect(atLimit.exitCode == 0)
        #expect(atLimit.notices.isEmpty)
        let over = try outcome(1)
        #expect(over.exitCode == 1)
        #expect(over.notices == ["2 warnings, more than the 1 --max-warnings allows"])
    }
}
