/// `show` pushes only inside a navigation stack; elsewhere UIKit presents the screen modally,
/// which is rarely what a flow drawn as a push means. `push` outside a stack does nothing.
struct ShowOutsideNavigationRule: Rule {
    static let description = CheckDescription(
        id: "show-outside-navigation",
        summary: "show or push from a screen that is in no navigation stack",
        severity: .warning,
        guidelines: ["G18"]
    )
    static let listing = RuleListing(.navigation, 4)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = NavigationQueries(graph: graph)
        let modals = ModalQueries(graph: graph)
        // Asked once per screen shown: many screens may show one whose controls are many.
        var builtToBePresented: [Int: Bool] = [:]
        for (edgeIndex, edge) in graph.edges.enumerated() {
            guard let kind = edge.actionKind, kind == .show || kind == .push,
                  let target = edge.target, graph.isScreen(target) else { continue }
            // Unreachable screens have no known stack; unreachable-screen reports them.
            var firstReachable: Int?
            var allOutside = true
            for screen in queries.actingScreens(of: edge) where graph.isReachedFromEntry(screen) {
                firstReachable = firstReachable ?? screen
                allOutside = outsideNavigation(screen, kind: kind, queries)
                if !allOutside { break }
            }
            guard let screen = firstReachable, allOutside, let action = edge.action else { continue }
            // A screen built to be presented is shown as it was meant to be: a navigation
            // controller (no one reads a push into `show` of a whole stack), or a screen with a
            // control that closes it, or one whose content code sets (a hosting controller's
            // SwiftUI view, which may well close itself).
            // So is one whose presentation style the code sets (`prepare(for:sender:)`).
            if kind == .show, action.presentationStyle != nil { continue }
            if kind == .show {
                let built = builtToBePresented[target] ?? isBuiltToBePresented(target, modals)
                builtToBePresented[target] = built
                if built { continue }
            }
            let via = graph.isScreen(edge.source) ? "" : " through \(queries.graph.quoted(edge.source))"
            let note = context.note("\(queries.graph.quoted(screen)) is defined here, outside any navigation stack", at: graph.screens[screen].id.range)
            if kind == .push {
                context.report(
                    "\(queries.graph.quoted(screen)) pushes \(queries.graph.quoted(target))\(via), but it is in no navigation stack, so nothing happens",
                    at: action.kind.range, notes: [note], subject: queries.graph.subject(ofEdge: edgeIndex), severity: .error
                )
            } else {
                context.report(
                    "\(queries.graph.quoted(screen)) shows \(queries.graph.quoted(target))\(via) outside a navigation stack, so UIKit presents it modally",
                    at: action.kind.range, notes: [note], subject: queries.graph.subject(ofEdge: edgeIndex)
                )
            }
        }
    }

    /// Whether the screen (with what it shows) was made to be presented: a navigation controller,
    /// a screen with a control that dismisses it (an unwind says less: a pushed step unwinds as
    /// well), or one whose content code sets. A `show` that presents it does what its authors meant.
    private func isBuiltToBePresented(_ target: Int, _ modals: ModalQueries) -> Bool {
        let graph = modals.graph
        if graph.screens[target].container?.value == .navigation { return true }
        return modals.shownWith(target).contains { screen in
            graph.screens[screen].flag(.rootInCode) || graph.outgoing[screen].contains { edgeIndex in
                let edge = graph.edges[edgeIndex]
                guard ModalQueries.isWorkedByTheUser(edge) else { return false }
                if edge.actionKind == .dismiss { return true }
                guard edge.actionKind == .present, let alert = edge.target, !graph.isScreen(alert) else { return false }
                return graph.outgoing[alert].contains { graph.edges[$0].actionKind == .dismiss }
            }
        }
    }

    /// A split view handles `show` from the screens it holds itself, so only `push` is wrong there.
    private func outsideNavigation(_ screen: Int, kind: Action.Kind, _ queries: NavigationQueries) -> Bool {
        kind == .push ? queries.graph.pushDoesNothing(from: screen) : queries.graph.showPresents(from: screen)
    }
}
