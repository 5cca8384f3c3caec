/// A sheet says "quick detour"; a task of several steps in a row deserves the whole screen,
/// where an accidental swipe cannot end it halfway.
struct FullScreenForMultistepRule: Rule {
    static let description = CheckDescription(
        id: "fullscreen-for-multistep",
        summary: "a modal task of at least minSteps screens in a row is presented as a sheet rather than full screen",
        severity: .info,
        guidelines: ["G5"],
        options: [RuleOption("minSteps", default: .int(3), allowed: 2 ... 1_000, "how many screens in a row make a task multistep")]
    )
    static let listing = RuleListing(.modality, 10)

    let minSteps: Int

    init(options: RuleOptions) {
        minSteps = max(2, options.int("minSteps", default: 3))
    }

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph), shape = ModalTaskShape(graph: graph)
        // Only a task that begins on the presented screen: a sheet that opens on a menu is
        // browsed, not gone through step by step, and one with no task is a detour.
        for root in queries.taskRoots where shape.hasBegun(at: root) {
            let members = queries.members[root]
            // Steps are the longest run of pushes from the presented screen, plus itself; a
            // screen that only goes back (a picker that pops once a value is chosen) is a detour
            // of the step it came from, no step of its own.
            let steps = 1 + (members.dropFirst().filter { !Self.onlyGoesBack($0, graph) }.map { graph.facts[$0].stackDepth }.max() ?? 0)
            guard steps >= minSteps else { continue }
            for edgeIndex in graph.presentingEdges(of: root) {
                let style = graph.presentationStyle(of: graph.edges[edgeIndex])
                guard style.value.isSheet else { continue }
                context.report(
                    "modal \(queries.graph.quoted(root)) is a \(steps)-step task presented as a sheet; consider fullScreen",
                    at: style.findingRange,
                    subject: queries.graph.subject(ofEdge: edgeIndex)
                )
            }
        }
    }

    /// Whether a pushed screen's actions only take the user back where they came from: it pops,
    /// and pushes, shows, presents or dismisses nothing.
    private static func onlyGoesBack(_ screen: Int, _ graph: FlowGraph) -> Bool {
        guard graph.facts[screen].pushedBy != nil else { return false }
        var pops = false
        for edgeIndex in graph.outgoing[screen] {
            switch graph.edges[edgeIndex].actionKind {
            case .pop?: pops = true
            case nil, .embed?: continue
            default: return false
            }
        }
        return pops
    }
}
