#if SwiftSources
import FlowLintKit

/// What the UIKit builder knows of the app's classes before it makes a screen, worked out once:
/// each class with its extensions and what it inherits, which of them are screens, containers
/// and alerts, and by what name each alert is known.
struct SwiftAppTypes {
    /// Each class with its extensions' facts and what its superclasses and UIKit extensions give it.
    let merged: [SwiftTypeFacts]
    /// Each class with its extensions' facts, without what it inherits.
    let declared: [SwiftTypeFacts]
    let byName: [String: SwiftTypeFacts]
    let superclasses: SwiftSuperclasses
    /// The view controllers read here: each is a screen.
    let screenNames: Set<String>
    /// What a transition may show: a view controller, or a SwiftUI view in a hosting controller.
    let targets: Set<String>
    /// A name no type declares a function of, called on `self`, is a closure property (`onClose()`).
    let declaredFunctions: Set<String>
    /// Each alert's name in the flow, by its construction (`namesOfAlerts`).
    let alertNames: [SourceRange: String]
    /// Each function that puts a view controller at the window's root, as `Type.function`.
    let rootSetters: [String: Located<String>]
    /// A navigation controller's own `show` pushes onto its stack; the collector knows a direct
    /// subclass of `UINavigationController`, this one a subclass of the app's too.
    let navigationControllers: Set<String>
    /// A tab bar controller of the app's is a tab container whose tabs its code sets.
    let tabBarControllers: Set<String>
    /// A split view controller of the app's is a split container whose columns its code sets.
    let splitViewControllers: Set<String>
    /// Where some code of the app (a scene delegate, a coordinator) first sets the window's root.
    let windowRootSet: SourceRange?

