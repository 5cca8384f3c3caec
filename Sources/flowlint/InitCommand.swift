import ArgumentParser
import FlowLintKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter .flowlint.yml listing every rule at its defaults.",
        discussion: "An existing .flowlint.yml is never replaced: init then exits 2 and changes nothing."
    )

    @Argument(help: "The directory to write .flowlint.yml in.")
    var directory: String = "."

    func run() throws {
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + ConfigurationFile.fileName
        let shown = directory == "." ? ConfigurationFile.fileName : path
        do {
            try AtomicFile.write(StarterConfiguration.text(), to: path, replacing: false)
        } catch where error.alreadyExists {
            throw failure("\(shown) already exists; edit it, or remove it to start over")
        } catch {
            throw failure("cannot write \(error)")
        }
        StandardStream.output.write("wrote \(shown)\n")
    }
}
