/// What the storyboard frontend needs to know of navigation stacks before the graph exists: the
/// screens pushed on them, and which controllers come from a library rather than from the app.
///
/// A plain `UINavigationController` keeps the bar state a storyboard gives it for every screen
/// pushed on it, and the flow says so by inheritance (`FlowGraph.navigationBarSetting(of:)`).
/// A library's navigation controller is built to do something else with its pushes and its bar
/// (a side menu hands them to the navigation controller beneath it, where the bar shows; others
/// wrap each pushed screen with a bar of its own), and that is in the library's code, which the
/// storyboard does not show. So the hidden bar stays with the stack's root, and the screens pushed
/// on such a stack are written as showing the bar, assumed.
enum StoryboardStacks {
    /// Whether a controller's class comes from a library: a module other than the app's
    /// (`appModule`), not provided by the target being built.
    static func isFromLibrary(_ element: StoryboardElement, appModule: String?) -> Bool {
        guard let module = element["customModule"], element["customClass"] != nil else { return false }
        return module != appModule && element["customModuleProvider"] != "target"
    }

    /// Every screen that `show` and `push` actions reach from `roots` (the roots left out), each
    /// once, in the order found, through embedded children too: the screens pushed on those roots' stacks.
    static func pushedScreens(from roots: [Int], in flow: Flow) -> [Int] {
        var index: [String: Int] = [:]
        for (position, screen) in flow.screens.enumerated() { index[screen.id.value] = position }
        var seen = Set(roots), queue = roots, found: [Int] = []
        var head = 0
        while head < queue.count {
            let screen = flow.screens[queue[head]]
            head += 1
            let actions = screen.segues + screen.buttons.compactMap(\.action)
            var next: [(name: String, pushed: Bool)] = actions.compactMap { action in
                let kind = action.kind.value
                guard kind == .show || kind == .push || kind == .embed, let name = action.target?.value else { return nil }
                return (name, kind != .embed)
            }
            // A tab bar controller held in a stack (embedded in it) lends the stack to its tabs.
            if screen.container?.value == .tabs { next += screen.tabs.map { ($0.value, false) } }
            for (name, pushed) in next {
                guard let target = index[name], seen.insert(target).inserted else { continue }
                let container = flow.screens[target].container?.value
                // A navigation controller pushed is an error of its own; an embedded child is not pushed, but its pushes go onto the same stack.
                guard container == nil || (!pushed && container == .tabs) else { continue }
                if pushed { found.append(target) }
                queue.append(target)
            }
        }
        return found
    }
}
