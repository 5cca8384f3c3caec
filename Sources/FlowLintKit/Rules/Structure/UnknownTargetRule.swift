/// A segue, button, tab or alert reference names a screen or modal that the file does not define.
struct UnknownTargetRule: Rule {
    static let description = RuleDescription(
        id: "unknown-target",
        summary: "a reference names a screen or modal that is not defined",
        severity: .error
    )

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let screens = context.flow.screens.map(\.id.value)
        let modals = context.flow.modals.map(\.id.value)
        for reference in context.graph.unresolved {
            let name = reference.name.value
            let message: String
            if let other = reference.foundInstead {
                message = "\(reference.holder) needs a \(reference.expected.rawValue), but \(UserText.quoted(name)) is a \(other.rawValue)"
            } else {
                let candidates: [String] = switch reference.expected {
                case .screen: screens
                case .modal: modals
                case .screenOrModal: screens + modals
                }
                message = "\(reference.holder) names \(reference.expected.rawValue) \(UserText.quoted(name)), which is not defined\(Suggestions.clause(for: name, in: candidates))"
            }
            context.report(message, at: reference.name.range, subject: "reference:\(reference.holderKey)->\(name)")
        }
    }
}
