/// Every rule flowlint ships, in the order `flowlint rules` lists them.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        // Structure
        UnknownTargetRule.self,
        MissingEntryRule.self,
        UnreachableScreenRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Every id a configuration or suppression may name: rules and format checks.
    public static var allIDs: [String] {
        all.map { $0.description.id } + FormatCheck.allCases.map(\.rawValue)
    }
}
