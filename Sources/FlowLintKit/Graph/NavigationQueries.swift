/// Navigation facts the navigation and presentation rules share, derived from the graph in
/// linear passes so that no rule has to walk the whole graph for each screen.
///
/// Alerts and action sheets act in the context of the screen that shows them: an alert action
/// that pops, pops that screen's navigation stack. `actingScreens(of:)` resolves that.
struct NavigationQueries {
    /// How a screen is held by another screen that stays on screen around it.
    enum Holding: Int32 {
        case tab, splitColumn, embedded
    }

    /// A screen's holder in 4 bytes rather than an optional tuple's 16: the holding screen times four plus
    /// how it holds, or -1 for none.
    private struct Holder {
        private var packed: Int32 = -1

        init() {}

        init(screen: Int, holding: Holding) {
            packed = Int32(screen) << 2 | holding.rawValue
        }

        var value: (screen: Int, holding: Holding)? {
            packed < 0 ? nil : (Int(packed >> 2), Holding(rawValue: packed & 3)!)
        }
    }

    let graph: FlowGraph
    /// The app's entry when it is a launch splash (`isLaunchSplash`), decided once.
    private let launchSplash: Int?
    /// Per modal (indexed by `node - screenCount`): the screens that show it, in file order, up
    /// to `AlertShowers`' budget.
    private let showers: NodeLists
    /// Per modal: whether some of the screens that show it were left out of `showers`.
    private let partlyJudgedAlerts: [Bool]
    /// The screens left out of some alert's `showers`: that alert's actions are not among theirs.
    private let screensWithAlertsNotJudged: Set<Int>
    /// Per screen: the screens that can be beneath it when it is pushed, each once.
    let pushers: NodeLists
    /// Per screen: the tab, split or embedding screen around it; see `holder(of:)`.
    private let holders: [Holder]
    /// Per screen: the screens that show it with `showDetail`, which stay beside it (in the
    /// other column of a split view) or beneath it (where it acts as `show`).
    let detailSources: NodeLists
    /// Per screen: the screens that lead to it by a custom segue, whose transition is the app's
    /// own code (a `perform()` that presents, pushes or slides a view in): they may stay behind
    /// it as a presenter or pusher does, so an unwind from it may return to them.
    let customSources: NodeLists
    /// Every edge that presents a screen modally, in edge order.
    let presentations: [Int]
    /// Per screen: its action edges; see `actionEdges(of:)`.
    private let actionEdgeLists: NodeLists

    /// The queries for `graph`, derived once and shared by every rule that asks.
    init(graph: FlowGraph) {
        self = graph.derived(NavigationQueries.self) { NavigationQueries(deriving: $0) }
    }

    private init(deriving graph: FlowGraph) {
        self.graph = graph
        launchSplash = graph.entry.flatMap { Self.isLaunchSplash($0, graph) ? $0 : nil }
        presentations = graph.presents.indices.filter { graph.presents[$0] }
        let alertShowers = graph.alertShowers
        let packedShowers = alertShowers.showers
        showers = packedShowers
        partlyJudgedAlerts = alertShowers.partlyJudged
        screensWithAlertsNotJudged = alertShowers.screensLeftOut
        // The rest needs at most the showers, and no part the others; a large flow builds them on
        // both cores, the holders with the action edges, which take less time than the pushers.
        let holdersAndActionEdges = { @Sendable in
            (Self.holdersAndDetailSources(in: graph), Self.actionEdges(in: graph))
        }
        let pushers = { @Sendable in Self.pushers(in: graph, showers: packedShowers) }
        let built: ((holders: [Holder], detailSources: NodeLists, customSources: NodeLists), NodeLists)
        if graph.nodeCount >= ParallelRuns.threshold {
            (built, self.pushers) = ParallelRuns.both(holdersAndActionEdges, pushers)
        } else {
            (built, self.pushers) = (holdersAndActionEdges(), pushers())
        }
        (holders, detailSources, customSources) = built.0
        actionEdgeLists = built.1
    }

