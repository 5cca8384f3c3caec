#if SwiftSources
import FlowLintKit

extension SwiftUIFlowAssembly {
    /// The view's gestures that close it, as segues the user starts with a gesture (`trigger:
    /// gesture`), as a UIKit gesture recognizer's: one calling `dismiss()`, or (assumed) one
    /// setting back a flag the presenter lends the view (`@Binding`) or calling something named
    /// for closing.
    static func gestureSegues(of view: SwiftUIViewFacts, assumptions: inout [SourceRange: String]) -> [Action] {
        view.gestures.compactMap { gesture in
            if let dismissal = gesture.dismissal { return gestureDismissal(gesture, at: dismissal) }
            if let lowered = gesture.lowers, view.bindings.contains(lowered.value) {
                let action = gestureDismissal(gesture, at: lowered.range, assumed: true)
                assumptions[action.range] = "the gesture sets \(lowered.value), which the view's presenter lends it (`@Binding`), back: assumed to dismiss the view"
                return action
            }
            if let runs = gesture.runs, ClosingWords.namesClosing(code: runs.value) {
                let action = gestureDismissal(gesture, at: runs.range, assumed: true)
                assumptions[action.range] = "the gesture calls \(runs.value), which names closing: assumed to dismiss the view"
                return action
            }
            return nil
        }
    }

    /// The view's gestures that run what its presenter hands it, where the closure the presenter
    /// hands sets the presentation's flag back (`Screensaver(onWake: { showsPreview = false })`).
    static func gestureSegues(of view: SwiftUIViewFacts, handedBy presentation: SwiftUIPresentation,
                              assumptions: inout [SourceRange: String]) -> [Action] {
        guard presentation.handsLowering != nil else { return [] }
        return view.gestures.compactMap { gesture in
            guard gesture.dismissal == nil, let runs = gesture.runs, !ClosingWords.namesClosing(code: runs.value),
                  !(gesture.lowers.map { view.bindings.contains($0.value) } ?? false) else { return nil }
            let action = gestureDismissal(gesture, at: runs.range, assumed: true)
            assumptions[action.range] = "the gesture runs \(runs.value), and the presenter hands the view a closure that closes it: assumed to dismiss the view"
            return action
        }
    }

    private static func gestureDismissal(_ gesture: SwiftUIGesture, at range: SourceRange, assumed: Bool = false) -> Action {
        var action = Action(kind: Located(.dismiss, at: range), range: range)
        action.trigger = Located(.gesture, at: gesture.token)
        action.isAssumed = assumed
        return action
    }

    /// A gesture's dismiss in a view that is only pushed: SwiftUI pops it.
    static func poppingGesture(_ segue: Action) -> Action {
        guard segue.kind.value == .dismiss, segue.trigger?.value == .gesture else { return segue }
        var segue = segue
        segue.kind = Located(.pop, at: segue.kind.range)
        return segue
    }
}
#endif
