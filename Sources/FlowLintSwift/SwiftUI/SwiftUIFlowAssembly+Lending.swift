#if SwiftSources
import FlowLintKit

extension SwiftUIFlowAssembly {
    /// A title and buttons a presentation's content sets on the view it presents; a button that
    /// lowers the flag the presentation is bound to closes it. What UIKit code sets on the hosting
    /// controller it shows a view in, likewise.
    mutating func addWhatPresentersLend(to flow: inout Flow, assumptions: inout [SourceRange: String]) {
        for index in flow.screens.indices.dropFirst(first) {
            let presentations = lent[flow.screens[index].id.value] ?? []
            // A Close one presentation's content adds shows in that presentation alone: where
            // another presentation of the view adds none, the buttons lent are left out, and the
            // view's way out is its own.
            let lendsToEvery = presentations.allSatisfy { presentation in
                presentation.buttons.contains { $0.role != nil || $0.dismissal != nil || ($0.isChromeControl && $0.callsClosing != nil)
                    || ($0.lowers != nil && $0.lowers?.value == presentation.flag) }
            }
            for presentation in presentations {
                if flow.screens[index].title == nil { flow.screens[index].title = presentation.title }
                if flow.screens[index][.isModalInPresentation] == nil, let disabled = presentation.interactiveDismissDisabled {
                    flow.screens[index][.isModalInPresentation] = disabled
                }
                presentation.sheetHeight.mark(&flow.screens[index])
                for var read in presentation.buttons where lendsToEvery {
                    if read.dismissal == nil, let lowered = read.lowers, lowered.value == presentation.flag { read.dismissal = lowered.range }
                    // A close the presenter adds through the app's chrome (`.inClosableStack { store.send(.closeTapped) }`);
                    // a closure only handed to a view (`PlayerView(onFinish: …)`) may never run.
                    let closing = read.dismissal == nil && read.isChromeControl ? Self.callingClosing(read) : nil
                    guard read.role != nil || read.dismissal != nil || closing != nil else { continue }
                    let (button, assumption) = Self.button(for: read, closingThroughPresenter: closing)
                    if let assumption, let action = button.action { assumptions[action.range] = assumption }
                    if read.inToolbar { toolbarButtons[flow.screens[index].id.value, default: []].insert(read.range) }
                    flow.screens[index].buttons.append(button)
                }
                if let view = declaredByName[flow.screens[index].id.value] {
                    for segue in Self.gestureSegues(of: view, handedBy: presentation, assumptions: &assumptions)
                    where !flow.screens[index].segues.contains(where: { $0.range == segue.range }) { flow.screens[index].segues.append(segue) }
                    for (button, assumption) in Self.buttonsRunningHandedClosures(of: view, handedBy: presentation)
                    where !flow.screens[index].buttons.contains(where: { $0.range == button.range }) {
                        if let action = button.action { assumptions[action.range] = assumption }
                        flow.screens[index].buttons.append(button)
                    }
                }
            }
            if let shown = hosted[flow.screens[index].id.value] {
                Self.lend(shown, to: &flow.screens[index], view: declaredByName[flow.screens[index].id.value], assumptions: &assumptions)
            }
            if let closed = Self.closedByState(flow.screens[index], view: declaredByName[flow.screens[index].id.value], presentedBy: presentations) {
                assumptions[closed.range] = "shown while a state its model keeps holds, with nothing to tap: assumed closed by the model when the state changes"
                flow.screens[index].segues.append(closed)
            }
        }
    }

    /// A cover with nothing to tap that a model's state shows (`.fullScreenCover(isPresented:
    /// $network.isDisconnected) { NoConnectionView() }`) is a state screen: the model lowers the
    /// state, and the cover closes. Its close, made by code, at the first presentation.
    private static func closedByState(_ screen: Screen, view: SwiftUIViewFacts?, presentedBy presentations: [SwiftUIPresentation]) -> Action? {
        guard let first = presentations.first, let view, presentations.allSatisfy({ $0.style.value == .fullScreen && $0.flagIsModels }),
              view.buttons.isEmpty, view.kitUses.buttons.isEmpty, view.gestures.isEmpty, view.textInput == nil, screen.buttons.isEmpty,
              !screen.segues.contains(where: { $0.kind.value == .dismiss }) else { return nil }
        var closed = Action(kind: Located(.dismiss, at: first.range), range: first.range)
        closed.trigger = Located(.code, at: first.range)
        closed.isAssumed = true
        return closed
    }

    /// What UIKit code sets on the hosting controller it shows a view in: a title, bar buttons, a
    /// sheet's height; and a closure it hands the view that goes back, which the view's buttons
    /// running a closure it holds run.
    private static func lend(_ hosted: SwiftHostedView, to screen: inout Screen, view: SwiftUIViewFacts?, assumptions: inout [SourceRange: String]) {
        if screen.title == nil { screen.title = hosted.title }
        if screen[.mediumDetent] == nil, let detent = hosted.opensAtMediumDetent { screen[.mediumDetent] = Located(true, at: detent) }
        screen.buttons.append(contentsOf: hosted.buttons)
        guard let back = hosted.handsBack, let view else { return }
        for read in view.buttons where read.dismissal == nil && read.runsHanded != nil {
            guard let runs = read.runsHanded, !screen.buttons.contains(where: { $0.range == read.range }) else { continue }
            var button = Button(range: read.range)
            button.title = read.title
            button.role = read.role
            var action = Action(kind: Located(back.value, at: runs.range), range: runs.range)
            action.isAssumed = true
            button.action = action
            assumptions[runs.range] = "the button runs \(runs.value), and the UIKit code showing the view hands it a closure that goes back: assumed to do so"
            screen.buttons.append(button)
        }
    }

    /// The view's buttons that run a closure it holds, where the presentation hands it one that
    /// sets the presentation's flag back (a function of the presenter's): assumed to dismiss. Not
    /// where the closure handed, written in the content, is read as a button already.
    private static func buttonsRunningHandedClosures(of view: SwiftUIViewFacts, handedBy presentation: SwiftUIPresentation) -> [(Button, String)] {
        let handsClose = presentation.buttons.contains { $0.callsClosing != nil || ($0.lowers != nil && $0.lowers?.value == presentation.flag) }
        guard presentation.handsLowering != nil, !handsClose else { return [] }
        return view.buttons.compactMap { read in
            guard read.dismissal == nil, let runs = read.runsHanded else { return nil }
            var button = Button(range: read.range)
            button.title = read.title
            button.role = read.role
            var action = Action(kind: Located(.dismiss, at: runs.range), range: runs.range)
            action.isAssumed = true
            button.action = action
            return (button, "the button runs \(runs.value), and the presenter hands the view a closure that closes it: assumed to dismiss the view")
        }
    }
}
#endif
