/// Lints an open document's text, as the editor holds it, with the linter `check` would use for
/// its path: the nearest `.flowlint.yml`, read afresh each time so that an edited configuration
/// counts as soon as it is saved.
public enum DocumentLinting {
    /// What the server lints: flow files and storyboards, by name, as `check` finds them.
    public static func lints(path: String) -> Bool {
        FlowFileFinder.isFlowFileName(fileName(of: path))
    }

    public static func isConfiguration(path: String) -> Bool {
        fileName(of: path) == ConfigurationFile.fileName
    }

    /// The findings in the document at `path`, whose text is `text`. A configuration that is not
    /// valid gives one finding at the top of the document naming it, with its problems as notes, as
    /// `check` would refuse to run.
    public static func diagnostics(path: String, text: String) -> [Diagnostic] {
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
        let report = linter.lint(path: path, text: text)
        if let failure = report.readFailure {
            let top = LineColumnRange(at: SourcePosition(line: 1, column: 1))
            return [Diagnostic(ruleID: "unreadable", severity: .error, message: failure, file: path, range: top)]
        }
        return report.diagnostics.filter { $0.file == path }
    }

    private static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