    /// Per screen, the screen holding it as a tab, split column or embedded child, the screens
    /// that show it with `showDetail`, and those that lead to it by a custom segue.
    private static func holdersAndDetailSources(in graph: FlowGraph) -> (holders: [Holder], detailSources: NodeLists, customSources: NodeLists) {
        var holders = [Holder](repeating: Holder(), count: graph.screenCount)
        var detailTargets: [Int] = [], detailShowers: [Int] = []
        var customTargets: [Int] = [], customShowers: [Int] = []
        for edge in graph.edges {
            guard let target = edge.target, graph.isScreen(edge.source), graph.isScreen(target) else { continue }
            if edge.actionKind == .showDetail {
                detailTargets.append(target)
                detailShowers.append(edge.source)
            } else if edge.actionKind == .custom {
                customTargets.append(target)
                customShowers.append(edge.source)
            }
            let holding: Holding? = switch edge.kind {
            case .tab: .tab
            case .splitColumn: .splitColumn
            case .action(.embed): .embedded
            default: nil
            }
            if let holding, holders[target].value == nil, target != edge.source {
                holders[target] = Holder(screen: edge.source, holding: holding)
            }
        }
        // `show` from a screen of a split view outside any stack (a column, or what a column
        // showed) fills the other column, as `showDetail` does: the graph does not count it as a
        // presentation, nor, being outside a stack, as a push.
        for edge in graph.edges where edge.actionKind == .show {
            guard let target = edge.target, graph.isScreen(target), graph.isScreen(edge.source),
                  !graph.facts[edge.source].isInNavigationStack, !graph.showPresents(from: edge.source) else { continue }
            detailTargets.append(target)
            detailShowers.append(edge.source)
        }
        // A screen shown twice from one source is listed once, where it was first.
        return (holders, NodeLists(count: graph.screenCount, lists: detailTargets, items: detailShowers, droppingRepeats: true),
                NodeLists(count: graph.screenCount, lists: customTargets, items: customShowers, droppingRepeats: true))
    }

    /// The tab, split or embedding screen around `screen`, and how it holds it.
    func holder(of screen: Int) -> (screen: Int, holding: Holding)? {
        holders[screen].value
    }

    /// Whether `container` holds the screen as one of its tabs or split columns.
    private func isTabOrColumn(_ screen: Int, of container: Int) -> Bool {
        guard let holder = holder(of: screen) else { return false }
        return holder.screen == container && holder.holding != .embedded
    }

    /// Whether the screen is the app's main interface handed over by a push, or a tab or column
    /// of it: a tab or split container pushed onto a stack, as an onboarding or sign-in stack
    /// ends by pushing the app's tab bar; or what a launch splash pushes (`isLaunchSplash`). It is
    /// where the app goes on, not a step to go back from (the push's counterpart of
    /// `FlowGraph.replacesRoot`).
    func isHandedOver(_ screen: Int) -> Bool {
        if let pushedBy = graph.facts[screen].pushedBy, graph.edges[pushedBy].source == launchSplash { return true }
        var node = screen
        // A holder is a tab bar, split view or embedding screen, each holding its children once.
        for _ in 0 ..< graph.screenCount {
            let container = graph.screens[node].container?.value
            if container == .tabs || container == .split { return graph.facts[node].pushedBy != nil }
            guard let held = holder(of: node), held.holding != .embedded else { return false }
            node = held.screen
        }
        return false
    }

    /// Whether `node` is a launch splash: the app's entry, the root of a stack whose bar it hides,
    /// with no control of its own and every transition a segue its code performs (a loading
    /// screen that pushes the app's main screen once it is ready). Back from what it pushes
    /// would return to a screen with nothing to do on it.
    private static func isLaunchSplash(_ node: Int, _ graph: FlowGraph) -> Bool {
        guard node == graph.entry, graph.isScreen(node), graph.screens[node].container?.value == .navigation,
              graph.screens[node][.navigationBarHidden]?.value == true, graph.screens[node].buttons.isEmpty,
              !graph.outgoing[node].isEmpty else { return false }
        return graph.outgoing[node].allSatisfy { edgeIndex in
            let edge = graph.edges[edgeIndex]
            guard case .segue = edge.origin else { return edge.actionKind == .embed }
            return edge.action?.trigger?.value == .code
        }
    }

