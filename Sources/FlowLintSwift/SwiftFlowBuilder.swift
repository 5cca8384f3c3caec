#if SwiftSources
import FlowLintKit

/// Turns the facts of every type read (`SwiftTypeFacts`) into one `Flow`: each view controller
/// class is a screen, its calls its segues, its bar button items its buttons. A target the code
/// does not construct where it presents it stays unresolved (an action without a target), which
/// no rule reports by itself.
struct SwiftFlowBuilder {
    /// UIKit's view controllers; a class inheriting from one, or from a class that does, is a screen.
    static let viewControllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]

    /// Each class and extension read, in the order of the files and of their declarations.
    let types: [SwiftTypeFacts]
    let file: String
    let start: SourceRange

    /// The flow, and a note per fact the code does not state, by the range of the action it concerns.
    func build() -> (flow: Flow, assumptions: [SourceRange: String]) {
        let merged = mergedTypes()
        let screenNames = Set(merged.filter { isViewController($0.superclass, in: merged) }.map(\.name.value))
        let stylesByType = Dictionary(merged.compactMap { facts in facts.ownPresentationStyle.map { (facts.name.value, $0) } }, uniquingKeysWith: { first, _ in first })
        var flow = Flow(file: file, range: start)
        // The app's root view controller is set by its scene or app delegate, which is not read.
        flow.startIsInUnreadCode = true
        var assumptions: [SourceRange: String] = [:]
        for facts in merged where screenNames.contains(facts.name.value) {
            var screen = Screen(id: facts.name, range: facts.range)
            screen.title = facts.title
            if let flag = facts.isModalInPresentation { screen[.isModalInPresentation] = flag }
            if facts.superclass == "UINavigationController" {
                // A navigation controller made in code gets its root there too.
                screen.container = Located(.navigation, at: facts.name.range)
                screen[.rootInCode] = Located(true, at: facts.name.range)
            }
            for transition in facts.transitions {
                screen.segues.append(action(for: transition, screens: screenNames, styles: stylesByType))
            }
            let selectors = Set(facts.bars.compactMap(\.selector?.value))
            for bar in facts.bars {
                let (button, assumption) = button(for: bar, in: facts)
                if let assumption, let action = button.action { assumptions[action.range] = assumption }
                screen.buttons.append(button)
            }
            // A dismiss that runs when its function is called, and that no button is known to call:
            // the code closes the screen, at a moment the flow cannot name.
            for dismissal in facts.dismissals where !dismissal.inClosure && !selectors.contains(dismissal.function ?? "") {
                var action = Action(kind: dismissal.call, range: dismissal.range)
                action.trigger = Located(.code, at: dismissal.call.range)
                screen.segues.append(action)
            }
            flow.screens.append(screen)
        }
        return (flow, assumptions)
    }

    /// A class's declaration with its extensions' facts added; extensions of types not declared
    /// here (UIKit's, say) are left out. The first declaration of a name wins.
    private func mergedTypes() -> [SwiftTypeFacts] {
        var merged: [SwiftTypeFacts] = []
        var byName: [String: Int] = [:]
        for facts in types where facts.superclass != nil && byName[facts.name.value] == nil {
            byName[facts.name.value] = merged.count
            merged.append(facts)
        }
        for facts in types {
            guard let index = byName[facts.name.value], merged[index].range != facts.range else { continue }
            merged[index].transitions += facts.transitions
            merged[index].dismissals += facts.dismissals
            merged[index].bars += facts.bars
            merged[index].title = merged[index].title ?? facts.title
            merged[index].isModalInPresentation = merged[index].isModalInPresentation ?? facts.isModalInPresentation
            merged[index].ownPresentationStyle = merged[index].ownPresentationStyle ?? facts.ownPresentationStyle
        }
        return merged
    }

    /// Whether a superclass is UIKit's view controller or a class read here that inherits from one.
    private func isViewController(_ superclass: String?, in types: [SwiftTypeFacts]) -> Bool {
        var seen: Set<String> = []
        var name = superclass
        while let current = name, seen.insert(current).inserted {
            if Self.viewControllerBases.contains(current) { return true }
            name = types.first { $0.name.value == current }?.superclass
        }
        return false
    }

    private func action(for transition: SwiftTransition, screens: Set<String>, styles: [String: Located<PresentationStyle>]) -> Action {
        var action = Action(kind: transition.kind, range: transition.call)
        action.trigger = Located(.code, at: transition.kind.range)
        // A type that is no screen read here (a system view controller, one from a package) is
        // left unresolved rather than named: naming it would report it as undefined.
        if let target = transition.targetType, screens.contains(target.value) {
            action.target = target
            if transition.kind.value == .present {
                action.presentationStyle = transition.presentationStyle ?? styles[target.value]
            }
        }
        return action
    }

    /// The button a bar button item is, with what its action does: dismiss, when the function it
    /// names calls `dismiss` outside any closure; otherwise dismiss as assumed from its system
    /// item, title or function name when they name closing (`ClosingWords`), as a storyboard's
    /// control wired to code is.
    private func button(for bar: SwiftBarButton, in facts: SwiftTypeFacts) -> (Button, String?) {
        var button = Button(range: bar.range)
        button.title = bar.title
        if let item = bar.systemItem, let role = ButtonRole(rawValue: item.value), role != .normal {
            button.role = Located(role, at: item.range)
        }
        guard let selector = bar.selector else { return (button, nil) }
        if let dismissal = facts.dismissals.first(where: { $0.function == selector.value && !$0.inClosure }) {
            button.action = Action(kind: dismissal.call, range: selector.range)
            return (button, nil)
        }
        let closes = bar.systemItem.map { ClosingWords.systemItems.contains($0.value) } == true
            || bar.title.map { ClosingWords.isClosing(title: $0.value) } == true
            || ClosingWords.namesClosing(code: selector.value)
        guard closes else { return (button, nil) }
        var action = Action(kind: Located(.dismiss, at: selector.range), range: selector.range)
        action.isAssumed = true
        button.action = action
        let name = bar.title?.value ?? bar.systemItem?.value ?? "unnamed"
        return (button, "the \(name) button calls \(selector.value), which does not call dismiss itself: assumed to dismiss the screen")
    }
}
#endif
