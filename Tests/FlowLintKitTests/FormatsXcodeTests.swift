import Foundation
import Testing
@testable import FlowLintKit

/// The `xcode` format: compiler-style lines that Xcode and SwiftPM show as diagnostics.
@Suite struct FormatsXcodeTests {
    static func diagnostic(_ severity: Severity, file: String, line: Int, column: Int, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(
            ruleID: "example-rule", severity: severity, message: "a \(severity.rawValue) finding", file: file,
            range: LineColumnRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: line, column: column + 3)),
            notes: notes, subject: "screen:\(line)"
        )
    }

    static func run(_ diagnostics: [Diagnostic], path: String) -> LintRun {
        LintRun(files: [FileReport(source: SourceFile(path: path, text: "a\nb\nc\nd\n"), diagnostics: diagnostics)])
    }

    @Test func everyFindingAndNoteIsOneLineWithAnAbsolutePath() {
        let note = Diagnostic.Note("where it is presented", file: "Flows/../Flows/./app.flow.yaml", range: LineColumnRange(at: SourcePosition(line: 2, column: 9)))
        let run = Self.run([
            Self.diagnostic(.error, file: "Flows/app.flow.yaml", line: 1, column: 3, notes: [note]),
            Self.diagnostic(.warning, file: "Flows/app.flow.yaml", line: 3, column: 1),
            Self.diagnostic(.info, file: "/elsewhere/other.flow.yaml", line: 4, column: 7),
        ], path: "Flows/app.flow.yaml")
        let output = XcodeFormatter(workingDirectory: "/work/App/").format(run)
        #expect(output == """
        /work/App/Flows/app.flow.yaml:1:3: error: a error finding [example-rule]
        /work/App/Flows/app.flow.yaml:2:9: note: where it is presented
        /work/App/Flows/app.flow.yaml:3:1: warning: a warning finding [example-rule]
        /elsewhere/other.flow.yaml:4:7: note: a info finding [example-rule]

        """)
    }

    @Test func aCleanRunPrintsNothing() {
        #expect(XcodeFormatter(workingDirectory: "/work").format(Self.run([], path: "a.flow.yaml")) == "")
    }

    @Test func aLineBreakInAMessageCannotStartALine() {
        var diagnostic = Self.diagnostic(.warning, file: "a.flow.yaml", line: 1, column: 1)
        diagnostic.message = "first\n/etc/passwd:1:1: error: forged"
        let output = XcodeFormatter(workingDirectory: "/w").format(Self.run([diagnostic], path: "a.flow.yaml"))
        #expect(output == "/w/a.flow.yaml:1:1: warning: first\\u{a}/etc/passwd:1:1: error: forged [example-rule]\n")
    }

    @Test func theFormatIsNamedXcode() {
        #expect(ReportFormat(rawValue: "xcode") == .xcode)
        #expect(ReportFormat.xcode.formatter(ReportSettings(workingDirectory: "/w")) is XcodeFormatter)
        #expect((try? ReportOutput(parsing: "xcode=build/flowlint.log")) == ReportOutput(format: .xcode, path: "build/flowlint.log"))
    }
}

/// `flowlint check --format xcode` as a build runs it: exact lines, exact exit codes.
@Suite(.serialized) struct XcodeCommandLineTests {
    static let flow = "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home:\n    title: Home\n    segues:\n      - push: Missing\n  Lost: { title: Lost }\n"

    func project() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowlint-xcode-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Flows"), withIntermediateDirectories: true)
        try Self.flow.write(to: directory.appendingPathComponent("Flows/app.flow.yaml"), atomically: true, encoding: .utf8)
        return directory
    }

    func expected(in directory: URL) -> String {
        let path = directory.path + "/Flows/app.flow.yaml"
        return """
        \(path):8:15: error: a segue from "Home" names screen "Missing", which is not defined [unknown-target]
        \(path):9:3: warning: screen "Lost" cannot be reached from the entry [unreachable-screen]

        """
    }

    @Test func errorsExitOneAndEveryLineIsADiagnostic() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineTests().run(["check", "--format", "xcode", "Flows"], directory: directory)
        #expect(result.status == 1)
        #expect(result.stdout == expected(in: directory))
        #expect(result.stderr == "")
    }

    @Test func failOnNoneReportsTheSameAndExitsZero() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineTests().run(["check", "--format", "xcode", "--fail-on", "none", "Flows/app.flow.yaml"], directory: directory)
        #expect(result.status == 0)
        #expect(result.stdout == expected(in: directory))
        #expect(result.stderr == "")
    }

    @Test func failOnWarningFailsOnAWarningAlone() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = "rules:\n  unknown-target: off\n"
        try config.write(to: directory.appendingPathComponent(".flowlint.yml"), atomically: true, encoding: .utf8)
        let clean = try CommandLineTests().run(["check", "--format", "xcode", "Flows"], directory: directory)
        #expect(clean.status == 0)
        let failing = try CommandLineTests().run(["check", "--format", "xcode", "--fail-on", "warning", "Flows"], directory: directory)
        #expect(failing.status == 1)
        #expect(failing.stdout == clean.stdout)
        #expect(failing.stdout.hasSuffix(":9:3: warning: screen \"Lost\" cannot be reached from the entry [unreachable-screen]\n"))
        // The reason names the option the user gave.
        #expect(failing.stderr == "flowlint: 1 warning and --fail-on warning allows none\n")
    }

    @Test func failOnNoneWithStrictIsAUsageError() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineTests().run(["check", "--fail-on", "none", "--strict", "Flows"], directory: directory)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--fail-on none cannot be used with --strict or --max-warnings"))
    }

    @Test func anXcodeReportFileHoldsTheSameLines() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandLineTests().run(["check", "--output", "xcode=build/flowlint.log", "--color", "never", "Flows"], directory: directory)
        #expect(result.status == 1)
        let report = try String(contentsOf: directory.appendingPathComponent("build/flowlint.log"), encoding: .utf8)
        #expect(report == expected(in: directory))
    }
}
