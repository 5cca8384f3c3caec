#if SwiftSources
import FlowLintKit

extension SwiftUIFlowAssembly {
    /// Gives each screen built here the navigation bar where it shows and its way back: a stack
    /// around it makes it a stack's root, a presentation with none leaves it without a bar (and
    /// the buttons of its toolbar out), and `dismiss()` on a pushed view pops it.
    mutating func placeOnStacks(_ flow: inout Flow) {
        let ownStacks = Set(declared.filter { !$0.stacks.isEmpty }.map(\.name.value))
        // A view presented (not pushed) whose own body is `NavigationStack { Root() }` is that
        // stack, as a presented navigation controller is: the bar and the toolbar written in its
        // body are its own, and its root is the child it embeds (whose title the bar shows).
        var presentedStacks: [String: SourceRange] = [:]
        for view in declared where presented.contains(view.name.value) && !pushed.contains(view.name.value) {
            guard let stack = view.stacks.first, let root = stack.columns.first ?? nil, names.contains(root.view.value) else { continue }
            presentedStacks[view.name.value] = stack.token
            if stackRoots[root.view.value] == stack.token { stackRoots[root.view.value] = nil }
        }
        // A part of a presented view (a form card it embeds) is in that presentation too: its
        // `dismiss()` closes it, wherever else the part is pushed.
        let closedByDismiss = Self.withTheirParts(presented, in: declared)
        // A button lowering a flag lent through the environment closes the sheet that flag is
        // bound to, from however deep in its stack: no pop.
        let closingWholeSheet: Set<SourceRange?> = Set(declared.flatMap { view in
            view.buttons.compactMap { button in button.lowers.flatMap { view.environmentBindings.contains($0.value) ? $0.range : nil } }
        })
        let barsHidden = Dictionary(declared.compactMap { view in view.navigationBarHidden.map { (view.name.value, $0) } }, uniquingKeysWith: { first, _ in first })
        var rootsHidingBar = false
        for index in flow.screens.indices.dropFirst(first) {
            let name = flow.screens[index].id.value
            // A view pushed by a link that holds a `NavigationStack` of its own (often in one
            // branch of its body only, for when it is presented) is no navigation controller
            // pushed: SwiftUI nests the stack rather than raising, and pushed it is on a stack.
            if pushed.contains(name), inlineStacks.contains(name) { flow.screens[index].container = nil }
            // One type may be a stack's root in one place and pushed in another (two instances in
            // SwiftUI, one screen here): pushed, it is on a stack and has the bar anyway, and as a
            // navigation container it would be taken for a navigation controller pushed.
            if flow.screens[index].container == nil, !pushed.contains(name), let stack = stackRoots[name] ?? presentedStacks[name] {
                flow.screens[index].container = Located(.navigation, at: stack)
            }
            // Presented with no NavigationStack around it, and shown no other way: SwiftUI gives it
            // no navigation bar, so no title shows, nor the buttons of its toolbar.
            // Whether it has a bar is a fact of each presentation: shown in another view too
            // (embedded, a tab) or pushed elsewhere, it still has none in this one. A view
            // building its own stack has one. (Pushed, its toolbar shows there: kept.)
            if flow.screens[index].container == nil, stackRoots[name] == nil, !ownStacks.contains(name),
               flow.screens[index][.navigationBarHidden] == nil, let bare = presentedBare[name] {
                flow.screens[index][.navigationBarHidden] = Located(true, at: bare)
                let hidden = pushed.contains(name) ? [] : toolbarButtons[name] ?? []
                flow.screens[index].buttons = FlowList(flow.screens[index].buttons.filter { !hidden.contains($0.range) })
                // What a hidden button opens is still opened, by code the flow cannot name.
                for range in hidden.sorted(by: { $0.start < $1.start }) {
                    if let segue = opened.removeValue(forKey: range) { flow.screens[index].segues.append(segue) }
                }
            }
            // A pushed view that hides its own bar. (SwiftUI shows the bar again on each view pushed
            // above one that hid it, so a stack root's setting, which the flow would hand on to
            // them, is not taken.)
            if pushed.contains(name), stackRoots[name] == nil, !inlineStacks.contains(name), let hidden = barsHidden[name] {
                flow.screens[index][.navigationBarHidden] = hidden
            }
            // A stack's root that hides its own bar (`NavigationView { … .navigationBarHidden(true) }`)
            // has none: no title shows on it. What it pushes shows the bar again, unless it hides it
            // itself, so each view pushed that says nothing says it shows the bar.
            if flow.screens[index].container?.value == .navigation, !pushed.contains(name), let hidden = barsHidden[name], hidden.value,
               flow.screens[index][.navigationBarHidden] == nil {
                flow.screens[index][.navigationBarHidden] = hidden
                rootsHidingBar = true
            }
            // SwiftUI's `dismiss()` pops a view pushed on a stack; only one also presented (or
            // a part of one presented) keeps it.
            guard pushed.contains(name), !closedByDismiss.contains(name) else { continue }
            for button in flow.screens[index].buttons.indices where !closingWholeSheet.contains(flow.screens[index].buttons[button].action?.range) {
                flow.screens[index].buttons[button] = Self.popping(flow.screens[index].buttons[button])
            }
            flow.screens[index].segues = FlowList(flow.screens[index].segues.map(Self.poppingGesture))
        }
        if rootsHidingBar {
            for index in flow.screens.indices.dropFirst(first) where pushed.contains(flow.screens[index].id.value) && flow.screens[index][.navigationBarHidden] == nil {
                flow.screens[index][.navigationBarHidden] = Located(false, at: flow.screens[index].id.range)
            }
        }
    }

    /// `views` and the parts they embed, and the parts' parts.
    private static func withTheirParts(_ views: Set<String>, in declared: [SwiftUIViewFacts]) -> Set<String> {
        let parts = Dictionary(declared.map { ($0.name.value, $0.embedded.map(\.value)) }, uniquingKeysWith: +)
        var found = views
        var pending = Array(views)
        while let view = pending.popLast() {
            for part in parts[view] ?? [] where found.insert(part).inserted { pending.append(part) }
        }
        return found
    }

    /// A button of a pushed view: its `dismiss` is a pop.
    private static func popping(_ button: Button) -> Button {
        guard var action = button.action, action.kind.value == .dismiss else { return button }
        action.kind = Located(.pop, at: action.kind.range)
        var button = button
        button.action = action
        return button
    }
}
#endif
