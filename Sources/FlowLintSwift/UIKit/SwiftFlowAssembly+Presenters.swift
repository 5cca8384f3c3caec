#if SwiftSources
import FlowLintKit

/// What the code that shows a screen says of it, once every screen is made: the navigation
/// controller it wraps it in, the title, detent, bar buttons and bar it gives it, that it
/// closes it, and whether it shows it with a bar at all.
extension SwiftFlowAssembly {
    /// `sheetHelpers`: extensions of UIKit's classes, whose functions may set a sheet's detents.
    mutating func addPresentersFacts(sheetHelpers: [SwiftTypeFacts]) {
        let indices = Dictionary(flow.screens.indices.map { (flow.screens[$0].id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let pushedBare = Set(app.merged.flatMap { facts in
            facts.transitions.filter { $0.navigation == nil && [.push, .show].contains($0.kind.value) }.compactMap(\.targetType?.value)
        })
        wrapInNavigationControllers(indices: indices, pushedBare: pushedBare)
        hosted = hostedShowings()
        lendSheetHeightsBarsAndTitles(indices: indices, sheetHelpers: sheetHelpers)
        addWindowRoots(indices: indices, pushedBare: pushedBare)
        adaptPopovers(indices: indices)
        lendBarButtons(indices: indices)
        lendWrapperBars(indices: indices)
        lendDismissals(indices: indices)
        lendAlertActions(indices: indices)
        showBarAgain(indices: indices)
        assumeStackRoots(indices: indices)
        markBarePresentations(indices: indices)
    }

    /// A screen presented inside `UINavigationController(rootViewController:)` is the root of
    /// a navigation stack, as the flow merges a navigation controller into its root; unless
    /// the code also pushes it bare elsewhere (another target's code, say): the wrapper is
    /// then a fact of that presentation, and the pushed screen is no navigation controller.
    /// Stated by the code, it holds for a storyboard scene of that class too (`Flow.codeNavigationRoots`).
    private mutating func wrapInNavigationControllers(indices: [String: Int], pushedBare: Set<String>) {
        for facts in app.merged {
            for transition in facts.transitions {
                if let navigation = transition.navigation, transition.targetType == nil, let identifier = transition.targetIdentifier {
                    flow.codeNavigationRootIdentifiers.append(Located(identifier.value, at: navigation))
                }
                guard let navigation = transition.navigation, let target = transition.targetType, let index = indices[target.value],
                      flow.screens[index].container == nil, !pushedBare.contains(target.value) else { continue }
                flow.codeNavigationRoots.append(Located(target.value, at: navigation))
                flow.screens[index].container = Located(.navigation, at: navigation)
                hideBar(of: &flow.screens[index], asWrapperHides: transition.navigationClass)
            }
        }
    }

    /// The buttons a navigation controller subclass sets on the root it wraps (`rootBars`) are
    /// that root's, run by the subclass's functions, wherever the code wraps a screen in it.
    private mutating func lendWrapperBars(indices: [String: Int]) {
        var lent: Set<[String]> = []
        for facts in app.merged {
            for transition in facts.transitions {
                guard let wrapper = transition.navigationClass.flatMap({ app.byName[$0] }), !wrapper.rootBars.isEmpty,
                      let target = transition.targetType?.value, let index = indices[target],
                      lent.insert([wrapper.name.value, target]).inserted else { continue }
                for bar in wrapper.rootBars { flow.screens[index].buttons.append(button(for: bar, in: wrapper)) }
            }
        }
    }

    /// The root of the navigation controller a scene or app delegate sets as the window's root:
    /// stated by the code, so it holds for a storyboard scene too (`Flow.codeNavigationRoots`).
    /// Not a class the code also pushes bare (a folder browser pushing another of itself): the
    /// wrapper is then the window's, and the class no navigation controller.
    private mutating func addWindowRoots(indices: [String: Int], pushedBare: Set<String>) {
        flow.windowRootSetInCode = app.windowRootSet
        for facts in app.merged {
            for root in facts.windowRoots {
                guard let navigation = root.navigation, let type = root.type, let index = indices[type.value], !pushedBare.contains(type.value) else { continue }
                flow.codeNavigationRoots.append(Located(type.value, at: navigation))
                if flow.screens[index].container == nil { flow.screens[index].container = Located(.navigation, at: navigation) }
                hideBar(of: &flow.screens[index], asWrapperHides: root.navigationClass)
            }
        }
    }

    /// A navigation controller subclass read here that hides its bar where it is set up (its
    /// initialiser or `viewDidLoad`, or a function they call) hides it for the stack's root it wraps:
    /// the app draws a bar of its own.
    private func hideBar(of root: inout Screen, asWrapperHides wrapper: String?) {
        guard let wrapper, let facts = app.byName[wrapper], let hidden = facts.navigationBarHidden, hidden.value,
              root[.navigationBarHidden] == nil else { return }
        root[.navigationBarHidden] = hidden
    }

    /// How the screens read here show the SwiftUI views they host, by view: a view controller of
    /// the same name is the screen, not the view.
    private func hostedShowings() -> [String: SwiftHostedView] {
        var hosted: [String: SwiftHostedView] = [:]
        for facts in app.merged where app.screenNames.contains(facts.name.value) {
            for transition in facts.transitions where [.present, .push, .show, .embed].contains(transition.kind.value) && transition.alert == nil {
                guard let view = transition.targetType?.value, app.targets.contains(view), !app.screenNames.contains(view) else { continue }
                let isContent = transition.kind.value == .embed && transition.function == nil && facts.superclass == "UIHostingController"
                hosted[view, default: SwiftHostedView()].showings.append(.init(kind: transition.kind.value, call: transition.call,
                                                                               navigation: transition.navigation, by: facts.name.value, isContent: isContent))
                if hosted[view]?.handsBack == nil { hosted[view]?.handsBack = transition.handsBack ?? facts.rootViewHandsBack }
            }
        }
        return hosted
    }

    /// A title a presenter sets on the screen it makes, where the screen sets none itself; how
    /// high a sheet it presents the screen in opens; and that it hides the screen's bar.
    private mutating func lendSheetHeightsBarsAndTitles(indices: [String: Int], sheetHelpers: [SwiftTypeFacts]) {
        let heightHelpers = sheetHelpers.reduce(into: [String: SwiftSheetHeight]()) { $0.merge($1.sheetHeightFunctions) { first, _ in first } }
        for facts in app.merged where app.screenNames.contains(facts.name.value) {
            var lentHeights = facts.lentSheetHeights.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            lentHeights += facts.callsOnMade.compactMap { call in heightHelpers[call.function].map { (call.screen, $0) } }
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
    }

    /// A popover its presenter adapts to full screen in compact width (`adaptivePresentationStyle`).
    private mutating func adaptPopovers(indices: [String: Int]) {
        for facts in app.merged {
            guard let adapted = facts.adaptsPopovers else { continue }
            for transition in facts.transitions where transition.kind.value == .present {
                guard let target = transition.targetType?.value, let index = indices[target],
                      (transition.presentationStyle ?? app.byName[target]?.ownPresentationStyle)?.value == .popover,
                      flow.screens[index][.adaptsToCompact] == nil else { continue }
                flow.screens[index][.adaptsToCompact] = Located(true, at: adapted)
            }
        }
    }

    /// Buttons a presenter sets on the screen it makes run the presenter's functions.
    private mutating func lendBarButtons(indices: [String: Int]) {
        for facts in app.merged where app.screenNames.contains(facts.name.value) {
            for (name, bar) in facts.lentBars {
                guard indices[name] != nil || hosted[name] != nil else { continue }
                let button = button(for: bar, in: facts)
                if let index = indices[name] { flow.screens[index].buttons.append(button) } else { hosted[name]?.buttons.append(button) }
            }
            for (identifier, bar) in facts.lentSceneBars {
                flow.sceneButtons.append(SceneButton(identifier: identifier, button: button(for: bar, in: facts)))
            }
        }
    }

    /// A view controller its presenter dismisses in code (a progress screen it made and closes
    /// when the work is done) is closed by code, as if by its own.
    private mutating func lendDismissals(indices: [String: Int]) {
        for facts in app.merged {
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
    }

    /// An action its presenter adds to the app's own alert-like controller closes it when
    /// chosen, as a `UIAlertController`'s does: one assumed button stands for them.
    private mutating func lendAlertActions(indices: [String: Int]) {
        var withActions: Set<String> = []
        for facts in app.merged {
            for (name, range) in facts.lentActions where withActions.insert(name).inserted {
                guard let index = indices[name] else { continue }
                var button = Button(range: range)
                button.action = assumedAction(.dismiss, at: range,
                                              because: "\(facts.name.value) adds an action to it (`addAction`), as to an alert: assumed to close it when chosen")
                flow.screens[index].buttons.append(button)
            }
        }
    }

    /// A screen that hides the bar while it shows and shows it again as it goes leaves the bar
    /// to what it pushes: those that say nothing show it.
    private mutating func showBarAgain(indices: [String: Int]) {
        for facts in app.merged where facts.navigationBarHidden?.value == true {
            guard let again = facts.showsBarAgain else { continue }
            for transition in facts.transitions where transition.kind.value == .push || transition.kind.value == .show {
                guard let target = transition.targetType, target.value != facts.name.value, let index = indices[target.value],
                      flow.screens[index][.navigationBarHidden] == nil else { continue }
                flow.screens[index][.navigationBarHidden] = Located(false, at: again)
            }
        }
    }

    /// A screen no code read here shows, and whose own code works the navigation stack it is
    /// in, is the root of a navigation controller made where the app starts (its scene
    /// delegate, not read): assumed so, so that its `show` pushes, as it does in the app.
    /// (A screen that names itself, in `setViewControllers([Self(), …])` say, is on that stack already.)
    /// A class that pushes a new one of itself (a folder browser) is pushed: not a root.
    private mutating func assumeStackRoots(indices: [String: Int]) {
        var shown: Set<String> = []
        for facts in app.merged {
            for transition in facts.transitions {
                let names = [transition.targetType?.value] + (transition.stack ?? []).map { $0?.value }
                let pushesItself = transition.kind.value == .push || transition.kind.value == .show
                shown.formUnion(names.compactMap { $0 }.filter { $0 != facts.name.value || (pushesItself && transition.stack == nil) })
            }
        }
        shown.formUnion(flow.screens.flatMap { $0.tabs.map(\.value) + $0.splitColumns.map(\.screen.value) })
        for facts in app.merged {
            guard let call = facts.usesStack, !shown.contains(facts.name.value), let index = indices[facts.name.value],
                  flow.screens[index].container == nil else { continue }
            flow.screens[index].container = Located(.navigation, at: call)
            assumptions[flow.screens[index].range] = "shown by no code read here, and works its navigation stack: assumed to be the root of a navigation controller the app makes where it starts"
        }
    }
}
#endif
