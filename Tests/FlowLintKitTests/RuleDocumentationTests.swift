import Testing
@testable import FlowLintKit

/// `rules/<id>.md` is both the documentation and the test suite of each rule and format check.
@Suite struct RuleDocumentationTests {
    static let documentedIDs = Repository.files(in: "rules", withExtension: "md")
        .map { String($0.dropFirst("rules/".count).dropLast(".md".count)) }
        .filter { $0 != "GUIDELINES" && $0 != "README" }
    static let ruleIDs = RuleCatalog.all.map { $0.description.id }

    @Test func everyRuleAndCheckHasADocumentAndEveryDocumentARule() {
        #expect(Set(RuleCatalog.allIDs).subtracting(Self.documentedIDs).sorted() == [], "rules without rules/<id>.md")
        #expect(Set(Self.documentedIDs).subtracting(RuleCatalog.allIDs).sorted() == [], "documents without a rule")
    }

    @Test(arguments: ruleIDs)
    func frontMatterAgreesWithTheRule(id: String) throws {
        let rule = try #require(RuleCatalog.rule(id: id)).description
        let document = RuleDocument(markdown: try Repository.read("rules/\(id).md"))
        let front = try #require(YAMLParser().parse(document.frontMatter).document?.root)
        let fields = Dictionary(uniqueKeysWithValues: front.entries.compactMap { key, value in key.scalar.map { ($0, value) } })
        #expect(fields["id"]?.scalar == id)
        #expect(fields["severity"]?.scalar == rule.defaultSeverity.rawValue)
        #expect((fields["guidelines"]?.items.compactMap(\.scalar) ?? []) == rule.guidelines)
        let options = fields["options"]?.entries.compactMap { key, value in key.scalar.map { ($0, value.scalar ?? "") } } ?? []
        #expect(options.map(\.0) == rule.options.map(\.name))
        #expect(options.map(\.1) == rule.options.map(\.defaultValue.description))
    }

    @Test(arguments: ruleIDs)
    func guidelinesExist(id: String) throws {
        let guidelines = try Repository.read("rules/GUIDELINES.md")
        for guideline in try #require(RuleCatalog.rule(id: id)).description.guidelines {
            #expect(guidelines.contains("## \(guideline) "), "GUIDELINES.md has no section \(guideline)")
        }
    }

    @Test(arguments: documentedIDs)
    func examplesBehaveAsDocumented(id: String) throws {
        let document = RuleDocument(markdown: try Repository.read("rules/\(id).md"))
        #expect(document.examples.contains { $0.kind == .triggers }, "rules/\(id).md has no triggering example")
        #expect(document.examples.contains { $0.kind == .passes }, "rules/\(id).md has no passing example")
        // Swift examples, and flow files checked beside a Swift example (`code=Name`), need the
        // Swift frontend: FlowLintSwiftTests runs them (`RuleSwiftExampleTests`).
        for example in document.examples where example.language != "swift" && example.options["code"] == nil {
            let configuration = try Self.configuration(for: id, options: example.options)
            // An XML example is a storyboard; the path's extension tells the linter so.
            let path = example.language == "xml" ? "rules/\(id).storyboard" : "rules/\(id).md"
            let report = Linter(configuration: configuration).lint(path: path, text: example.yaml)
            let found = report.diagnostics.filter { $0.ruleID == id }.map(\.range.start)
            let context = "rules/\(id).md example at line \(example.line):\n" + TextFormatter().format(LintRun(files: [report]))
            #expect(example.problem(found: found, rule: id) == nil, "\(context)")
        }
    }

    static func configuration(for id: String, options: [String: String]) throws -> LintConfiguration {
        if id == FormatCheck.yamlLimit.rawValue {
            var limits = YAMLLimits()
            if let depth = options["max-depth"] { limits.maxDepth = try #require(Int(depth)) }
            if let nodes = options["max-nodes"] { limits.maxNodes = try #require(Int(nodes)) }
            return LintConfiguration(limits: limits)
        }
        if id == SuppressionCheck.unusedSuppression.rawValue {
            return LintConfiguration(rules: [id: RuleSetting(isEnabled: true)])
        }
        // `storyboard=Name` names a storyboard that the page's Swift examples are checked with.
        let options = options.filter { $0.key != "storyboard" }
        guard !options.isEmpty, let rule = RuleCatalog.rule(id: id) else { return LintConfiguration() }
        var values: [String: RuleOptionValue] = [:]
        for (name, text) in options {
            let option = try #require(rule.description.options.first { $0.name == name }, "unknown option \(name)")
            switch option.defaultValue {
            case .int: values[name] = .int(try #require(Int(text)))
            case .bool: values[name] = .bool(text == "true")
            case .string: values[name] = .string(text)
            }
        }
        return LintConfiguration(rules: [id: RuleSetting(options: RuleOptions(values))])
    }
}
