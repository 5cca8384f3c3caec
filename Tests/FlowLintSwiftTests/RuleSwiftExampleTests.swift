#if SwiftSources
import FlowLintKit
import FlowLintSwift
import Foundation
import Testing

/// The `swift` examples of the rule pages (`rules/<id>.md`), each checked as one app's only
/// Swift file, as `flowlint check DIR` checks it: a triggering example gives exactly the findings
/// its `//  ^ rule-id` markers say, a passing one none of the page's rule. A Swift example marked
/// `storyboard=Name` is checked with the page's `xml` example of that mark, as `Name.storyboard`.
/// A `yaml` example marked `code=Name` is a flow file beside code: checked as `app-flow.yaml` with
/// the page's `swift` example of that mark, as `Name.swift`, its markers placing the findings in it.
@Suite struct RuleSwiftExampleTests {
    static let pages: [String] = {
        let rules = SwiftFixtureTests.root.appendingPathComponent("rules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().filter { name in
            let text = (try? String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.contains("```swift ")
        }.map { String($0.dropLast(".md".count)) }
    }()

    @Test func someRulePagesHaveSwiftExamples() {
        #expect(Self.pages.count >= 3, "\(Self.pages)")
    }

    @Test(arguments: pages)
    func swiftExamplesBehaveAsDocumented(id: String) throws {
        let page = try String(contentsOf: SwiftFixtureTests.root.appendingPathComponent("rules/\(id).md"), encoding: .utf8)
        let all = RuleDocument(markdown: page).examples
        let examples = all.filter { $0.language == "swift" || ($0.language == "yaml" && $0.options["code"] != nil) }
        #expect(examples.contains { $0.kind == .triggers } && examples.contains { $0.kind == .passes },
                "rules/\(id).md has Swift examples, so it needs a triggering and a passing one")
        for example in examples {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-rule-\(id)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            if example.language == "yaml", let name = example.options["code"] {
                let code = try #require(all.first { $0.language == "swift" && $0.options["code"] == name },
                                        "rules/\(id).md has no swift example marked code=\(name)")
                try code.yaml.write(to: directory.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
                try example.yaml.write(to: directory.appendingPathComponent("app-flow.yaml"), atomically: true, encoding: .utf8)
            } else {
                try example.yaml.write(to: directory.appendingPathComponent("Example.swift"), atomically: true, encoding: .utf8)
            }
            if let name = example.options["storyboard"] {
                let storyboard = try #require(all.first { $0.language == "xml" && $0.options["storyboard"] == name },
                                              "rules/\(id).md has no xml example marked storyboard=\(name)")
                try storyboard.yaml.write(to: directory.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
            }
            // The page's rule is turned on, as for the YAML examples: `unused-suppression` is off by default.
            var runner = CheckRunner(linter: Linter(configuration: LintConfiguration(rules: [id: RuleSetting()])), formatter: TextFormatter())
            runner.codeFrontend = SwiftSources.frontend
            let outcome = runner.run(paths: [directory.path])
            // A flow file's markers place findings in it alone.
            let reports = example.language == "yaml" ? outcome.run.files.filter { $0.path.hasSuffix("/app-flow.yaml") } : outcome.run.files
            let found = reports.flatMap(\.diagnostics).filter { $0.ruleID == id }.map(\.range.start)
            #expect(example.problem(found: found, rule: id) == nil, "rules/\(id).md Swift example at line \(example.line):\n\(outcome.report)")
        }
    }
}
#endif