    /// Who is beneath each pushed screen: the screen that shows or pushes it from inside a
    /// stack (directly or through an alert it shows), or for `setStack` the screen listed
    /// before it. A child embedded in a screen of a stack counts its parent as beneath it.
    private static func pushers(in graph: FlowGraph, showers: NodeLists) -> NodeLists {
        // Pairs are appended straight to these rather than through a local function: the
        // variables such a function captures are checked for exclusive access at every append.
        var targets: [Int] = [], pushers: [Int] = []
        let edges = graph.edges
        for edgeIndex in edges.indices {
            let edge = edges[edgeIndex]
            guard let target = edge.target, graph.isScreen(target) else { continue }
            switch edge.actionKind {
            case .show, .push:
                forEachActingInStack(edge.source, in: graph, showers: showers) { pusher in
                    guard pusher != target else { return }
                    targets.append(target)
                    pushers.append(pusher)
                }
            case .embed:
                // A child the graph placed on its parent's stack (see `GraphAnalysis`) stands where
                // its parent does: what is beneath the parent is beneath the child.
                guard graph.isScreen(edge.source), graph.facts[edge.source].isInNavigationStack, graph.facts[target].pushedBy == nil,
                      graph.facts[target].stackRoot == graph.facts[edge.source].stackRoot, target != edge.source else { continue }
                targets.append(target)
                pushers.append(edge.source)
            case .setStack:
                var acts = false
                forEachActingInStack(edge.source, in: graph, showers: showers) { _ in acts = true }
                // A stack's screens are one edge each, in order, one after another: the screen
                // before this one is the previous edge's target, already resolved.
                guard acts, let position = edge.stackPosition, position > 0 else { continue }
                assert(edges[edgeIndex - 1].stackPosition == position - 1, "a stack's edges out of order")
                guard let previous = edges[edgeIndex - 1].target, graph.isScreen(previous), previous != target else { continue }
                targets.append(target)
                pushers.append(previous)
            default: break
            }
        }
        return NodeLists(count: graph.screenCount, lists: targets, items: pushers, droppingRepeats: true)
    }

    /// Each screen in a stack that an edge from `source` runs on: a screen acts for itself, an
    /// alert for the screens that show it.
    private static func forEachActingInStack(_ source: Int, in graph: FlowGraph, showers: NodeLists, _ body: (Int) -> Void) {
        if graph.isScreen(source) {
            if graph.facts[source].isInNavigationStack { body(source) }
            return
        }
        for screen in showers[source - graph.screenCount] where graph.facts[screen].isInNavigationStack { body(screen) }
    }

    // MARK: Acting screens

    /// The action edges a screen performs: its own segues and buttons, and the actions of every
    /// alert it shows, directly or through another alert's action; with whether they are all of
    /// them (see `ScreenActions.isComplete`).
    func actionEdges(of screen: Int) -> ScreenActions {
        let leftOut = !screensWithAlertsNotJudged.isEmpty && screensWithAlertsNotJudged.contains(screen)
        return ScreenActions(edges: actionEdgeLists[screen], isComplete: !leftOut)
    }

    /// Rules ask for the action edges of nearly every screen, some more than once, so they
    /// are listed once for all screens.
    private static func actionEdges(in graph: FlowGraph) -> NodeLists {
        var lists = NodeLists.Builder(reservingItems: graph.edges.count, lists: graph.screenCount)
        func addActionEdges(of node: Int) {
            for edgeIndex in graph.outgoing[node] where graph.edges[edgeIndex].actionKind != nil { lists.append(edgeIndex) }
        }
        for screen in 0 ..< graph.screenCount {
            addActionEdges(of: screen)
            for alert in graph.alertShowers.actedFor[screen] { addActionEdges(of: alert) }
            lists.endList()
        }
        return lists.lists
    }

