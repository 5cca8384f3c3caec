/// An alert interrupts; it must offer a way out, and at most one way to back out. A destructive
/// choice needs a cancel beside it, so the user can change their mind.
struct AlertActionsRule: Rule {
    static let description = CheckDescription(
        id: "alert-actions",
        summary: "an alert or action sheet has no actions, more than one cancel action, or a destructive action without a cancel action",
        severity: .warning,
        guidelines: ["G2", "G22"]
    )
    static let listing = RuleListing(.presentation, 1)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        // Read in place: a large flow has tens of thousands of alerts, nearly all without a finding.
        let modals = context.graph.flow.modals
        for index in modals.indices {
            let noun: String
            switch modals[index].kind?.value {
            case .alert: noun = "alert"
            case .actionSheet: noun = "action sheet"
            // Share sheets bring their own actions; a modal without a kind is a format error.
            case .activity, nil: continue
            }
            // Spelled out only for a finding.
            var name: String { "\(noun) \(UserText.quoted(modals[index].shownName))" }
            var subject: String { "modal:\(modals[index].id.value)" }
            // Lent in place: reading each action through the list would copy it.
            modals[index].actions.withUnsafeBufferPointer { actions in
                guard !actions.isEmpty else {
                    // UIKit shows such an alert with no button, and nothing can close it.
                    context.report("\(name) has no actions, so nothing can close it", at: modals[index].id.range, subject: subject, severity: .error)
                    return
                }
                var firstCancel: Int?
                for offset in actions.indices where actions[offset].effectiveRole == .cancel {
                    guard let first = firstCancel else {
                        firstCancel = offset
                        continue
                    }
                    context.report(
                        "\(name) has more than one cancel action",
                        at: actions[offset].role?.range ?? actions[offset].range,
                        notes: [context.note("the first cancel action", at: actions[first].role?.range ?? actions[first].range)],
                        subject: subject + "/cancel",
                        // UIAlertController raises an exception when a second cancel action is added.
                        severity: .error
                    )
                }
                guard firstCancel == nil else { return }
                for offset in actions.indices where actions[offset].effectiveRole == .destructive {
                    let title = actions[offset].title.map { " \(UserText.quoted($0.value))" } ?? ""
                    // An action titled to back out but not styled cancel is most often a slip
                    // of the style: this one, or the Cancel beside it left at the default.
                    let swapped: String
                    if Self.namesBackingOut(actions[offset]) {
                        swapped = "; its title names backing out: was the style meant to be cancel?"
                    } else if let cancel = actions.first(where: { $0.effectiveRole == .default && Self.namesBackingOut($0) }), let title = cancel.title {
                        swapped = "; \(UserText.quoted(title.value)) names backing out: was its style meant to be cancel?"
                    } else {
                        swapped = ""
                    }
                    context.report(
                        "\(name) offers the destructive action\(title) without a cancel action\(swapped)",
                        at: actions[offset].role?.range ?? actions[offset].range,
                        subject: subject + "/destructive",
                        fix: Self.addingCancel(to: modals[index], actions: actions),
                        suggestions: Self.makingCancelTheCancel(actions)
                    )
                }
            }
        }
    }

    /// Whether an action's title names backing out (`ClosingWords.namesBackingOut`).
    private static func namesBackingOut(_ action: SystemModal.ModalAction) -> Bool {
        action.title.map { ClosingWords.namesBackingOut(title: $0.value) } == true
    }

    /// An action already titled Cancel, with no role or the default one, given the role cancel.
    /// A suggestion, never made by `--fix`: a title is no proof of what the action does.
    private static func makingCancelTheCancel(_ actions: UnsafeBufferPointer<SystemModal.ModalAction>) -> [Finding.Fix] {
        guard let cancel = actions.first(where: { $0.effectiveRole == .default && namesBackingOut($0) }),
              let title = cancel.title else { return [] }
        let fixTitle = "give \(UserText.quoted(title.value)) the role cancel"
        if let role = cancel.role {
            // Written plain (`default`, seven scalars): replaced in place.
            guard role.range.end - role.range.start == AlertActionRole.default.rawValue.count else { return [] }
            return [Finding.Fix(fixTitle, edits: [Finding.Edit(role.range, AlertActionRole.cancel.rawValue)])]
        }
        return [Finding.Fix(fixTitle, edits: [Finding.Edit(cancel.range, .entryIn("role: cancel"))])]
    }

    /// A `Cancel` action of role cancel after the last action, which answers every destructive
    /// finding of the alert at once. Not offered when an action is already titled Cancel: which
    /// one backs out is then the author's choice.
    private static func addingCancel(to modal: SystemModal, actions: UnsafeBufferPointer<SystemModal.ModalAction>) -> Finding.Fix? {
        guard let last = modal.lastActionAsWritten,
              !actions.contains(where: namesBackingOut) else { return nil }
        return Finding.Fix("add a Cancel action to \(UserText.quoted(modal.id.value))",
                           edits: [Finding.Edit(last, .itemAfter(["title: Cancel", "role: cancel"]))])
    }
}
