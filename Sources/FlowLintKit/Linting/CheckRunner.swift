import PositionedYAML

/// What `flowlint check` does, minus argument parsing: find files, lint them, format the result.
public struct CheckRunner {
    public struct Outcome: Sendable {
        /// The report, for standard output.
        public var report: String
        /// One line per file that could not be read, for standard error.
        public var errors: [String]
        public var exitCode: Int32
        /// The findings reported, after the baseline (if any) removed the accepted ones.
        public var run: LintRun
        /// Invalid `.flowlint.yml` files with their diagnostics; when any, nothing was linted (exit 2).
        public var configurationReports: [FileReport] = []
        /// Why a clean-looking run failed, such as too many warnings, for standard error.
        public var notices: [String] = []
        /// With `--fix`, per file with fixes: how many were made and how many left out, for
        /// standard error (`FixCount`).
        public var fixCounts: [String] = []
        /// The files of the checked files' apps (`AppCompanions`) that could not be read, and
        /// why, for standard error: the findings on the files asked may miss what they say. No
        /// failure: the user did not ask for them.
        public var unreadCompanions: [String] = []
    }

    public var linter: Linter
    public var formatter: any ReportFormatter
    /// The name standard input's findings are reported under.
    public var stdinName: String
    /// How directories are walked; `--follow-symlinks` sets `followsSymbolicLinks`.
    public var finder = FlowFileFinder()
    /// Per-file `.flowlint.yml` lookup (or `--config`); nil lints every file with `linter`.
    public var configurations: ConfigurationResolver?
    /// Findings to leave out of the report and the exit code.
    public var baseline: Baseline?
    /// More warnings than this fail the run (`--max-warnings`; `--strict` is 0).
    public var warningLimit: Int?
    /// The option that set a `warningLimit` of zero, as the message of a failed run names it.
    public var zeroWarningsOption = "--strict"
    /// `--quiet`: only errors are reported (and so counted); warnings and infos are dropped.
    public var reportsErrorsOnly = false
    /// Whether findings can fail the run (exit 1); false (`--fail-on none`) reports them and
    /// exits 0, as a build that should show findings without stopping wants. Files that cannot
    /// be read still exit 2.
    public var findingsFail = true
    /// Collects the time of each phase and rule (`FLOWLINT_TIMING`); nil measures nothing.
    public var timings: PhaseTimings?
    /// Whether a storyboard or a code file is checked with the rest of its app (see
    /// `AppCompanions`), as when its app's directory is checked; false (`--only-given`) reads only
    /// the files asked for.
    public var readsWholeApp = true
    /// Reads source code, such as Swift, that FlowLintKit cannot (see `CodeFrontend`); nil looks
    /// for no code, and a code file named on the command line is read as a flow file.
    public var codeFrontend: (any CodeFrontend)?
    /// `check --fix`: apply the findings' fixes to the flow files asked for, or (`preview`, with
    /// `--dry-run`) print them as a diff and change nothing.
    public var fixing: FixMode?

    public enum FixMode: Sendable {
        case apply, preview
    }

    public init(linter: Linter, formatter: any ReportFormatter, stdinName: String = "<stdin>") {
        self.linter = linter
        self.formatter = formatter
        self.stdinName = stdinName
    }

