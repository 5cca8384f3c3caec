/// Resolves names and turns the flow's segues, buttons, containers and alert actions into edges.
struct EdgeBuilder {
    let flow: Flow
    private(set) var index: [String: Int] = [:]
    private(set) var edges: [FlowEdge] = []
    /// Per node, the indices of the edges leaving it: a node's edges are added together, so
    /// they are one run of `edges`.
    private(set) var outgoing: [Range<Int>]
    private(set) var unresolved: [UnresolvedReference] = []
    /// What edges read their action and target name from.
    let details: EdgeDetails

    init(flow: Flow) {
        self.flow = flow
        details = EdgeDetails(flow: flow)
        outgoing = Array(repeating: 0 ..< 0, count: flow.screens.count + flow.modals.count)
        index.reserveCapacity(outgoing.count)
        // Fields are read through the arrays (`screens[node].id`) rather than by binding whole
        // screens, which would copy every field of every screen.
        let screens = flow.screens, modals = flow.modals
        for node in screens.indices where index[screens[node].id.value] == nil {
            index[screens[node].id.value] = node
        }
        for offset in modals.indices where index[modals[offset].id.value] == nil {
            index[modals[offset].id.value] = screens.count + offset
        }
    }

    mutating func build() {
        let screens = flow.screens
        for node in screens.indices {
            let firstEdge = edges.count
            defer { outgoing[node] = firstEdge ..< edges.count }
            // Holders name the reference in an unknown-target message; they are built only then.
            let id = screens[node].id.value
            for tab in screens[node].tabs {
                add(.tab, from: node, to: tab, expecting: .screen, holder: "tabs of screen \(id)", origin: .container, range: tab.range)
            }
            for column in [screens[node].primary, screens[node].secondary] {
                guard let column else { continue }
                add(.splitColumn, from: node, to: column, expecting: .screen, holder: "split screen \(id)", origin: .container, range: column.range)
            }
            if let alert = screens[node].onAttemptToDismiss {
                add(.attemptToDismiss, from: node, to: alert, expecting: .modal, holder: "onAttemptToDismiss of screen \(id)", origin: .screenField, range: alert.range)
            }
            let buttons = screens[node].buttons
            for offset in buttons.indices {
                if let confirm = buttons[offset].confirm {
                    add(.confirmation, from: node, to: confirm, expecting: .modal, holder: "a button of screen \(id)", origin: .button(index: offset), range: confirm.range)
                }
                if let action = buttons[offset].action {
                    addAction(action, from: node, holder: "a button of screen \(id)", origin: .button(index: offset))
                }
            }
            let segues = screens[node].segues
            for offset in segues.indices {
                addAction(segues[offset], from: node, holder: "a segue from \(id)", origin: .segue(index: offset))
            }
        }
        let modals = flow.modals
        for offset in modals.indices {
            let node = screens.count + offset
            let firstEdge = edges.count
            defer { outgoing[node] = firstEdge ..< edges.count }
            let actions = modals[offset].actions
            for actionIndex in actions.indices {
                if let action = actions[actionIndex].action {
                    addAction(action, from: node, holder: "an action of \(modals[offset].id.value)", origin: .modalAction(index: actionIndex))
                }
            }
        }
    }

    private mutating func addAction(_ action: Action, from node: Int, holder: @autoclosure () -> String, origin: FlowEdge.Origin) {
        let kind = action.kind.value
        if kind == .setStack {
            // Every screen of the new stack becomes reachable; the last one is on top.
            for (position, screen) in action.stack.enumerated() {
                add(.action(kind), from: node, to: screen, expecting: .screen, holder: holder(), origin: origin, range: screen.range,
                    stackPosition: position)
            }
            return
        }
        let expected: UnresolvedReference.Expectation = kind == .present ? .screenOrModal : .screen
        add(.action(kind), from: node, to: action.target, expecting: expected, holder: holder(), origin: origin, range: action.range)
    }

    private mutating func add(
        _ kind: FlowEdge.Kind, from source: Int, to name: Located<String>?, expecting expected: UnresolvedReference.Expectation,
        holder: @autoclosure () -> String, origin: FlowEdge.Origin, range: SourceRange,
        stackPosition: Int? = nil
    ) {
        var target: Int?
        if let name {
            target = resolve(name, expecting: expected, holder: holder)
        }
        var edge = FlowEdge(kind: kind, source: source, target: target, targetNameIndex: name.map(details.addTargetName),
                            origin: origin, details: details, range: range)
        edge.stackPosition = stackPosition
        edges.append(edge)
    }

    private mutating func resolve(_ name: Located<String>, expecting expected: UnresolvedReference.Expectation, holder: () -> String) -> Int? {
        guard let node = index[name.value] else {
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder(), foundInstead: nil))
            return nil
        }
        let isScreen = node < flow.screens.count
        switch (expected, isScreen) {
        case (.screen, false):
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder(), foundInstead: .modal))
            return nil
        case (.modal, true):
            unresolved.append(UnresolvedReference(name: name, expected: expected, holder: holder(), foundInstead: .screen))
            return nil
        default:
            return node
        }
    }
}
