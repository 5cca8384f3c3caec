import Foundation
import Testing

/// pre-commit appends the names of committed files to the hook's entry, and a pull request
/// chooses those names: a file named `--write-baseline=x.flow.yaml` must be checked as a file,
/// not obeyed as an option.
@Suite(.serialized) struct PreCommitHookTests {
    @Test func theHookEndsOptionsBeforeTheFileNames() throws {
        let manifest = try Repository.read(".pre-commit-hooks.yaml")
        let entries = manifest.split(separator: "\n").filter { $0.hasPrefix("  entry:") }
        #expect(entries == ["  entry: flowlint check --"])
    }

    @Test func aFileNamedLikeAnOptionIsCheckedAsAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-hook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "--write-baseline=x.flow.yaml"
        let flow = "flowlint: 1\napp: X\nentry: Home\nscreens:\n  Home: { title: Home, terminal: true }\n  Lost: { title: Lost }\n"
        try flow.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let result = try CommandLineTests().run(["check", "--", name], directory: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("\(name):6:3: warning: screen \"Lost\" cannot be reached from the entry [unreachable-screen]\n"))
        #expect(result.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.flow.yaml").path))
    }
}
