/// The screens with a screen beneath them on their navigation stack that defines a presentation
/// context. Found once for the graph, from the definers up the pushes, so that a long stack of
/// presenters does not list every stack below each of them.
struct ContextDefinersBelow: Sendable {
    private let marked: [Bool]

    init(graph: FlowGraph, pushers: NodeLists) {
        let definers = (0 ..< graph.screenCount).filter { graph.screens[$0].flag(.definesPresentationContext) }
        guard !definers.isEmpty else {
            marked = []
            return
        }
        var pushedScreens: [Int] = [], byPusher: [Int] = []
        for screen in 0 ..< graph.screenCount {
            for pusher in pushers[screen] {
                byPusher.append(pusher)
                pushedScreens.append(screen)
            }
        }
        let pushed = NodeLists(count: graph.screenCount, lists: byPusher, items: pushedScreens)
        var marked = [Bool](repeating: false, count: graph.screenCount)
        var pending = definers
        while let screen = pending.popLast() {
            for above in pushed[screen] where !marked[above] {
                marked[above] = true
                pending.append(above)
            }
        }
        self.marked = marked
    }

    /// Whether a screen beneath `screen` on its stack (`NavigationQueries.screensBelow`)
    /// defines a presentation context.
    func hasDefinerBelow(_ screen: Int) -> Bool {
        screen < marked.count && marked[screen]
    }
}
