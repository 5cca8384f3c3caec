/// The rule catalogue as people read it: `flowlint rules` and `flowlint explain`.
public enum RuleDocumentation {
    /// The page of `rules/<id>.md` without its front matter.
    public static func page(for id: String) -> String? {
        EmbeddedDocumentation.rules[id].map { RuleDocument(markdown: $0).body.trimmingNewlines + "\n" }
    }

    public static var guidelines: String { EmbeddedDocumentation.guidelines }

    /// A fixed-width table, one rule per line.
    public static func table() -> String {
        let rows = RuleCatalog.checks.map { check in
            [check.id, check.isOnByDefault ? check.defaultSeverity.rawValue : "off", check.kind == .rule ? check.guidelines.joined(separator: ",") : check.kind.rawValue, check.summary]
        }
        let header = ["RULE", "SEVERITY", "GUIDELINES", "SUMMARY"]
        let widths = (0 ..< 3).map { column in (rows + [header]).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0 ..< 3).map { row[$0].padding(toLength: widths[$0]) }.joined(separator: "  ") + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }

    /// The unknown id's closest match, for `explain`'s error message.
    public static func suggestion(for id: String) -> String {
        Suggestions.clause(for: id, in: RuleCatalog.allIDs)
    }

    /// What `explain`, `--only-rule` and `--disable-rule` say of an id no rule has.
    public static func unknownRule(_ id: String) -> String {
        let suggestion = suggestion(for: id)
        return "unknown rule \"\(id)\"\(suggestion)\(suggestion.isEmpty ? ";" : "") `flowlint rules` lists them"
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    var trimmingNewlines: String {
        var text = Substring(self)
        while text.first == "\n" { text = text.dropFirst() }
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
