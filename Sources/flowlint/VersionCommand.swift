import ArgumentParser
import FlowLintKit

/// `flowlint version`, as `swift version`-style tools and scripts spell it: the same line as
/// `flowlint --version`.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print flowlint's version (as --version does)."
    )

    func run() throws {
        do { try StandardStream.output.writeReport(FlowLint.version + "\n") } catch { throw failure("\(error)") }
    }
}
