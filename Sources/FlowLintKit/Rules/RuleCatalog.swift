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
