/// The actions of a flow file used through a YAML alias, by where each use stands, with the
/// anchor it was written at: what a finding placed at a use adds as a note. Derived once per
/// graph, and only when a rule reports a finding that is listed, so flows without aliases, and
/// runs without findings, never walk their actions for it.
struct AliasedActions {
    let anchors: [SourceRange: SourceRange]

    init(graph: FlowGraph) {
        self = graph.derived(AliasedActions.self) { AliasedActions(deriving: $0.flow) }
    }

    private init(deriving flow: Flow) {
        var anchors: [SourceRange: SourceRange] = [:]
        func remember(_ action: Action?) {
            guard let action, let anchor = action.anchorRange else { return }
            anchors[action.range] = anchor
        }
        for screen in flow.screens {
            for segue in screen.segues { remember(segue) }
            for button in screen.buttons { remember(button.action) }
        }
        for modal in flow.modals {
            for action in modal.actions { remember(action.action) }
        }
        self.anchors = anchors
    }
}
