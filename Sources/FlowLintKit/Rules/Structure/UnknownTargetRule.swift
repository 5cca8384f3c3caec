/// A segue, button, tab or alert reference names a screen or modal that the file does not define.
struct UnknownTargetRule: Rule {
    static let description = CheckDescription(
        id: "unknown-target",
        summary: "a reference names a screen or modal that is not defined",
        severity: .error
    )
    static let listing = RuleListing(.structure, 1)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        checkCreatedByCode(context)
        let unresolved = context.graph.unresolved
        guard !unresolved.isEmpty else { return }
        // Every misspelt name of a kind is looked up in one pass over the names it could mean:
        // a large flow may hold one every few hundred screens.
        let screens = context.flow.screens.map(\.id.value)
        let modals = context.flow.modals.map(\.id.value)
        var suggested: [UnresolvedReference.Expectation: [String: String]] = [:]
        var replacements: [UnresolvedReference.Expectation: [String: String]] = [:]
        for kind in Set(unresolved.lazy.filter { $0.foundInstead == nil }.map(\.expected)) {
            let candidates = switch kind {
            case .screen: screens
            case .modal: modals
            case .screenOrModal: screens + modals
            }
            let names = unresolved.lazy.filter { $0.foundInstead == nil && $0.expected == kind }.map(\.name.value)
            let suggestions = Suggestions(candidates)
            suggested[kind] = suggestions.closest(to: names)
            replacements[kind] = suggestions.replacements(for: names)
        }
        for reference in unresolved {
            let name = reference.name.value
            let message: String
            if let other = reference.foundInstead {
                message = "\(reference.holder) needs a \(reference.expected.rawValue), but \(UserText.quoted(name)) is a \(other.rawValue)"
            } else {
                message = "\(reference.holder) names \(reference.expected.rawValue) \(UserText.quoted(name)), which is not defined\(Suggestions.clause(suggesting: suggested[reference.expected]?[name]))"
            }
            let fix = replacements[reference.expected]?[name].flatMap { Renaming.fix(reference.name, to: $0) }
            // The name the message suggests, when it is no safe replacement (another is as near,
            // or it differs only in letter case), is offered as a suggestion.
            let suggestion = fix == nil ? suggested[reference.expected]?[name].flatMap { Renaming.fix(reference.name, to: $0) } : nil
            context.report(message, at: reference.name.range, subject: "reference:\(reference.holderKey)->\(name)", fix: fix,
                           suggestions: suggestion.map { [$0] } ?? [])
        }
    }

    /// A flow file's `createdByCode:` names screens; frontends only ever list screens they made.
    private func checkCreatedByCode(_ context: RuleContext) {
        let screenCount = context.flow.screens.count
        let listed = context.flow.screensCreatedByCode
        // The names defined nowhere are looked up in one pass, as the references' are below.
        let missing = listed.lazy.filter { context.graph.node(named: $0.value) == nil }.map(\.value)
        let suggested = missing.isEmpty ? [:] : Suggestions(context.flow.screens.map(\.id.value)).closest(to: missing)
        for name in listed {
            guard let node = context.graph.node(named: name.value) else {
                context.report("`createdByCode` names screen \(UserText.quoted(name.value)), which is not defined\(Suggestions.clause(suggesting: suggested[name.value]))",
                               at: name.range, subject: "reference:createdByCode->\(name.value)")
                continue
            }
            if node >= screenCount {
                context.report("`createdByCode` needs a screen, but \(UserText.quoted(name.value)) is a modal",
                               at: name.range, subject: "reference:createdByCode->\(name.value)")
            }
        }
    }
}
