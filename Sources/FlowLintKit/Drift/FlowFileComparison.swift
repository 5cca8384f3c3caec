/// Where a hand-kept flow file and the app's sources state the same fact differently: the one
/// place that decides what is compared, and how (see `rules/flow-file-drift.md`).
///
/// Only facts both sides state are compared, never one side's silence with the other's default:
/// a style the code does not set at the call or in the presented class may be set where it is not
/// read. A screen is compared when the file lists it and its own code was read (`declarations`);
/// a transition only between screens both sides have. A transition is any of `show`, `push`,
/// `showDetail`, `present`, `setStack` or `custom`, of the screen or of an alert or action sheet
/// it shows, to a screen; of their kinds only `present` and `push` are compared with each other
/// (a `show` in the file may be a push in code), and embedding, tabs, columns and the ways back
/// not at all.
struct FlowFileComparison {
    /// One difference: a finding in the flow file, with notes at what the sources say.
    struct Drift: Equatable {
        enum Kind: Equatable {
            /// Both state a presentation style for the presentation, and none of the code's is the
            /// file's (`sameStyle`).
            case presentationStyle
            /// The same, for the transition style.
            case transitionStyle
            /// The file has a transition whose screen's code makes none like it, and every
            /// transition that code makes is resolved.
            case transitionNotInCode
            /// The code makes a transition, not assumed, between two screens the file lists, and
            /// the file has none like it.
            case transitionNotInFile
            /// The file presents a screen the code only pushes, or pushes one the code only presents.
            case transitionKind
        }

        var kind: Kind
        var message: String
        /// In the flow file.
        var range: SourceRange
        /// In the sources, in the ranges of the code's graph.
        var notes: [Note]
        var subject: String

        struct Note: Equatable {
            var message: String
            var range: SourceRange
        }
    }

    let file: FlowGraph
    let code: FlowGraph
    let declarations: [String: SourceRange]

    /// The kinds of action that lead on to a screen.
    static let forward: Set<Action.Kind> = [.show, .push, .showDetail, .present, .setStack, .custom]

    /// Every difference, screen by screen in the file's order, then as each screen's edges stand.
    func drifts() -> [Drift] {
        var drifts: [Drift] = []
        for screen in 0 ..< file.screenCount {
            let name = file.name(of: screen).value
            guard let declaration = declarations[name], let counterpart = code.node(named: name), code.isScreen(counterpart) else { continue }
            let fileEdges = transitions(from: screen, in: file)
            let codeEdges = transitions(from: counterpart, in: code)
            drifts += styleDrifts(fileEdges, codeEdges)
            drifts += kindDrifts(fileEdges, codeEdges, of: name)
            drifts += missingInCode(fileEdges, codeEdges, of: name, declaredAt: declaration)
            drifts += missingInFile(codeEdges, fileEdges, from: screen)
        }
        return drifts
    }

    /// The transitions of `node` in `graph`, and of each alert or action sheet it shows, by
    /// edge index; with a nil target name where the target is not resolved.
    private func transitions(from node: Int, in graph: FlowGraph) -> [(edge: Int, target: String?)] {
        var sources = [node]
        for edge in graph.outgoing[node] {
            if let target = graph.edges[edge].target, !graph.isScreen(target), !sources.contains(target) { sources.append(target) }
        }
        var found: [(edge: Int, target: String?)] = []
        for source in sources {
            for index in graph.outgoing[source] {
                let edge = graph.edges[index]
                guard let kind = edge.actionKind, Self.forward.contains(kind) else { continue }
                guard let target = edge.target else {
                    found.append((index, nil))
                    continue
                }
                if graph.isScreen(target) { found.append((index, graph.name(of: target).value)) }
            }
        }
        return found
    }

    /// Both sides present the same screen and state its style, and no presentation of the code's
    /// states the file's.
    private func styleDrifts(_ fileEdges: [(edge: Int, target: String?)], _ codeEdges: [(edge: Int, target: String?)]) -> [Drift] {
        var drifts: [Drift] = []
        for (index, target) in fileEdges {
            let edge = file.edges[index]
            guard edge.actionKind == .present, let target else { continue }
            let presents = codeEdges.filter { $0.target == target && code.edges[$0.edge].actionKind == .present }.map { code.edges[$0.edge] }
            guard !presents.isEmpty else { continue }
            let stated = file.presentationStyle(of: edge)
            let codeStyles = presents.map(code.presentationStyle)
            if stated.source == .action, let declared = stated.declared, codeStyles.allSatisfy({ $0.source == .action }),
               !codeStyles.contains(where: { Self.sameStyle($0.value, stated.value) }) {
                drifts.append(Drift(
                    kind: .presentationStyle,
                    message: "the flow file presents \(UserText.quoted(target)) as \(stated.value.rawValue), but the code presents it as \(Self.list(codeStyles.map(\.value.rawValue), or: true))",
                    range: declared.range,
                    notes: codeStyles.compactMap { style in style.declared.map { Drift.Note("the code presents it as \($0.value.rawValue) here", range: $0.range) } },
                    subject: file.subject(ofEdge: index) + ":presentationStyle"))
            }
            let codeTransitions = presents.map { $0.action?.transitionStyle }
            if let named = edge.action?.transitionStyle, codeTransitions.allSatisfy({ $0 != nil }),
               !codeTransitions.contains(where: { $0?.value == named.value }) {
                let styles = codeTransitions.compactMap { $0 }
                drifts.append(Drift(
                    kind: .transitionStyle,
                    message: "the flow file presents \(UserText.quoted(target)) with transition \(named.value.rawValue), but the code uses \(Self.list(styles.map(\.value.rawValue), or: true))",
                    range: named.range,
                    notes: styles.map { Drift.Note("the code sets \($0.value.rawValue) here", range: $0.range) },
                    subject: file.subject(ofEdge: index) + ":transitionStyle"))
            }
        }
        return drifts
    }