    /// `readStandardInput` is called at most once, when a path is `-`.
    public func run(paths: [String], readStandardInput: () -> [UInt8] = FileReader.standardInput) -> Outcome {
        var sources: [SourceFile] = []
        var errors: [String] = []
        let filePaths = paths.filter { $0 != "-" }
        var finder = finder
        finder.codeSuffixes = codeFrontend?.fileSuffixes ?? []
        let found = configurations?.files(in: filePaths, finder: finder) ?? finder.files(in: filePaths)
        errors += found.failures.map { "\($0.path): \($0.reason)" }
        // Every configuration is resolved before anything is linted: a broken one stops the run.
        var linters: [Linter] = []
        if paths.contains("-") {
            linters.append(configurations?.linter(forFile: stdinName) ?? linter)
        }
        linters += found.files.map { configurations?.linter(forFile: $0) ?? linter }
        if let configurations, configurations.hasProblems {
            return Outcome(report: "", errors: errors + configurations.errors, exitCode: 2, run: LintRun(files: []),
                           configurationReports: configurations.invalid)
        }
        if paths.contains("-") {
            let bytes = readStandardInput()
            let isStoryboard = Linter.isStoryboard(named: stdinName, text: bytes)
            if let refusal = assess(stdinName, size: bytes.count, isStoryboard: isStoryboard)?.refusal {
                linters.remove(at: 0)
                errors.append("\(stdinName): \(refusal)")
            } else {
                sources.append(SourceFile(path: stdinName, bytes: bytes, isStoryboard: isStoryboard))
            }
        }
        // A file that cannot be read (Swift with no code frontend, or more than a memory limit
        // leaves) is refused before it is read; the others are still checked. Storyboards are
        // linted together, so what they need adds up.
        var storyboardsNeed = 0
        var unreadCompanions: [String] = []
        for path in found.files {
            if let assessment = assess(path, alsoNeeded: Linter.isStoryboard(path) ? storyboardsNeed : 0) {
                if let refusal = assessment.refusal {
                    linters.remove(at: sources.count)
                    errors.append("\(path): \(refusal)")
                    continue
                }
                if Linter.isStoryboard(path) { storyboardsNeed += assessment.needed }
            }
            do {
                sources.append(try linters[sources.count].source(at: path, whole: codeFrontend?.reads(path) == true))
            } catch {
                linters.remove(at: sources.count)
                errors.append("\(path): \(error.reason)")
            }
        }
        let asked = sources.count
        if readsWholeApp {
            // The rest of each storyboard's or code file's app is checked with it, and not
            // reported. Standard input belongs to the app of the name it is given.
            let named = (paths.contains("-") ? [stdinName] : []) + found.files
            for path in AppCompanions(of: named, foundIn: filePaths, finder: finder, configurations: configurations).paths {
                let companionLinter = configurations?.linter(forFile: path) ?? linter
                let isCode = codeFrontend?.reads(path) == true
                if let refusal = assess(path, alsoNeeded: isCode ? 0 : storyboardsNeed)?.refusal {
                    unreadCompanions.append("\(path): \(refusal)")
                    continue
                }
                do {
                    sources.append(try companionLinter.source(at: path, whole: isCode))
                    linters.append(companionLinter)
                } catch {
                    unreadCompanions.append("\(path): \(error.reason)")
                }
            }
        }
        // A large flow's model is freed in the background; the last one's release waits until the
        // report is formatted rather than compete with it.
        return BackgroundRelease.holdingLast { lintAndReport(sources, with: linters, asked: asked, errors: errors, unreadCompanions: unreadCompanions) }
    }

    /// Why the file at `path` is not read, if so: a Swift file with no code frontend to read it,
    /// or one too large for a memory limit (`MemoryBudget`, which counts the stack that reading
    /// code takes); else, under a limit, what reading it needs. Nil when there is nothing to say.
    private func assess(_ path: String, size: Int? = nil, isStoryboard: Bool? = nil, alsoNeeded: Int = 0) -> (needed: Int, refusal: String?)? {
        if codeFrontend == nil, SwiftSourcesAbsent.names(path) { return (0, SwiftSourcesAbsent.reason) }
        let stackNeeded: (Int) -> Int = codeFrontend.map { frontend in frontend.reads(path) ? frontend.stackNeeded(toRead:) : { _ in 0 } } ?? { _ in 0 }
        return MemoryBudget.assess(fileAt: path, size: size, isStoryboard: isStoryboard, alsoNeeded: alsoNeeded, stackNeeded: stackNeeded)
    }

    /// Why a companion's report says nothing of its flow: it could not be read, or its text is
    /// no well-formed storyboard or YAML (`storyboard-xml`, `yaml-syntax`, `yaml-limit`).
    private static func whyUnread(_ report: FileReport) -> String? {
        if let failure = report.readFailure { return "\(report.path): \(failure)" }
        let unreadable: Set<String> = [FormatCheck.storyboardXML.rawValue, FormatCheck.yamlSyntax.rawValue, FormatCheck.yamlLimit.rawValue]
        guard let first = report.diagnostics.first(where: { $0.severity == .error && unreadable.contains($0.ruleID) }) else { return nil }
        return "\(report.path):\(first.range.start.line):\(first.range.start.column): \(first.message) [\(first.ruleID)]"
    }

