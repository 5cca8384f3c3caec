/// One app, one way modals arrive: a modal that flips in while the others slide up looks like a
/// different kind of thing, and the difference means nothing.
struct ConsistentTransitionsRule: Rule {
    static let description = CheckDescription(
        id: "consistent-transitions",
        summary: "modal presentations use more than one transition style",
        severity: .warning,
        guidelines: ["G10"]
    )
    static let listing = RuleListing(.modality, 9)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        let animated = queries.navigation.presentations.filter { edgeIndex in
            let edge = graph.edges[edgeIndex]
            return graph.showsTransitionStyle(edge) && graph.knowsTransitionStyle(edge) && !graph.isFadingOverlay(edge)
                && !queries.showsStepInPlace(edgeIndex) && !queries.continuesOverlay(edgeIndex)
        }
        guard let (prevailing, example) = prevailing(animated, queries, context) else { return }
        for edgeIndex in animated {
            let style = queries.transition(of: edgeIndex)
            guard style != prevailing else { continue }
            let action = context.graph.edges[edgeIndex].action
            context.report(
                "modal \(queries.graph.quoted(queries.presented(by: edgeIndex))) appears with \(style.rawValue) while the app's modals use \(prevailing.rawValue)",
                at: action?.transitionStyle?.range ?? queries.graph.place(ofEdge: edgeIndex), notes: [example],
                subject: queries.graph.subject(ofEdge: edgeIndex)
            )
        }
    }

    /// The declared default, else the most common style (ties go to cover vertical, UIKit's
    /// default, then to the style used first), with a note showing where it comes from.
    private func prevailing(_ presentations: [Int], _ queries: ModalQueries, _ context: RuleContext) -> (TransitionStyle, Finding.Note)? {
        if let declared = context.flow.defaults.transitionStyle {
            return (declared.value, context.note("the app's transition style is declared here", at: declared.range))
        }
        let styles = presentations.map(queries.transition(of:))
        guard Set(styles).count > 1 else { return nil }
        var counts: [TransitionStyle: Int] = [:]
        for style in styles { counts[style, default: 0] += 1 }
        let most = counts.values.max()!
        let tied = styles.filter { counts[$0] == most }
        let winner = tied.contains(.coverVertical) ? .coverVertical : tied[0]
        let first = presentations[styles.firstIndex(of: winner)!]
        let note = context.note("\(most) of \(styles.count) modals \(most == 1 ? "uses" : "use") \(winner.rawValue), such as this one",
                                at: context.graph.edges[first].action?.transitionStyle?.range ?? queries.graph.place(ofEdge: first))
        return (winner, note)
    }
}
