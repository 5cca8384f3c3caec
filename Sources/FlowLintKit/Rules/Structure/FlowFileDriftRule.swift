/// A hand-kept flow file states a fact of the app differently from the app's own sources, read in
/// the same run: a presentation or transition style, a transition the code never makes, or one
/// the code makes that the file lacks (`FlowFileComparison`). Runs only on a flow file that is
/// compared with code (`CodeCounterpart.compares`); elsewhere there is nothing to compare.
struct FlowFileDriftRule: Rule {
    static let description = CheckDescription(
        id: "flow-file-drift",
        summary: "a flow file and the app's Swift code state a fact of the flow differently",
        severity: .warning
    )
    static let listing = RuleListing(.structure, 5)

    init(options: RuleOptions) {}

    func check(_ context: RuleContext) {
        guard let code = context.code else { return }
        let comparison = FlowFileComparison(file: context.graph, code: code.graph, declarations: code.declarations)
        for drift in comparison.drifts() {
            context.report(drift.message, at: drift.range,
                           notes: drift.notes.map { context.note($0.message, at: code.inFileRun($0.range)) },
                           subject: drift.subject)
        }
    }
}
