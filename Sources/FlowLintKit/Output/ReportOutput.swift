/// One `--output FORMAT=PATH`: a report to write to a file besides standard output.
public struct ReportOutput: Sendable, Equatable {
    public var format: ReportFormat
    public var path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Parses `sarif=reports/flowlint.sarif`.
    public init(parsing argument: String) throws(ParseError) {
        let names = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard let equals = argument.firstIndex(of: "=") else {
            throw ParseError(description: "expected FORMAT=PATH, such as sarif=flowlint.sarif, but got \"\(argument)\"")
        }
        let name = String(argument[..<equals])
        let path = String(argument[argument.index(after: equals)...])
        guard let format = ReportFormat(rawValue: name) else {
            throw ParseError(description: "unknown format \"\(name)\"; expected one of \(names)")
        }
        guard !path.isEmpty else {
            throw ParseError(description: "no path after \"\(name)=\"")
        }
        self.init(format: format, path: path)
    }

    /// Whether the report goes to standard output (`FORMAT=-`), after the main report, rather
    /// than to a file.
    public var isStandardOutput: Bool { path == "-" }

    /// The run in this output's format, with the syntax it is written in.
    public func report(_ run: LintRun, settings: ReportSettings) -> (text: String, syntax: OutputSyntax) {
        let formatter = format.formatter(settings)
        return (formatter.format(run), formatter.syntax)
    }

    /// Formats the run and writes it atomically, making the file's directory if need be.
    public func write(_ run: LintRun, settings: ReportSettings) throws(AtomicFile.WriteError) {
        try AtomicFile.write(report(run, settings: settings).text, to: path)
    }
}
