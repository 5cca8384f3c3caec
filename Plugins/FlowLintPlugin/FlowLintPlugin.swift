import Foundation
import PackagePlugin

/// Lints a target's flow files and storyboards on every build that changes one of them, with
/// `flowlint check --format xcode`, so that findings show as the compiler's warnings and errors.
///
/// Findings do not fail the build unless the `.flowlint.yml` beside the package (or the Xcode
/// project) asks for it with the comment line `# flowlint-build: fail-on error` (or `warning`):
/// see docs/xcode.md.
@main
struct FlowLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try BuildCheck.commands(
            files: BuildCheck.checkedFiles(below: target.directoryURL),
            root: context.package.directoryURL,
            flowlint: context.tool(named: "flowlint").url,
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.name
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FlowLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try BuildCheck.commands(
            files: target.inputFiles.map(\.url).filter(BuildCheck.isChecked),
            root: context.xcodeProject.directoryURL,
            flowlint: context.tool(named: "flowlint").url,
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.displayName
        )
    }
}
#endif

enum BuildCheck {
    /// What `flowlint check` reads from a directory: `app-flow.yaml`/`.yml`, `*.flow.yaml`/`.yml`
    /// and storyboards.
    static func isChecked(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name == "app-flow.yaml" || name == "app-flow.yml"
            || [".flow.yaml", ".flow.yml", ".storyboard"].contains { name.hasSuffix($0) }
    }

    static func checkedFiles(below directory: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter(isChecked).sorted { $0.path < $1.path }
    }

    /// One build command over all of the target's files (storyboards are checked together, as one
    /// app). Its inputs are the files and the configuration, its output the report in the plugin's
    /// work directory, so an unchanged target is not checked again.
    static func commands(files: [URL], root: URL, flowlint: URL, workDirectory: URL, name: String) throws -> [Command] {
        guard !files.isEmpty else { return [] }
        let configuration = root.appendingPathComponent(".flowlint.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        // SwiftPM copies every output that is not a Swift file into the target's resource bundle,
        // so the stamp is an empty Swift file: it compiles to nothing and ships nothing.
        let stamp = workDirectory.appendingPathComponent("FlowLintChecked.swift")
        var arguments = ["check", "--format", "xcode", "--stamp", stamp.path, "--fail-on", failOn(configuration)]
        if hasConfiguration { arguments += ["--config", configuration.path] }
        arguments += files.map(\.path)
        return [.buildCommand(
            displayName: "flowlint: checking \(files.count) flow file\(files.count == 1 ? "" : "s") of \(name)",
            executable: flowlint,
            arguments: arguments,
            inputFiles: files + (hasConfiguration ? [configuration] : []),
            outputFiles: [stamp]
        )]
    }

    /// `none`, unless the configuration holds the line `# flowlint-build: fail-on error` (or
    /// `warning`). A comment, so that flowlint itself reads the file as it always has.
    static func failOn(_ configuration: URL) -> String {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return "none" }
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count == 4, words[0] == "#", words[1] == "flowlint-build:", words[2] == "fail-on",
               ["error", "warning", "none"].contains(String(words[3])) {
                return String(words[3])
            }
        }
        return "none"
    }
}