    /// `sources[..<asked]` are the files asked for; the rest are their apps' companions.
    private func lintAndReport(_ sources: [SourceFile], with linters: [Linter], asked: Int, errors: [String], unreadCompanions: [String] = []) -> Outcome {
        var linters = linters, errors = errors, unreadCompanions = unreadCompanions
        // Files are linted on all cores (storyboards together, as one app); the reports keep the order of `sources`.
        if let timings {
            for index in linters.indices { linters[index].timings = timings }
        }
        var reports: [FileReport]
        let linted: (reports: [FileReport], code: CodeCounterpart?)
        if asked < sources.count {
            // With companions, the app is linted in the order a walk of it gives, as when its
            // directory is checked.
            let order = AppCompanions.walkOrder(of: sources.map(\.path))
            linted = lintKeepingTogether(order.map { sources[$0] }, with: order.map { linters[$0] })
            reports = AppCompanions.askedReports(linted.reports, asked: Array(sources[..<asked]))
            let askedPaths = Set(sources[..<asked].map(\.path))
            unreadCompanions += linted.reports.compactMap { report in askedPaths.contains(report.path) ? nil : Self.whyUnread(report) }
        } else {
            linted = lintKeepingTogether(sources, with: linters)
            reports = linted.reports
        }
        var run = LintRun(files: reports)
        var diff = "", fixCounts: [String] = []
        if let fixing {
            diff = fix(&run, of: sources, with: linters, comparingWith: linted.code, mode: fixing, errors: &errors, counts: &fixCounts)
        }
        // A file that could not be read again is reported as an error, as one that cannot be opened
        // is, and left out of the report, which would otherwise list it as clean.
        errors += run.files.compactMap { file in file.readFailure.map { "\(file.path): \($0)" } }
        run.files.removeAll { $0.readFailure != nil }
        if let baseline { run = baseline.filter(run) }
        if reportsErrorsOnly {
            for index in run.files.indices { run.files[index].diagnostics.removeAll { $0.severity != .error } }
        }
        var notices: [String] = []
        let warnings = run.count(.warning)
        if let warningLimit, warnings > warningLimit {
            notices.append(warningLimit == 0
                ? "\(warnings) warning\(warnings == 1 ? "" : "s") and \(zeroWarningsOption) allows none"
                : "\(warnings) warnings, more than the \(warningLimit) --max-warnings allows")
        }
        let failed = findingsFail && (run.count(.error) > 0 || !notices.isEmpty)
        if findingsFail { run.failure = notices.first }
        let exitCode: Int32 = !errors.isEmpty ? 2 : (failed ? 1 : 0)
        if fixing == .preview {
            // The diff is the report: a change to look at, exit 1 when there is one, as `diff` does.
            return Outcome(report: diff, errors: errors, exitCode: !errors.isEmpty ? 2 : diff.isEmpty ? 0 : 1, run: run, fixCounts: fixCounts, unreadCompanions: unreadCompanions)
        }
        // With nothing read there is nothing to report; the errors say why.
        let report = sources.isEmpty && !errors.isEmpty ? "" : (timings?.measure("report") { formatter.format(run) } ?? formatter.format(run))
        return Outcome(report: report, errors: errors, exitCode: exitCode, run: run, notices: notices, fixCounts: fixCounts, unreadCompanions: unreadCompanions)
    }

    /// Fixes the flow files of `run` (`sources[i]` linted with `linters[i]`), never standard
    /// input, storyboards or code, whose fixes are not counted either (`FixCount` would call
    /// them left out): applied, each file replaced atomically and its report with what is left;
    /// or previewed, as the diff returned. `code`: what the code read says, which a fixed
    /// flow file is compared with again, as it was before (`CodeCounterpart`).
    private func fix(_ run: inout LintRun, of sources: [SourceFile], with linters: [Linter], comparingWith code: CodeCounterpart?,
                     mode: FixMode, errors: inout [String], counts: inout [String]) -> String {
        var diff = ""
        // A report's linter is its source's: an overlay's storyboards have reports of their own
        // but are no source of the run, so reports and sources do not line up one to one.
        var linterIndex: [String: Int] = [:]
        for index in sources.indices where linterIndex[sources[index].path] == nil { linterIndex[sources[index].path] = index }
        for index in run.files.indices {
            let report = run.files[index]
            guard report.readFailure == nil, report.path != stdinName, codeFrontend?.reads(report.path) != true, !Linter.isStoryboard(report.path),
                  let source = linterIndex[report.path], report.diagnostics.contains(where: { $0.fix != nil }) else { continue }
            guard let outcome = FixApplication(linter: linters[source], comparingWith: code).fix(report) else {
                counts.append(FixCount(path: report.path, made: 0, left: report.diagnostics.count { $0.fix != nil }).line(previewed: mode == .preview))
                continue
            }
            counts.append(FixCount(path: report.path, made: outcome.applied.count, left: outcome.report.diagnostics.count { $0.fix != nil })
                .line(previewed: mode == .preview))
            switch mode {
            case .preview:
                diff += UnifiedDiff.text(from: report.source.bytes, to: outcome.bytes, path: report.path)
            case .apply:
                do throws(FixedFile.Refusal) {
                    try FixedFile.write(outcome.bytes, over: report.source.bytes, at: report.path,
                                        limit: linters[source].configuration.limits.maxFileSize)
                    run.files[index] = outcome.report
                } catch {
                    switch error {
                    case .notRegular: errors.append("\(report.path): not a regular file, so its fixes were not written")
                    case .changed: errors.append("\(report.path): changed while it was checked, so its fixes were not written; run again")
                    case .unwritable(let reason): errors.append("cannot write the fixes: \(reason)")
                    }
                }
            }
        }
        return diff
    }

    /// Storyboards together with the code, as one app (see `StoryboardsWithCodeFrontend`); the
    /// code's reports come after the others. With what the code says, which flow files are
    /// compared with (`CodeCounterpart`).
    private func lintKeepingTogether(_ sources: [SourceFile], with linters: [Linter]) -> (reports: [FileReport], code: CodeCounterpart?) {
        let code = codeFrontend.map { frontend in sources.indices.filter { frontend.reads(sources[$0].path) } } ?? []
        return ParallelLinting.lintComparingWithCode(sources, with: linters, code: code, readBy: codeFrontend)
    }
}
