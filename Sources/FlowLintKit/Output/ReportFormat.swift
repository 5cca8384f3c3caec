/// Every format `flowlint check --format` and `--output` can write.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, github, sarif, checkstyle, junit, gitlab, markdown, xcode

    public func formatter(_ settings: ReportSettings = ReportSettings()) -> any ReportFormatter {
        switch self {
        case .text: TextFormatter(useColor: settings.useColor)
        case .json: JSONFormatter()
        case .github: GitHubActionsFormatter(paths: settings.paths)
        case .sarif: SARIFFormatter(settings: settings)
        case .checkstyle: CheckstyleFormatter(paths: settings.paths)
        case .junit: JUnitFormatter(paths: settings.paths)
        case .gitlab: GitLabCodeQualityFormatter(paths: settings.paths)
        case .markdown: MarkdownFormatter(paths: settings.paths, embedsGraphs: settings.markdownGraphs)
        case .xcode: XcodeFormatter(workingDirectory: settings.workingDirectory)
        }
    }

    /// The formatter for standard output. Without `--format`, GitHub Actions gets the text report
    /// followed by annotations; everywhere else, plain text. `environment` looks a variable up by name.
    public static func standardOutputFormatter(
        _ format: ReportFormat?, environment: (String) -> String?, settings: ReportSettings
    ) -> any ReportFormatter {
        if let format { return format.formatter(settings) }
        guard environment("GITHUB_ACTIONS") == "true" else { return TextFormatter(useColor: settings.useColor) }
        return AnnotatedTextFormatter(
            text: TextFormatter(useColor: settings.useColor),
            annotations: GitHubActionsFormatter(paths: settings.paths)
        )
    }

    /// A conventional file extension, for documentation and defaults.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json, .gitlab: "json"
        case .github, .xcode: "log"
        case .sarif: "sarif"
        case .checkstyle, .junit: "xml"
        case .markdown: "md"
        }
    }
}
