/// Lints an open document's text, as the editor holds it, with the linter `check` would use for
/// its path: the nearest `.flowlint.yml`, read afresh each time, from the editor when it is open
/// there, so that an edited configuration counts as it is typed.
public enum DocumentLinting {
    /// What the server lints: flow files and storyboards, by name, as `check` finds them,
    /// `.flowlint.yml` itself, and code `codeFrontend` reads (Swift, in a build that reads it).
    public static func lints(path: String, codeFrontend: (any CodeFrontend)? = nil) -> Bool {
        FlowFileFinder.isFlowFileName(fileName(of: path)) || isConfiguration(path: path) || codeFrontend?.reads(path) == true
    }

    public static func isConfiguration(path: String) -> Bool {
        fileName(of: path) == ConfigurationFile.fileName
    }

    /// A document's findings, with the files its lint read, by absolute path: the document, its
    /// configuration, an overlay's storyboards, a storyboard's companions. When one of those
    /// changes in the editor, these findings may change too.
    public struct Linted {
        public var diagnostics: [Diagnostic]
        public var inputs: Set<String>
        /// The app a storyboard or code document was linted with, for the other open documents
        /// of the same app, which are linted again at once with the same texts.
        var app: AppRun?
    }

    /// One lint of an app: the files it read, by absolute path, and the report of each. Another
    /// document whose app is the same files is linted by the same run (the app is linted in walk
    /// order, whichever file asks), so its report here is what linting it gives, and the app is
    /// not read again for it: with several files of an app open, an edit costs one lint of it.
    struct AppRun {
        var files: Set<String>
        /// The storyboards' and code files' reports, by absolute path: those another document
        /// can take as its own.
        var reports: [String: FileReport]
        /// Every report of the run, an overlay's too: what a document linted by it has read.
        var all: [FileReport]
    }

    /// The findings in the document at `path`, whose text is `text`. `openTexts` holds the
    /// documents the editor has open, read in place of their saved files. A configuration that
    /// is not valid gives one finding at the top of the document naming it, with its problems as
    /// notes, as `check` would refuse to run. `codeFrontend` reads code documents, and the code
    /// of a storyboard's or code document's app; without one, code is neither linted nor read.
    /// `sharing` is the app run of another document linted just before with the same open texts.
    public static func lint(path: String, text: String, openTexts: OpenTexts = OpenTexts(), codeFrontend: (any CodeFrontend)? = nil) -> Linted {
        lint(path: path, text: text, openTexts: openTexts, codeFrontend: codeFrontend, sharing: nil)
    }

    static func lint(path: String, text: String, openTexts: OpenTexts, codeFrontend: (any CodeFrontend)?, sharing shared: AppRun?) -> Linted {
        var inputs: Set<String> = [FilePaths.absolute(path)]
        if isConfiguration(path: path) {
            // The problems `check` would stop at, in the editor's text.
            let report = ConfigurationLoader().load(path: path, text: text, directory: FilePaths.directory(of: path)).report
            return Linted(diagnostics: report.diagnostics, inputs: inputs)
        }
        let configurations = ConfigurationResolver()
        configurations.openTexts = openTexts
        let linter = configurations.linter(forFile: path)
        // Every place a configuration was looked for, so that a new one, unsaved, counts at once.
        inputs.formUnion(configurations.configurationPaths(lookedAtFor: path))
        inputs.formUnion(configurations.invalid.map { FilePaths.absolute($0.path) })
        if configurations.hasProblems {
            // What is wrong with the configuration, as notes at its places.
            let notes = configurations.invalid.flatMap { report in
                report.diagnostics.map { Diagnostic.Note($0.message, file: FilePaths.absolute($0.file), range: $0.range) }
            }
            let named = configurations.invalid.map { FilePaths.absolute($0.path) } + configurations.errors
            let message = "not checked: the configuration is not valid (\(named.joined(separator: "; ")))"
            let top = LineColumnRange(at: SourcePosition(line: 1, column: 1))
            return Linted(diagnostics: [Diagnostic(ruleID: "invalid-configuration", severity: .error, message: message, file: path, range: top, notes: notes)], inputs: inputs)
        }
        let document = SourceFile(path: path, text: text)
        let isCode = codeFrontend?.reads(path) == true
        var app: AppRun?
        let reports: [FileReport]
        if Linter.isStoryboard(path) || isCode {
            (reports, app) = appReports(document, linter: linter, configurations: configurations, codeFrontend: codeFrontend, sharing: shared)
        } else {
            reports = linter.lintFile(document).reports
        }
        // An overlay reports its storyboards under the names it gives them, beside it.
        inputs.formUnion(reports.map { FilePaths.absolute($0.path) })
        guard let report = reports.first else { return Linted(diagnostics: [], inputs: inputs, app: app) }
        if let failure = report.readFailure {
            let top = LineColumnRange(at: SourcePosition(line: 1, column: 1))
            return Linted(diagnostics: [Diagnostic(ruleID: "unreadable", severity: .error, message: failure, file: path, range: top)], inputs: inputs, app: app)
        }
        var diagnostics = report.diagnostics.filter { $0.file == path }
        if isCode {
            // Swift sources are never rewritten: their findings offer no edit.
            for index in diagnostics.indices {
                diagnostics[index].fix = nil
                diagnostics[index].suggestions = []
            }
        }
        return Linted(diagnostics: diagnostics, inputs: inputs, app: app)
    }

