/// The rule catalogue as people read it: `flowlint rules` and `flowlint explain`.
public enum RuleDocumentation {
    public struct Entry: Sendable {
        public var id: String
        public var severity: Severity
        public var guidelines: [String]
        public var summary: String
        public var isFormatCheck: Bool
    }

    /// Rules in catalogue order, then the format checks.
    public static var entries: [Entry] {
        RuleCatalog.all.map { type in
            let description = type.description
            return Entry(id: description.id, severity: description.defaultSeverity, guidelines: description.guidelines,
                         summary: description.summary, isFormatCheck: false)
        } + FormatCheck.allCases.map { check in
            Entry(id: check.rawValue, severity: .error, guidelines: [], summary: check.summary, isFormatCheck: true)
        }
    }

    /// The page of `rules/<id>.md` without its front matter.
    public static func page(for id: String) -> String? {
        EmbeddedDocumentation.rules[id].map { RuleDocument(markdown: $0).body.trimmingNewlines + "\n" }
    }

    public static var guidelines: String { EmbeddedDocumentation.guidelines }

    /// A fixed-width table, one rule per line.
    public static func table() -> String {
        let rows = entries.map { entry in
            [entry.id, entry.severity.rawValue, entry.isFormatCheck ? "format" : entry.guidelines.joined(separator: ","), entry.summary]
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
