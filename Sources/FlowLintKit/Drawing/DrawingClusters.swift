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
        // column outside any stack to the container, and a child to its parent's cluster.
        func home(of node: Int, depth: Int = 0) -> Int? {
            if let root = graph.facts[node].stackRoot { return clusterOfRoot[root] }
            if let own = clusterOfRoot[node] { return own }
            if let container = shownIn[node] { return container }
            guard let parent = embeddedIn[node], depth < graph.screenCount else { return nil }
            return home(of: parent, depth: depth + 1)
        }
        var parent = [Int?](repeating: nil, count: clusters.count)
        for (cluster, root) in roots.enumerated() {
            // A stack's root lives in the container that shows it; a container in the stack or
            // container that holds it. A root is its own home, so ask one step further out.
            let outer = graph.facts[root].stackRoot.flatMap { $0 == root ? nil : clusterOfRoot[$0] } ?? shownIn[root]
            if let outer, outer != cluster, !Self.leadsTo(cluster, from: outer, parent: parent) {
                parent[cluster] = outer
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

    /// Whether following parents from `start` reaches `cluster`, which would make a cycle
    /// (two containers showing each other): such a cluster stays where it is.
    private static func leadsTo(_ cluster: Int, from start: Int, parent: [Int?]) -> Bool {
        var current: Int? = start
        var steps = 0
        while let here = current, steps <= parent.count {
            if here == cluster { return true }
            current = parent[here]
            steps += 1
        }
        return false
    }
}
