import ArgumentParser
import FlowLintKit

struct FlowLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowlint",
        abstract: "Lint declarative UI flows against Apple's modality and navigation guidance.",
        discussion: "Exit status: 0 no errors, 1 findings at error severity, 2 usage, I/O or configuration errors.",
        version: FlowLint.version,
        subcommands: [CheckCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self, GraphCommand.self, ImportCommand.self, LSPCommand.self, VersionCommand.self]
    )
}