    /// The screens an edge acts from: its source screen, or the screens that show the alert
    /// whose action it is.
    func actingScreens(of edge: FlowEdge) -> ActingScreens {
        guard !graph.isScreen(edge.source) else { return ActingScreens(edge.source) }
        let alert = edge.source - graph.screenCount
        return ActingScreens(showers[alert], isComplete: !partlyJudgedAlerts[alert])
    }

    // MARK: Presentation

    /// The edges that present a screen's modal task: those presenting the screen itself, or
    /// the root of the navigation stack it is in.
    func taskPresentations(of screen: Int) -> NodeList {
        guard let root = graph.facts[screen].modalTaskRoot else { return .empty }
        return graph.presentingEdges(of: root)
    }

    // MARK: Stacks

    /// Every screen that can be beneath `screen` on its navigation stack, following each push
    /// that leads to it. Visits only the screens of its own stacks, each once.
    func screensBelow(_ screen: Int) -> Set<Int> {
        var below: Set<Int> = []
        var pending = Array(pushers[screen])
        while let next = pending.popLast() {
            guard below.insert(next).inserted else { continue }
            pending += pushers[next]
        }
        return below
    }

    /// Whether `target` can be beneath `screen` on its navigation stack: `screensBelow(screen)`
    /// contains it. A stack is answered from the push forest; only where a screen is pushed from
    /// several places does the walk go on, from that screen's pushers.
    ///
    /// Like `isBehind`, the walk stops after `maxScreensWalkedBehind` such screens and answers
    /// yes, so that thousands of pops from a stack whose every screen is pushed from two places
    /// stay linear.
    func isBelow(_ target: Int, _ screen: Int) -> Bool {
        let pushers = pushers
        let forest = graph.derived(PushForest.self) { PushForest(pushers: pushers, screenCount: $0.screenCount) }
        var rootsSeen: Set<Int> = []
        var pending = [screen]
        while let next = pending.popLast() {
            if forest.isAncestor(target, of: next) { return true }
            let root = forest.root(of: next)
            guard rootsSeen.insert(root).inserted else { continue }
            guard rootsSeen.count <= Self.maxScreensWalkedBehind else { return true }
            for pusher in pushers[root] {
                if pusher == target { return true }
                pending.append(pusher)
            }
        }
        return false
    }

    /// Whether an unwind from `screen` can return to `target`: `screensBehind(screen)` contains
    /// it. A screen beneath on the stack is answered at once; anything else walks what is behind
    /// and stops when it meets `target`.
    ///
    /// The walk stops after `maxScreensWalkedBehind` screens, more than any app has behind one
    /// screen, and then answers yes: the unwind gets the benefit of the doubt, and a file of
    /// thousands of unwinds from a deep stack to a screen not behind it stays linear.
    func isBehind(_ target: Int, _ screen: Int) -> Bool {
        if target != screen, isBelow(target, screen) { return true }
        let walk = walkBehind(screen, stoppingAt: target, expandingAtMost: Self.maxScreensWalkedBehind)
        return walk.behind.contains(target) || !walk.complete
    }

    static let maxScreensWalkedBehind = 512

    /// Every screen an unwind from `screen` can return to: the screens beneath it on its
    /// stack, the screens that presented its modal task, showed it as a detail or led to it by a
    /// custom segue, and everything behind those, the containers holding any of them, and the other tabs and
    /// columns of those containers.
    func screensBehind(_ screen: Int) -> Set<Int> {
        walkBehind(screen, stoppingAt: nil, expandingAtMost: .max).behind
    }

