/// A segue, button, tab or alert reference names a screen or modal that the file does not define.
struct UnknownTargetRule: Rule {
    static let description = RuleDescription(
        id: "unknown-target",
        summary: "a reference names a screen or modal that is not defined",
        severity: .error
    )

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let unresolved = context.graph.unresolved
        guard !unresolved.isEmpty else { return }
        // Prepared once for the file, and each name looked up once: a large flow may hold a
        // misspelt name every few hundred screens, some of them many times.
        let screens = context.flow.screens.map(\.id.value)
        let modals = context.flow.modals.map(\.id.value)
        var suggestions: [UnresolvedReference.Expectation: Suggestions] = [:]
        var clauses: [UnresolvedReference.Expectation: [String: String]] = [:]
        func clause(for name: String, _ kind: UnresolvedReference.Expectation) -> String {
            if let known = clauses[kind]?[name] { return known }
            if suggestions[kind] == nil {
                suggestions[kind] = switch kind {
                case .screen: Suggestions(screens)
                case .modal: Suggestions(modals)
                case .screenOrModal: Suggestions(screens + modals)
                }
            }
            let found = suggestions[kind]!.clause(for: name)
            clauses[kind, default: [:]][name] = found
            return found
        }
        for reference in unresolved {
            let name = reference.name.value
            let message: String
            if let other = reference.foundInstead {
                message = "\(reference.holder) needs a \(reference.expected.rawValue), but \(UserText.quoted(name)) is a \(other.rawValue)"
            } else {
                message = "\(reference.holder) names \(reference.expected.rawValue) \(UserText.quoted(name)), which is not defined\(clause(for: name, reference.expected))"
            }
            context.report(message, at: reference.name.range, subject: "reference:\(reference.holderKey)->\(name)")
        }
    }
}
