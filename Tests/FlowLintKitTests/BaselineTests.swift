import Foundation
import Testing
@testable import FlowLintKit

@Suite struct BaselineTests {
    private static let rules: [String: RuleSetting] = {
        var rules = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.description.id, RuleSetting.off) })
        rules["unreachable-screen"] = RuleSetting()
        return rules
    }()

    private static let original = """
    flowlint: 1
    app: Notes
    entry: Library
    screens:
      Library: { title: Notes, terminal: true }
      Orphan: { title: Orphan, terminal: true }
      Stray: { title: Stray, terminal: true }

    """

    /// Lints texts as files in `scratch`, like a run over them.
    private func run(_ files: [(String, String)], in scratch: ScratchDirectory, baseline: Baseline? = nil) throws -> CheckRunner.Outcome {
        let paths = try files.map { try scratch.write($0.0, $0.1) }
        var runner = CheckRunner(linter: Linter(configuration: LintConfiguration(rules: Self.rules)), formatter: TextFormatter())
        runner.baseline = baseline
        return runner.run(paths: paths)
    }

    @Test func writesSortedStableJSON() throws {
        let scratch = try ScratchDirectory()
        let outcome = try run([("b/z.flow.yaml", Self.original), ("a.flow.yaml", Self.original)], in: scratch)
        let extra = Diagnostic(ruleID: "yaml-syntax", severity: .error, message: "did not find expected key",
                               file: scratch.path + "/a.flow.yaml", range: LineColumnRange(at: .start))
        var withExtra = outcome.run
        withExtra.files[0].diagnostics.append(extra)
        withExtra.files[0].diagnostics.append(extra)
        let baseline = Baseline(run: withExtra, savedAt: scratch.path + "/flowlint-baseline.json")
        #expect(baseline.rendered() == """
        {
          "version": 1,
          "tool": "flowlint",
          "findings": [
            {
              "file": "a.flow.yaml",
              "rule": "unreachable-screen",
              "subject": "screen:Orphan",
              "count": 1
            },
            {
              "file": "a.flow.yaml",
              "rule": "unreachable-screen",
              "subject": "screen:Stray",
              "count": 1
            },
            {
              "file": "a.flow.yaml",
              "rule": "yaml-syntax",
              "message": "did not find expected key",
              "count": 2
            },
            {
              "file": "b/z.flow.yaml",
              "rule": "unreachable-screen",
              "subject": "screen:Orphan",
              "count": 1
            },
            {
              "file": "b/z.flow.yaml",
              "rule": "unreachable-screen",
              "subject": "screen:Stray",
              "count": 1
            }
          ]
        }

        """)
        // Written atomically and read back, it is the same baseline.
        let path = scratch.path + "/flowlint-baseline.json"
        try baseline.write(to: path)
        #expect(try Baseline.load(path: path) == baseline)
    }

    @Test func movedLinesStayBaselinedAndNewFindingsShow() throws {
        let scratch = try ScratchDirectory()
        let before = try run([("app-flow.yaml", Self.original)], in: scratch)
        #expect(before.run.count(.warning) == 2)
        let path = scratch.path + "/baseline.json"
        try Baseline(run: before.run, savedAt: path).write(to: path)
        let baseline = try Baseline.load(path: path)

        // Same findings, every line moved: comments added, screens reordered.
        let moved = """
        # Notes app flow
        flowlint: 1
        app: Notes
        entry: Library

        screens:
          # screens nobody reaches yet
          Stray: { title: Stray, terminal: true }
          Library: { title: Notes, terminal: true }

          Orphan: { title: Orphan, terminal: true }

        """
        let after = try run([("app-flow.yaml", moved)], in: scratch, baseline: baseline)
        #expect(after.run.diagnostics.isEmpty)
        #expect(after.exitCode == 0)

        // A new unreachable screen is reported, and only it.
        let grown = moved + "  Lost: { title: Lost, terminal: true }\n"
        let newer = try run([("app-flow.yaml", grown)], in: scratch, baseline: baseline)
        #expect(newer.run.diagnostics.map { "\($0.range.start) \($0.subject ?? "")" } == ["12:3 screen:Lost"])
    }

    @Test func countsLetExtraCopiesThrough() throws {
        let scratch = try ScratchDirectory()
        let file = scratch.path + "/a.flow.yaml"
        func finding(_ line: Int) -> Diagnostic {
            Diagnostic(ruleID: "dead-end", severity: .warning, message: "m", file: file,
                       range: LineColumnRange(at: SourcePosition(line: line, column: 1)))
        }
        let report = FileReport(source: SourceFile(path: file, text: ""), diagnostics: [finding(1), finding(2), finding(3)])
        let baseline = Baseline(counts: [Baseline.Key(file: "a.flow.yaml", rule: "dead-end", subject: nil, message: "m"): 2],
                                directory: scratch.path)
        #expect(baseline.filter(LintRun(files: [report])).diagnostics.map(\.range.start.line) == [3])
    }

    /// Messages now quote the holder's name (`a button of screen "Draft"`); subjects must not
    /// follow, or baselines written before would stop matching.
    @Test func unknownTargetSubjectsKeepTheirFirstSpelling() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("app-flow.yaml", """
        flowlint: 1
        app: Notes
        entry: Draft
        screens:
          Draft:
            title: Draft
            terminal: true
            buttons:
              - { title: Go, action: { push: Nowhere } }

        """)
        var rules = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.description.id, RuleSetting.off) })
        rules["unknown-target"] = RuleSetting()
        var runner = CheckRunner(linter: Linter(configuration: LintConfiguration(rules: rules)), formatter: TextFormatter())
        let unfiltered = runner.run(paths: [path])
        #expect(unfiltered.run.diagnostics.map(\.message) == ["a button of screen \"Draft\" names screen \"Nowhere\", which is not defined"])
        runner.baseline = Baseline(
            counts: [Baseline.Key(file: "app-flow.yaml", rule: "unknown-target", subject: "reference:a button of screen Draft->Nowhere"): 1],
            directory: scratch.path
        )
        let filtered = runner.run(paths: [path])
        #expect(filtered.run.diagnostics.isEmpty)
        #expect(filtered.exitCode == 0)
    }

    @Test func pathsAreRelativeToTheBaselineFile() throws {
        let baseline = Baseline(counts: [Baseline.Key(file: "Flows/a.flow.yaml", rule: "r", subject: "screen:A"): 1],
                                directory: FilePaths.absolute("."))
        let spelled = ["Flows/a.flow.yaml", "./Flows/a.flow.yaml", "Flows/../Flows/a.flow.yaml", FilePaths.absolute("Flows/a.flow.yaml")]
        for path in spelled {
            let diagnostic = Diagnostic(ruleID: "r", severity: .warning, message: "x", file: path, range: LineColumnRange(at: .start), subject: "screen:A")
            #expect(baseline.key(for: diagnostic).file == "Flows/a.flow.yaml", "\(path)")
        }
    }

    @Test func malformedBaselinesAreRejected() throws {
        let scratch = try ScratchDirectory()
        let bad = try scratch.write("bad.json", "{\"version\": 1, \"findings\": [{\"file\": \"a\"}]}")
        #expect(throws: Baseline.LoadError(path: bad, reason: "finding 1 needs \"file\", \"rule\" and a positive \"count\"")) {
            try Baseline.load(path: bad)
        }
        let notJSON = try scratch.write("x.json", "findings:\n")
        #expect(throws: Baseline.LoadError(path: notJSON, reason: "not a flowlint baseline (expected a JSON object)")) {
            try Baseline.load(path: notJSON)
        }
        #expect(throws: Baseline.LoadError(path: scratch.path + "/none.json", reason: "no such file or directory")) {
            try Baseline.load(path: scratch.path + "/none.json")
        }
    }

    /// A field of the wrong kind gets the message its absence would, not a generic one.
    @Test func fieldsOfTheWrongKindAreNamed() throws {
        let scratch = try ScratchDirectory()
        let cases = [
            ("{\"version\": \"1\", \"findings\": []}", "unsupported baseline version; expected \"version\": 1"),
            ("{\"version\": 2, \"findings\": []}", "unsupported baseline version; expected \"version\": 1"),
            ("{\"version\": 1, \"findings\": {}}", "\"findings\" must be a list of objects"),
            ("{\"version\": 1, \"findings\": [\"a\"]}", "\"findings\" must be a list of objects"),
            ("{\"version\": 1}", "\"findings\" must be a list of objects"),
            ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"r\", \"count\": \"2\"}]}",
             "finding 1 needs \"file\", \"rule\" and a positive \"count\""),
            ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"r\", \"count\": 1}, {\"file\": 3, \"rule\": \"r\", \"count\": 1}]}",
             "finding 2 needs \"file\", \"rule\" and a positive \"count\""),
            ("[1]", "not a flowlint baseline (expected a JSON object)"),
        ]
        for (index, (text, reason)) in cases.enumerated() {
            let path = try scratch.write("case\(index).json", text)
            #expect(throws: Baseline.LoadError(path: path, reason: reason), "\(text)") { try Baseline.load(path: path) }
        }
        let good = try scratch.write("good.json", "{\"version\": 1, \"findings\": [{\"file\": \"a\", \"rule\": \"r\", \"count\": 2, \"subject\": null}]}")
        #expect(try Baseline.load(path: good).counts == [Baseline.Key(file: "a", rule: "r", subject: nil, message: nil): 2])
    }

    /// Baselines are JSON read by libyaml: JSON as other tools write it (no spaces, escapes) reads
    /// as JSON, a key given twice keeps its first value, and YAML that is not JSON is refused.
    @Test func baselinesAreReadAsJSON() throws {
        let scratch = try ScratchDirectory()
        let compact = try scratch.write("compact.json", #"{"version":1,"tool":"flowlint","findings":[{"file":"a\/b\u00e9.yaml","rule":"r","rule":"dead-end","message":"tab\there","count":3}]}"#)
        let counts = try Baseline.load(path: compact).counts
        #expect(counts == [Baseline.Key(file: "a/bé.yaml", rule: "r", subject: nil, message: "tab\there"): 3], "\(counts)")
        let cases = [
            ("version: 1\nfindings: []\n", "not a flowlint baseline (expected a JSON object)"),
            (#"{"version": 1, "findings": [{"file": a, "rule": "r", "count": 1}]}"#, "finding 1 needs \"file\", \"rule\" and a positive \"count\""),
            (#"{"version": 1, "findings": [{"file": "a", "rule": "r", "count": 1}"#, "not a flowlint baseline (expected a JSON object)"),
        ]
        for (index, (text, reason)) in cases.enumerated() {
            let path = try scratch.write("yaml\(index).json", text)
            #expect(throws: Baseline.LoadError(path: path, reason: reason), "\(text)") { try Baseline.load(path: path) }
        }
    }
}
