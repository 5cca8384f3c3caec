/// The shape of each modal task: where in it the user's task has begun, and whether its screens
/// follow one another in a row. The modality rules that judge a task's length and branching ask
/// here, so that a settings sheet is told from a task the same way by each of them.
///
/// A screen marks a task when it holds user content or offers Cancel or Save (there is work to
/// abandon or keep), or is past the root and offers Done (the task ends at a later step). A modal
/// with a marked screen is a task from its first screen, unless that screen is a menu: it holds
/// no user content and offers no Save, and either closes only with Done, or drills into two or
/// more pages and closes with Cancel or Done (with nothing entered, Cancel there only closes), or
/// with no such button drills into pages none of which is marked itself.
/// Choosing a page of a menu is browsing, so in a menu a task begins only at a marked page, and
/// goes on to what that page pushes.
/// A screen's embedded parts (a SwiftUI section of a settings form, a container view's child) are
/// on screen with it: what they push, the screen pushes, and they are no step of their own.
struct ModalTaskShape {
    /// Per screen node: whether the task it belongs to has begun there.
    private let begun: [Bool]
    /// Per screen node: how many ways on it offers, counted up to two; see `pathCount(from:_:)`.
    private let pushCounts: [UInt8]
    /// Per screen node: whether another screen embeds it.
    private let parts: [Bool]

    init(graph: FlowGraph) {
        self = graph.derived(ModalTaskShape.self) { ModalTaskShape(deriving: ModalQueries(graph: $0)) }
    }

    private init(deriving queries: ModalQueries) {
        let graph = queries.graph
        var begun = [Bool](repeating: false, count: graph.screenCount)
        var pushCounts = [UInt8](repeating: 0, count: graph.screenCount)
        var parts = [Bool](repeating: false, count: graph.screenCount)
        for edge in graph.edges where edge.actionKind == .embed {
            if let target = edge.target, graph.isScreen(target), target != edge.source { parts[target] = true }
        }
        self.parts = parts
        for root in queries.taskRoots {
            var marked: [Int] = []
            for screen in queries.members[root] {
                pushCounts[screen] = Self.pathCount(from: screen, queries)
                if Self.marksTask(graph.screens[screen], isRoot: screen == root) { marked.append(screen) }
            }
            guard !marked.isEmpty else { continue }
            var pagesMarked = false
            let markedSet = Set(marked)
            Self.forEachPush(from: root, root: root, queries) { target, _ in pagesMarked = pagesMarked || markedSet.contains(target) }
            guard Self.isMenu(graph.screens[root], branches: pushCounts[root] > 1, pagesMarked: pagesMarked) else {
                for screen in queries.members[root] { begun[screen] = true }
                continue
            }
            // A menu's own Cancel closes it: the root begins no task.
            marked.removeAll { $0 == root }
            // Each page is marked once, and passes the mark on along its own pushes once.
            for screen in marked { begun[screen] = true }
            while let screen = marked.popLast() {
                Self.forEachPush(from: screen, root: root, queries) { target, _ in
                    guard !begun[target] else { return }
                    begun[target] = true
                    marked.append(target)
                }
            }
        }
        self.begun = begun
        self.pushCounts = pushCounts
    }

    /// Each screen that `screen` pushes or shows, as often as an action does: of the task rooted
    /// at `root`, or with none, any (a screen another task holds too is still pushed here, as
    /// `modal-single-path` counts it).
    private static func forEachPush(from screen: Int, root: Int?, _ queries: ModalQueries, _ body: (_ target: Int, _ edge: FlowEdge) -> Void) {
        let graph = queries.graph
        for edgeIndex in stepEdges(of: screen, queries) {
            let edge = graph.edges[edgeIndex]
            guard edge.actionKind == .push || edge.actionKind == .show, let target = edge.target, target != screen,
                  graph.isScreen(target), root == nil || queries.taskRoot(of: target) == root else { continue }
            body(target, edge)
        }
    }

