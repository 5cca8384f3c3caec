/// The root of a navigation stack cannot be popped, and a screen in no stack has nothing to
/// pop: the button or segue does nothing. Usually the screen was presented and means dismiss.
struct PopFromRootRule: Rule {
    static let description = CheckDescription(
        id: "pop-from-root",
        summary: "a screen pops, but it is the root of its navigation stack or in no navigation stack",
        severity: .error,
        guidelines: ["G15"]
    )
    static let listing = RuleListing(.navigation, 1)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        // Per screen, worked out once: a screen with many pops and pushes would otherwise be read once a pop.
        var pushesSomething: [Int: Bool] = [:]
        for (edgeIndex, edge) in graph.edges.enumerated() {
            guard let kind = edge.actionKind, kind == .pop || kind == .popToRoot else { continue }
            // Unreachable screens have no known stack; unreachable-screen reports them.
            let acting = queries.actingScreens(of: edge)
            let screens = acting.lazy.filter(graph.isReachedFromEntry)
            let hasNothingToPop = { (screen: Int) in graph.facts[screen].stackDepth == 0 || !graph.facts[screen].isInNavigationStack }
            // An alert shown from several screens is fine as long as one of them can pop.
            // A pop only assumed (a control named for going back, whose code was not read, or a
            // back handler that pops or dismisses by how the screen was shown) proves nothing.
            guard acting.isComplete, let screen = screens.first, screens.allSatisfy(hasNothingToPop), let action = edge.action, !action.isAssumed else { continue }
            // A pop the root's own code makes (a segue: code, not a control) on a stack it pushes
            // onto pops what it pushed: UIKit pops the top of the stack, whoever asks.
            if case .segue = edge.origin {
                let pushes = pushesSomething[screen] ?? Self.pushesOntoItsStack(screen, graph)
                pushesSomething[screen] = pushes
                if pushes { continue }
            }
            let facts = graph.facts[screen]
            let verb = kind == .pop ? "pops" : "pops to the root"
            let via = graph.isScreen(edge.source) ? "" : " through \(queries.graph.quoted(edge.source))"
            var notes: [Finding.Note] = []
            let message: String
            if facts.isInNavigationStack {
                message = "\(queries.graph.quoted(screen)) \(verb)\(via), but it is the root of its navigation stack"
            } else {
                message = "\(queries.graph.quoted(screen)) \(verb)\(via), but it is in no navigation stack"
            }
            if facts.stackRoot == screen, let container = graph.screens[screen].container {
                notes.append(context.note("its navigation stack starts here", at: container.range))
            }
            if let presentation = queries.taskPresentations(of: screen).first {
                notes.append(context.note("it is presented here; dismiss closes it", at: graph.edges[presentation].range))
            } else if notes.isEmpty {
                notes.append(context.note("\(queries.graph.quoted(screen)) is defined here", at: graph.screens[screen].id.range))
            }
            context.report(message, at: action.kind.range, notes: notes, subject: queries.graph.subject(ofEdge: edgeIndex))
        }
    }

    /// Whether a root in a navigation stack pushes anything onto it, by a segue or a button.
    private static func pushesOntoItsStack(_ screen: Int, _ graph: FlowGraph) -> Bool {
        guard graph.facts[screen].isInNavigationStack else { return false }
        let pushes: (Action?) -> Bool = { action in action.map { [.push, .show, .setStack].contains($0.kind.value) } ?? false }
        return graph.screens[screen].segues.contains(where: pushes) || graph.screens[screen].buttons.contains { pushes($0.action) }
    }
}
