import ArgumentParser
import FlowLintKit

extension GraphFormat: ExpressibleByArgument {}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw a flow's screens, segues and modals as a Mermaid or Graphviz graph.",
        discussion: """
        Screens are grouped by navigation stack inside their tab bar or split view; pushes are \
        solid, modal presentations dashed and labelled with their style, alerts and sheets have \
        their own shapes. With --findings, what the rules report is coloured by severity and \
        labelled with the rule id. Render DOT with `dot -Tsvg`; GitHub renders Mermaid in a \
        ```mermaid block.

        Exit status: 0 the graph was printed (whatever the findings), 1 the file is not a flow \
        that can be drawn (its problems go to standard error), 2 usage, I/O or configuration errors.
        """
    )

    @Argument(help: "The flow file to draw, or - for standard input.")
    var file: String

    @Option(help: "The graph language: Mermaid for GitHub, DOT for Graphviz.")
    var format: GraphFormat = .mermaid

    @Flag(help: "Lint the flow and draw its findings on the graph.")
    var findings = false

    @Option(name: .customLong("config"), help: ArgumentHelp(
        "Use this configuration instead of the nearest .flowlint.yml.", valueName: "path"))
    var configPath: String?

    @Option(name: .customLong("stdin-filename"), help: "The path standard input is read as, for configuration lookup and messages.")
    var stdinFilename: String = "<stdin>"

    func run() throws {
        let path = file == "-" ? stdinFilename : file
        let configurations = ConfigurationResolver(explicitPath: configPath)
        let linter = configurations.linter(forFile: path)
        if configurations.hasProblems {
            let text = TextFormatter(showSummary: false).format(LintRun(files: configurations.invalid))
            StandardStream.error.write(text)
            configurations.errors.forEach(printError)
            throw ExitCode(2)
        }
        let bytes = try read(limit: linter.configuration.limits.maxFileSize)
        let source = SourceFile(path: path, bytes: bytes, isStoryboard: file == "-" ? Linter.isStoryboard(named: path, text: bytes) : nil)
        switch GraphRenderer(linter: linter).render(source, format: format, withFindings: findings) {
        case .drawn(let text):
            do { try StandardStream.output.writeReport(text, as: format.syntax) } catch { throw failure("\(error)") }
        case .unreadable(let report):
            let text = TextFormatter().format(LintRun(files: [report]))
            StandardStream.error.write(text)
            printError("\(path) cannot be drawn until it parses as a flow")
            throw ExitCode(1)
        }
    }

    private func read(limit: Int) throws -> [UInt8] {
        if file == "-" { return FileReader.standardInput() }
        do {
            return try FileReader.read(file, limit: limit)
        } catch {
            throw failure(error.reason == "is a directory" ? "\(error); graph draws one flow file" : "\(error)")
        }
    }
}
