import Foundation
import Testing

/// Issue 34's papercuts, as a user meets them on the command line.
@Suite(.serialized) struct PapercutCommandLineTests {
    let commandLine = CommandLineTests()

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-papercuts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// `--write-baseline` and `init` make missing directories, as `--output` does.
    @Test func everyWrittenFileGetsItsMissingDirectories() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("new/deeper/baseline.json").path
        let written = try commandLine.run(["check", "--write-baseline", baseline, "examples/broken.flow.yaml"])
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(written.stderr == "flowlint: wrote 12 findings to \(baseline)\n")
        #expect(FileManager.default.fileExists(atPath: baseline))

        let configurationDirectory = directory.appendingPathComponent("app/ios").path
        let initialised = try commandLine.run(["init", configurationDirectory])
        #expect(initialised.status == 0)
        #expect(initialised.stdout == "wrote \(configurationDirectory)/.flowlint.yml\n")
        #expect(initialised.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: configurationDirectory + "/.flowlint.yml"))

        // A parent that is a file still stops the write, with the reason.
        let underFile = baseline + "/inside.json"
        let refused = try commandLine.run(["check", "--write-baseline", underFile, "examples/broken.flow.yaml"])
        #expect(refused.status == 2)
        #expect(refused.stderr == "flowlint: error: cannot write baseline \(underFile): could not create directory \(baseline)\n")
    }

    /// A storyboard piped in is recognised by its `<?xml` start (after a byte order mark), and
    /// reports exactly what the file does.
    @Test func aStoryboardOnStandardInputIsReadAsAStoryboard() throws {
        let storyboard = try Repository.read("examples/Journal.storyboard")
        let fromFile = try commandLine.run(["check", "--color", "never", "examples/Journal.storyboard"])
        for input in [storyboard, "\u{FEFF}" + storyboard] {
            let piped = try commandLine.run(["check", "--color", "never", "-"], stdin: input)
            #expect(piped.status == fromFile.status)
            #expect(piped.stdout == fromFile.stdout.replacingOccurrences(of: "examples/Journal.storyboard", with: "<stdin>"))
            #expect(piped.stdout.hasSuffix("4 warnings in 1 file\n"))
        }
        // White space before the declaration is still a storyboard, and libxml2 says what is wrong.
        let spaced = try commandLine.run(["check", "--color", "never", "-"], stdin: "\n" + storyboard)
        #expect(spaced.status == 1)
        #expect(spaced.stdout.hasPrefix("<stdin>:2:6: error: malformed storyboard XML: an XML declaration that is not at the very start of the file [storyboard-xml]\n"))
        let drawn = try commandLine.run(["graph", "-"], stdin: storyboard)
        #expect(drawn.status == 0)
        #expect(drawn.stdout == (try commandLine.run(["graph", "examples/Journal.storyboard"])).stdout)
    }

    /// A run that `--strict` or `--max-warnings` fails says so at the top of its markdown report.
    @Test func theMarkdownVerdictAgreesWithTheExitStatus() throws {
        let strict = try commandLine.run(["check", "--format", "markdown", "--strict", "examples/Journal.storyboard"])
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("### flowlint\n\n:x: **4 warnings in 1 file**\n\nThe check fails: 4 warnings and --strict allows none.\n\n| Location |"))
        let limited = try commandLine.run(["check", "--format", "markdown", "--max-warnings", "3", "examples/Journal.storyboard"])
        #expect(limited.status == 1)
        #expect(limited.stdout.hasPrefix("### flowlint\n\n:x: **4 warnings in 1 file**\n\nThe check fails: 4 warnings, more than the 3 --max-warnings allows.\n\n"))
        let allowed = try commandLine.run(["check", "--format", "markdown", "--max-warnings", "4", "examples/Journal.storyboard"])
        #expect(allowed.status == 0)
        #expect(allowed.stdout.hasPrefix("### flowlint\n\n:warning: **4 warnings in 1 file**\n\n| Location |"))
    }

    /// A clean run in GitHub Actions adds no annotation; one with findings ends with its summary.
    @Test func aCleanRunInGitHubActionsAnnotatesNothing() throws {
        let github = try commandLine.run(["check", "--format", "github", "examples/mail.flow.yaml"])
        #expect(github.status == 0)
        #expect(github.stdout.isEmpty)
        let actions = try commandLine.run(["check", "examples/mail.flow.yaml"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.status == 0)
        let lines = actions.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first == "no problems in 1 file")
        #expect(!actions.stdout.contains("::notice"))
        let findings = try commandLine.run(["check", "--format", "github", "examples/Journal.storyboard"])
        #expect(findings.stdout.hasSuffix("::notice title=flowlint::0 errors, 4 warnings, 0 notices in 1 file\n"))
    }

    @Test func anUnrelatedNameGetsNoSuggestionAndASlipDoes() throws {
        let flow = "flowlint: 1\napp: X\nentry: Home\nscreens:\n  Home: { title: Home, segues: [{ show: Gone }, { show: Setings }] }\n  Settings: { title: Settings, terminal: true }\n"
        let result = try commandLine.run(["check", "--color", "never", "-", "--stdin-filename", "a.flow.yaml"], stdin: flow)
        #expect(result.status == 1)
        let messages = result.stdout.split(separator: "\n").filter { $0.hasPrefix("a.flow.yaml:") }
        #expect(messages == [
            "a.flow.yaml:5:41: error: a segue from \"Home\" names screen \"Gone\", which is not defined [unknown-target]",
            "a.flow.yaml:5:57: error: a segue from \"Home\" names screen \"Setings\", which is not defined; did you mean \"Settings\"? [unknown-target]",
            "a.flow.yaml:6:3: warning: screen \"Settings\" cannot be reached from the entry [unreachable-screen]",
        ])
    }

    @Test func versionIsACommandToo() throws {
        let result = try commandLine.run(["version"])
        #expect(result.status == 0)
        #expect(result.stdout == (try commandLine.run(["--version"])).stdout)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aNegativeWarningLimitIsNamedAsSuch() throws {
        for arguments in [["--max-warnings", "-1"], ["--max-warnings=-1"]] {
            let result = try commandLine.run(["check"] + arguments + ["examples/mail.flow.yaml"])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("Error: --max-warnings must be a whole number, zero or more (got -1)\n"))
        }
        let missing = try commandLine.run(["check", "examples/mail.flow.yaml", "--max-warnings"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: Missing value for '--max-warnings <n>'\n"))
    }
}
