public enum RuleCatalog {
    /// Every rule flowlint ships, in the order `flowlint rules` lists them: by each rule's own
    /// `listing`, since the list of rule types (`RuleCatalog+Generated.swift`) is generated from
    /// the rule files and knows nothing of order.
    public static let all: [any Rule.Type] = generatedRuleTypes.sorted { $0.listing < $1.listing }

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Every check flowlint can report, for the configuration, suppressions, listings,
    /// documentation and reports: the rules, then the format checks, then the checks of
    /// suppression comments. Built here only, so that all of them know the same checks.
    public static let checks: [CheckDescription] =
        all.map { $0.description } + FormatCheck.allCases.map(\.description) + SuppressionCheck.allCases.map(\.description)

    /// Every id a configuration, a suppression or `flowlint explain` may name, in catalogue order.
    public static let allIDs: [String] = checks.map(\.id)

    private static let checksByID = Dictionary(uniqueKeysWithValues: checks.map { ($0.id, $0) })

    public static func check(id: String) -> CheckDescription? {
        checksByID[id]
    }
}
