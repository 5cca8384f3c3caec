/// People read "Done" as "I am finished here": it should end the task and take them back,
/// not open something new.
struct DoneCompletesTaskRule: Rule {
    static let description = CheckDescription(
        id: "done-completes-task",
        summary: "a Done button does something other than completing the task",
        severity: .warning,
        guidelines: ["G11"]
    )
    static let listing = RuleListing(.modality, 7)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        let graph = context.graph
        let queries = ModalQueries(graph: graph)
        for node in 0 ..< graph.screenCount {
            // Buttons are read through pointers: passed as values, each would be copied, every
            // reference in it retained, while another rule on the other core reads the same
            // ones. Only a Done button's action is copied out.
            graph.screens[node].buttons.withUnsafeBufferPointer { buttons in
                for offset in buttons.indices where isDone(buttons.baseAddress! + offset) {
                    // A button with no action says nothing about what Done does.
                    guard let action = buttons[offset].action, !completes(action, button: offset, on: node, queries) else { continue }
                    let label = buttons[offset].title.map { UserText.quoted($0.value) } ?? "the done button"
                    context.report(
                        "\(label) on \(UserText.quoted(graph.screens[node].id.value)) \(doing(action)) instead of completing the task",
                        at: action.kind.range, subject: queries.graph.subject(ofButton: offset, on: node)
                    )
                }
            }
        }
    }

    private func isDone(_ button: UnsafePointer<Button>) -> Bool {
        button.pointee.isDone
    }

    /// Going back completes; so does an alert or action sheet whose actions go back, such as a
    /// "Saved" message acknowledged with OK.
    private func completes(_ action: Action, button offset: Int, on screen: Int, _ queries: ModalQueries) -> Bool {
        if action.kind.value.goesBack { return true }
        guard action.kind.value == .present, let alert = queries.modalTarget(ofButton: offset, on: screen),
              queries.graph.modal(alert).kind?.value != .activity else { return false }
        return queries.graph.modal(alert).actions.contains { $0.action?.kind.value.goesBack == true }
    }

    private func doing(_ action: Action) -> String {
        let target = action.target.map { UserText.quoted($0.value) } ?? "a screen"
        return switch action.kind.value {
        case .show: "shows \(target)"
        case .push: "pushes \(target)"
        case .showDetail: "shows \(target) in the detail column"
        case .present: "presents \(target)"
        case .embed: "embeds \(target)"
        case .setStack: "replaces the navigation stack"
        case .custom: "performs a custom transition to \(target)"
        case .unwind, .dismiss, .pop, .popToRoot, .popTo: "goes back"
        }
    }
}
