/// Without an entry screen nothing is reachable, so every other navigation fact is guesswork.
/// Only the app's start needs one (see `AppStart.needsEntry`): a secondary storyboard whose
/// scenes code instantiates by identifier has no initial view controller, and needs none.
struct MissingEntryRule: Rule {
    static let description = CheckDescription(
        id: "missing-entry",
        summary: "the flow names no entry screen, or names one that does not exist",
        severity: .error
    )
    static let listing = RuleListing(.structure, 2)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let start = context.graph.start
        guard let entry = context.flow.entry else {
            guard start.needsEntry else { return }
            let head = context.flow.range.head
            let message = context.flow.isMainStoryboard
                ? "the app starts in this storyboard (its main storyboard), which has no initial view controller; mark the scene the app starts on as the initial one"
                : context.flow.isReadFromStoryboard
                ? "no scene of this storyboard is its initial view controller and none has a storyboard identifier, so nothing can load it; mark the scene it starts on as the initial one, or give the scenes code loads an identifier"
                : "the flow has no entry; add `entry:` with the screen the app starts on, or `startsInCode: true` when code the flow does not describe shows the first screen"
            context.report(message, at: head, subject: "entry")
            return
        }
        guard start.entry == nil else { return }
        let screens = context.flow.screens.map(\.id.value)
        let reason = context.graph.node(named: entry.value) != nil
            ? "\(UserText.quoted(entry.value)) is a modal, and the app must start on a screen"
            : "entry \(UserText.quoted(entry.value)) is not a defined screen\(Suggestions.clause(for: entry.value, in: screens))"
        context.report(reason, at: entry.range, subject: "entry")
    }
}