    /// Visits only screens behind `screen`, each once, and says whether it saw them all.
    private func walkBehind(_ screen: Int, stoppingAt wanted: Int?, expandingAtMost limit: Int) -> (behind: Set<Int>, complete: Bool) {
        var behind: Set<Int> = []
        var pending: [Int] = []
        func enqueue(_ node: Int) {
            if behind.insert(node).inserted { pending.append(node) }
        }
        func expand(_ node: Int) {
            pushers[node].forEach(enqueue)
            detailSources[node].forEach(enqueue)
            customSources[node].forEach(enqueue)
            for edgeIndex in graph.presentingEdges(of: node) {
                actingScreens(of: graph.edges[edgeIndex]).forEach(enqueue)
            }
            if let (container, _) = holder(of: node) {
                enqueue(container)
                // The container's other tabs and columns are alive beside this one. Looking for
                // one screen, the walk asks whether it is one of them rather than listing a tab
                // bar's every tab at each step.
                if let wanted {
                    if isTabOrColumn(wanted, of: container) { behind.insert(wanted) }
                } else {
                    for edgeIndex in graph.outgoing[container] {
                        if let sibling = graph.edges[edgeIndex].target, isTabOrColumn(sibling, of: container) { behind.insert(sibling) }
                    }
                }
            }
        }
        expand(screen)
        var expanded = 1
        while let next = pending.popLast() {
            if let wanted, wanted != screen, behind.contains(wanted) { break }
            guard expanded < limit else { return (behind, false) }
            expand(next)
            expanded += 1
        }
        behind.remove(screen)
        return (behind, true)
    }

    /// The screens around `screen` in its containment: the containers holding its stack's root
    /// (or the screen itself when it is in no stack, or its parent when it is embedded), innermost
    /// first.
    ///
    /// Apps nest a handful of containers; the walk stops after `maxContainmentDepth` of them, so
    /// that a file nesting thousands of children, each asking this, stays linear.
    func enclosingContainers(of screen: Int) -> [(screen: Int, holding: Holding)] {
        var result: [(screen: Int, holding: Holding)] = []
        var current = screen
        while result.count < Self.maxContainmentDepth, let next = enclosingHolder(of: current),
              next.screen != screen, !result.contains(where: { $0.screen == next.screen }) {
            result.append(next)
            current = next.screen
        }
        return result
    }

    static let maxContainmentDepth = 32

    /// The next container out from `screen`: its parent when it is an embedded child or a tab
    /// (which the graph places on its parent's stack when the parent is in one), else whatever
    /// holds its stack's root.
    private func enclosingHolder(of screen: Int) -> (screen: Int, holding: Holding)? {
        if let own = holder(of: screen), own.holding == .embedded || own.holding == .tab { return own }
        return holder(of: graph.facts[screen].stackRoot ?? screen)
    }

    // MARK: Presentation context

    /// Whether a screen defines the presentation context for a presentation from `presenter`:
    /// the presenter, the screens beneath it on its stack, its stack's root, or the containers
    /// holding it. Like UIKit, the search stays inside the presenter's modal task.
    func hasPresentationContext(around presenter: Int) -> Bool {
        let defines = { (screen: Int) in graph.screens[screen].flag(.definesPresentationContext) }
        if defines(presenter) { return true }
        let pushers = pushers
        let below = graph.derived(ContextDefinersBelow.self) { ContextDefinersBelow(graph: $0, pushers: pushers) }
        if below.hasDefinerBelow(presenter) { return true }
        if let root = graph.facts[presenter].stackRoot, defines(root) { return true }
        return enclosingContainers(of: presenter).contains { defines($0.screen) }
    }

    /// The screen UIKit falls back to when nothing around the presenter defines a presentation
    /// context: the window's root view controller, the flow's entry (nil when there is none).
    var fallbackPresentationContext: Int? { graph.entry }

