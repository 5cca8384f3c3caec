import Foundation
import Testing

/// pre-commit appends the names of committed files to the hook's entry, and a pull request
/// chooses those names: a file named `--write-baseline=x.flow.yaml` must be checked as a file,
/// not obeyed as an option.
@Suite(.serialized) struct PreCommitHookTests {
    @Test func theHookEndsOptionsBeforeTheFileNames() throws {
        let manifest = try Repository.read(".pre-commit-hooks.yaml")
        let entries = manifest.split(separator: "\n").filter { $0.hasPrefix("  entry:") }
        #expect(entries == ["  entry: flowlint check --", "  entry: flowlint check --"])
    }

    /// The manifest's hooks as `key: value` lines under each `- id:`, in order (the manifest keeps
    /// every value on one line; comments and blank lines are left out).
    static func hooks() throws -> [(id: String, fields: [String: String])] {
        var hooks: [(id: String, fields: [String: String])] = []
        for line in try Repository.read(".pre-commit-hooks.yaml").split(separator: "\n").map(String.init) {
            if line.hasPrefix("- id: ") {
                let id = String(line.dropFirst("- id: ".count))
                hooks.append((id, ["id": id]))
            } else if line.hasPrefix("  "), !line.hasPrefix("  #"), let colon = line.firstIndex(of: ":"), !hooks.isEmpty {
                let key = line[..<colon].trimmingCharacters(in: .whitespaces)
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                hooks[hooks.count - 1].fields[key] = value
            }
        }
        return hooks
    }

    /// `flowlint-system` runs the flowlint on PATH (for pre-commit.ci and machines without Swift):
    /// it must check the same files the same way as the hook pre-commit builds.
    @Test func theSystemHookChecksWhatTheSwiftHookChecks() throws {
        let hooks = try Self.hooks()
        #expect(hooks.map(\.id) == ["flowlint", "flowlint-system"])
        guard hooks.count == 2 else { return }
        let swift = hooks[0].fields, system = hooks[1].fields
        #expect(swift["language"] == "swift")
        #expect(system["language"] == "system")
        for hook in [swift, system] {
            #expect(hook["entry"] == "flowlint check --")
            #expect(hook["files"] == #"'(^|/)(app-flow|[^/]+\.flow)\.ya?ml$|\.storyboard$'"#)
            #expect(hook["types"] == "[file]")
            #expect(hook["require_serial"] == "true")
            #expect(hook["args"] == nil, "pre-commit puts args after the entry's --, where they are file names")
            #expect(hook["pass_filenames"] == nil)
        }
        let shared = ["entry", "files", "types", "require_serial", "exclude", "types_or", "exclude_types", "always_run", "stages"]
        for key in shared {
            #expect(swift[key] == system[key], "the hooks differ in \(key)")
        }
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
