/// The result of checking a set of files, in the order they were given.
public struct LintRun: Sendable {
    public var files: [FileReport]
    /// Why the run fails though no finding is an error (`--strict`, `--max-warnings`), so that a
    /// report's verdict agrees with the exit status; nil when only errors decide.
    public var failure: String?

    public init(files: [FileReport], failure: String? = nil) {
        self.files = files
        self.failure = failure
    }

    /// Every file's findings in one list, built anew on each read: read it once per report.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// How many findings there are, without building the list.
    public var findingCount: Int {
        files.reduce(0) { $0 + $1.diagnostics.count }
    }

    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.diagnostics.count { $0.severity == severity } }
    }

    /// "2 errors, 1 warning in 3 files", or "no problems in 3 files".
    public var summary: String {
        let parts = [(Severity.error, "error"), (.warning, "warning"), (.info, "info")].compactMap { severity, noun -> String? in
            let count = count(severity)
            guard count > 0 else { return nil }
            return "\(count) \(noun)\(count == 1 || severity == .info ? "" : "s")"
        }
        let scope = "\(files.count) file\(files.count == 1 ? "" : "s")"
        return parts.isEmpty ? "no problems in \(scope)" : "\(parts.joined(separator: ", ")) in \(scope)"
    }
}

/// Turns a lint run into text for a terminal, a CI system or a file.
public protocol ReportFormatter {
    func format(_ run: LintRun) -> String
    /// The language of the report, in which GitHub Actions' command guard escapes it.
    var syntax: OutputSyntax { get }
}
