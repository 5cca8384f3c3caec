/// How the user closes a modal without a button.
enum DismissGesture: Sendable, Equatable {
    /// A sheet's swipe down.
    case swipeDown
    /// A tap outside a popover.
    case tapOutside
}

/// What the gesture of a presentation does to the modal it presents.
enum GestureDismissal: Equatable {
    /// No gesture closes the modal: its style offers none, or `isModalInPresentation` refuses
    /// the gesture and no `onAttemptToDismiss` alert offers a way out instead.
    case never
    /// The gesture closes the modal at once, asking nothing.
    case immediate(DismissGesture)
    /// `isModalInPresentation` refuses the gesture, and the `onAttemptToDismiss` alert UIKit
    /// shows instead has an action that leaves the task.
    case throughAlert(DismissGesture)

    var closesModal: Bool { self != .never }

    /// The gesture that closes the modal, at once or through the alert; nil for `never`.
    var gesture: DismissGesture? {
        switch self {
        case .never: nil
        case .immediate(let gesture), .throughAlert(let gesture): gesture
        }
    }
}

extension ModalQueries {
    /// What a swipe down or a tap outside does to the modal that `edgeIndex` presents: the one
    /// answer the rules give about closing a modal without a button, whatever they report.
    ///
    /// With `inEveryWidth`, the answer holds in compact width too: a popover whose screen is
    /// marked `adaptsToCompact` is shown full screen there, where nothing is outside it to tap.
    func gestureDismissal(of edgeIndex: Int, inEveryWidth: Bool = false) -> GestureDismissal {
        guard let gesture = graph.presentationStyle(of: graph.edges[edgeIndex]).value.dismissGesture else { return .never }
        let root = presented(by: edgeIndex)
        if inEveryWidth, gesture == .tapOutside, graph.screens[root].flag(.adaptsToCompact) { return .never }
        // Read in place: a copy of the screen would retain everything it holds, once for every
        // presentation of every task.
        guard graph.screens[root].flag(.isModalInPresentation) else { return .immediate(gesture) }
        guard let alert = graph.target(of: .attemptToDismiss, from: root, declaredAt: .screenField),
              alertLeavesTask(alert, root: root) else { return .never }
        return .throughAlert(gesture)
    }
}

private extension PresentationStyle {
    /// Only sheets and popovers leave something around them to swipe or tap: the other styles
    /// cover the screen or their context, and what a custom one does is the app's own code.
    var dismissGesture: DismissGesture? {
        if isSheet { return .swipeDown }
        return self == .popover ? .tapOutside : nil
    }
}
