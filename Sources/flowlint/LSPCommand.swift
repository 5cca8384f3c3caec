import ArgumentParser
import FlowLintKit

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a language server on standard input and output, for editors.",
        discussion: """
        Open flow files and storyboards are checked as they are edited, with the configuration \
        `check` would use for them; fixable findings offer a quick fix. Set-up for VS Code, Neovim, \
        Helix and Sublime Text: docs/editors.md. Exit status: 0 after a shutdown request, 1 when input ends or exit comes without one.
        """
    )

    func run() throws {
        let status = LanguageServerLoop.run()
        if status != 0 { throw ExitCode(status) }
    }
}
