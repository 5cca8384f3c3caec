import Foundation
import Testing

/// Runs the built `flowlint` binary as a user would and checks exit codes and streams.
@Suite(.serialized) struct CommandLineTests {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: URL {
        // The test bundle sits next to the products it tests; on Linux its "bundle" is that directory.
        var products = Bundle(for: Marker.self).bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appendingPathComponent("flowlint")
    }

    final class Marker {}

    /// `executable` runs instead of flowlint when given (a shell, to set a limit first); a
    /// process still running after `timeout` seconds is killed, so that a hang fails the test.
    func run(
        _ arguments: [String], stdin: String? = nil, environment extra: [String: String] = [:], directory: URL = Repository.root,
        executable: URL = Self.binary, timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
        let stderrData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// A navigation stack of `count` screens, each showing the next and the last the first.
    static func ring(of count: Int, app: String) -> String {
        var text = "flowlint: 1\napp: \(app)\nentry: S0\nscreens:\n  S0: { title: S0, container: navigation, segues: [{ show: S1 }] }\n"
        for index in 1 ..< count {
            text += "  S\(index): { title: Screen \(index), segues: [{ show: S\(index + 1 < count ? index + 1 : 0) }] }\n"
        }
        return text
    }

    /// Under `ulimit -v`, a flow too large for the limit is refused before it is read, with one
    /// line naming it and exit 2, and the other files of the run are still checked. The process
    /// used to stop with Swift's "Fatal error" and a stack trace (or wait for ever on a thread
    /// libdispatch could not start).
    @Test func aFlowTooLargeForTheMemoryLimitIsRefusedCleanly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-memory-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 60,000 screens in a chain, 3.6 MB: estimated at about 66 MiB above what the process maps
        // at start-up (about 64 MiB for a debug build, libxml2 and ICU included), more than the
        // limit leaves; the small flow fits.
        let text = Self.ring(of: 60_000, app: "Big")
        let big = directory.appendingPathComponent("big.flow.yaml")
        try Data(text.utf8).write(to: big)
        // 48 MiB above what the build needs to start at all (112 MiB for the default debug build;
        // one built with Swift sources maps more), less than the big flow needs.
        let mebibytes = try startUpMebibytes() + 48
        let limit = mebibytes * 1024 // KiB
        let result = try run(["-c", "ulimit -v \(limit) && exec \"$0\" check --color never \"$1\" examples/mail.flow.yaml", Self.binary.path, big.path],
                             executable: URL(fileURLWithPath: "/bin/sh"), timeout: 60)
        #expect(result.status == 2)
        #expect(result.stdout == "no problems in 1 file\n")
        // One line, exactly, but for the estimate, which depends on what the build maps at start-up.
        let prefix = "flowlint: error: \(big.path): checking it needs about "
        let suffix = " MiB of memory, more than the \(mebibytes) MiB this process may use (ulimit -v \(limit)); raise the limit to check it\n"
        #expect(result.stderr.hasPrefix(prefix) && result.stderr.hasSuffix(suffix), "\(result.stderr)")
        let estimate = result.stderr.dropFirst(prefix.count).dropLast(suffix.count)
        #expect(Int(estimate).map { $0 > mebibytes } == true, "\(estimate)")
    }

