/// Without an entry screen nothing is reachable, so every other navigation fact is guesswork.
struct MissingEntryRule: Rule {
    static let description = CheckDescription(
        id: "missing-entry",
        summary: "the flow names no entry screen, or names one that does not exist",
        severity: .error
    )
    static let listing = RuleListing(.structure, 2)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        guard let entry = context.flow.entry else {
            let head = SourceRange(at: context.flow.range.start)
            context.report("the flow has no entry; add `entry:` with the screen the app starts on", at: head, subject: "entry")
            return
        }
        guard context.graph.entry == nil else { return }
        let screens = context.flow.screens.map(\.id.value)
        let reason = context.graph.node(named: entry.value) != nil
            ? "\(UserText.quoted(entry.value)) is a modal, and the app must start on a screen"
            : "entry \(UserText.quoted(entry.value)) is not a defined screen\(Suggestions.clause(for: entry.value, in: screens))"
        context.report(reason, at: entry.range, subject: "entry")
    }
}