    /// Whether the fallback is, or may be, the presenter's own stack: the presenter itself or its
    /// stack's root. The modal then covers what the stack would have covered had it defined the
    /// context, so the missing definition changes nothing. A presenter the entry does not lead to
    /// is shown however the code that instantiates it shows it, often as the window's root (an
    /// app that picks its first screen in code), so it may be.
    ///
    /// So is a screen the app's own container embeds (as a panel or a child screen), directly or
    /// through other such containers, when that container is the fallback: no tab bar or column
    /// of UIKit's is covered, only the app's own layout, and apps present over it from a panel
    /// to dim the whole window.
    ///
    /// Inside a modal, the window's root is already presenting: UIKit presents from the top of the
    /// window's presentations, the modal the presenter is in, so a presenter in a modal task
    /// (presented itself, pushed onto a presented stack, or embedded in such a screen) covers that
    /// modal, its own.
    func fallsBackToItsOwnArea(_ presenter: Int) -> Bool {
        guard graph.isReachedFromEntry(presenter) else { return true }
        if isInModalTask(presenter) { return true }
        guard let fallback = fallbackPresentationContext else { return false }
        let isFallback = { (screen: Int) in screen == fallback || graph.facts[screen].stackRoot == fallback }
        return isFallback(presenter) || embeddingContainers(of: presenter).contains(where: isFallback)
    }

    /// Whether the screen shows inside a modal task: it is presented, pushed onto a presented
    /// stack, or embedded (through embeds alone) in a screen that is. What it presents over the
    /// current context then covers that modal, not the app behind it.
    func isInModalTask(_ screen: Int) -> Bool {
        graph.facts[screen].modalTaskRoot != nil
            || embeddingContainers(of: screen).contains { graph.facts[$0].modalTaskRoot != nil }
    }

    /// The containers that embed the screen as a child, innermost first, up to the first
    /// container that holds it another way (a tab, a column, a stack).
    private func embeddingContainers(of screen: Int) -> [Int] {
        Array(enclosingContainers(of: screen).prefix { $0.holding == .embedded }.map(\.screen))
    }

}

/// The screens an edge acts from. Almost always that is just the edge's own source, and this
/// collection holds it without allocating an array for every edge a rule looks at.
/// The action edges of one screen (see `NavigationQueries.actionEdges(of:)`).
struct ScreenActions: RandomAccessCollection {
    let edges: NodeList
    /// False when the screen shows an alert whose actions are not counted among its own, an
    /// alert shown from more screens than are judged (see `AlertShowers`): whatever the edges
    /// lack, that alert may offer, so a rule that reports a missing action stays quiet.
    let isComplete: Bool

    var startIndex: Int { 0 }
    var endIndex: Int { edges.count }
    subscript(position: Int) -> Int { edges[position] }
}

struct ActingScreens: RandomAccessCollection {
    private let source: Int?
    private let showers: NodeList
    /// False for an alert shown from more screens than are judged (see `AlertShowers`): a rule
    /// that reports only when every acting screen goes wrong cannot tell, and stays quiet.
    let isComplete: Bool

    init(_ source: Int) {
        self.source = source
        showers = .empty
        isComplete = true
    }

    init(_ showers: NodeList, isComplete: Bool) {
        source = nil
        self.showers = showers
        self.isComplete = isComplete
    }

    var startIndex: Int { 0 }
    var endIndex: Int { source == nil ? showers.count : 1 }
    subscript(position: Int) -> Int { source ?? showers[position] }
}

extension PresentationStyle {
    /// How a message names the style.
    var phrase: String {
        switch self {
        case .automatic: "sheet"
        case .fullScreen: "full-screen presentation"
        case .overFullScreen: "over-full-screen presentation"
        case .pageSheet: "page sheet"
        case .formSheet: "form sheet"
        case .currentContext: "current-context presentation"
        case .overCurrentContext: "over-current-context presentation"
        case .popover: "popover"
        case .custom: "custom presentation"
        }
    }

    /// The phrase with its article: "a page sheet", "an over-full-screen presentation".
    var phraseWithArticle: String {
        let phrase = phrase
        return (phrase.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + phrase
    }
}
