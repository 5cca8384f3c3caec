#if SwiftSources
import FlowLintKit

extension SwiftFlowAssembly {
    /// A view controller the code read here only ever presents as it is, never inside a
    /// navigation controller, never pushed (onto any navigation controller, one the flow places
    /// or one a coordinator keeps), and that draws no bar of its own: UIKit gives it no
    /// navigation bar, so no title or bar button can show, as a storyboard scene presented without
    /// a navigation controller has none. Bar button items it sets then never show: a Done put on
    /// `navigationItem` of a controller presented bare is a button the user cannot see.
    /// One also pushed (or shown) elsewhere has a bar there: then each presentation of it as it is
    /// says it has none (`navigationBarHidden` on the `present`). One that works a stack itself
    /// keeps its bar items: code not read may give it the stack it expects.
    mutating func markBarePresentations(indices: [String: Int]) {
        var bare: [String: [SourceRange]] = [:]
        var inStack: Set<String> = []
        for facts in app.merged {
            for transition in facts.transitions {
                for name in (transition.stack ?? []).compactMap({ $0?.value }) { inStack.insert(name) }
                guard let target = transition.targetType?.value else { continue }
                if transition.kind.value == .present, transition.navigation == nil {
                    bare[target, default: []].append(transition.call)
                } else {
                    inStack.insert(target)
                }
            }
            for (name, _) in facts.lentBars { inStack.insert(name) }
            inStack.formUnion(facts.pushedOntoHeldStacks)
        }
        var barePresentations: Set<SourceRange> = []
        for facts in app.merged {
            guard let calls = bare[facts.name.value], let index = indices[facts.name.value],
                  flow.screens[index].container == nil, flow.screens[index][.navigationBarHidden] == nil, !facts.drawsOwnBar else { continue }
            if inStack.contains(facts.name.value) {
                barePresentations.formUnion(calls)
                continue
            }
            flow.screens[index][.navigationBarHidden] = Located(true, at: calls[0])
            // One that works a stack (`navigationController?.pushViewController`) expects a bar the
            // code read never gives it: no title shows, but its bar items are left as they are.
            if facts.usesStack != nil {
                assumptions[flow.screens[index].range] = "presented only as it is, never inside a navigation controller, though it pushes: UIKit gives it no navigation bar"
                continue
            }
            let barItems = ownBarItems[facts.name.value] ?? []
            let unseenItems = flow.screens[index].buttons.filter { barItems.contains($0.range) }
            flow.screens[index].buttons.removeAll { barItems.contains($0.range) }
            flow.screens[index].unseenBarButtons = unseenItems.map { item in
                Located(item.label ?? "", at: item.range)
            }
            let unseen = unseenItems.isEmpty ? "" : "; the bar button items it sets never show"
            assumptions[flow.screens[index].range] = "presented only as it is, never inside a navigation controller: UIKit gives it no navigation bar\(unseen)"
        }
        guard !barePresentations.isEmpty else { return }
        var marked: [SourceRange] = []
        func markBare(_ action: inout Action) {
            guard action.kind.value == .present, barePresentations.contains(action.range) else { return }
            action.navigationBarHidden = Located(true, at: action.range)
            marked.append(action.range)
        }
        for screen in flow.screens.indices {
            for segue in flow.screens[screen].segues.indices { markBare(&flow.screens[screen].segues[segue]) }
            for button in flow.screens[screen].buttons.indices where flow.screens[screen].buttons[button].action != nil {
                markBare(&flow.screens[screen].buttons[button].action!)
            }
        }
        for range in marked {
            assumptions[range] = "presented as it is, not inside a navigation controller: no navigation bar shows here, though one does where it is pushed"
        }
    }
}
#endif
