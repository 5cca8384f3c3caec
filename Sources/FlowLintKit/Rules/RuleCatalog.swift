/// Every rule flowlint ships, in the order `flowlint rules` lists them.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        // Structure
        UnknownTargetRule.self,
        MissingEntryRule.self,
        UnreachableScreenRule.self,
        // Navigation and presentation
        PopFromRootRule.self,
        PopTargetNotOnStackRule.self,
        HiddenBarNoBackRule.self,
        ShowOutsideNavigationRule.self,
        CrossStoryboardSegueRule.self,
        DeadEndRule.self,
        AlertActionsRule.self,
        ContextPresentationRootRule.self,
        CurrentContextCompactRule.self,
        AppearanceRefreshRule.self,
        AttemptToDismissUnreachableRule.self,
        // Modality
        ModalDismissButtonRule.self,
        ModalHierarchyDepthRule.self,
        ModalSinglePathRule.self,
        ModalCompletionRule.self,
        NestedModalDepthRule.self,
        ConfirmBeforeDiscardRule.self,
        DoneCompletesTaskRule.self,
        ModalTitleRule.self,
        ConsistentTransitionsRule.self,
        FullScreenForMultistepRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Every check flowlint can report, for listings, documentation and report metadata:
    /// the rules, then the format checks, then the checks of suppression comments.
    public static var checks: [CheckSummary] {
        all.map { CheckSummary($0.description) }
            + FormatCheck.allCases.map { CheckSummary(id: $0.rawValue, summary: $0.summary, defaultSeverity: .error, kind: .formatCheck) }
            + SuppressionCheck.allCases.map { CheckSummary(id: $0.rawValue, summary: $0.summary, defaultSeverity: $0.defaultSeverity, kind: .suppressionCheck) }
    }

    /// Every id a configuration, a suppression or `flowlint explain` may name.
    public static var allIDs: [String] { checks.map(\.id) }
}

/// One line of the catalogue: what any kind of check is called and what it is about.
public struct CheckSummary: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case rule
        case formatCheck = "format check"
        case suppressionCheck = "suppression check"
    }

    public var id: String
    public var summary: String
    public var defaultSeverity: Severity
    public var guidelines: [String]
    public var kind: Kind

    public init(id: String, summary: String, defaultSeverity: Severity, guidelines: [String] = [], kind: Kind) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.guidelines = guidelines
        self.kind = kind
    }

    public init(_ description: RuleDescription) {
        self.init(id: description.id, summary: description.summary, defaultSeverity: description.defaultSeverity,
                  guidelines: description.guidelines, kind: .rule)
    }
}
