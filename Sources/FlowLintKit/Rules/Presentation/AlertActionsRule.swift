/// An alert interrupts; it must offer a way out, and at most one way to back out. A destructive
/// choice needs a cancel beside it, so the user can change their mind.
struct AlertActionsRule: Rule {
    static let description = RuleDescription(
        id: "alert-actions",
        summary: "an alert or action sheet has no actions, more than one cancel action, or a destructive action without a cancel action",
        severity: .warning,
        guidelines: ["G2", "G22"]
    )

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        for modal in context.flow.modals {
            let noun: String
            switch modal.kind?.value {
            case .alert: noun = "alert"
            case .actionSheet: noun = "action sheet"
            // Share sheets bring their own actions; a modal without a kind is a format error.
            case .activity, nil: continue
            }
            let name = "\(noun) \"\(modal.id.value)\""
            let subject = "modal:\(modal.id.value)"
            guard !modal.actions.isEmpty else {
                // UIKit shows such an alert with no button, and nothing can close it.
                context.report("\(name) has no actions, so nothing can close it", at: modal.id.range, subject: subject, severity: .error)
                continue
            }
            let cancels = modal.actions.filter { $0.effectiveRole == .cancel }
            for extra in cancels.dropFirst() {
                context.report(
                    "\(name) has more than one cancel action",
                    at: extra.role?.range ?? extra.range,
                    notes: [context.note("the first cancel action", at: cancels[0].role?.range ?? cancels[0].range)],
                    subject: subject + "/cancel",
                    // UIAlertController raises an exception when a second cancel action is added.
                    severity: .error
                )
            }
            guard cancels.isEmpty else { continue }
            for destructive in modal.actions where destructive.effectiveRole == .destructive {
                let title = destructive.title.map { " \"\($0.value)\"" } ?? ""
                context.report(
                    "\(name) offers the destructive action\(title) without a cancel action",
                    at: destructive.role?.range ?? destructive.range,
                    subject: subject + "/destructive"
                )
            }
        }
    }
}
