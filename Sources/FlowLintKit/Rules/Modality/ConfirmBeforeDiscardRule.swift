/// A modal that holds what the user typed or made must not throw it away on one careless tap
/// or swipe: every route out that discards it has to ask first.
struct ConfirmBeforeDiscardRule: Rule {
    static let description = CheckDescription(
        id: "confirm-before-discard",
        summary: "a modal holding user content can be dismissed without confirmation",
        severity: .warning,
        guidelines: ["G7"]
    )
    static let listing = RuleListing(.modality, 6)

    /// The task being checked and the screen whose content is at stake. (It holds the graph
    /// rather than the queries: a large flow has thousands of tasks, and copying the queries
    /// retains every list in them.)
    private struct Task {
        let root: Int
        let holder: Int
        let graph: FlowGraph
        /// The name a new action sheet asking first would take; see `newDiscardSheet`.
        let sheetName: String

        var content: String { holder == root ? "its content" : "the content of \(graph.quoted(holder))" }

        /// Whether leaving from `screen` can throw content away. The root is on screen again
        /// only once every screen pushed above it has been popped, its content gone with it (or
        /// committed on the way), so the root's buttons discard only what the root itself holds.
        /// A pushed screen's buttons are taken to discard whatever the task holds.
        func discards(from screen: Int) -> Bool {
            screen != root || holder == root
        }
    }

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        // Found once: a large flow has thousands of findings, each suggesting a sheet.
        lazy var sheetName = Self.unusedSheetName(in: graph)
        for root in queries.taskRoots {
            let members = queries.members[root]
            guard let holder = members.first(where: { graph.screens[$0].flag(.userContent) }) else { continue }
            let task = Task(root: root, holder: holder, graph: graph, sheetName: sheetName)
            for screen in members where task.discards(from: screen) {
                checkButtons(on: screen, task, queries, context)
            }
            // A pushed screen that refuses the swipe itself (SwiftUI's `interactiveDismissDisabled`
            // on it, UIKit's flag on a stack's top screen) keeps its content from the swipe: the
            // sheet cannot be swiped away while it is on screen, and it is gone once popped.
            let swipeable = members.first { screen in
                graph.screens[screen].flag(.userContent) && (screen == root || !graph.screens[screen].flag(.isModalInPresentation))
            }
            if let swipeable { checkGestures(Task(root: root, holder: swipeable, graph: graph, sheetName: sheetName), queries, context) }
        }
    }

    /// Walks the screen's edges rather than its buttons: each button's action is an edge whose
    /// target the graph resolved, so an unwind's is not looked for again.
    private func checkButtons(on screen: Int, _ task: Task, _ queries: ModalQueries, _ context: RuleContext) {
        let graph = queries.graph
        // Read through pointers: passed as values, buttons would be copied, every reference in
        // them retained, while another rule on the other core reads the same ones.
        graph.screens[screen].buttons.withUnsafeBufferPointer { buttons in
            for edgeIndex in graph.outgoing[screen] {
                let edge = graph.edges[edgeIndex]
                guard case .button(let offset) = edge.origin, let kind = edge.actionKind else { continue }
                checkButton(buttons.baseAddress! + offset, at: offset, on: screen, doing: kind, to: edge.target, task, queries, context)
            }
        }
    }

    private func checkButton(
        _ pointer: UnsafePointer<Button>, at offset: Int, on screen: Int, doing kind: Action.Kind, to target: Int?,
        _ task: Task, _ queries: ModalQueries, _ context: RuleContext
    ) {
        // Whether the action leaves first: a switch on its kind rules out most buttons (a
        // `setStack` among them, met once per screen of its stack) before a title is compared.
        guard queries.leavesTask(kind, target: target, root: task.root), pointer.pointee.abandonsTask,
              !confirms(button: offset, on: screen, hasConfirm: pointer.pointee.confirm != nil, queries) else { return }
        let button = pointer.pointee
        let title = button.label.map(UserText.quoted) ?? "a button"
        let on = screen == task.root ? "" : " on \(queries.graph.quoted(screen))"
        context.report(
            "\(title)\(on) dismisses modal \(queries.graph.quoted(task.root)) and discards \(task.content) without asking; \(Self.askFirst(in: queries.graph.screens[screen].code))",
            at: button.range, notes: holderNote(task, context), subject: queries.graph.subject(ofButton: offset, on: screen),
            suggestions: [Self.askingFirst(button, on: queries.graph.screens[screen], task)].compactMap { $0 }
        )
    }

    /// How to ask before a button discards, in the words of the code the screen is written in.
    private static func askFirst(in code: ScreenCode?) -> String {
        switch code {
        case nil: "add `confirm:` naming an alert or action sheet"
        case .viewController?: "ask first in an alert or action sheet (`UIAlertController`)"
        case .swiftUIView?: "ask first in a `.confirmationDialog` or an `.alert`"
        }
    }

    /// How to make the swipe (or the tap outside) ask, in the words of the code the presented
    /// screen is written in. SwiftUI has no callback for an attempt to dismiss: with the gesture
    /// refused while there are changes, the screen's own buttons are the way out, and they ask.
    private static func askOnSwipe(_ name: String, in code: ScreenCode?) -> String {
        switch code {
        case nil: "set `isModalInPresentation: true` on \(name) and confirm in `onAttemptToDismiss`"
        case .viewController?:
            "set `isModalInPresentation` on \(name) while it has changes and ask in `presentationControllerDidAttemptToDismiss(_:)`"
        case .swiftUIView?: "add `.interactiveDismissDisabled(…)` to \(name) while it has changes, and ask before its buttons close it"
        }
    }

    /// `confirm:` on the button, naming a new action sheet that offers to discard or keep
    /// editing. A suggestion, never made by `--fix`: the sheet's name and wording are the
    /// author's, and an existing alert may be the one to name. Only for a screen a flow file
    /// describes: one read from code is mended in the code.
    private static func askingFirst(_ button: Button, on screen: Screen, _ task: Task) -> Finding.Fix? {
        guard screen.code == nil else { return nil }
        let name = task.sheetName
        guard let addingSheet = newDiscardSheet(named: name, in: task.graph.flow, file: button.range.file) else { return nil }
        let title = button.title.map { " to \(UserText.quoted($0.value))" } ?? ""
        return Finding.Fix("ask first: add confirm: \(name)\(title), with a new action sheet",
                           edits: [Finding.Edit(button.range, .entryIn("confirm: \(name)")), addingSheet])
    }

    /// `isModalInPresentation: true` and `onAttemptToDismiss` naming a new action sheet, after
    /// the presented screen's title (or, without one, its `userContent` or `container`), so that
    /// the swipe asks. A suggestion, as `askingFirst` is; not offered when the screen writes the
    /// flag already (false), which a person must weigh, nor for a screen read from code.
    private static func askingOnAttemptToDismiss(_ screen: Screen, _ task: Task) -> Finding.Fix? {
        guard screen.code == nil, screen[.isModalInPresentation] == nil,
              let entry = screen.title?.range ?? screen[.userContent]?.range ?? screen.container?.range else { return nil }
        let name = task.sheetName
        guard let addingSheet = newDiscardSheet(named: name, in: task.graph.flow, file: entry.file) else { return nil }
        return Finding.Fix("ask first: set isModalInPresentation and onAttemptToDismiss: \(name) on \(UserText.quoted(screen.id.value)), with a new action sheet",
                           edits: [Finding.Edit(entry, .linesAfterEntryOf(["isModalInPresentation: true", "onAttemptToDismiss: \(name)"])), addingSheet])
    }

    /// A name no screen or modal has, for the action sheet a suggestion adds.
    private static func unusedSheetName(in graph: FlowGraph) -> String {
        (1...).lazy.map { $0 == 1 ? "DiscardChanges" : "DiscardChanges\($0)" }.first { graph.node(named: $0) == nil }!
    }

    /// A new action sheet that offers to discard or keep editing, under `name`, added first
    /// among the modals, or as a new `modals:` after the flow's last line. Nil when `modals:` is
    /// written with no entry, where the sheet's lines would not fit.
    private static func newDiscardSheet(named name: String, in flow: Flow, file: SourceFileID) -> Finding.Edit? {
        let sheet = [
            "\(name):", "  kind: actionSheet", "  actions:",
            "    - { title: Discard Changes, role: destructive, action: dismiss }", "    - { title: Keep Editing, role: cancel }",
        ]
        if let first = flow.modals.first { return Finding.Edit(first.id.range, .linesBefore(sheet)) }
        guard flow.modalsSection == nil, flow.range.file == file else { return nil }
        return Finding.Edit(flow.range, .linesAtEnd(["modals:"] + sheet.map { "  " + $0 }))
    }

    /// `confirm:` naming an alert or action sheet. A confirm naming something unknown is
    /// unknown-target's to report, so it gets the benefit of the doubt; a share sheet confirms nothing.
    private func confirms(button offset: Int, on screen: Int, hasConfirm: Bool, _ queries: ModalQueries) -> Bool {
        guard hasConfirm else { return false }
        guard let node = queries.graph.target(of: .confirmation, from: screen, declaredAt: .button(index: offset)) else { return true }
        return queries.graph.modal(node).kind?.value != .activity
    }

    /// A sheet's swipe down and a popover's tap outside dismiss without any button, unless the
    /// presented screen sets `isModalInPresentation`. A screen that already names an
    /// `onAttemptToDismiss` alert has only forgotten the flag, which
    /// attempt-to-dismiss-unreachable says in so many words.
    private func checkGestures(_ task: Task, _ queries: ModalQueries, _ context: RuleContext) {
        let graph = queries.graph
        guard graph.screens[task.root].onAttemptToDismiss == nil else { return }
        var name: String { graph.quoted(task.root) }
        for edgeIndex in graph.presentingEdges(of: task.root) {
            guard case .immediate(let gesture) = queries.gestureDismissal(of: edgeIndex) else { continue }
            let doing = switch gesture {
            case .swipeDown: "swiping down sheet \(name)"
            case .tapOutside: "tapping outside popover \(name)"
            }
            context.report(
                "\(doing) discards \(task.content) without asking; \(Self.askOnSwipe(name, in: graph.screens[task.root].code))",
                at: queries.graph.place(ofEdge: edgeIndex), notes: holderNote(task, context), subject: queries.graph.subject(ofEdge: edgeIndex),
                suggestions: [Self.askingOnAttemptToDismiss(graph.screens[task.root], task)].compactMap { $0 }
            )
        }
    }

    private func holderNote(_ task: Task, _ context: RuleContext) -> [Finding.Note] {
        guard let flag = task.graph.screens[task.holder][.userContent] else { return [] }
        return [context.note("\(task.graph.quoted(task.holder)) holds user content", at: flag.range)]
    }
}