    /// Whether two stated presentation styles say the same: equal, or both a sheet (`automatic`,
    /// `pageSheet`, `formSheet`), which differ only with the device and the size class (SwiftUI's
    /// `.sheet` is any of them), so no file is wrong to call a sheet by another of those names.
    static func sameStyle(_ one: PresentationStyle, _ other: PresentationStyle) -> Bool {
        one == other || (one.isSheet && other.isSheet)
    }

    /// The file presents a screen that every transition of the code to it pushes, or the other
    /// way round. `show` and the other kinds depend on where they start, so they are not compared.
    private func kindDrifts(_ fileEdges: [(edge: Int, target: String?)], _ codeEdges: [(edge: Int, target: String?)], of screen: String) -> [Drift] {
        var drifts: [Drift] = []
        for (index, target) in fileEdges {
            let edge = file.edges[index]
            guard let target, let kind = edge.actionKind, kind == .present || kind == .push else { continue }
            let other: Action.Kind = kind == .present ? .push : .present
            let made = codeEdges.filter { $0.target == target }.map { code.edges[$0.edge] }
            guard !made.isEmpty, made.allSatisfy({ $0.actionKind == other }) else { continue }
            drifts.append(Drift(
                kind: .transitionKind,
                message: "the flow file has \(UserText.quoted(screen)) \(Self.verb(kind, base: true)) \(UserText.quoted(target)), but its code \(Self.verb(other, base: false)) it",
                range: edge.place,
                notes: made.map { Drift.Note("the code \(Self.verb(other, base: false)) it here", range: $0.place) },
                subject: file.subject(ofEdge: index) + ":kind"))
        }
        return drifts
    }

    /// The file's transitions to screens the screen's code never leads to, when that code leads
    /// somewhere and every target it names is resolved.
    private func missingInCode(_ fileEdges: [(edge: Int, target: String?)], _ codeEdges: [(edge: Int, target: String?)],
                               of screen: String, declaredAt declaration: SourceRange) -> [Drift] {
        guard !codeEdges.isEmpty, codeEdges.allSatisfy({ $0.target != nil }) else { return [] }
        let made = Set(codeEdges.compactMap(\.target))
        var reported: Set<String> = []
        var drifts: [Drift] = []
        for (index, target) in fileEdges {
            guard let target, !made.contains(target), reported.insert(target).inserted else { continue }
            let edge = file.edges[index]
            let verb = Self.verb(edge.actionKind, base: true)
            drifts.append(Drift(
                kind: .transitionNotInCode,
                message: "the flow file has \(UserText.quoted(screen)) \(verb) \(UserText.quoted(target)), which its code never does",
                range: edge.place,
                notes: [Drift.Note("the code of \(UserText.quoted(screen)), declared here, leads only to \(Self.list(made.sorted().map { UserText.quoted($0) }, or: false))", range: declaration)],
                subject: "transition:\(screen)->\(target):notInCode"))
        }
        return drifts
    }

    /// The code's stated transitions to screens the file lists, which the file does not have.
    private func missingInFile(_ codeEdges: [(edge: Int, target: String?)], _ fileEdges: [(edge: Int, target: String?)], from screen: Int) -> [Drift] {
        let listed = Set(fileEdges.compactMap(\.target))
        let name = file.name(of: screen)
        var reported: Set<String> = []
        var drifts: [Drift] = []
        for (index, target) in codeEdges {
            guard let target, let node = file.node(named: target), file.isScreen(node), !listed.contains(target) else { continue }
            let edge = code.edges[index]
            guard edge.action?.isAssumed != true, reported.insert(target).inserted else { continue }
            let verb = Self.verb(edge.actionKind, base: false)
            drifts.append(Drift(
                kind: .transitionNotInFile,
                message: "the code of \(UserText.quoted(name.value)) \(verb) \(UserText.quoted(target)), which the flow file leaves out",
                range: name.range,
                notes: [Drift.Note("the code \(verb) \(UserText.quoted(target)) here", range: edge.place)],
                subject: "transition:\(name.value)->\(target):notInFile"))
        }
        return drifts
    }

    /// What a transition of `kind` does, as a verb: `pushes`, or `push` after "has X".
    static func verb(_ kind: Action.Kind?, base: Bool) -> String {
        let verb = switch kind {
        case .show: ("show", "shows")
        case .push: ("push", "pushes")
        case .showDetail: ("show as the detail", "shows as the detail")
        case .present: ("present", "presents")
        case .setStack: ("put on its stack", "puts on its stack")
        default: ("lead to", "leads to")
        }
        return base ? verb.0 : verb.1
    }

    /// `a`, `a or b`, `a, b or c` (`and` when not `or`), each named once; past `listed` items,
    /// the first of them and how many more.
    static func list(_ items: [String], or: Bool, listed: Int = 5) -> String {
        var seen: Set<String> = []
        var items = items.filter { seen.insert($0).inserted }
        if items.count > listed {
            let more = items.count - listed + 1
            items = Array(items.prefix(listed - 1)) + ["\(more) more"]
        }
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
    }
}

extension FlowFileComparison.Drift.Note {
    init(_ message: String, range: SourceRange) {
        self.message = message
        self.range = range
    }
}
