/// What formatters need to know beyond the findings themselves.
public struct ReportSettings: Sendable {
    /// Colour for the text report.
    public var useColor: Bool
    /// The repository root, absolute; CI formats report paths relative to it. Nil keeps paths as given.
    public var root: String?
    /// The rules that SARIF describes in `tool.driver.rules`.
    public var rules: [CheckDescription]
    /// The markdown report draws a Mermaid graph of each file with findings below its table.
    public var markdownGraphs: Bool
    /// The directory the `xcode` format makes relative paths absolute against; nil is the
    /// process's working directory at the time of formatting.
    public var workingDirectory: String?

    public init(
        useColor: Bool = false, root: String? = nil, rules: [CheckDescription] = RuleCatalog.checks, markdownGraphs: Bool = true,
        workingDirectory: String? = nil
    ) {
        self.useColor = useColor
        self.root = root
        self.rules = rules
        self.markdownGraphs = markdownGraphs
        self.workingDirectory = workingDirectory
    }

    /// The process's working directory, the usual `root`.
    public static var workingDirectory: String { FilePaths.currentDirectory }

    public var paths: ReportPaths { ReportPaths(root: root) }
}
