import ArgumentParser
import FlowLintKit
import FlowLintSwift

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a language server on standard input and output, for editors.",
        discussion: """
        Open flow files and storyboards (and Swift files, in a build that reads them) are checked \
        as they are edited, each with the rest of its app and the configuration `check` would use \
        for them; fixable findings offer a quick fix. Set-up for VS Code, Neovim, \
        Helix and Sublime Text: docs/editors.md. Exit status: 0 after a shutdown request, 1 when input ends or exit comes without one.
        """
    )

    func run() throws {
        let status = LanguageServerLoop.run(codeFrontend: SwiftSources.rememberingFrontend)
        if status != 0 { throw ExitCode(status) }
    }
}