    /// The document's text with every safe fix made, the edits `check --fix` would make to it
    /// (`FixApplication`); nil when there is none, or the document is not a flow file, or its
    /// configuration is not valid (`check` would not run).
    public static func fixedText(path: String, text: String, openTexts: OpenTexts = OpenTexts()) -> String? {
        guard !isConfiguration(path: path), !Linter.isStoryboard(path), FlowFileFinder.isFlowFileName(fileName(of: path)) else { return nil }
        let configurations = ConfigurationResolver()
        configurations.openTexts = openTexts
        let linter = configurations.linter(forFile: path)
        guard !configurations.hasProblems else { return nil }
        let report = linter.lint(SourceFile(path: path, text: text))
        guard report.readFailure == nil, let outcome = FixApplication(linter: linter).fix(report) else { return nil }
        return String(decoding: outcome.bytes, as: UTF8.self)
    }

    /// A storyboard or a code file is checked with the rest of its app, as `check` checks it
    /// (`AppCompanions`): the sibling storyboards, overlay flow files and, with a code frontend,
    /// the app's code, each as the editor holds it when open, linted in the order a walk of the
    /// app gives. The document's report comes first, then those of its companions. When
    /// `shared` read the same files, its reports are taken rather than linting them again.
    private static func appReports(_ document: SourceFile, linter: Linter, configurations: ConfigurationResolver,
                                   codeFrontend: (any CodeFrontend)?, sharing shared: AppRun?) -> ([FileReport], AppRun) {
        let path = document.path
        var finder = FlowFileFinder()
        finder.codeSuffixes = codeFrontend?.fileSuffixes ?? []
        let companions = AppCompanions(of: [path], foundIn: [path], finder: finder, configurations: configurations).paths
        let files = Set([FilePaths.absolute(path)] + companions.map { FilePaths.absolute($0) })
        if let shared, shared.files == files, let own = shared.reports[FilePaths.absolute(path)], own.readFailure == nil {
            let others = shared.all.filter { FilePaths.absolute($0.path) != FilePaths.absolute(path) }
            return ([own.renamed(to: document)] + others, shared)
        }
        var sources = [document], linters = [linter]
        for companion in companions {
            let companionLinter = configurations.linter(forFile: companion)
            guard let source = try? companionLinter.source(at: companion, whole: codeFrontend?.reads(companion) == true) else { continue }
            sources.append(source)
            linters.append(companionLinter)
        }
        let order = AppCompanions.walkOrder(of: sources.map(\.path))
        let ordered = order.map { sources[$0] }
        let code = codeFrontend.map { frontend in ordered.indices.filter { frontend.reads(ordered[$0].path) } } ?? []
        let reports = ParallelLinting.lintKeepingStoryboardsTogether(ordered, with: order.map { linters[$0] }, code: code, readBy: codeFrontend)
        let asked = AppCompanions.askedReports(reports, asked: [document]).first ?? linter.lint(document)
        var run = AppRun(files: files, reports: [:], all: reports)
        // Only the reports of storyboards and code are shared: an overlay's report lists the
        // storyboards it claims under its own names for them.
        for report in reports where Linter.isStoryboard(report.path) || codeFrontend?.reads(report.path) == true {
            run.reports[FilePaths.absolute(report.path)] = run.reports[FilePaths.absolute(report.path)] ?? report
        }
        return ([asked] + reports.filter { FilePaths.absolute($0.path) != FilePaths.absolute(path) }, run)
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
