// Generated from the rule types in Sources/FlowLintKit/Rules by `swift run flowlint-generate`. Do not edit.

extension RuleCatalog {
    /// Every type of `Rules/` that conforms to `Rule`, by name: `RuleCatalog.all` puts them
    /// in the order of their `listing`.
    static let generatedRuleTypes: [any Rule.Type] = [
        AlertActionsRule.self,
        AppearanceRefreshRule.self,
        AttemptToDismissUnreachableRule.self,
        ConfirmBeforeDiscardRule.self,
        ConsistentTransitionsRule.self,
        ContextPresentationRootRule.self,
        CrossStoryboardSegueRule.self,
        CurrentContextCompactRule.self,
        DeadEndRule.self,
        DismissUnpresentedRule.self,
        DoneCompletesTaskRule.self,
        FlowFileDriftRule.self,
        FullScreenForMultistepRule.self,
        HiddenBarNoBackRule.self,
        MissingEntryRule.self,
        ModalCompletionRule.self,
        ModalDismissButtonRule.self,
        ModalHierarchyDepthRule.self,
        ModalSinglePathRule.self,
        ModalTitleRule.self,
        NestedModalDepthRule.self,
        PartialCurlStyleRule.self,
        PopFromRootRule.self,
        PopTargetNotOnStackRule.self,
        PushNavigationControllerRule.self,
        ShowOutsideNavigationRule.self,
        UnknownStoryboardIdentifierRule.self,
        UnknownTargetRule.self,
        UnreachableScreenRule.self,
    ]
}
