import Foundation

/// What `flowlint check` does, minus argument parsing: find files, lint them, format the result.
public struct CheckRunner {
    public struct Outcome: Sendable {
        /// The report, for standard output.
        public var report: String
        /// One line per file that could not be read, for standard error.
        public var errors: [String]
        public var exitCode: Int32
        public var run: LintRun
    }

    public var linter: Linter
    public var formatter: any ReportFormatter
    /// The name standard input's findings are reported under.
    public var stdinName: String

    public init(linter: Linter, formatter: any ReportFormatter, stdinName: String = "<stdin>") {
        self.linter = linter
        self.formatter = formatter
        self.stdinName = stdinName
    }

    /// `readStandardInput` is called at most once, when a path is `-`.
    public func run(paths: [String], readStandardInput: () -> [UInt8] = CheckRunner.standardInput) -> Outcome {
        var sources: [SourceFile] = []
        var errors: [String] = []
        let filePaths = paths.filter { $0 != "-" }
        let found = FlowFileFinder().files(in: filePaths)
        errors += found.failures.map { "\($0.path): \($0.reason)" }
        if paths.contains("-") {
            sources.append(SourceFile(path: stdinName, bytes: readStandardInput()))
        }
        for path in found.files {
            do {
                let bytes = try Self.read(path, limit: linter.configuration.limits.maxFileSize)
                sources.append(SourceFile(path: path, bytes: bytes))
            } catch {
                errors.append("\(path): \(error.reason)")
            }
        }
        let run = LintRun(files: sources.map(linter.lint))
        let exitCode: Int32 = !errors.isEmpty ? 2 : (run.count(.error) > 0 ? 1 : 0)
        // With nothing read there is nothing to report; the errors say why.
        let report = sources.isEmpty && !errors.isEmpty ? "" : formatter.format(run)
        return Outcome(report: report, errors: errors, exitCode: exitCode, run: run)
    }

    struct ReadError: Error {
        var reason: String
    }

    /// Reads a whole file. A file over the size limit is read only one byte past it, so the
    /// parser reports the limit without flowlint loading a huge file into memory.
    static func read(_ path: String, limit: Int) throws(ReadError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ReadError(reason: exists ? "permission denied" : "no such file or directory")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            return [UInt8](data)
        } catch {
            throw ReadError(reason: "could not be read (\(error.localizedDescription))")
        }
    }

    public static func standardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
