#if SwiftSources
import FlowLintKit
import SwiftSyntax

extension SwiftFactCollector {
    /// One function (or initialiser) being walked, with what it has bound so far.
    struct Scope {
        var name: String
        /// An initialiser or `viewDidLoad`, where a view controller sets up how it is presented.
        var setsUp: Bool
        /// The function's parameters: per name used in its body, the label a caller writes ("" for `_`).
        var parameters: [String: String] = [:]
        /// Local constants bound to a construction, by name: the type, at its token.
        var constants: [String: SwiftConstructed] = [:]
        /// `name.modalPresentationStyle = …` and `name.modalTransitionStyle = …` seen so far.
        var styles: [String: Located<PresentationStyle>] = [:]
        var transitionStyles: [String: Located<TransitionStyle>] = [:]
        /// Local names bound to a sheet presentation controller (`if let sheet =
        /// x.sheetPresentationController`): the constant it belongs to, or "" for the type's own.
        var sheets: [String: String] = [:]
        /// Local constants bound to an array of sheet detents (`let detents: [UISheetPresentationController.Detent] = [.medium(), .large()]`).
        var detents: [String: SwiftSheetHeight] = [:]
        /// Local constants bound to an alert: its index in the type's `alerts`.
        var alerts: [String: Int] = [:]
        /// Local constants bound to an alert action, for `addAction(name)`.
        var alertActions: [String: SwiftAlertAction] = [:]
        /// Local constants bound to a bar button item, for a view controller made here.
        var barItems: [String: SwiftBarButton] = [:]
        /// Local names a storyboard may be asked through (`let storyboard = UIStoryboard(…)`).
        var storyboards: [String: SwiftStoryboardLookups.LocalStoryboard] = [:]
        /// Local variables bound to the view controller that presented this one (`var presenter =
        /// presentingViewController`): dismissing it dismisses this screen, and what it presents
        /// on top (an app's `dismissModalStack()` walks up so, to close them all).
        var presenters: Set<String> = []
        /// Local names bound to `self` (`var target: UIViewController? = self`, `guard let
        /// strongSelf = self`, `[weak welf = self]`): the view controller itself, whose calls
        /// (`strongSelf.dismiss(…)`) are its own (`SwiftSelfAliases`).
        var selfAliases: Set<String> = []
        /// In `prepare(for:sender:)`, the constants bound to a segue's destination, with the
        /// segue's parameter (`SwiftSegueConditions.destinations`), found once when first asked.
        var segueDestinations: [String: String]?
        /// Closures open inside the function: what runs in one runs later, or not at all.
        var closureDepth = 0

        /// A name bound again (`let vc = …` in another `case`, or shadowing an earlier one) no
        /// longer holds what it held: what it holds now is read afresh, or not known.
        mutating func forget(_ name: String) {
            restore(name, from: Scope(name: self.name, setsUp: setsUp))
        }

        /// What `name` holds, alone: kept when a block declares the name again, for when it ends.
        func only(_ name: String) -> Scope {
            var kept = Scope(name: self.name, setsUp: setsUp)
            kept.restore(name, from: self)
            return kept
        }

        /// What `name` held in `outer`, again: a name declared in a block (an `if`'s, a `case`'s)
        /// is gone when the block ends, and the outer one of that name is seen again.
        mutating func restore(_ name: String, from outer: Scope) {
            constants[name] = outer.constants[name]
            styles[name] = outer.styles[name]
            transitionStyles[name] = outer.transitionStyles[name]
            sheets[name] = outer.sheets[name]
            detents[name] = outer.detents[name]
            alerts[name] = outer.alerts[name]
            alertActions[name] = outer.alertActions[name]
            barItems[name] = outer.barItems[name]
            storyboards[name] = outer.storyboards[name]
            if outer.presenters.contains(name) { presenters.insert(name) } else { presenters.remove(name) }
            if outer.selfAliases.contains(name) { selfAliases.insert(name) } else { selfAliases.remove(name) }
        }
    }
}
#endif
