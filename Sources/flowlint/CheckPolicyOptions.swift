import ArgumentParser
import FlowLintKit

/// The options of `flowlint check` about what counts and what fails: configuration, suppressions,
/// baselines and warning thresholds.
struct CheckPolicyOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "Use this configuration for every file instead of the nearest .flowlint.yml.", valueName: "path"))
    var configPath: String?

    @Flag(help: "Fail (exit 1) when there is any warning.")
    var strict = false

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "What fails the run (exit 1): error (the default), warning (as --strict), or none (report findings, exit 0).", valueName: "level"))
    var failOn: FailureLevel = .error

    // Unconditional: the next word is the value even when it starts with a dash, so that
    // `--max-warnings -1` is told what is wrong with -1 rather than that a value is missing.
    @Option(name: .customLong("max-warnings"), parsing: .unconditional, help: ArgumentHelp("Fail (exit 1) when there are more than N warnings.", valueName: "n"))
    var maxWarnings: Int?

    @Flag(help: "Report errors only (as ESLint's --quiet): warnings and infos are neither printed nor counted for the exit status, so --strict and --max-warnings do not go with it.")
    var quiet = false

    @Option(name: .customLong("only-rule"), help: ArgumentHelp(
        "For this run, check only this rule (or format check), even one the configuration turns off; repeatable.", valueName: "id"),
        completion: .list(RuleCatalog.allIDs))
    var onlyRules: [String] = []

    @Option(name: .customLong("disable-rule"), help: ArgumentHelp(
        "For this run, turn this rule (or format check) off, whatever the configuration says; repeatable.", valueName: "id"),
        completion: .list(RuleCatalog.allIDs))
    var disabledRules: [String] = []

    @Flag(name: .customLong("report-unused-suppressions"), help: "Report flowlint-disable comments that suppress nothing (unused-suppression).")
    var reportUnusedSuppressions = false

    @Option(name: .customLong("baseline"), help: ArgumentHelp("Report only findings not recorded in this baseline file.", valueName: "file"))
    var baselinePath: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp(
        "Record today's findings in this baseline file (JSON, replaced atomically) and exit 0.", valueName: "file"))
    var writeBaselinePath: String?

    @Option(name: .customLong("max-file-size"), help: ArgumentHelp("Largest flow file read, in bytes (default \(YAMLLimits.default.maxFileSize), at most \(YAMLLimits.ceiling.maxFileSize)).", valueName: "bytes"))
    var maxFileSize: Int?

    @Option(name: .customLong("max-nodes"), help: ArgumentHelp("Most YAML nodes a file may expand to, aliases counted as copies (default \(YAMLLimits.default.maxNodes), at most \(YAMLLimits.ceiling.maxNodes)).", valueName: "n"))
    var maxNodes: Int?

    @Option(name: .customLong("max-depth"), help: ArgumentHelp("Deepest nesting of YAML collections (default \(YAMLLimits.default.maxDepth), at most \(YAMLLimits.ceiling.maxDepth)).", valueName: "n"))
    var maxDepth: Int?

    @Flag(name: .customLong("follow-symlinks"), help: "Follow symbolic links when walking directories (each directory is entered once).")
    var followSymlinks = false

    @Flag(name: .customLong("only-given"), help: "Check storyboards and Swift files without the rest of their app: read no sibling storyboard, overlay flow file or Swift file that was not given.")
    var onlyGiven = false

    func validate() throws {
        for (kind, value) in [(YAMLLimits.Kind.fileSize, maxFileSize), (.nodes, maxNodes), (.depth, maxDepth)] {
            let ceiling = YAMLLimits.ceiling[kind]
            if let value, !(1 ... ceiling).contains(value) {
                throw ValidationError("--\(kind.rawValue) must be from 1 to \(ceiling)")
            }
        }
        if failOn == .none, strict || maxWarnings != nil {
            throw ValidationError("--fail-on none cannot be used with --strict or --max-warnings")
        }
        if let maxWarnings, maxWarnings < 0 {
            throw ValidationError("--max-warnings must be a whole number, zero or more (got \(maxWarnings))")
        }
        if quiet, strict || failOn == .warning || maxWarnings != nil {
            throw ValidationError("--quiet counts no warnings, so it cannot be used with --strict, --fail-on warning or --max-warnings")
        }
        if quiet, writeBaselinePath != nil {
            throw ValidationError("--write-baseline records every finding, so it cannot be used with --quiet")
        }
        for (option, ids) in [("--only-rule", onlyRules), ("--disable-rule", disabledRules)] {
            if let problem = ids.lazy.compactMap({ RuleSelection.problem(withID: $0, option: option) }).first {
                throw ValidationError(problem)
            }
        }
        if baselinePath != nil, writeBaselinePath != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together; --write-baseline records every finding")
        }
    }

    /// Applies the options to a runner. A baseline that cannot be read ends the run with exit 2.
    func configure(_ runner: inout CheckRunner) throws {
        let configurations = ConfigurationResolver(explicitPath: configPath, reportUnusedSuppressions: reportUnusedSuppressions)
        configurations.limitOverrides = LimitOverrides(maxFileSize: maxFileSize, maxNodes: maxNodes, maxDepth: maxDepth)
        configurations.ruleSelection = RuleSelection(only: Set(onlyRules), disabled: Set(disabledRules))
        runner.reportsErrorsOnly = quiet
        runner.configurations = configurations
        runner.finder = FlowFileFinder(followsSymbolicLinks: followSymlinks)
        runner.readsWholeApp = !onlyGiven
        let limits = [strict || failOn == .warning ? 0 : nil, maxWarnings].compactMap { $0 }
        runner.warningLimit = limits.min()
        runner.zeroWarningsOption = strict ? "--strict" : failOn == .warning ? "--fail-on warning" : "--max-warnings 0"
        runner.findingsFail = failOn != .none
        if let baselinePath {
            do {
                runner.baseline = try Baseline.load(path: baselinePath)
            } catch {
                printError("cannot read baseline \(error)")
                throw ExitCode(2)
            }
        }
    }

    /// Handles the outcomes these options own: invalid configurations and `--write-baseline`.
    /// Returns the exit code when the run is over, or nil to report as usual.
    func finish(_ outcome: CheckRunner.Outcome, useColor: Bool) -> Int32? {
        if !outcome.configurationReports.isEmpty {
            let text = TextFormatter(useColor: useColor, showSummary: false).format(LintRun(files: outcome.configurationReports))
            StandardStream.error.write(text)
            for error in outcome.errors { printError(error) }
            return 2
        }
        if let writeBaselinePath {
            for error in outcome.errors { printError(error) }
            guard outcome.errors.isEmpty else {
                printError("baseline not written: some files could not be checked")
                return 2
            }
            let baseline = Baseline(run: outcome.run, savedAt: writeBaselinePath)
            do {
                try baseline.write(to: writeBaselinePath)
            } catch {
                printError("cannot write baseline \(error)")
                return 2
            }
            let count = baseline.findingCount
            StandardStream.error.write("flowlint: wrote \(count) finding\(count == 1 ? "" : "s") to \(TerminalText.escape(writeBaselinePath))\n")
            return 0
        }
        for notice in outcome.notices {
            StandardStream.error.write("flowlint: \(notice)\n")
        }
        for unread in outcome.unreadCompanions {
            StandardStream.error.write("flowlint: note: not read with the files checked, as part of their app: \(TerminalText.escape(unread))\n")
        }
        return nil
    }
}

/// `--fail-on`: the least severe finding that makes `flowlint check` exit 1.
enum FailureLevel: String, ExpressibleByArgument, CaseIterable {
    case error, warning, none
}