    /// The smallest address-space limit, in MiB, under which the binary starts (`--version`),
    /// found by halving: what this build maps before it reads anything.
    private func startUpMebibytes() throws -> Int {
        var low = 16, high = 1024
        while low < high {
            let middle = (low + high) / 2
            let result = try run(["-c", "ulimit -v \(middle * 1024) && exec \"$0\" --version", Self.binary.path],
                                 executable: URL(fileURLWithPath: "/bin/sh"), timeout: 30)
            if result.status == 0 { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// A stack limit larger than the address-space limit makes every new thread's stack fail to
    /// map, so no thread starts: the libyaml reader, the parallel rules and the release of the
    /// model all run on the calling thread, with the report a run with threads gives. libdispatch
    /// used to retry starting its thread for ever.
    @Test func whenNoThreadCanStartTheWorkIsDoneOnTheCallingThread() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-threads-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 6,000 screens, 370 KB: parsed on a second thread and checked on every core, when threads start.
        var text = Self.ring(of: 6_000, app: "Threads")
        text += "  Lost: { title: Lost, segues: [{ show: Nowhere }] }\n"
        let flow = directory.appendingPathComponent("threads.flow.yaml")
        try Data(text.utf8).write(to: flow)
        let threaded = try run(["check", "--color", "never", flow.path])
        #expect(threaded.status == 1)
        let alone = try run(["-c", "ulimit -v 196608 && ulimit -s 262144 && exec \"$0\" check --color never \"$1\"", Self.binary.path, flow.path],
                            executable: URL(fileURLWithPath: "/bin/sh"), timeout: 60)
        #expect(alone.status == 1)
        #expect(alone.stderr == "")
        #expect(alone.stdout == threaded.stdout)
    }

    #if !SwiftSources
    /// A Swift file named to a flowlint built without Swift sources is refused, saying how to
    /// read it, rather than read as YAML; the other files are checked.
    @Test func aSwiftFileNamedWithoutSwiftSourcesIsRefused() throws {
        let result = try run(["check", "--color", "never", "Package.swift", "examples/mail.flow.yaml"])
        #expect(result.status == 2)
        #expect(result.stdout == "no problems in 1 file\n")
        #expect(result.stderr == "flowlint: error: Package.swift: this flowlint was built without Swift sources; "
                + "build it with `--traits SwiftSources` (see docs/swift-sources.md)\n")
    }
    #endif

    @Test func cleanFlowExitsZero() throws {
        let result = try run(["check", "Tests/FlowLintKitTests/Fixtures/ok/minimal.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout == "no problems in 1 file\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func errorFindingsExitOne() throws {
        let result = try run(["check", "Tests/FlowLintKitTests/Fixtures/err/references.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Tests/FlowLintKitTests/Fixtures/err/references.yaml:3:8: error: "))
    }

    /// The environment variables `check` reads: GitHub Actions gets annotations after the text
    /// report, and FLOWLINT_TIMING prints the phases' table on standard error.
    @Test func environmentVariablesChangeWhatIsWritten() throws {
        let path = "examples/broken.flow.yaml"
        let plain = try run(["check", path])
        let actions = try run(["check", path], environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.status == plain.status)
        // The text report between stop-commands markers, then the annotations.
        #expect(actions.stdout.hasPrefix("::stop-commands::") && actions.stdout.contains(plain.stdout))
        #expect(actions.stdout.contains("\n::error file=examples/broken.flow.yaml,line=41,endLine=41,col=3,endColumn=10,"))
        #expect(!plain.stdout.contains("::"))
        let timed = try run(["check", path], environment: ["FLOWLINT_TIMING": "1"])
        #expect(timed.stdout == plain.stdout)
        #expect(timed.stderr.hasPrefix("phase "))
        #expect(try run(["check", path], environment: ["FLOWLINT_TIMING": "0"]).stderr.isEmpty)
    }

    @Test func warningsAloneExitZero() throws {
        let result = try run(["check", "Tests/FlowLintKitTests/Fixtures/err/unreachable.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("warning: screen \"Orphan\" cannot be reached from the entry [unreachable-screen]"))
    }

    @Test func missingFileExitsTwoWithOneLine() throws {
        let result = try run(["check", "no/such/app-flow.yaml"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "flowlint: error: no/such/app-flow.yaml: no such file or directory\n")
    }

    @Test func unknownOptionExitsTwo() throws {
        let result = try run(["check", "--no-such-option"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown option '--no-such-option'"))
    }

    @Test func standardInputIsCheckedUnderTheGivenName() throws {
        let flow = "flowlint: 1\napp: X\nentry: Home\nscreens:\n  Home: { title: Home, terminal: true }\n  Lost: { title: Lost }\n"
        let result = try run(["check", "-", "--stdin-filename", "piped.flow.yaml"], stdin: flow)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("piped.flow.yaml:6:3: warning: screen \"Lost\" cannot be reached"))
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test func jsonReportParses() throws {
        let result = try run(["check", "--format", "json", "Tests/FlowLintKitTests/Fixtures/err/duplicate-key.yaml"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "duplicate-key" }
        #expect(diagnostics.count == 2)
        let start = (diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Int]
        #expect(start == ["line": 9, "column": 5])
    }

    @Test func rulesListsEveryCheckOnce() throws {
        let result = try run(["rules"])
        #expect(result.status == 0)
        let ids = result.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(ids.count == Set(ids).count)
        #expect(ids.contains("confirm-before-discard") && ids.contains("yaml-syntax") && ids.contains("unused-suppression"))
    }

    /// A check that is off by default says so, as `explain` and `init` do.
    @Test func rulesShowsChecksThatAreOffByDefault() throws {
        let lines = try run(["rules"]).stdout.split(separator: "\n")
        let unused = try #require(lines.first { $0.hasPrefix("unused-suppression ") })
        #expect(unused.split(separator: " ", omittingEmptySubsequences: true)[1] == "off")
        let invalid = try #require(lines.first { $0.hasPrefix("invalid-suppression ") })
        #expect(invalid.split(separator: " ", omittingEmptySubsequences: true)[1] == "warning")
    }

    /// `--output FORMAT=-` writes the extra report to standard output, after the main one, and
    /// makes no file named `-`.
    @Test func outputToDashIsStandardOutput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flow = Repository.url("examples/mail.flow.yaml").path
        let result = try run(["check", "--format", "text", "--output", "json=-", flow], directory: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("no problems in 1 file\n{\n  \"version\": 1,"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A report file stands for the whole run: when a file given could not be read, none is
    /// written (a SARIF upload would close that file's alerts), and stderr says why.
    @Test func reportFilesAreNotWrittenWhenAFileCouldNotBeRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-partial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flow = Repository.url("examples/mail.flow.yaml").path
        let result = try run(["check", "--output", "sarif=out.sarif", "missing.flow.yaml", flow], directory: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "flowlint: error: missing.flow.yaml: no such file or directory\n"
            + "flowlint: error: report files not written: the run did not read every file it was given\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A file named twice, once through its directory and once as `./…`, is checked once.
    @Test func aFileNamedTwiceIsCheckedOnce() throws {
        let once = try run(["check", "--format", "json", "examples"])
        let twice = try run(["check", "--format", "json", "examples", "./examples/broken.flow.yaml"])
        #expect(twice.status == once.status)
        #expect(twice.stdout == once.stdout)
    }

    @Test func explainPrintsTheRulePageAndSuggestsForTypos() throws {
        let page = try run(["explain", "modal-title"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix("# modal-title\n"))
        let typo = try run(["explain", "modal-titel"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "flowlint: error: unknown rule \"modal-titel\"; did you mean \"modal-title\"? `flowlint rules` lists them\n")
    }

    /// Runs flowlint through the shell with standard output redirected as `redirection` says.
    func run(_ arguments: [String], standardOutput redirection: String) throws -> Result {
        try run(["-c", "exec \"$0\" \"$@\" \(redirection)", Self.binary.path] + arguments, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// A report nobody received must not pass for one that was read: whatever the findings, a
    /// report that cannot be written is exit 2, with the reason on standard error.
    @Test func aReportThatCannotBeWrittenExitsTwo() throws {
        let clean = "Tests/FlowLintKitTests/Fixtures/ok/minimal.yaml", failing = "Tests/FlowLintKitTests/Fixtures/err/references.yaml"
        for path in [clean, failing] {
            let closed = try run(["check", path], standardOutput: ">&-")
            #expect(closed.status == 2)
            #expect(closed.stderr == "flowlint: error: cannot write to standard output (bad file descriptor)\n")
            let full = try run(["check", "--format", "json", path], standardOutput: ">/dev/full")
            #expect(full.status == 2)
            #expect(full.stderr == "flowlint: error: cannot write to standard output (no space left on device)\n")
        }
        let rules = try run(["rules"], standardOutput: ">/dev/full")
        #expect(rules.status == 2)
        #expect(rules.stderr == "flowlint: error: cannot write to standard output (no space left on device)\n")
        let graph = try run(["graph", "examples/mail.flow.yaml"], standardOutput: ">&-")
        #expect(graph.status == 2)
        #expect(graph.stderr == "flowlint: error: cannot write to standard output (bad file descriptor)\n")
    }

    @Test func limitFlagsOverrideTheDefaults() throws {
        let result = try run(["check", "--max-depth", "2", "Tests/FlowLintKitTests/Fixtures/ok/minimal.yaml"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("[yaml-limit]"))
    }
}
