/// Groups a drawing's screens: one cluster per navigation stack (its root and every screen
/// pushed onto it), inside one cluster per tab bar or split view controller (the container and
/// what its tabs or columns show). Each node belongs to at most one cluster, the innermost,
/// because Graphviz draws a node listed in two sibling clusters in neither properly.
struct DrawingClusters {
    let graph: FlowGraph

    func apply(to drawing: inout FlowDrawing) {
        var clusterOfRoot: [Int: Int] = [:]
        var clusters: [FlowDrawing.Cluster] = []
        var roots: [Int] = []
        for node in 0 ..< graph.screenCount {
            guard let container = graph.screens[node].container?.value else { continue }
            let name = graph.screens[node].id.value
            let (kind, label): (FlowDrawing.Cluster.Kind, String) = switch container {
            case .navigation: (.navigation, "\(name) navigation stack")
            case .tabs: (.tabs, "\(name) tab bar")
            case .split: (.split, "\(name) split view")
            }
            clusterOfRoot[node] = clusters.count
            clusters.append(FlowDrawing.Cluster(id: "cluster_\(clusters.count)", kind: kind, label: label))
            roots.append(node)
        }
        // The container whose tab or column shows a screen, first in file order.
        var shownIn: [Int: Int] = [:]
        for edge in graph.edges where edge.kind == .tab || edge.kind == .splitColumn {
            if let target = edge.target, target != edge.source, shownIn[target] == nil, clusterOfRoot[edge.source] != nil {
                shownIn[target] = clusterOfRoot[edge.source]
            }
        }
        // An embedded child view controller sits inside its parent's view, so it is drawn there.
        var embeddedIn: [Int: Int] = [:]
        for edge in graph.edges where edge.actionKind == .embed && graph.isScreen(edge.source) {
            if let target = edge.target, target != edge.source, embeddedIn[target] == nil { embeddedIn[target] = edge.source }
        }
        // A screen in a stack belongs to its stack, a container to itself, the screen of a tab or
        // column outside any stack to the container, and a child to its parent's cluster. Each
        // screen's home is found once: a chain of children, each embedded in the next, is walked
        // once rather than once from each child.
        var homes = [Int?](repeating: nil, count: graph.screenCount)
        var homeKnown = [Bool](repeating: false, count: graph.screenCount)
        func home(of start: Int) -> Int? {
            var walked: [Int] = []
            var node = start
            var found: Int?
            while true {
                if homeKnown[node] {
                    found = homes[node]
                    break
                }
                walked.append(node)
                if let root = graph.facts[node].stackRoot { found = clusterOfRoot[root]; break }
                if let own = clusterOfRoot[node] { found = own; break }
                if let container = shownIn[node] { found = container; break }
                // (A ring of children embedding each other has no home.)
                guard let parent = embeddedIn[node], walked.count <= graph.screenCount else { break }
                node = parent
            }
            for screen in walked {
                homes[screen] = found
                homeKnown[screen] = true
            }
            return found
        }
        var parent = [Int?](repeating: nil, count: clusters.count)
        var outermost = Outermost(count: clusters.count)
        for (cluster, root) in roots.enumerated() {
            // A stack's root lives in the container that shows it; a container in the stack or
            // container that holds it. A root is its own home, so ask one step further out.
            // Two containers showing each other would make a cycle: the second stays where it is.
            let outer = graph.facts[root].stackRoot.flatMap { $0 == root ? nil : clusterOfRoot[$0] } ?? shownIn[root]
            if let outer, outer != cluster, outermost.of(outer) != cluster {
                parent[cluster] = outer
                outermost.place(cluster, in: outer)
            }
        }
        for node in 0 ..< graph.screenCount {
            if let cluster = home(of: node) {
                clusters[cluster].nodes.append(node)
            } else {
                drawing.topLevelNodes.append(node)
            }
        }
        drawing.topLevelNodes += graph.screenCount ..< drawing.nodes.count
        for cluster in clusters.indices {
            if let outer = parent[cluster] {
                clusters[outer].clusters.append(cluster)
            } else {
                drawing.topLevelClusters.append(cluster)
            }
        }
        drawing.clusters = clusters
    }

    /// The outermost cluster around each cluster as clusters are placed in others, each placed
    /// once while it is still outermost itself: placing one in a cluster it is already around
    /// would make a cycle. Paths are shortened as they are followed, so a deep nesting of tab
    /// bars in tab bars is followed in about linear time, not once per level.
    private struct Outermost {
        private var up: [Int]

        init(count: Int) {
            up = Array(0 ..< count)
        }

        mutating func of(_ cluster: Int) -> Int {
            var top = cluster
            while up[top] != top { top = up[top] }
            var current = cluster
            while up[current] != top {
                let next = up[current]
                up[current] = top
                current = next
            }
            return top
        }

        mutating func place(_ cluster: Int, in outer: Int) {
            up[cluster] = of(outer)
        }
    }
}
