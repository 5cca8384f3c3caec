import ArgumentParser
import FlowLintKit
import FlowLintSwift

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

        A directory is drawn as the app it holds: its storyboards, and its Swift files when \
        flowlint is built with Swift sources, read together as `check` reads them (flow files \
        in it are not drawn; name one to draw it).

        Exit status: 0 the graph was printed (whatever the findings), 1 the file is not a flow \
        that can be drawn (its problems go to standard error), 2 usage, I/O or configuration errors.
        """
    )

    @Argument(help: "The flow file to draw, a directory holding an app, or - for standard input.")
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
        let linter = try Self.linter(for: path, from: configurations)
        let bytes: [UInt8]
        do {
            bytes = try read(limit: linter.configuration.limits.maxFileSize)
        } catch where error.reason == "is a directory" {
            return try drawApp(in: file, configurations: configurations)
        } catch {
            throw failure("\(error)")
        }
        let source = SourceFile(path: path, bytes: bytes, isStoryboard: file == "-" ? Linter.isStoryboard(named: path, text: bytes) : nil)
        switch GraphRenderer(linter: linter).render(source, format: format, withFindings: findings) {
        case .drawn(let text):
            do { try StandardStream.output.writeReport(text, as: format.syntax) } catch { throw failure("\(error)") }
        case .unreadable(let reports):
            let text = TextFormatter().format(LintRun(files: reports))
            StandardStream.error.write(text)
            printError("\(path) cannot be drawn until it parses as a flow")
            throw ExitCode(1)
        }
    }

    private func read(limit: Int) throws(FileReader.Failure) -> [UInt8] {
        if file == "-" { return FileReader.standardInput() }
        return try FileReader.read(file, limit: limit)
    }

    /// The linter `path` is checked with, or exit 2 when its configuration has problems.
    private static func linter(for path: String, from configurations: ConfigurationResolver) throws -> Linter {
        let linter = configurations.linter(forFile: path)
        guard configurations.hasProblems else { return linter }
        let text = TextFormatter(showSummary: false).format(LintRun(files: configurations.invalid))
        StandardStream.error.write(text)
        configurations.errors.forEach(printError)
        throw ExitCode(2)
    }

    /// The app below `directory`: its storyboards and code, found and read as `check` finds them.
    private func drawApp(in directory: String, configurations: ConfigurationResolver) throws {
        let frontend = SwiftSources.frontend
        var finder = FlowFileFinder()
        finder.codeSuffixes = frontend?.fileSuffixes ?? []
        let found = finder.files(in: [directory])
        let paths = found.files.filter { Linter.isStoryboard($0) || frontend?.reads($0) == true }
        if let problem = found.failures.first { throw failure("\(problem.path): \(problem.reason)") }
        guard let first = paths.first else {
            let code = frontend == nil ? "" : " or Swift files"
            throw failure("\(directory): no storyboards\(code) to draw; name a flow file to draw it")
        }
        let linter = try Self.linter(for: first, from: configurations)
        var storyboards: [SourceFile] = [], code: [SourceFile] = []
        for path in paths {
            do {
                let source = try SourceFile(readingAt: path, limit: linter.configuration.limits.maxFileSize)
                if Linter.isStoryboard(path) { storyboards.append(source) } else { code.append(source) }
            } catch {
                throw failure("\(path): \(error.reason)")
            }
        }
        switch GraphRenderer(linter: linter).render(storyboards: storyboards, code: code, readBy: frontend, format: format, withFindings: findings) {
        case .drawn(let text):
            do { try StandardStream.output.writeReport(text, as: format.syntax) } catch { throw failure("\(error)") }
        case .unreadable(let reports):
            if !reports.isEmpty { StandardStream.error.write(TextFormatter().format(LintRun(files: reports))) }
            throw failure(reports.isEmpty ? "\(directory): nothing in it describes a screen to draw" : "\(directory) cannot be drawn until its storyboards parse",
                          status: 1)
        }
    }
}
