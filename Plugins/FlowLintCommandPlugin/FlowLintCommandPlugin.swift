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
        if !named.isEmpty || checked.isEmpty {
            // flowlint counts a directory with nothing to check as a mistake (exit 2); most targets
            // of a package hold no flow file, so only those that do are named.
            let withFlows = targets.filter { holdsCheckedFile($0.directoryURL) }
            if withFlows.isEmpty {
                Diagnostics.remark("no flow file or storyboard in \(named.isEmpty ? "the package's targets" : named.joined(separator: ", "))")
                return
            }
            checked += withFlows.map(\.directoryURL.path)
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

    /// Whether `flowlint check` would find something to read below the directory: `app-flow.yaml`
    /// or `.yml`, `*.flow.yaml` or `.yml`, or a storyboard.
    func holdsCheckedFile(_ directory: URL) -> Bool {
        guard let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return false }
        for case let url as URL in walk {
            let name = url.lastPathComponent
            if name == "app-flow.yaml" || name == "app-flow.yml" || [".flow.yaml", ".flow.yml", ".storyboard"].contains(where: { name.hasSuffix($0) }) {
                return true
            }
        }
        return false
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
