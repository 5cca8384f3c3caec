/// A screen no path from the entry leads to is dead weight, or a segue someone forgot.
struct UnreachableScreenRule: Rule {
    static let description = CheckDescription(
        id: "unreachable-screen",
        summary: "no sequence of segues from the entry reaches the screen",
        severity: .warning,
        guidelines: ["G20"]
    )
    static let listing = RuleListing(.structure, 3)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        // Without a resolvable entry, missing-entry has already said what matters.
        guard graph.entry != nil else { return }
        for node in 0 ..< graph.screenCount where !graph.isReachable(node) {
            let id = graph.screens[node].id
            context.report("screen \(UserText.quoted(id.value)) cannot be reached from the entry", at: id.range, subject: "screen:\(id.value)")
        }
    }
}