    /// The action edges of a screen and of the parts it embeds, a few levels deep.
    static func stepEdges(of screen: Int, _ queries: ModalQueries) -> [Int] {
        let graph = queries.graph
        var shown = [screen], edges: [Int] = []
        var next = 0
        while next < shown.count, shown.count <= 16 {
            let current = shown[next]
            next += 1
            edges += queries.actionEdges(of: current)
            for edgeIndex in graph.outgoing[current] where graph.edges[edgeIndex].actionKind == .embed {
                if let part = graph.edges[edgeIndex].target, graph.isScreen(part), !shown.contains(part) { shown.append(part) }
            }
        }
        return edges
    }

    /// Whether another screen embeds `screen`: it is part of that screen's step.
    func isPart(_ screen: Int) -> Bool {
        parts[screen]
    }

    /// How many ways on `screen` offers the user, counted up to two: each distinct screen that a
    /// control, a row or a gesture pushes, and whatever segues the screen's code performs, as
    /// one. Code picks one next step of those (a Next button whose code goes on by what was
    /// entered), so they are one way on, however many steps it can pick from. (A segue through a
    /// storyboard reference is taken as performed in code whatever starts it, so it counts as
    /// a way of its own.)
    private static func pathCount(from screen: Int, _ queries: ModalQueries) -> UInt8 {
        let graph = queries.graph
        // The count stops at two, so two distinct targets of each kind are all it needs to keep.
        var chosen: [Int] = [], byCode: [Int] = []
        forEachPush(from: screen, root: nil, queries) { target, edge in
            if case .segue = edge.origin, edge.action?.trigger?.value == .code,
               graph.screens[screen].storyboard?.value == graph.screens[target].storyboard?.value {
                if byCode.count < 2, !byCode.contains(target) { byCode.append(target) }
            } else if chosen.count < 2, !chosen.contains(target) {
                chosen.append(target)
            }
        }
        let codeWay = byCode.contains { !chosen.contains($0) } ? 1 : 0
        return UInt8(min(2, chosen.count + codeWay))
    }

    private static func marksTask(_ screen: Screen, isRoot: Bool) -> Bool {
        screen.flag(.userContent) || screen.buttons.contains { button in
            switch button.effectiveRole {
            case .cancel, .save: true
            case .done: !isRoot
            default: false
            }
        }
    }

    /// A first screen that only closes: no user content, no Save, and Done alone, or, when it
    /// drills into several pages, Cancel, Done or a button that dismisses; or, closed by a gesture alone, pages none of
    /// which is marked itself (a settings list, not a choice of two ways to finish a task); or
    /// one offering several actions that each close it (Mark All as Read, Rescan): a menu of
    /// actions, where a task's first step offers one way on.
    private static func isMenu(_ root: Screen, branches: Bool, pagesMarked: Bool) -> Bool {
        guard !root.flag(.userContent), !root.buttons.contains(where: { $0.effectiveRole == .save }) else { return false }
        let actionsThatClose = root.buttons.filter { $0.effectiveRole == .normal && $0.action?.kind.value == .dismiss }
        if actionsThatClose.count >= 2 { return true }
        let closes = Set(root.buttons.map(\.effectiveRole)).intersection([.done, .cancel])
        // A Close with no role (`{ title: Close, action: dismiss }`) closes as Cancel does.
        let dismisses = root.buttons.contains { $0.action?.kind.value == .dismiss }
        return branches ? !closes.isEmpty || dismisses || !pagesMarked : closes == [.done]
    }

    /// Whether the task `screen` belongs to has begun by the time the user reaches it.
    func hasBegun(at screen: Int) -> Bool {
        begun[screen]
    }

    /// Whether `screen` offers more than one way on (see `pathCount(from:_:)`): a menu, or a step that branches.
    func branches(at screen: Int) -> Bool {
        pushCounts[screen] > 1
    }

    /// Whether the modal rooted at `root` is a task that follows in a row: a task begins in it,
    /// and none of its screens branches.
    func isTaskInARow(_ root: Int, _ queries: ModalQueries) -> Bool {
        let members = queries.members[root]
        return members.contains { begun[$0] } && !members.contains { branches(at: $0) }
    }
}
