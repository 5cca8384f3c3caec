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
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIHostingController",
    ]

    /// Each class and extension read, in the order of the files and of their declarations.
    let types: [SwiftTypeFacts]
    let file: String
    let start: SourceRange
    /// The SwiftUI views that are screens (`SwiftUIFlowBuilder.screenNames`): a hosting controller
    /// UIKit code shows shows one of them (`UIHostingController(rootView: Compose())`).
    var hostedViews: Set<String> = []
    /// Functions that never run in the app as it ships (`SwiftFactCollector.namesThatMayNotRun`
    /// no code refers to): their transitions are not made.
    var neverRun: Set<String> = []

    /// The flow, a note per fact the code does not state, by the range of the action it concerns,
    /// and what the code says of each SwiftUI view it shows, by view.
    func build() -> (flow: Flow, assumptions: [SourceRange: String], hosted: [String: SwiftHostedView]) {
        let declared = mergedTypes()
        var merged = SwiftInheritance(declared: declared, read: types).inherited()
        let superclasses = Dictionary(merged.map { ($0.name.value, $0.superclass) }, uniquingKeysWith: { first, _ in first })
        let screenNames = Set(merged.filter { Self.isViewController($0.superclass, superclasses: superclasses) }.map(\.name.value))
        keepFactoriesOnly(&merged, screenNames: screenNames, superclasses: superclasses)
        // What a transition may show: a view controller, or a SwiftUI view in a hosting controller.
        let targets = screenNames.union(hostedViews)
        let byName = Dictionary(merged.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        // A name no type declares a function of, called on `self`, is a closure property (`onClose()`).
        let declaredFunctions = Set(types.flatMap(\.functions))
        var flow = Flow(file: file, range: start)
        // Every file's helpers are known before any alert is judged: an alert one of whose
        // actions is added by a method not read is left out.
        let helpers = types.reduce(into: [String: SwiftAlertHelper]()) { $0.merge($1.alertHelpers) { first, _ in first } }
        for index in merged.indices {
            for alert in merged[index].alerts.indices {
                for action in merged[index].alerts[alert].actions.indices {
                    guard let helper = merged[index].alerts[alert].actions[action].helper else { continue }
                    if let role = Self.role(added: helper.value, passing: merged[index].alerts[alert].actions[action].passedStyles, helpers: helpers) {
                        merged[index].alerts[alert].actions[action].role = Located(role, at: helper.range)
                    } else {
                        merged[index].alerts[alert].escapes = true
                    }
                }
            }
        }
        let alertNames = namesOfAlerts(merged.filter { screenNames.contains($0.name.value) }, taken: screenNames)
        // Each function that puts a view controller at the window's root, as `Type.function`.
        var rootSetters: [String: Located<String>] = [:]
        for facts in types {
            for (function, root) in facts.rootReplacements where rootSetters["\(facts.name.value).\(function)"] == nil {
                rootSetters["\(facts.name.value).\(function)"] = root
            }
        }
        // The app's root view controller is set by its scene or app delegate, which is not read.
        flow.startIsInUnreadCode = true
        var assumptions: [SourceRange: String] = [:]
        // A navigation controller's own `show` pushes onto its stack; the collector knows a
        // direct subclass of `UINavigationController`, this one a subclass of the app's too.
        let navigationControllers = Set(merged.filter { Self.inherits(from: ["UINavigationController"], $0.superclass, superclasses: superclasses) }.map(\.name.value))
        // A tab bar controller of the app's is a tab container whose tabs its code sets.
        let tabBarControllers = Set(merged.filter { Self.inherits(from: ["UITabBarController"], $0.superclass, superclasses: superclasses) }.map(\.name.value))
        for facts in merged where screenNames.contains(facts.name.value) {
            var facts = facts
            if navigationControllers.contains(facts.name.value) {
                for index in facts.transitions.indices where facts.transitions[index].kind.value == .show {
                    facts.transitions[index].kind = Located(.push, at: facts.transitions[index].kind.range)
                }
            }
            // Bar button items set from properties, once every declaration of the type is read.
            var placed: Set<String> = []
            for reference in facts.barReferences where placed.insert(reference.name).inserted {
                if var button = facts.barProperties[reference.name] {
                    button.function = reference.function
                    facts.bars.append(button)
                }
            }
            // Bar button items a helper of the type's (or of a superclass's, or of every view
            // controller's) sets, each with what its call hands it.
            // The helper's own button, its action a parameter, stands for the calls that hand none.
            var handed: Set<String> = []
            for call in facts.helperCalls {
                guard let helper = facts.barHelpers[call.callee], let button = call.button(of: helper) else { continue }
                facts.bars.append(button)
                handed.insert(call.callee)
            }
            facts.bars.removeAll { bar in bar.selectorParameter != nil && bar.function.map(handed.contains) == true }
            var screen = Screen(id: facts.name, range: facts.range)
            screen.title = facts.title
            // A heading in the content names the task where the bar names none (`title = ""` beside it).
            if let heading = facts.heading, facts.title.map({ $0.value.isEmpty }) ?? true {
                screen.title = heading
                assumptions[heading.range] = "a label named for a heading shows this text in the screen's content: taken as its title"
            }
            if let flag = facts.isModalInPresentation { screen[.isModalInPresentation] = flag }
            if let routes = facts.routesShow { screen[.showsInChildStack] = Located(true, at: routes) }
            if let detent = facts.sheetHeight.opensAtMediumDetent { screen[.mediumDetent] = Located(true, at: detent) }
            if let flag = facts.definesPresentationContext { screen[.definesPresentationContext] = flag }
            // A hosting controller through a superclass of the app's (`PCHostingController:
            // ThemedHostingController`, itself a `UIHostingController<…>`): the view it shows is
            // whatever its callers hand it, which the flow does not know.
            if facts.superclass != "UIHostingController", facts.superclass.map({ superclasses[$0] != nil }) == true,
               Self.inherits(from: ["UIHostingController"], facts.superclass, superclasses: superclasses) {
                screen[.rootInCode] = Located(true, at: facts.name.range)
                assumptions[screen.range] = "a hosting controller through a superclass of the app's: the view it shows is what its callers hand it, not known"
            }
            if navigationControllers.contains(facts.name.value) {
                // A navigation controller made in code (the app's own subclass, or a subclass of
                // that) gets its root there too.
                screen.container = Located(.navigation, at: facts.name.range)
                screen[.rootInCode] = Located(true, at: facts.name.range)
            } else if tabBarControllers.contains(facts.name.value) {
                screen.container = Located(.tabs, at: facts.name.range)
                screen[.rootInCode] = Located(true, at: facts.name.range)
            }
            if let hidden = facts.navigationBarHidden { screen[.navigationBarHidden] = hidden }
            for (flag, value) in facts.stated where screen[flag] == nil { screen[flag] = value }
            // The alert `presentationControllerDidAttemptToDismiss` presents is the screen's
            // `onAttemptToDismiss`, not a segue of its own.
            let attempt = facts.attemptToDismiss.flatMap { function in
                facts.transitions.first { $0.function == function.value && $0.kind.value == .present && $0.alert.flatMap { alertNames[$0.value] } != nil }
            }
            if let attempt, let alert = attempt.alert, let name = alertNames[alert.value] {
                screen.onAttemptToDismiss = Located(name, at: attempt.kind.range)
                // UIKit asks the delegate only when the swipe is refused: by the screen's flag, or
                // by `presentationControllerShouldDismiss`, which returns false while there is
                // something to lose.
                if screen[.isModalInPresentation] == nil, let refused = facts.shouldDismissNever ?? facts.shouldDismiss.map({ Located(true, at: $0) })
                    ?? facts.modalInPresentationVaries.map({ Located(true, at: $0) }) {
                    screen[.isModalInPresentation] = refused
                }
            } else if screen[.isModalInPresentation] == nil, let never = facts.shouldDismissNever {
                screen[.isModalInPresentation] = never
            }
            // A transition a bar button's function makes is that button's action, no segue of its own.
            let pressed = Set((facts.bars + facts.lentButtons).compactMap { bar in
                Self.performed(by: bar, in: facts, screens: targets, alerts: alertNames)?.call
            })
            // A function only code a release build leaves out names (the button wired to it is
            // added under `#if DEBUG`, say) runs in no release build: what it shows is not the app's.
            for transition in facts.transitions where transition.call != attempt?.call && !pressed.contains(transition.call)
                && !neverRun.contains(transition.function ?? "") {
                // A child view controller flowlint does not read (a page view controller, a
                // package's) shows what the flow does not know, the screen's way out perhaps.
                if transition.kind.value == .embed, !(transition.targetType.map { targets.contains($0.value) } ?? false) {
                    if screen[.rootInCode] == nil {
                        screen[.rootInCode] = Located(true, at: transition.kind.range)
                        assumptions[screen.range] = "embeds a child view controller (`addChild`), or hosts a SwiftUI view, that flowlint does not read: what it shows is not known"
                    }
                    continue
                }
                var segue = action(for: transition, screens: targets, types: byName, alerts: alertNames)
                // `window?.rootViewController = mainTabs` and then `present(mainTabs, …)` in one
                // function: what is presented is the window's root already, the app's tab bar (or
                // split view) put in place of everything shown, as a full-screen hand-over is.
                if segue.kind.value == .present, segue.presentationStyle == nil, let function = transition.function,
                   let root = facts.rootReplacements[function], root.value == transition.targetType?.value,
                   Self.inherits(from: ["UITabBarController", "UISplitViewController"], byName[root.value]?.superclass, superclasses: superclasses) {
                    segue.presentationStyle = Located(.fullScreen, at: transition.call)
                    assumptions[transition.call] = "made the window's root in the same function: presented in place of everything shown"
                }
                screen.segues.append(segue)
            }
            // The functions the buttons run, directly or through the type's own functions they call.
            let selectors = Self.reached(from: (facts.bars + facts.lentButtons).compactMap(\.selector?.value), calls: facts.calls)
            for bar in facts.bars {
                let (button, assumption) = button(for: bar, in: facts, screens: targets, alerts: alertNames) { action(for: $0, screens: targets, types: byName, alerts: alertNames) }
                if let assumption, let action = button.action { assumptions[action.range] = assumption }
                screen.buttons.append(button)
            }
            // A dismiss that runs when its function is called, and that no bar button is known to
            // call: run by a control of the screen's own views when a function on the way names
            // closing or a tap or choice (`closeTapped`, `didSelectRowAt`), as a storyboard's
            // control wired to code is judged; otherwise the code closes the screen at a moment
            // the flow cannot name.
            // (A dismiss in a closure, a completion handler or a callback, waits on what the flow
            // does not know: after an edit is saved, say, on a screen whose other controls are not
            // read. It is not taken for the screen's own close, unless the closure is handed to a
            // function of the type's own that calls it back when done.)
            let controlled = Self.controlledFunctions(facts)
            for dismissal in facts.dismissals where dismissal.runsWhenCalled(in: facts) && !selectors.contains(dismissal.function ?? "") {
                var action = Action(kind: dismissal.call, range: dismissal.range)
                if let handler = dismissal.function.flatMap({ controlled[$0] }) {
                    action.isAssumed = true
                    var button = Button(range: dismissal.range)
                    button.action = action
                    assumptions[action.range] = "\(handler) names closing, a tap or a choice, and leads to this \(dismissal.call.value.rawValue): assumed to be run by a control of the screen's own views"
                    screen.buttons.append(button)
                    continue
                }
                action.trigger = Located(.code, at: dismissal.call.range)
                screen.segues.append(action)
            }
            // A call named for closing that is not one of the type's own functions (`delegate?.didCancel()`,
            // `onClose?()`), made by a function a control runs: the screen tells whoever presented
            // it to close it, as a button wired to such a handler in a nib or storyboard does.
            for call in facts.closingCalls where !selectors.contains(call.function) && !(call.onSelf && declaredFunctions.contains(call.name.value)) {
                guard let handler = controlled[call.function] else { continue }
                var action = Action(kind: Located(.dismiss, at: call.name.range), range: call.name.range)
                action.isAssumed = true
                var button = Button(range: call.name.range)
                button.action = action
                assumptions[action.range] = "\(handler) runs on a tap and calls \(call.name.value), which names closing: assumed to close the screen"
                screen.buttons.append(button)
            }
            // A control whose function (or one it calls on `self`, or another type's static function
            // it calls: `AppState.navigateToMainApp()`) puts a screen at the window's root replaces
            // everything shown: the app's main screen, presented full screen in place of the rest.
            var replaced: Set<String> = []
            for (function, handler) in controlled.sorted(by: { $0.key < $1.key }) {
                let roots = (facts.typeCalls[function] ?? []).sorted().compactMap { rootSetters[$0] } + [facts.rootReplacements[function]].compactMap { $0 }
                guard let root = roots.first(where: { screenNames.contains($0.value) }), replaced.insert(root.value).inserted else { continue }
                var action = Action(kind: Located(.present, at: root.range), range: root.range)
                action.target = root
                action.presentationStyle = Located(.fullScreen, at: root.range)
                action.isAssumed = true
                var button = Button(range: root.range)
                button.action = action
                assumptions[root.range] = "\(handler) runs on a tap and puts \(root.value) at the window's root: assumed to replace what is shown"
                screen.buttons.append(button)
            }
            // A control of the screen's own views given a `UIAction` that closes it.
            for control in facts.closingActions {
                var button = Button(range: control.range)
                button.title = control.title
                if let dismissal = control.dismissal {
                    button.action = Action(kind: Located(.dismiss, at: dismissal), range: dismissal)
                } else {
                    var action = Action(kind: Located(.dismiss, at: control.range), range: control.range)
                    action.isAssumed = true
                    button.action = action
                    let why = control.handedAs.map { handed in "handed to \(handed)" + (control.calls.map { " that calls \($0)" } ?? "") }
                        ?? control.calls.map { "whose handler calls \($0)" } ?? "titled \(control.title?.value ?? "")"
                    assumptions[control.range] = "an action \(why), which names closing: assumed to close the screen"
                }
                screen.buttons.append(button)
            }
            // A back button the app draws: assumed, as it may be shown only where there is a screen to go back to.
            for control in facts.backControls {
                var action = Action(kind: control.kind, range: control.kind.range)
                action.isAssumed = true
                var button = Button(range: control.kind.range)
                button.action = action
                assumptions[action.range] = "a control whose action is UIKit's \(control.kind.value == .pop ? "popViewController" : "popToRootViewController"): a back button the app draws"
                screen.buttons.append(button)
            }
            flow.screens.append(screen)
            for alert in facts.alerts {
                if let name = alertNames[alert.range] { flow.modals.append(modal(for: alert, named: name)) }
            }
        }
        // A screen presented inside `UINavigationController(rootViewController:)` is the root of
        // a navigation stack, as the flow merges a navigation controller into its root; unless
        // the code also pushes it bare elsewhere (another target's code, say): the wrapper is
        // then a fact of that presentation, and the pushed screen is no navigation controller.
        let indices = Dictionary(flow.screens.indices.map { (flow.screens[$0].id.value, $0) }, uniquingKeysWith: { first, _ in first })
        var pushedBare: Set<String> = []
        for facts in merged {
            for transition in facts.transitions where transition.navigation == nil && [.push, .show].contains(transition.kind.value) {
                if let target = transition.targetType?.value { pushedBare.insert(target) }
            }
        }
        for facts in merged {
            for transition in facts.transitions {
                guard let navigation = transition.navigation, let target = transition.targetType, let index = indices[target.value],
                      flow.screens[index].container == nil, !pushedBare.contains(target.value) else { continue }
                flow.screens[index].container = Located(.navigation, at: navigation)
                hideBar(of: &flow.screens[index], asWrapperHides: transition.navigationClass, types: byName)
            }
        }
        // A title a presenter sets on the screen it makes, where the screen sets none itself; and
        // how high a sheet it presents the screen in opens.
        var hosted = hostedShowings(merged, screenNames: screenNames)
        // The helpers an extension of a UIKit class declares that set the sheet's detents.
        let sheetHelpers = types.filter { $0.superclass == nil && Self.viewControllerBases.contains($0.name.value) }
            .reduce(into: [String: SwiftSheetHeight]()) { $0.merge($1.sheetHeightFunctions) { first, _ in first } }
        for facts in merged where screenNames.contains(facts.name.value) {
            var lentHeights = facts.lentSheetHeights.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            lentHeights += facts.callsOnMade.compactMap { call in sheetHelpers[call.function].map { (call.screen, $0) } }
            for (name, height) in lentHeights {
                guard let detent = height.opensAtMediumDetent else { continue }
                if indices[name] == nil, hosted[name]?.opensAtMediumDetent == nil { hosted[name]?.opensAtMediumDetent = detent }
                guard let index = indices[name], flow.screens[index][.mediumDetent] == nil else { continue }
                flow.screens[index][.mediumDetent] = Located(true, at: detent)
            }
            for (name, hidden) in facts.lentBarsHidden {
                guard let index = indices[name], flow.screens[index][.navigationBarHidden] == nil else { continue }
                flow.screens[index][.navigationBarHidden] = hidden
            }
            for (name, title) in facts.lentTitles {
                if indices[name] == nil, hosted[name]?.title == nil { hosted[name]?.title = title }
                guard let index = indices[name], flow.screens[index].title == nil else { continue }
                flow.screens[index].title = title
            }
        }
        // The root of the navigation controller a scene or app delegate sets as the window's root:
        // stated by the code, so it holds for a storyboard scene too (`Flow.codeNavigationRoots`).
        // Not a class the code also pushes bare (a folder browser pushing another of itself): the
        // wrapper is then the window's, and the class no navigation controller.
        for facts in merged {
            for root in facts.windowRoots {
                guard let navigation = root.navigation, let type = root.type, let index = indices[type.value], !pushedBare.contains(type.value) else { continue }
                flow.codeNavigationRoots.append(Located(type.value, at: navigation))
                if flow.screens[index].container == nil { flow.screens[index].container = Located(.navigation, at: navigation) }
                hideBar(of: &flow.screens[index], asWrapperHides: root.navigationClass, types: byName)
            }
        }
        // A popover its presenter adapts to full screen in compact width (`adaptivePresentationStyle`).
        for facts in merged {
            guard let adapted = facts.adaptsPopovers else { continue }
            for transition in facts.transitions where transition.kind.value == .present {
                guard let target = transition.targetType?.value, let index = indices[target],
                      (transition.presentationStyle ?? byName[target]?.ownPresentationStyle)?.value == .popover,
                      flow.screens[index][.adaptsToCompact] == nil else { continue }
                flow.screens[index][.adaptsToCompact] = Located(true, at: adapted)
            }
        }
        // Buttons a presenter sets on the screen it makes run the presenter's functions.
        for facts in merged where screenNames.contains(facts.name.value) {
            for (name, bar) in facts.lentBars {
                guard indices[name] != nil || hosted[name] != nil else { continue }
                let (button, assumption) = button(for: bar, in: facts, screens: targets, alerts: alertNames) { action(for: $0, screens: targets, types: byName, alerts: alertNames) }
                if let assumption, let action = button.action { assumptions[action.range] = assumption }
                if let index = indices[name] { flow.screens[index].buttons.append(button) } else { hosted[name]?.buttons.append(button) }
            }
            for (identifier, bar) in facts.lentSceneBars {
                let (button, assumption) = button(for: bar, in: facts, screens: targets, alerts: alertNames) { action(for: $0, screens: targets, types: byName, alerts: alertNames) }
                if let assumption, let action = button.action { assumptions[action.range] = assumption }
                flow.sceneButtons.append(SceneButton(identifier: identifier, button: button))
            }
        }
        // A view controller its presenter dismisses in code (a progress screen it made and closes
        // when the work is done) is closed by code, as if by its own.
        for facts in merged {
            let handed = facts.dismissals.compactMap { dismissal in dismissal.handedTo.map { ($0, dismissal.call.range) } }
            for (name, call) in facts.lentDismissals + handed {
                // (One a button lent to the screen makes is that button's.)
                guard let index = indices[name], !flow.screens[index].segues.contains(where: { $0.range == call }),
                      !flow.screens[index].buttons.contains(where: { $0.action?.kind.range == call }) else { continue }
                var action = Action(kind: Located(.dismiss, at: call), range: call)
                action.trigger = Located(.code, at: call)
                flow.screens[index].segues.append(action)
            }
        }
        // An action its presenter adds to the app's own alert-like controller closes it when
        // chosen, as a `UIAlertController`'s does: one assumed button stands for them.
        var withActions: Set<String> = []
        for facts in merged {
            for (name, range) in facts.lentActions where withActions.insert(name).inserted {
                guard let index = indices[name] else { continue }
                var action = Action(kind: Located(.dismiss, at: range), range: range)
                action.isAssumed = true
                var button = Button(range: range)
                button.action = action
                assumptions[range] = "\(facts.name.value) adds an action to it (`addAction`), as to an alert: assumed to close it when chosen"
                flow.screens[index].buttons.append(button)
            }
        }
        // A screen that hides the bar while it shows and shows it again as it goes leaves the bar
        // to what it pushes: those that say nothing show it.
        for facts in merged where facts.navigationBarHidden?.value == true {
            guard let again = facts.showsBarAgain else { continue }
            for transition in facts.transitions where transition.kind.value == .push || transition.kind.value == .show {
                guard let target = transition.targetType, target.value != facts.name.value, let index = indices[target.value],
                      flow.screens[index][.navigationBarHidden] == nil else { continue }
                flow.screens[index][.navigationBarHidden] = Located(false, at: again)
            }
        }
        // A screen no code read here shows, and whose own code works the navigation stack it is
        // in, is the root of a navigation controller made where the app starts (its scene
        // delegate, not read): assumed so, so that its `show` pushes, as it does in the app.
        // (A screen that names itself, in `setViewControllers([Self(), …])` say, is on that stack already.)
        // A class that pushes a new one of itself (a folder browser) is pushed: not a root.
        var shown: Set<String> = []
        for facts in merged {
            for transition in facts.transitions {
                let names = [transition.targetType?.value] + (transition.stack ?? []).map { $0?.value }
                let pushesItself = transition.kind.value == .push || transition.kind.value == .show
                shown.formUnion(names.compactMap { $0 }.filter { $0 != facts.name.value || (pushesItself && transition.stack == nil) })
            }
        }
        shown.formUnion(flow.screens.flatMap { $0.tabs.map(\.value) + [$0.primary?.value, $0.secondary?.value].compactMap { $0 } })
        for facts in merged {
            guard let call = facts.usesStack, !shown.contains(facts.name.value), let index = indices[facts.name.value],
                  flow.screens[index].container == nil else { continue }
            flow.screens[index].container = Located(.navigation, at: call)
            assumptions[flow.screens[index].range] = "shown by no code read here, and works its navigation stack: assumed to be the root of a navigation controller the app makes where it starts"
        }
        barePresentations(in: &flow, merged, declared: declared, indices: indices, assumptions: &assumptions)
        return (flow, assumptions, hosted)
    }

    /// `X.make(…)` makes a screen `X` when `X` (or an extension of it) declares `make` as a
    /// factory, a class it inherits from does returning `Self`, or an extension of a protocol or
    /// of a UIKit class does (`extension Storyboarded where Self: UIViewController { static func
    /// instantiate() -> Self }`); any other static function's result is not known.
    private func keepFactoriesOnly(_ merged: inout [SwiftTypeFacts], screenNames: Set<String>, superclasses: [String: String?]) {
        let own = Dictionary(types.map { ($0.name.value, $0.factories) }, uniquingKeysWith: { $0.union($1) })
        let ownSelf = Dictionary(types.map { ($0.name.value, $0.selfFactories) }, uniquingKeysWith: { $0.union($1) })
        let shared = Set(types.filter { !screenNames.contains($0.name.value) }.flatMap(\.selfFactories))
        func isFactory(_ function: String, of type: String) -> Bool {
            if shared.contains(function) || own[type]?.contains(function) == true { return true }
            var seen: Set<String> = [type]
            var ancestor = superclasses[type] ?? nil
            while let name = ancestor, seen.insert(name).inserted {
                if ownSelf[name]?.contains(function) == true { return true }
                ancestor = superclasses[name] ?? nil
            }
            return false
        }
        for type in merged.indices {
            for index in merged[type].transitions.indices {
                guard let factory = merged[type].transitions[index].factory, let target = merged[type].transitions[index].targetType?.value else { continue }
                if !screenNames.contains(target) || !isFactory(factory, of: target) { merged[type].transitions[index].targetType = nil }
            }
        }
    }

    /// How the screens read here show the SwiftUI views they host, by view: a view controller of
    /// the same name is the screen, not the view.
    private func hostedShowings(_ merged: [SwiftTypeFacts], screenNames: Set<String>) -> [String: SwiftHostedView] {
        var hosted: [String: SwiftHostedView] = [:]
        for facts in merged where screenNames.contains(facts.name.value) {
            for transition in facts.transitions where [.present, .push, .show, .embed].contains(transition.kind.value) && transition.alert == nil {
                guard let view = transition.targetType?.value, hostedViews.contains(view), !screenNames.contains(view) else { continue }
                let isContent = transition.kind.value == .embed && transition.function == nil && facts.superclass == "UIHostingController"
                hosted[view, default: SwiftHostedView()].showings.append(.init(kind: transition.kind.value, call: transition.call,
                                                                               navigation: transition.navigation, by: facts.name.value, isContent: isContent))
                if hosted[view]?.handsBack == nil { hosted[view]?.handsBack = transition.handsBack ?? facts.rootViewHandsBack }
            }
        }
        return hosted
    }

    /// A navigation controller subclass read here that hides its bar where it is set up (its
    /// initialiser or `viewDidLoad`, or a function they call) hides it for the stack's root it wraps:
    /// the app draws a bar of its own.
    private func hideBar(of root: inout Screen, asWrapperHides wrapper: String?, types: [String: SwiftTypeFacts]) {
        guard let wrapper, let facts = types[wrapper], let hidden = facts.navigationBarHidden, hidden.value,
              root[.navigationBarHidden] == nil else { return }
        root[.navigationBarHidden] = hidden
    }

    /// A view controller the code read here only ever presents as it is, never inside a
    /// navigation controller, never pushed, and that neither works a stack nor sets bar button
    /// items itself: UIKit gives it no navigation bar, so no title or bar button can show, as a
    /// storyboard scene presented without a navigation controller has none. (Bar button items a
    /// base class sets serve its subclasses shown in a stack; `declared` is each class without them.)
    /// One also pushed (or shown) elsewhere has a bar there: then each presentation of it as it is
    /// says it has none (`navigationBarHidden` on the `present`).
    private func barePresentations(in flow: inout Flow, _ merged: [SwiftTypeFacts], declared: [SwiftTypeFacts], indices: [String: Int],
                                   assumptions: inout [SourceRange: String]) {
        let setsBars = Set(declared.filter { !$0.bars.isEmpty || !$0.barReferences.isEmpty }.map(\.name.value))
        var bare: [String: [SourceRange]] = [:]
        var inStack: Set<String> = []
        for facts in merged {
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
        }
        var barePresentations: Set<SourceRange> = []
        for facts in merged {
            guard let calls = bare[facts.name.value], let index = indices[facts.name.value],
                  flow.screens[index].container == nil, flow.screens[index][.navigationBarHidden] == nil,
                  facts.usesStack == nil, !setsBars.contains(facts.name.value) else { continue }
            if inStack.contains(facts.name.value) {
                barePresentations.formUnion(calls)
                continue
            }
            flow.screens[index][.navigationBarHidden] = Located(true, at: calls[0])
            assumptions[flow.screens[index].range] = "presented only as it is, never inside a navigation controller: UIKit gives it no navigation bar"
        }
        guard !barePresentations.isEmpty else { return }
        func markBare(_ action: inout Action) {
            guard action.kind.value == .present, barePresentations.contains(action.range) else { return }
            action.navigationBarHidden = Located(true, at: action.range)
            assumptions[action.range] = "presented as it is, not inside a navigation controller: no navigation bar shows here, though one does where it is pushed"
        }
        for screen in flow.screens.indices {
            for segue in flow.screens[screen].segues.indices { markBare(&flow.screens[screen].segues[segue]) }
            for button in flow.screens[screen].buttons.indices where flow.screens[screen].buttons[button].action != nil {
                markBare(&flow.screens[screen].buttons[button].action!)
            }
        }
    }

    /// The functions `start` names and those they call on `self`, transitively.
    static func reached(from start: [String], calls: [String: Set<String>]) -> Set<String> {
        var reached = Set(start)
        var pending = start
        while let function = pending.popLast() {
            for callee in calls[function] ?? [] where reached.insert(callee).inserted { pending.append(callee) }
        }
        return reached
    }

    /// Per function a control of the screen runs, directly or through the type's own functions
    /// calling one another on `self`, the nearest such control's function (`handlesControl`, or
    /// a handler the code wires): one walk from all of them at once, so a long chain of calls is
    /// followed once, not once per call on it.
    static func controlledFunctions(_ facts: SwiftTypeFacts) -> [String: String] {
        var named = facts.functions.union(facts.calls.keys).union(facts.calls.values.joined()).union(facts.controlHandlers)
        named.formUnion(facts.dismissals.compactMap(\.function))
        named.formUnion(facts.closingCalls.map(\.function))
        let handlers = named.filter { handlesControl($0) || facts.controlHandlers.contains($0) }.sorted()
        var handler: [String: String] = Dictionary(uniqueKeysWithValues: handlers.map { ($0, $0) })
        var next = 0
        var queue = handlers
        while next < queue.count {
            let function = queue[next]
            next += 1
            for callee in (facts.calls[function] ?? []).sorted() where handler[callee] == nil {
                handler[callee] = handler[function]
                queue.append(callee)
            }
        }
        return handler
    }

    /// Whether a function's name says a control of the screen runs it: it names closing
    /// (`ClosingWords`), a tap or press, or a choice (`tableView(_:didSelectRowAt:)`, whose name
    /// here is `tableView`, and `didSelectItem`).
    static func handlesControl(_ name: String) -> Bool {
        ClosingWords.namesClosing(code: name) || name == "tableView" || name == "collectionView"
            || ClosingWords.words(of: name).contains { controlWords.contains($0) }
    }

    private static let controlWords: Set<String> = ["tap", "tapped", "pressed", "press", "touched", "button", "select", "selected"]

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
    private func namesOfAlerts(_ screens: [SwiftTypeFacts], taken: Set<String>) -> [SourceRange: String] {
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

    private func modal(for alert: SwiftAlert, named name: String) -> SystemModal {
        var modal = SystemModal(id: Located(name, at: alert.token), range: alert.range)
        modal.kind = alert.kind
        modal.title = alert.title
        modal.message = alert.message
        for read in alert.actions {
            var action = SystemModal.ModalAction(range: read.range)
            action.title = read.title
            action.role = read.role
            action.action = read.back.map { Action(kind: $0, range: $0.range) }
            modal.actions.append(action)
        }
        return modal
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
            merged[index].absorb(extension: facts)
        }
        return merged
    }

    /// Where a class's superclass chain leads, up a chain that may loop (a class read twice under
    /// one name): to one of `bases`, or to the last class it names, which no class read here is.
    private enum ChainEnd { case base, unread(String), loop }

    private static func chainEnd(from superclass: String?, towards bases: Set<String>, superclasses: [String: String?]) -> ChainEnd {
        var seen: Set<String> = []
        var name = superclass
        while let current = name, seen.insert(current).inserted {
            if bases.contains(current) { return .base }
            guard let next = superclasses[current] ?? nil else { return .unread(current) }
            name = next
        }
        return .loop
    }

    /// Whether `superclass` is one of `bases` or a class read here that inherits from one.
    static func inherits(from bases: Set<String>, _ superclass: String?, superclasses: [String: String?]) -> Bool {
        if case .base = chainEnd(from: superclass, towards: bases, superclasses: superclasses) { return true }
        return false
    }

    /// Whether a superclass is UIKit's view controller or a class read here that inherits from one.
    /// A chain ending at a class not read here that is named for one (a library's
    /// `FormViewController`, an Objective-C `BaseViewController` of the app's) is one too: only a
    /// view controller is so named. Not a system one (`UIDocumentPickerViewController`,
    /// `SFSafariViewController`): those draw their own bar and buttons, which the flow cannot know.
    static func isViewController(_ superclass: String?, superclasses: [String: String?]) -> Bool {
        switch chainEnd(from: superclass, towards: viewControllerBases, superclasses: superclasses) {
        case .base: true
        case .unread(let name): name.hasSuffix("ViewController") && !isSystemClass(name)
        case .loop: false
        }
    }

    /// The prefixes of Apple's frameworks that make view controllers (UIKit, SafariServices,
    /// MessageUI, PhotosUI, ContactsUI, AVKit, EventKitUI, GameKit, StoreKit, PassKit, IntentsUI,
    /// Messages, VisionKit, Social, MultipeerConnectivity, QuickLook, NotificationCenter, MapKit,
    /// WebKit, CarPlay, HomeKit, ARKit, ReplayKit).
    private static let systemPrefixes = ["UI", "SF", "MF", "PH", "CN", "AV", "EK", "GK", "SK", "PK", "IN", "MS", "VN", "SL",
                                         "MC", "QL", "NC", "MK", "WK", "CP", "HM", "AR", "RP"]

    private static func isSystemClass(_ name: String) -> Bool {
        systemPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    private func action(for transition: SwiftTransition, screens: Set<String>, types: [String: SwiftTypeFacts],
                        alerts: [SourceRange: String]) -> Action {
        var action = Action(kind: transition.kind, range: transition.call)
        // Made in code, a child (`addChild`) as much as a presentation: no storyboard segue.
        action.trigger = Located(.code, at: transition.kind.range)
        if let stack = transition.stack {
            // The whole new stack, or nothing: one element not known would shift the others.
            let known = stack.compactMap { $0.flatMap { screens.contains($0.value) ? $0 : nil } }
            if known.count == stack.count, !known.isEmpty {
                action.stack = known
                action.target = known.last
            }
            return action
        }
        // Only `present` shows an alert; `show(alert, …)` stays unresolved rather than pushing one.
        if let alert = transition.alert {
            guard transition.kind.value == .present, let name = alerts[alert.value] else { return action }
            action.target = Located(name, at: alert.range)
            return action
        }
        // A type that is no screen read here (a system view controller, one from a package) is
        // left unresolved rather than named: naming it would report it as undefined. A target the
        // team stated is named all the same, so that a misspelt one is reported (`unknown-target`).
        action.targetIdentifier = transition.targetIdentifier
        let target = transition.targetType.flatMap { screens.contains($0.value) ? $0 : nil }
        if let stated = transition.targetType, transition.targetIsStated, target == nil {
            action.target = stated
        } else {
            action.target = target
        }
        // The styles the call site sets hold whatever the target turns out to be: a scene made
        // by its identifier is known only once the storyboards are joined.
        if transition.kind.value == .present {
            action.presentationStyle = transition.presentationStyle ?? target.flatMap { types[$0.value]?.ownPresentationStyle }
            action.transitionStyle = transition.transitionStyle ?? target.flatMap { types[$0.value]?.ownTransitionStyle }
        }
        return action
    }

    /// The button a bar button item is, with what its action does: dismiss, when the function it
    /// names calls `dismiss` outside any closure; otherwise dismiss as assumed from its system
    /// item, title or function name when they name closing (`ClosingWords`), as a storyboard's
    /// control wired to code is.
    /// The transition a bar button's function makes itself (not in a closure, which may run later,
    /// such as an alert action's handler): a push, present or show of a screen read here, when the
    /// function makes just one and nothing it runs dismisses. A Done that pushes a review screen
    /// does that, rather than the dismiss its name suggests. Failing a screen, the one alert or
    /// action sheet of the screen's own it presents (an Options button's menu of choices).
    private static func performed(by bar: SwiftBarButton, in facts: SwiftTypeFacts, screens: Set<String>,
                                  alerts: [SourceRange: String]) -> SwiftTransition? {
        guard bar.handlerDismissal == nil, let selector = bar.selector?.value else { return nil }
        let run = reached(from: [selector], calls: facts.calls)
        guard !facts.dismissals.contains(where: { run.contains($0.function ?? "") && $0.runsWhenCalled(in: facts) }) else { return nil }
        let made = facts.transitions.filter { $0.function == selector && !$0.inClosure && opensScreen($0) }
        let screensMade = made.filter { $0.alert == nil }
        if screensMade.count == 1, let target = screensMade[0].targetType, screens.contains(target.value) { return screensMade[0] }
        guard screensMade.isEmpty, made.count == 1, made[0].kind.value == .present, let alert = made[0].alert, alerts[alert.value] != nil else { return nil }
        return made[0]
    }

    /// A push, present or show: a transition that opens a screen rather than going back.
    private static func opensScreen(_ transition: SwiftTransition) -> Bool {
        [.push, .present, .show, .showDetail].contains(transition.kind.value)
    }

    private func button(for bar: SwiftBarButton, in facts: SwiftTypeFacts, screens: Set<String>, alerts: [SourceRange: String],
                        transition: (SwiftTransition) -> Action) -> (Button, String?) {
        var button = Button(range: bar.range)
        button.title = bar.title
        if let item = bar.systemItem, let role = ButtonRole(rawValue: item.value), role != .normal {
            button.role = Located(role, at: item.range)
        }
        if let dismissal = bar.handlerDismissal {
            button.action = Action(kind: Located(.dismiss, at: dismissal), range: dismissal)
            return (button, nil)
        }
        guard let selector = bar.selector else {
            // An action handed in (`action: action`, a parameter of the app's helper): closing
            // when its title or system item says so, or the function setting it is named for
            // closing (`addCloseNavigationBarButton(title:action:)`).
            let named = bar.systemItem.map { ClosingWords.systemItems.contains($0.value) } == true
                || bar.title.map { ClosingWords.isClosing(title: $0.value) } == true
            guard named || bar.function.map(ClosingWords.namesClosing(code:)) == true else { return (button, nil) }
            var action = Action(kind: Located(.dismiss, at: bar.range), range: bar.range)
            action.isAssumed = true
            button.action = action
            let why = named ? "its title or system item names closing" : "\(bar.function ?? "") names closing"
            return (button, "a bar button whose action is handed in; \(why): assumed to dismiss the screen")
        }
        let run = Self.reached(from: [selector.value], calls: facts.calls)
        if let dismissal = facts.dismissals.first(where: { $0.function == selector.value && $0.runsWhenCalled(in: facts) })
            ?? facts.dismissals.first(where: { run.contains($0.function ?? "") && $0.runsWhenCalled(in: facts) }) {
            button.action = Action(kind: dismissal.call, range: selector.range)
            return (button, nil)
        }
        if let made = Self.performed(by: bar, in: facts, screens: screens, alerts: alerts) {
            var action = transition(made)
            // The button is what starts it, not the code.
            action.trigger = nil
            button.action = action
            return (button, nil)
        }
        // A function that opens another screen itself is no close, whatever its name says.
        if facts.transitions.contains(where: { $0.function == selector.value && !$0.inClosure && $0.alert == nil && Self.opensScreen($0) }) {
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
