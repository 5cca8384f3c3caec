import FlowLintGeneration
import Foundation

// Rewrites the generated files of the repository this tool was built from (see
// `GeneratedSources`): `swift run flowlint-generate` after adding, renaming or removing a rule or
// editing a page; `--check` only reports stale files and exits 1, for hooks and CI.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.allSatisfy({ $0 == "--check" }) else {
    FileHandle.standardError.write(Data("usage: swift run flowlint-generate [--check]\n".utf8))
    exit(2)
}
let checking = arguments.contains("--check")
// Sources/flowlint-generate/main.swift, three folders below the root, wherever it is run from.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

do {
    var stale: [String] = []
    for file in try GeneratedSources.files(inRepository: root) {
        let path = root + "/" + file.path
        guard (try? String(contentsOfFile: path, encoding: .utf8)) != file.text else { continue }
        stale.append(file.path)
        if !checking { try file.text.write(toFile: path, atomically: true, encoding: .utf8) }
    }
    for path in stale { print(checking ? "stale: \(path)" : "wrote \(path)") }
    if stale.isEmpty { print("generated files are up to date") }
    exit(checking && !stale.isEmpty ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("flowlint-generate: \(error)\n".utf8))
    exit(1)
}
