/// Lints an open document's text, as the editor holds it, with the linter `check` would use for
/// its path: the nearest `.flowlint.yml`, read afresh each time so that an edited configuration
/// counts as soon as it is saved.
public enum DocumentLinting {
    /// What the server lints: flow files and storyboards, by name, as `check` finds them, and
    /// `.flowlint.yml` itself.
    public static func lints(path: String) -> Bool {
        FlowFileFinder.isFlowFileName(fileName(of: path)) || isConfiguration(path: path)
    }

    public static func isConfiguration(path: String) -> Bool {
        fileName(of: path) == ConfigurationFile.fileName
    }

    /// The findings in the document at `path`, whose text is `text`. A configuration that is not
    /// valid gives one finding at the top of the document naming it, with its problems as notes, as
    /// `check` would refuse to run.
    public static func diagnostics(path: String, text: String) -> [Diagnostic] {
        if isConfiguration(path: path) {
            // The problems `check` would stop at, in the editor's text.
            return ConfigurationLoader().load(path: path, text: text, directory: FilePaths.directory(of: path)).report.diagnostics
        }
        let configurations = ConfigurationResolver()
        let linter = configurations.linter(forFile: path)
        if configurations.hasProblems {
            // What is wrong with the configuration, as notes at its places.
            let notes = configurations.invalid.flatMap { report in
                report.diagnostics.map { Diagnostic.Note($0.message, file: FilePaths.absolute($0.file), range: $0.range) }
            }
            let named = configurations.invalid.map { FilePaths.absolute($0.path) } + configurations.errors
            let message = "not checked: the configuration is not valid (\(named.joined(separator: "; ")))"
            let top = LineColumnRange(at: SourcePosition(line: 1, column: 1))
            return [Diagnostic(ruleID: "invalid-configuration", severity: .error, message: message, file: path, range: top, notes: notes)]
        }
        let report = Linter.isStoryboard(path)
            ? storyboardReport(path: path, text: text, linter: linter, configurations: configurations)
            : linter.lint(path: path, text: text)
        if let failure = report.readFailure {
            let top = LineColumnRange(at: SourcePosition(line: 1, column: 1))
            return [Diagnostic(ruleID: "unreadable", severity: .error, message: failure, file: path, range: top)]
        }
        return report.diagnostics.filter { $0.file == path }
    }

    /// A storyboard is checked with the rest of its app, as `check` checks it (`AppCompanions`):
    /// the sibling storyboards and overlay flow files on disk. One that an overlay names is
    /// checked as the overlay reads it, from disk, so its findings follow the saved text.
    private static func storyboardReport(path: String, text: String, linter: Linter, configurations: ConfigurationResolver) -> FileReport {
        let document = SourceFile(path: path, text: text)
        let companions = AppCompanions(of: [path], foundIn: [path], finder: FlowFileFinder(), configurations: configurations).paths
        var sources = [document], linters = [linter]
        for companion in companions {
            let companionLinter = configurations.linter(forFile: companion)
            guard let source = try? companionLinter.source(at: companion) else { continue }
            sources.append(source)
            linters.append(companionLinter)
        }
        guard sources.count > 1 else { return linter.lint(document) }
        let reports = ParallelLinting.lintKeepingStoryboardsTogether(sources, with: linters)
        return AppCompanions.askedReports(reports, asked: [document]).first ?? linter.lint(document)
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
