import Foundation
import PackagePlugin

/// `swift package flowlint [ARGUMENTS]`: `flowlint check` over the directories of the package's
/// targets, or, given arguments, `flowlint check ARGUMENTS` as typed (run in the package's
/// directory). Exits as flowlint does: findings at error severity fail the command.
@main
struct FlowLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        var checked: [String] = extractor.remainingArguments
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { named.isEmpty || named.contains($0.name) }
        if named.isEmpty ? checked.isEmpty : true {
            checked += targets.map(\.directoryURL.path)
        }
        let process = Process()
        process.executableURL = try context.tool(named: "flowlint").url
        process.arguments = ["check"] + checked
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw Failure(description: "flowlint found errors")
        default: throw Failure(description: "flowlint check exited with status \(process.terminationStatus)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
