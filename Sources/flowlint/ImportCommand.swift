import ArgumentParser
import FlowLintKit
import Foundation

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
            guard let data = FileManager.default.contents(atPath: path) else {
                Self.fail("\(path): \(FileManager.default.fileExists(atPath: path) ? "could not be read" : "no such file or directory")", status: 2)
            }
            sources.append(SourceFile(path: path, bytes: [UInt8](data)))
        }
        let outcome = StoryboardImport.run(sources)
        guard let yaml = outcome.yaml else {
            FileHandle.standardError.write(Data(TextFormatter().format(LintRun(files: outcome.reports)).utf8))
            throw ExitCode(1)
        }
        guard let output else {
            FileHandle.standardOutput.write(Data(yaml.utf8))
            return
        }
        do {
            try AtomicFile.write(yaml, to: output)
        } catch {
            Self.fail("cannot write \(error)", status: 2)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("flowlint: error: \(message)\n".utf8))
        Foundation.exit(status)
    }
}
