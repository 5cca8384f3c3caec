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

    /// The checkout's root as the CI system names it (GitHub Actions' `GITHUB_WORKSPACE`, GitLab's
    /// `CI_PROJECT_DIR`, Bitbucket's `BITBUCKET_CLONE_DIR`) when the working directory lies inside
    /// it, else the working directory. Annotations and code-scanning paths are resolved against the
    /// checkout, so a run in a subdirectory (the Action's `working-directory`) must still name
    /// files from the top.
    public static func reportRoot(environment: (String) -> String?) -> String {
        let here = FilePaths.normalized(workingDirectory)
        for name in ["GITHUB_WORKSPACE", "CI_PROJECT_DIR", "BITBUCKET_CLONE_DIR"] {
            guard let value = environment(name), value.hasPrefix("/") else { continue }
            let checkout = FilePaths.normalized(value)
            if FilePaths.relative(here, to: checkout) != nil { return checkout }
        }
        return here
    }

    /// Relative paths are taken from `workingDirectory` when it is set, else from the root.
    public var paths: ReportPaths { ReportPaths(root: root, base: workingDirectory) }
}
