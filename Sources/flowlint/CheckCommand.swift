import ArgumentParser
import FlowLintKit
import Foundation

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check flow files and report findings.",
        discussion: """
        PATH may be a file, a directory or - for standard input. A directory contributes the files \
        named app-flow.yaml or app-flow.yml and those ending in .flow.yaml or .flow.yml, recursively. \
        With no PATH, the current directory is checked.
        """
    )

    @Argument(help: "Flow files or directories to check.")
    var paths: [String] = []

    @Option(help: "Report format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Option(help: "Colour the text report: auto (only on a terminal, unless NO_COLOR is set), always, never.")
    var color: ColorMode = .auto

    @Option(name: .customLong("stdin-filename"), help: "The path to report standard input's findings under.")
    var stdinFilename: String = "<stdin>"

    func run() throws {
        let runner = CheckRunner(linter: Linter(), formatter: formatter(), stdinName: stdinFilename)
        let outcome = runner.run(paths: paths.isEmpty ? ["."] : paths)
        FileHandle.standardOutput.write(Data(outcome.report.utf8))
        for error in outcome.errors {
            FileHandle.standardError.write(Data("flowlint: error: \(error)\n".utf8))
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    private func formatter() -> any ReportFormatter {
        switch format {
        case .json: return JSONFormatter()
        case .text: return TextFormatter(useColor: useColor)
        }
    }

    private var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            return isatty(STDOUT_FILENO) != 0 && environment["NO_COLOR"].map(\.isEmpty) ?? true && environment["TERM"] != "dumb"
        }
    }
}
