import ArgumentParser
import FlowLintKit
import FlowLintSwift
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReportFormat: ExpressibleByArgument {}

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check flow files and report findings.",
        discussion: """
        PATH may be a file, a directory or - for standard input. A directory contributes the files \
        named app-flow.yaml or app-flow.yml and those ending in .flow.yaml, .flow.yml or .storyboard, recursively. \
        With no PATH, the current directory is checked.
        """
    )

    @Argument(help: "Flow files or directories to check.")
    var paths: [String] = []

    @Option(help: "Report format for standard output. Default: text, followed by GitHub annotations when GITHUB_ACTIONS is true.")
    var format: ReportFormat?

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp("Also write a report to a file, replacing it atomically (a path of - writes it to standard output, after the main report); repeatable.", valueName: "format=path"),
        transform: { argument in try ReportOutput(parsing: argument) }
    )
    var outputs: [ReportOutput] = []

    @Option(name: .customLong("stamp"), help: ArgumentHelp(
        "When the files have been checked, write an empty file here, for a build step tracked by its output (the SwiftPM plugin).", valueName: "path"))
    var stampPath: String?

    @Option(help: "Colour the text report: auto (only on a terminal, unless NO_COLOR is set), always, never.")
    var color: ColorMode = .auto

    @Option(name: .customLong("stdin-filename"), help: "The path to report standard input's findings under.")
    var stdinFilename: String = "<stdin>"

    @Flag(help: "Apply the findings' safe fixes to the flow files checked, each file replaced atomically; then report what is left. Storyboards and Swift sources are never changed.")
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the fixes as a unified diff and change nothing (exit 1 when there is one).")
    var dryRun = false

    @OptionGroup(title: "Configuration, suppressions and thresholds")
    var policy: CheckPolicyOptions

    func validate() throws {
        if dryRun, !fix { throw ValidationError("--dry-run goes with --fix") }
        if fix, paths.contains("-") { throw ValidationError("--fix cannot write standard input back; give the file's path") }
    }

    func run() throws {
        let settings = ReportSettings(useColor: useColor, root: ReportSettings.reportRoot(environment: environmentValue),
                                      workingDirectory: ReportSettings.workingDirectory)
        let formatter = ReportFormat.standardOutputFormatter(format, environment: environmentValue, settings: settings)
        var runner = CheckRunner(linter: Linter(), formatter: formatter, stdinName: stdinFilename)
        // Nil unless built with the SwiftSources trait.
        runner.codeFrontend = SwiftSources.frontend
        try policy.configure(&runner)
        if fix { runner.fixing = dryRun ? .preview : .apply }
        if let timing = environmentValue("FLOWLINT_TIMING"), !timing.isEmpty, timing != "0" {
            runner.timings = PhaseTimings()
        }
        let outcome = runner.run(paths: paths.isEmpty ? ["."] : paths)
        defer { if let timings = runner.timings { StandardStream.error.write(timings.table() + "\n") } }
        if let exitCode = policy.finish(outcome, useColor: useColor) {
            if exitCode != 0 { throw ExitCode(exitCode) }
            return
        }
        var errors = outcome.errors
        do { try StandardStream.output.writeReport(outcome.report, as: formatter.syntax) } catch { errors.append("\(error)") }
        for line in outcome.fixCounts { StandardStream.error.write("flowlint: \(line)\n") }
        // A report file stands for the whole run: written after a file could not be read, it
        // would say that file is clean (and a SARIF upload would close its alerts).
        if !outcome.errors.isEmpty, outputs.contains(where: { !$0.isStandardOutput }) {
            errors.append("report files not written: the run did not read every file it was given")
        }
        for output in outputs where outcome.errors.isEmpty || output.isStandardOutput {
            let outputSettings = ReportSettings(root: settings.root, workingDirectory: settings.workingDirectory)
            do {
                if output.isStandardOutput {
                    let (text, syntax) = output.report(outcome.run, settings: outputSettings)
                    try StandardStream.output.writeReport(text, as: syntax)
                } else {
                    try output.write(outcome.run, settings: outputSettings)
                }
            } catch { errors.append("cannot write report: \(error)") }
        }
        if let stampPath {
            do { try AtomicFile.write("", to: stampPath) } catch { errors.append("cannot write stamp: \(error)") }
        }
        for error in errors {
            printError(error)
        }
        let exitCode = errors.isEmpty ? outcome.exitCode : 2
        if exitCode != 0 { throw ExitCode(exitCode) }
    }

    private var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            return isatty(STDOUT_FILENO) != 0 && environmentValue("NO_COLOR").map(\.isEmpty) ?? true && environmentValue("TERM") != "dumb"
        }
    }
}