    init(types: [SwiftTypeFacts], hostedViews: Set<String>) {
        declared = Self.mergedTypes(types)
        var merged = SwiftInheritance(declared: declared, read: types).inherited()
        for index in merged.indices { merged[index].takeStylesSetInSetUp() }
        let superclasses = SwiftSuperclasses(merged)
        let screenNames = Set(merged.filter { superclasses.isViewController($0.superclass) }.map(\.name.value))
        Self.keepFactoriesOnly(&merged, types: types, screenNames: screenNames, superclasses: superclasses)
        Self.resolveHelperRoles(&merged, types: types)
        self.merged = merged
        self.superclasses = superclasses
        self.screenNames = screenNames
        targets = screenNames.union(hostedViews)
        byName = Dictionary(merged.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        declaredFunctions = Set(types.flatMap(\.functions))
        alertNames = Self.namesOfAlerts(merged.filter { screenNames.contains($0.name.value) }, taken: screenNames)
        var rootSetters: [String: Located<String>] = [:]
        for facts in types {
            for (function, root) in facts.rootReplacements where rootSetters["\(facts.name.value).\(function)"] == nil {
                rootSetters["\(facts.name.value).\(function)"] = root
            }
        }
        self.rootSetters = rootSetters
        windowRootSet = types.lazy.compactMap(\.setsWindowRoot).first
        navigationControllers = Set(merged.filter { superclasses.inherits($0.superclass, from: ["UINavigationController"]) }.map(\.name.value))
        tabBarControllers = Set(merged.filter { superclasses.inherits($0.superclass, from: ["UITabBarController"]) }.map(\.name.value))
        splitViewControllers = Set(merged.filter { superclasses.inherits($0.superclass, from: ["UISplitViewController"]) }.map(\.name.value))
    }

    /// A class's declaration with its extensions' facts added; extensions of types not declared
    /// here (UIKit's, say) are left out. The first declaration of a name wins.
    private static func mergedTypes(_ types: [SwiftTypeFacts]) -> [SwiftTypeFacts] {
        var merged: [SwiftTypeFacts] = []
        var byName: [String: Int] = [:]
        for facts in types where facts.superclass != nil && byName[facts.name.value] == nil {
            byName[facts.name.value] = merged.count
            merged.append(facts)
        }
        for facts in types {
            guard let index = byName[facts.name.value], merged[index].range != facts.range else { continue }
            merged[index].absorb(extension: facts)
        }
        return merged
    }

    /// `X.make(…)` makes a screen `X` when `X` (or an extension of it) declares `make` as a
    /// factory, a class it inherits from does returning `Self`, or an extension of a protocol or
    /// of a UIKit class does (`extension Storyboarded where Self: UIViewController { static func
    /// instantiate() -> Self }`); any other static function's result is not known.
    private static func keepFactoriesOnly(_ merged: inout [SwiftTypeFacts], types: [SwiftTypeFacts], screenNames: Set<String>,
                                          superclasses: SwiftSuperclasses) {
        let own = Dictionary(types.map { ($0.name.value, $0.factories) }, uniquingKeysWith: { $0.union($1) })
        let ownSelf = Dictionary(types.map { ($0.name.value, $0.selfFactories) }, uniquingKeysWith: { $0.union($1) })
        let shared = Set(types.filter { !screenNames.contains($0.name.value) }.flatMap(\.selfFactories))
        func isFactory(_ function: String, of type: String) -> Bool {
            if shared.contains(function) || own[type]?.contains(function) == true { return true }
            return superclasses.ancestors(of: type).contains { ownSelf[$0]?.contains(function) == true }
        }
        for type in merged.indices {
            for index in merged[type].transitions.indices {
                guard let factory = merged[type].transitions[index].factory, let target = merged[type].transitions[index].targetType?.value else { continue }
                if !screenNames.contains(target) || !isFactory(factory, of: target) { merged[type].transitions[index].targetType = nil }
            }
        }
    }

    /// Every file's helpers are known before any alert is judged: an alert one of whose actions
    /// is added by a method not read is left out.
    private static func resolveHelperRoles(_ merged: inout [SwiftTypeFacts], types: [SwiftTypeFacts]) {
        let helpers = types.reduce(into: [String: SwiftAlertHelper]()) { $0.merge($1.alertHelpers) { first, _ in first } }
        for index in merged.indices {
            for alert in merged[index].alerts.indices {
                for action in merged[index].alerts[alert].actions.indices {
                    guard let helper = merged[index].alerts[alert].actions[action].helper else { continue }
                    if let role = role(added: helper.value, passing: merged[index].alerts[alert].actions[action].passedStyles, helpers: helpers) {
                        merged[index].alerts[alert].actions[action].role = Located(role, at: helper.range)
                    } else {
                        merged[index].alerts[alert].escapes = true
                    }
                }
            }
        }
    }

    /// The style an action added through `name` gets, given the literal styles passed by label;
    /// nil when `name` is no helper read here, or the style is not known.
    static func role(added name: String, passing passed: [String: AlertActionRole], helpers: [String: SwiftAlertHelper]) -> AlertActionRole? {
        var name = name
        var passed = passed
        // A chain of helpers, each passing `style:` to the next; a cycle ends at the bound.
        for _ in 0 ..< 8 {
            guard let helper = helpers[name] else { return nil }
            let role: AlertActionRole?
            switch helper.style {
            case .literal(let literal): role = literal
            case .parameter(let label, let fallback): role = passed[label] ?? fallback
            }
            guard let role else { return nil }
            guard let next = helper.via else { return role }
            name = next
            passed = ["style": role]
        }
        return nil
    }

    /// Each alert's name in the flow, by its construction: the screen and the function it is made
    /// in (`Editor.confirmDiscard`), numbered from the second on (`Editor.confirmDiscard.2`). An
    /// alert handed to code not read, or given an action not read, is left out: its actions are
    /// not all known. So is one with no action whose function also dismisses what the screen
    /// presented (a "please wait" alert the work's completion closes): code closes it.
    private static func namesOfAlerts(_ screens: [SwiftTypeFacts], taken: Set<String>) -> [SourceRange: String] {
        var names: [SourceRange: String] = [:]
        var used = UniqueNames(taken: taken, separator: ".")
        for facts in screens {
            for alert in facts.alerts where !alert.escapes {
                guard !(alert.actions.isEmpty && facts.dismissals.contains(where: { $0.function == alert.function && $0.call.value == .dismiss })) else { continue }
                names[alert.range] = used.claim("\(facts.name.value).\(alert.function ?? "alert")")
            }
        }
        return names
    }
}
#endif
