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
    }

    /// The findings in the document at `path`, whose text is `text`. `openTexts` holds the
    /// documents the editor has open, read in place of their saved files. A configuration that
    /// is not valid gives one finding at the top of the document naming it, with its problems as
    /// notes, as `check` would refuse to run. `codeFrontend` reads code documents, and the code
    /// of a storyboard's or code document's app; without one, code is neither linted nor read.
    public static func lint(path: String, text: String, openTexts: OpenTexts = OpenTexts(), codeFrontend: (any CodeFrontend)? = nil) -> Linted {
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
        let reports = Linter.isStoryboard(path) || isCode
            ? appReports(document, linter: linter, configurations: configurations, codeFrontend: codeFrontend)
            : linter.lintFile(document).reports
        // An overlay reports its storyboards under the names it gives them, beside it.
        inputs.formUnion(reports.map { FilePaths.absolute($0.path) })
        guard let report = reports.first else { return Linted(diagnostics: [], inputs: inputs) }
        if let failure = report.readFailure {
            let top = LineColumnRange(at: SourcePosition(line: 1, column: 1))
            return Linted(diagnostics: [Diagnostic(ruleID: "unreadable", severity: .error, message: failure, file: path, range: top)], inputs: inputs)
        }
        var diagnostics = report.diagnostics.filter { $0.file == path }
        if isCode {
            // Swift sources are never rewritten: their findings offer no edit.
            for index in diagnostics.indices {
                diagnostics[index].fix = nil
                diagnostics[index].suggestions = []
            }
        }
        return Linted(diagnostics: diagnostics, inputs: inputs)
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
    /// app gives. The document's report comes first, then those of its companions.
    private static func appReports(_ document: SourceFile, linter: Linter, configurations: ConfigurationResolver,
                                   codeFrontend: (any CodeFrontend)?) -> [FileReport] {
        let path = document.path
        var finder = FlowFileFinder()
        finder.codeSuffixes = codeFrontend?.fileSuffixes ?? []
        let companions = AppCompanions(of: [path], foundIn: [path], finder: finder, configurations: configurations).paths
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
        return [asked] + reports.filter { FilePaths.absolute($0.path) != FilePaths.absolute(path) }
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
