/// Where each rule's documentation page lives, for links in reports.
public enum RuleDocumentationLink {
    public static let base = "https://github.com/flowlint/flowlint/blob/main/rules/"
    public static let project = "https://github.com/flowlint/flowlint"

    public static func url(for ruleID: String) -> String {
        base + ReportPaths.uriPath(ruleID) + ".md"
    }
}

/// What report formats say about a rule, format check or suppression check.
public struct ReportRule: Sendable, Equatable {
    public var id: String
    public var summary: String
    public var defaultSeverity: Severity
    public var guidelines: [String]
    public var kind: CheckSummary.Kind

    public init(_ check: CheckSummary) {
        id = check.id
        summary = check.summary
        defaultSeverity = check.defaultSeverity
        guidelines = check.guidelines
        kind = check.kind
    }

    public init(_ description: RuleDescription) {
        self.init(CheckSummary(description))
    }

    /// Every check, in catalogue order.
    public static var all: [ReportRule] { RuleCatalog.checks.map(ReportRule.init) }

    public var documentationURL: String { RuleDocumentationLink.url(for: id) }

    /// `unknown-target` becomes `UnknownTarget`, the identifier-like name SARIF viewers show.
    public var pascalCaseName: String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The summary, what kind of check this is, and the guidelines the rule enforces.
    public var fullDescription: String {
        var text = "\(summary) (flowlint \(kind.rawValue) \(id))"
        if !guidelines.isEmpty {
            text += "; enforces guideline\(guidelines.count == 1 ? "" : "s") \(guidelines.joined(separator: ", ")) of rules/GUIDELINES.md"
        }
        return text
    }
}
