import Foundation
import Testing
@testable import FlowLintKit

@Suite struct FormatsSARIFTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func firstRun(_ text: String) throws -> [String: Any] {
        try #require((try json(text)["runs"] as? [[String: Any]])?.first)
    }

    /// The fixture under every shipped rule, with the full rule catalogue, as the command line writes it.
    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/conformance and python3 with jsonschema; always runs under CI=true"))
    func fullCatalogueReportIsValid() throws {
        let run = LintRun(files: [try Repository.lint(FormatsFixture.appPath), try Repository.lint(FormatsFixture.cleanPath)])
        let sarif = SARIFFormatter(settings: ReportSettings(root: Repository.root.path)).format(run)
        let problems = try SARIFSchema.problems(in: sarif)
        #expect(problems == nil, "\(problems ?? "")")
        let document = try Self.firstRun(sarif)
        let rules = try #require(((document["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleCatalog.allIDs)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            #expect(rule["helpUri"] as? String == "https://github.com/flowlint/flowlint/blob/main/rules/\(id).md")
        }
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.count == run.diagnostics.count)
        for (result, diagnostic) in zip(results, run.diagnostics) {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == diagnostic.ruleID)
        }
        let base = try #require((document["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])
        #expect(base["uri"] as? String == ReportPaths.fileURI(directory: Repository.root.path))
        #expect((base["uri"] as? String)?.hasSuffix("/") == true)
    }

    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/conformance and python3 with jsonschema; always runs under CI=true"))
    func pathsOutsideTheRootBecomeAbsoluteFileURIs() throws {
        let finding = Diagnostic(ruleID: "unknown-key", severity: .error, message: "m", file: "/elsewhere/a b.flow.yaml",
                                 range: LineColumnRange(at: SourcePosition(line: 1, column: 1)))
        let run = LintRun(files: [FileReport(source: SourceFile(path: finding.file, text: ""), diagnostics: [finding])])
        let sarif = SARIFFormatter(settings: ReportSettings(root: "/repo")).format(run)
        #expect(try SARIFSchema.problems(in: sarif) == nil)
        #expect(sarif.contains("\"uri\": \"file:///elsewhere/a%20b.flow.yaml\""))
        #expect(!sarif.contains("\"uriBaseId\": \"%SRCROOT%\""))
    }

    /// Lines added above a finding, and an unrelated new finding, leave fingerprints alone.
    @Test func fingerprintsSurviveUnrelatedEdits() throws {
        let original = try Repository.read(FormatsFixture.appPath)
        let edited = "# a comment\n\n" + original.replacingOccurrences(of: "screens:\n", with: "screens:\n  Extra: { title: Extra }\n")
        let before = Linter().lint(path: FormatsFixture.appPath, text: original).diagnostics
        let after = Linter().lint(path: FormatsFixture.appPath, text: edited).diagnostics
        let paths = ReportPaths(root: nil)
        let beforeByKey = Dictionary(zip(before.map { "\($0.ruleID) \($0.message)" }, Fingerprint.fingerprints(for: before, paths: paths)),
                                     uniquingKeysWith: { first, _ in first })
        let afterByKey = Dictionary(zip(after.map { "\($0.ruleID) \($0.message)" }, Fingerprint.fingerprints(for: after, paths: paths)),
                                    uniquingKeysWith: { first, _ in first })
        #expect(after.count > before.count)
        #expect(before.map { $0.range.start.line } != after.filter { beforeByKey["\($0.ruleID) \($0.message)"] != nil }.map { $0.range.start.line })
        for (key, fingerprint) in beforeByKey {
            #expect(afterByKey[key] == fingerprint, "\(key)")
        }
    }

    @Test func identicalFindingsGetDistinctFingerprints() {
        let finding = Diagnostic(ruleID: "duplicate-key", severity: .error, message: "same", file: "a.flow.yaml",
                                 range: LineColumnRange(at: SourcePosition(line: 1, column: 1)))
        var moved = finding
        moved.range = LineColumnRange(at: SourcePosition(line: 9, column: 1))
        let fingerprints = Fingerprint.fingerprints(for: [finding, moved], paths: ReportPaths(root: nil))
        #expect(fingerprints[0].hasSuffix(":1") && fingerprints[1].hasSuffix(":2"))
        #expect(fingerprints[0].dropLast(2) == fingerprints[1].dropLast(2))
    }

    @Test func fingerprintsUseRelativePaths() {
        let finding = Diagnostic(ruleID: "r", severity: .error, message: "m", file: "/checkout/a.flow.yaml",
                                 range: LineColumnRange(at: SourcePosition(line: 1, column: 1)), subject: "screen:A")
        var relative = finding
        relative.file = "a.flow.yaml"
        #expect(Fingerprint.fingerprints(for: [finding], paths: ReportPaths(root: "/checkout"))
            == Fingerprint.fingerprints(for: [relative], paths: ReportPaths(root: "/elsewhere")))
    }

    @Test func fnv1aMatchesKnownValues() {
        #expect(Fingerprint.fnv1a("") == "cbf29ce484222325")
        #expect(Fingerprint.fnv1a("a") == "af63dc4c8601ec8c")
        #expect(Fingerprint.fnv1a("foobar") == "85944171f73967e8")
    }
}
