/// Finds the configuration for each linted file: the `.flowlint.yml` nearest to it, walking up
/// from its directory (nearest wins, no merging), or one file given with `--config` for all.
///
/// Lookups are cached per directory and each configuration is read once. Problems with a
/// configuration are collected rather than thrown, so one run can show all of them.
public final class ConfigurationResolver {
    /// `--report-unused-suppressions`: turns `unused-suppression` on wherever a configuration leaves it off.
    public var reportUnusedSuppressions: Bool
    /// `--only-rule` and `--disable-rule`, over each configuration's rules.
    public var ruleSelection = RuleSelection()
    /// Limits from the command line, over each configuration's own.
    public var limitOverrides = LimitOverrides()
    /// Files an editor has open, read in place of their saved text (see `OpenTexts`): set before
    /// the first lookup, since configurations and linters are cached.
    public var openTexts = OpenTexts()
    private let loader: ConfigurationLoader
    private var byDirectory: [String: ConfigurationFile?] = [:]
    private var byPath: [String: ConfigurationFile?] = [:]
    private var linters: [String: Linter] = [:]

    /// Configuration files that failed validation, with their diagnostics.
    public private(set) var invalid: [FileReport] = []
    /// Configuration files that could not be read at all.
    public private(set) var errors: [String] = []

    public var hasProblems: Bool { !invalid.isEmpty || !errors.isEmpty }

    /// With `explicitPath`, that file applies to every linted file and no lookup happens.
    public init(explicitPath: String? = nil, reportUnusedSuppressions: Bool = false, loader: ConfigurationLoader = ConfigurationLoader()) {
        self.reportUnusedSuppressions = reportUnusedSuppressions
        self.loader = loader
        if let explicitPath {
            explicitConfiguration = load(path: explicitPath, shownAs: explicitPath)
        }
    }

    private var explicitConfiguration: ConfigurationFile??

    /// The configuration governing a file; nil when there is none (or it is invalid).
    public func configuration(forFile path: String) -> ConfigurationFile? {
        if let explicitConfiguration { return explicitConfiguration }
        return configuration(forDirectory: FilePaths.directory(of: path))
    }

    /// The nearest configuration at or above an absolute directory.
    public func configuration(forDirectory directory: String) -> ConfigurationFile? {
        if let explicitConfiguration { return explicitConfiguration }
        var visited: [String] = []
        var current: String? = directory
        var found: ConfigurationFile?
        while let here = current {
            if let cached = byDirectory[here] {
                found = cached
                break
            }
            visited.append(here)
            let candidate = here == "/" ? "/" + ConfigurationFile.fileName : here + "/" + ConfigurationFile.fileName
            if openTexts.text(at: candidate) != nil || FileKind(atPath: candidate) != .missing {
                found = load(path: candidate, shownAs: FilePaths.display(candidate))
                break
            }
            current = FilePaths.parent(of: here)
        }
        for directory in visited { byDirectory[directory] = found }
        return found
    }

    /// Where a `.flowlint.yml` was looked for to find the file's configuration, nearest first,
    /// through the one found: one written (or opened in an editor) at any of these places would
    /// change the file's linter. Empty when a configuration was given explicitly.
    public func configurationPaths(lookedAtFor path: String) -> [String] {
        guard explicitConfiguration == nil else { return [] }
        var paths: [String] = []
        var current: String? = FilePaths.directory(of: FilePaths.absolute(path))
        while let here = current {
            let candidate = here == "/" ? "/" + ConfigurationFile.fileName : here + "/" + ConfigurationFile.fileName
            paths.append(candidate)
            if openTexts.text(at: candidate) != nil || FileKind(atPath: candidate) != .missing { break }
            current = FilePaths.parent(of: here)
        }
        return paths
    }

    /// The linter for a file, built once per configuration.
    public func linter(forFile path: String) -> Linter {
        let configuration = self.configuration(forFile: path)
        let key = configuration.map { FilePaths.absolute($0.path) } ?? ""
        if let linter = linters[key] { return linter }
        var lintConfiguration = configuration?.lintConfiguration ?? LintConfiguration()
        lintConfiguration.limits = limitOverrides.applied(to: lintConfiguration.limits)
        lintConfiguration.reportsUnusedSuppressions = reportUnusedSuppressions
        lintConfiguration.ruleSelection = ruleSelection
        var linter = Linter(configuration: lintConfiguration)
        linter.openTexts = openTexts
        linters[key] = linter
        return linter
    }

    /// Like `FlowFileFinder.files(in:)`, but files found by walking a directory must also be
    /// admitted by the `include` and `exclude` of their configuration. Files named explicitly
    /// are always checked.
    public func files(in paths: [String], finder: FlowFileFinder = FlowFileFinder()) -> (files: [String], failures: [FlowFileFinder.Failure]) {
        var files: [String] = []
        var failures: [FlowFileFinder.Failure] = []
        var seen: Set<String> = []
        for path in paths {
            let walked = FileKind(atPath: path) == .directory
            let found = finder.files(in: [path])
            failures += found.failures
            for file in found.files where seen.insert(FilePaths.absolute(file)).inserted {
                if walked {
                    let absolutePath = FilePaths.absolute(file)
                    if let configuration = configuration(forFile: absolutePath), !configuration.admits(absolutePath) { continue }
                }
                files.append(file)
            }
        }
        return (files, failures)
    }

    private func load(path: String, shownAs displayPath: String) -> ConfigurationFile? {
        let absolutePath = FilePaths.absolute(path)
        if let cached = byPath[absolutePath] { return cached }
        let result: ConfigurationFile?
        do {
            let bytes: [UInt8]
            if let open = openTexts.text(at: path) { bytes = Array(open.utf8) } else { bytes = try FileReader.read(path, limit: YAMLLimits.default.maxFileSize) }
            let loaded = loader.load(SourceFile(path: displayPath, bytes: bytes), directory: FilePaths.directory(of: absolutePath))
            if loaded.isValid {
                result = loaded.configuration
            } else {
                invalid.append(loaded.report)
                result = nil
            }
        } catch {
            errors.append("\(displayPath): \(error.reason)")
            result = nil
        }
        byPath[absolutePath] = result
        return result
    }
}
