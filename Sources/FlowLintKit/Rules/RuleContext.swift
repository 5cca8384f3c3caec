/// What a rule sees while it runs, and where it reports.
public final class RuleContext {
    public let graph: FlowGraph
    public let ruleID: String
    /// The app's code, where the flow file checked is compared with it (`CodeCounterpart`); nil
    /// for every other flow, and for storyboards and code themselves.
    public let code: ComparedCode?
    private let grading: CheckGrading
    private var reported = ListedFindings()
    /// What the rule reported, at most `ListedFindings.limit` findings and a count of the rest.
    public var findings: [Finding] { reported.all }

    init(graph: FlowGraph, ruleID: String, grading: CheckGrading, code: ComparedCode? = nil) {
        self.graph = graph
        self.ruleID = ruleID
        self.code = code
        self.grading = grading
    }

    public var flow: Flow { graph.flow }

    /// Records a finding. `severity` lets a rule grade its findings (an error for one case,
    /// a warning for another); a severity set in the configuration overrides it.
    ///
    /// The message, notes and subject are built only for a finding that will be listed (see
    /// `ListedFindings`): a rule over a huge generated flow may report millions.
    public func report(
        _ message: @autoclosure () -> String, at range: SourceRange, notes: @autoclosure () -> [Finding.Note] = [],
        subject: @autoclosure () -> String? = nil, severity: Severity? = nil, notesArePath: Bool = false,
        fix: @autoclosure () -> Finding.Fix? = nil, suggestions: @autoclosure () -> [Finding.Fix] = []
    ) {
        let severity = grading.severity(graded: severity)
        reported.append(severity) {
            Finding(
                ruleID: ruleID, severity: severity,
                message: message(), range: range, notes: notes() + anchorNotes(at: range),
                subject: subject(), notesArePath: notesArePath, fix: fix(), suggestions: suggestions()
            )
        }
    }

    /// For a finding at an action used through a YAML alias, placed at the use: a note at the
    /// anchor, where the action is written and would be changed. Asked here, for every rule, so
    /// that no rule has to know about aliases.
    private func anchorNotes(at range: SourceRange) -> [Finding.Note] {
        guard let anchor = AliasedActions(graph: graph).anchors[range] else { return [] }
        return [note("defined at the anchor here", at: anchor)]
    }

    /// A note at `range`, in whichever file it lies (the configuration a default came from, another storyboard).
    public func note(_ message: String, at range: SourceRange) -> Finding.Note {
        Finding.Note(message, at: range)
    }

    /// The path from the entry to `node` as notes, one per step, for path-shaped findings. A path
    /// longer than `maxPathSteps` shows its last steps, after a note that says the first ones are
    /// left out: a screen thousands of pushes deep would otherwise list them all, in each of its
    /// findings.
    public func pathNotes(to node: Int) -> [Finding.Note] {
        let path = graph.pathEdgeIndices(to: node, lastSteps: Self.maxPathSteps)
        return stepNotes(path.edges, isWhole: path.isWhole) { edge in
            note("\(UserText.capped(graph.name(of: edge.source).value)) → \(UserText.capped(graph.name(of: edge.target!).value))", at: edge.range)
        }
    }

    /// A note for each of `steps` (edge indices, at most `maxPathSteps` of them), after one that
    /// says the steps before are left out when they are not the whole path.
    func stepNotes(_ steps: [Int], isWhole: Bool, _ make: (FlowEdge) -> Finding.Note) -> [Finding.Note] {
        let notes = steps.map { make(graph.edges[$0]) }
        guard !isWhole, let first = steps.first, let firstNote = notes.first else { return notes }
        let start = graph.name(of: graph.edges[first].source).value
        return [note("the steps before \(UserText.quoted(start)) are not listed; the last \(steps.count) follow", at: firstNote.range)] + notes
    }

    /// How many steps of a path `pathNotes(to:)` lists.
    static let maxPathSteps = 20
}
