import ArgumentParser
import FlowLintKit
import FlowLintSwift

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write the flow file equivalent to an existing description of the app.",
        subcommands: [ImportStoryboardCommand.self, ImportSwiftCommand.self]
    )

    /// The imported flow to `output` (atomically) or standard output; without one, why not, and exit 1.
    static func write(_ yaml: String?, reports: [FileReport], to output: String?) throws {
        guard let yaml else {
            StandardStream.error.write(TextFormatter().format(LintRun(files: reports)))
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
        try ImportCommand.write(outcome.yaml, reports: outcome.reports, to: output)
    }
}

struct ImportSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the flow YAML an app's Swift code describes, with its storyboards.",
        discussion: """
        Reads the Swift files and storyboards named, or found below the directories named, as one \
        app, as `check` reads them. The flow lints to the same findings; "# assumed:" comments mark \
        facts the code does not state. Needs a flowlint built with the SwiftSources trait. Exit \
        status: 0 written, 1 a storyboard is not well-formed XML, 2 a file cannot be read or \
        written, or nothing was found.
        """
    )

    @Argument(help: "The Swift files, storyboards or directories to import.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "Write the flow to this file, replacing it atomically, instead of standard output.")
    var output: String?

    @Flag(name: .customLong("follow-symlinks"), help: "Follow symbolic links while walking directories.")
    var followSymlinks = false

    func run() throws {
        guard let frontend = SwiftSources.frontend else {
            throw failure(SwiftSourcesAbsent.reason)
        }
        let outcome = CodeImport.run(paths: paths, frontend: frontend, finder: FlowFileFinder(followsSymbolicLinks: followSymlinks))
        if !outcome.errors.isEmpty {
            outcome.errors.forEach(printError)
            throw ExitCode(2)
        }
        try ImportCommand.write(outcome.yaml, reports: outcome.reports, to: output)
    }
}
