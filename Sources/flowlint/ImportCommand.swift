import ArgumentParser
import FlowLintKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the flow file equivalent to an existing description of the app.",
        subcommands: [ImportStoryboardCommand.self]
    )
}

struct ImportStoryboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Write the flow YAML equivalent to Interface Builder storyboards.",
        discussion: """
        Storyboards named together are one app: references between them resolve. The flow lints to \
        the same findings as the storyboards; "# assumed:" comments mark facts a storyboard does not \
        state. Exit status: 0 written, 1 a storyboard is not well-formed XML, 2 a file cannot be read or written.
        """
    )

    @Argument(help: "The storyboards to import.")
    var files: [String]

    @Option(name: .shortAndLong, help: "Write the flow to this file, replacing it atomically, instead of standard output.")
    var output: String?

    func run() throws {
        var sources: [SourceFile] = []
        for path in files {
            do {
                sources.append(try SourceFile(readingAt: path, limit: YAMLLimits.default.maxFileSize))
            } catch {
                throw failure("\(error)")
            }
        }
        let outcome = StoryboardImport.run(sources)
        guard let yaml = outcome.yaml else {
            StandardStream.error.write(TextFormatter().format(LintRun(files: outcome.reports)))
            throw ExitCode(1)
        }
        guard let output else {
            do { try StandardStream.output.writeReport(yaml, as: .yaml) } catch { throw failure("\(error)") }
            return
        }
        do {
            try AtomicFile.write(yaml, to: output)
        } catch {
            throw failure("cannot write \(error)")
        }
    }
}
