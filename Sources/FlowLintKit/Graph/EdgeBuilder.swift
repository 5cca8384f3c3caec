/// Resolves names and turns the flow's segues, buttons, containers and alert actions into edges.
struct EdgeBuilder {
    let flow: Flow
    private(set) var index: [String: Int] = [:]
    private(set) var edges: [FlowEdge] = []
    private(set) var outgoing: [[Int]]
    private(set) var unresolved: [UnresolvedReference] = []

    init(flow: Flow) {
        self.flow = flow
        outgoing = Array(repeating: [], count: flow.screens.count + flow.modals.count)
        index.reserveCapacity(outgoing.count)
        for (node, screen) in flow.screens.enumerated() where index[screen.id.value] == nil {
            index[screen.id.value] = node
        }
        for (offset, modal) in flow.modals.enumerated() where index[modal.id.value] == nil {
            index[modal.id.value] = flow.screens.count + offset
        }
    }

    mutating func build() {
        for (node, screen) in flow.screens.enumerated() {
            let holder = "screen \(screen.id.value)"
            for tab in screen.tabs {
                add(.tab, from: node, to: tab, expecting: .screen, holder: "tabs of \(holder)", origin: .container, range: tab.range)
            }
            for column in [screen.primary, screen.secondary].compactMap({ $0 }) {
                add(.splitColumn, from: node, to: column, expecting: .screen, holder: "split \(holder)", origin: .container, range: column.range)
            }
            if let alert = screen.onAttemptToDismiss {
                add(.attemptToDismiss, from: node, to: alert, expecting: .modal, holder: "onAttemptToDismiss of \(holder)", origin: .screenField, range: alert.range)
            }
            for (offset, button) in screen.buttons.enumerated() {
                if let confirm = button.confirm {
                    add(.confirmation, from: node, to: confirm, expecting: .modal, holder: "a button of \(holder)", origin: .button(index: offset), range: confirm.range)
                }
                if let action = button.action {
                    addAction(action, from: node, holder: "a button of \(holder)", origin: .button(index: offset))
                }
            }
            for (offset, segue) in screen.segues.enumerated() {
                addAction(segue, from: node, holder: "a segue from \(screen.id.value)", origin: .segue(index: offset))
            }
        }
        for (offset, modal) in flow.modals.enumerated() {
            let node = flow.screens.count + offset
            for (actionIndex, modalAction) in modal.actions.enumerated() {
                if let action = modalAction.action {
                    addAction(action, from: node, holder: "an action of \(modal.id.value)", origin: .modalAction(index: actionIndex))
                }
            }
        }
    }

    private mutating func addAction(_ action: Action, from node: Int, holder: String, origin: FlowEdge.Origin) {
        let kind = action.kind.value
        if kind == .setStack {
            // Every screen of the new stack becomes reachable; the last one is on top.
            for screen in action.stack {
                add(.action(kind), from: node, to: screen, expecting: .screen, holder: holder, origin: origin, range: screen.range, action: action)
            }
            return
        }
        let expected: UnresolvedReference.Expectation = kind == .present ? .screenOrModal : .screen
        add(.action(kind), from: node, to: action.target, expecting: expected, holder: holder, origin: origin, range: action.range, action: action)
    }

    private mutating func add(
        _ kind: FlowEdge.Kind, from source: Int, to name: Located<String>?, expecting expected: UnresolvedReference.Expectation,
        holder: String, origin: FlowEdge.Origin, range: SourceRange, action: Action? = nil
    ) {
        var target: Int?
        if let name {
            target = resolve(name, expecting: expected, holder: holder)
        }
        let edgeIndex = edges.count
        edges.append(FlowEdge(kind: kind, source: source, target: target, targetName: name, origin: origin, action: action, range: range))
        outgoing[source].append(edgeIndex)
    }

    private mutating func resolve(_ name: Located<String>, expecting expected: UnresolvedReference.Expectation, holder: String) -> Int? {
        guard let node = index[name.value] else {
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder, foundInstead: nil))
            return nil
        }
        let isScreen = node < flow.screens.count
        switch (expected, isScreen) {
        case (.screen, false):
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder, foundInstead: .modal))
            return nil
        case (.modal, true):
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder, foundInstead: .screen))
            return nil
        default:
            return node
        }
    }
}
