/// Where each rule's documentation page lives, for links in reports.
public enum RuleDocumentationLink {
    public static let base = "https://github.com/flowlint/flowlint/blob/main/rules/"
    public static let project = "https://github.com/flowlint/flowlint"

    public static func url(for ruleID: String) -> String {
        base + ReportPaths.uriPath(ruleID) + ".md"
    }
}

/// What report formats say about a check, from its one description.
extension CheckDescription {
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
