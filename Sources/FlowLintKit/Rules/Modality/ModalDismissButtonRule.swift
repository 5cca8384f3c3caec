/// Every modal needs a visible way out. Sheets and popovers can still be swiped or tapped away,
/// so a missing button there is a warning; other styles leave the user stuck, which is an error.
struct ModalDismissButtonRule: Rule {
    static let description = CheckDescription(
        id: "modal-dismiss-button",
        summary: "a modally presented screen offers no button that dismisses it",
        severity: .error,
        guidelines: ["G6"]
    )
    static let listing = RuleListing(.modality, 1)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let queries = ModalQueries(graph: context.graph)
        // Fields are read in place: a copy of each screen would retain all it holds.
        let screens = context.graph.screens
        // Where the app starts, found once: the entry may hold any number of tabs.
        let start = startScreens(context.graph)
        for root in queries.taskRoots {
            // The presented screen is where the user lands, so the button belongs there; screens
            // pushed above it return to it with the back button.
            // A screen marked terminal is a deliberate end, such as a required update.
            // A navigation controller whose root code sets shows that root's buttons, which the
            // flow does not know.
            guard !screens[root].flag(.terminal), !screens[root].flag(.rootInCode) else { continue }
            // A modal with no control at all that its own code dismisses, or its presenter's (UIKit's
            // `dismiss` on a view controller that presented another closes that one), or that
            // refuses the swipe with nothing of the user's to keep, is a progress screen, a toast
            // or a launch screen: the work it waits on ends it.
            guard !(screens[root].buttons.isEmpty && (closesItselfInCode(root, context.graph) || closedByPresenterInCode(root, context.graph)
                || waitsOnWork(screens[root]))) else { continue }
            let shown = queries.shownWith(root)
            // So does a child it embeds whose root code sets: its buttons are on screen too.
            guard !shown.contains(where: { screens[$0].flag(.rootInCode) }) else { continue }
            let leaves = shown.contains { queries.offersWayOut(from: $0, root: root) } || isRequiredAtStart(root, start: start, queries)
            // A popover closes with a tap outside it, as people expect of one, unless it is shown
            // full screen in compact width (adaptsToCompact).
            guard !leaves, !queries.alwaysClosedByTapOutside(root) else { continue }
            let trapped = !queries.alwaysHasDismissGesture(root)
            // A sheet showing a grabber shows the handle its swipe pulls: a way out people see.
            guard trapped || !shown.contains(where: { screens[$0].flag(.showsGrabber) }) else { continue }
            let id = screens[root].id.value
            let message = trapped
                ? "modal \(UserText.quoted(id)) has no button that dismisses it, and no gesture can close it"
                : "modal \(UserText.quoted(id)) has no button that dismisses it; only a gesture closes it"
            // A bar button the code sets on a modal presented as it is looks like a way out in the
            // code; the note says why it is none.
            let unseen = screens[root].unseenBarButtons.map { button in
                let name = button.value.isEmpty ? "" : " \(UserText.quoted(button.value))"
                return context.note("the bar button item\(name) set here never shows: presented without a navigation controller, \(UserText.quoted(id)) has no navigation bar", at: button.range)
            }
            context.report(message, at: screens[root].id.range, notes: queries.presentedNotes(root, in: context) + unseen,
                           subject: "screen:\(id)", severity: trapped ? .error : .warning,
                           suggestions: [Self.addingCancelButton(to: screens[root])].compactMap { $0 })
        }
    }

    /// A Cancel button that dismisses, after the screen's last button, in place of an empty
    /// `buttons: []`, or in a new `buttons:` after its title. A suggestion, never made by `--fix`:
    /// Cancel or Done, and which bar it sits in, are the author's to choose.
    private static func addingCancelButton(to screen: Screen) -> Finding.Fix? {
        let title = "add a Cancel button to \(UserText.quoted(screen.id.value))"
        let button = "{ title: Cancel, role: cancel, action: dismiss }"
        if screen.buttons.count > 0 {
            return Finding.Fix(title, edits: [Finding.Edit(screen.buttons[screen.buttons.count - 1].range,
                                                           .itemAfter(["title: Cancel", "role: cancel", "action: dismiss"]))])
        }
        if let empty = screen.emptyButtons {
            // `[]` as written (two scalars) is replaced; an empty value written otherwise is left to a person.
            guard empty.end - empty.start == 2 else { return nil }
            return Finding.Fix(title, edits: [Finding.Edit(empty, "[\(button)]")])
        }
        guard let written = screen.title else { return nil }
        return Finding.Fix(title, edits: [Finding.Edit(written.range, .linesAfterEntryOf(["buttons:", "  - " + button]))])
    }

    /// Whether the modal is a task the app requires before it can be used (a first run's setup, a
    /// licence to accept): the app presents it by itself (every presentation is made by code, none
    /// by a control) from where it starts (the entry, or a tab, column or child the entry shows),
    /// and the task goes on past its first screen, pushed, to a step with a way out, or to a push
    /// the flow cannot name. Its way out is at its end, where the setup is done.
    private func isRequiredAtStart(_ root: Int, start: Set<Int>, _ queries: ModalQueries) -> Bool {
        let graph = queries.graph
        let presentations = graph.presentingEdges(of: root)
        guard !presentations.isEmpty else { return false }
        let byItself = presentations.allSatisfy { edgeIndex in
            let edge = graph.edges[edgeIndex]
            guard case .segue = edge.origin, edge.action?.trigger?.value == .code else { return false }
            return start.contains(edge.source)
        }
        guard byItself else { return false }
        let task = queries.members[root]
        return task.dropFirst().contains { queries.offersWayOut(from: $0, root: root) }
            || task.contains { screen in
                graph.outgoing[screen].contains { graph.edges[$0].target == nil && [.push, .show].contains(graph.edges[$0].actionKind) }
            }
    }

    /// The entry and what it shows with it (`ModalQueries.shownWith`): the screens the app starts on. Every
    /// one counts, however many tabs the entry holds.
    private func startScreens(_ graph: FlowGraph) -> Set<Int> {
        guard let entry = graph.entry else { return [] }
        return Set(ModalQueries(graph: graph).shownWith(entry, upTo: .max))
    }

    /// Whether the screen refuses the swipe though it holds nothing of the user's and asks
    /// nothing on an attempt to dismiss it: it is kept up until something it waits on is done.
    private func waitsOnWork(_ screen: Screen) -> Bool {
        screen.flag(.isModalInPresentation) && !screen.flag(.userContent) && screen.onAttemptToDismiss == nil
    }

    /// Whether the screen's code dismisses it (a `dismiss` segue with `trigger: code`).
    private func closesItselfInCode(_ screen: Int, _ graph: FlowGraph) -> Bool {
        graph.outgoing[screen].contains { edgeIndex in
            let edge = graph.edges[edgeIndex]
            guard case .segue = edge.origin else { return false }
            return edge.actionKind == .dismiss && edge.action?.trigger?.value == .code
        }
    }

    /// Whether a screen presenting it dismisses in code, or dismisses at all while it shows it
    /// over itself (`overFullScreen`, `overCurrentContext`: a toast or spinner over the presenter,
    /// whose own controls are covered, so its dismiss runs from code).
    private func closedByPresenterInCode(_ screen: Int, _ graph: FlowGraph) -> Bool {
        // Each presenter is looked at once, however many times it presents the screen.
        var dismissesByPresenter: [Int: (inCode: Bool, atAll: Bool)] = [:]
        return graph.presentingEdges(of: screen).contains { edgeIndex in
            let presenter = graph.edges[edgeIndex].source
            guard graph.isScreen(presenter) else { return false }
            let dismisses = dismissesByPresenter[presenter] ?? (closesItselfInCode(presenter, graph),
                                                                graph.outgoing[presenter].contains { graph.edges[$0].actionKind == .dismiss })
            dismissesByPresenter[presenter] = dismisses
            if dismisses.inCode { return true }
            let style = graph.presentationStyle(of: graph.edges[edgeIndex]).value
            return (style == .overFullScreen || style == .overCurrentContext) && dismisses.atAll
        }
    }
}
