/// The navigation stacks as a forest: a screen's parent is the one screen that pushes it. Asked
/// whether one screen can be beneath another, a stack answers in constant time, without the set
/// of every screen beneath each screen, which a deep stack makes quadratic in size.
///
/// A screen pushed from several places (or from none) is a root, and so is one screen of each
/// ring of single pushes; `NavigationQueries.isBelow` follows a root's pushers itself.
struct PushForest: Sendable {
    /// Per screen, its place in a depth-first walk of the forest: a screen's descendants are
    /// numbered after it and before its `exit`.
    private let entry: [Int32]
    private let exit: [Int32]
    private let roots: [Int32]

    init(pushers: NodeLists, screenCount: Int) {
        var parent = (0 ..< screenCount).map { screen -> Int32 in
            pushers[screen].count == 1 ? Int32(pushers[screen].first!) : -1
        }
        // A ring of single pushes has no root: cut it where a walk up first comes back to itself.
        var state = [UInt8](repeating: 0, count: screenCount) // 0 not seen, 1 on the current walk, 2 done
        var walk: [Int] = []
        for start in 0 ..< screenCount where state[start] == 0 {
            var screen = start
            while screen >= 0, state[screen] == 0 {
                state[screen] = 1
                walk.append(screen)
                screen = Int(parent[screen])
            }
            if screen >= 0, state[screen] == 1 { parent[screen] = -1 }
            for walked in walk { state[walked] = 2 }
            walk.removeAll(keepingCapacity: true)
        }
        var children = [[Int32]](repeating: [], count: screenCount)
        for screen in 0 ..< screenCount where parent[screen] >= 0 {
            children[Int(parent[screen])].append(Int32(screen))
        }
        var entry = [Int32](repeating: 0, count: screenCount)
        var exit = [Int32](repeating: 0, count: screenCount)
        var roots = [Int32](repeating: 0, count: screenCount)
        var clock: Int32 = 0
        var pending: [(screen: Int32, childrenDone: Bool)] = []
        for root in 0 ..< screenCount where parent[root] < 0 {
            pending.append((Int32(root), false))
            while let (screen, childrenDone) = pending.popLast() {
                if childrenDone {
                    exit[Int(screen)] = clock
                    continue
                }
                clock += 1
                entry[Int(screen)] = clock
                roots[Int(screen)] = Int32(root)
                pending.append((screen, true))
                for child in children[Int(screen)].reversed() { pending.append((child, false)) }
            }
        }
        self.entry = entry
        self.exit = exit
        self.roots = roots
    }

    /// Whether `ancestor` is beneath `screen` through pushes from one place each.
    func isAncestor(_ ancestor: Int, of screen: Int) -> Bool {
        ancestor != screen && entry[ancestor] <= entry[screen] && exit[screen] <= exit[ancestor]
    }

    /// The root of the tree `screen` is in: the first screen down its stack that is pushed from
    /// several places or none.
    func root(of screen: Int) -> Int {
        Int(roots[screen])
    }
}
