#if SwiftSources
import FlowLintKit

/// What UIKit code says of a SwiftUI view it shows in a hosting controller
/// (`present(UIHostingController(rootView: Compose()), animated: true)`): how it shows it, and
/// what it sets on the controller around it. The UIKit builder finds these, since it reads the
/// presenter; the SwiftUI builder uses them, since it makes the view's screen.
struct SwiftHostedView {
    /// One `present`, push, `show` or `addChild` of the view, at the call; `navigation` where a
    /// navigation controller is made around it (`UINavigationController(rootViewController: host)`).
    struct Showing {
        var kind: Action.Kind
        var call: SourceRange
        var navigation: SourceRange?
        /// The screen that shows it.
        var by: String
        /// It is the content of `by`, a subclass of `UIHostingController`, whose bar shows its title.
        var isContent = false
    }

    var showings: [Showing] = []
    /// A closure the presenter hands the view's initialiser that goes back
    /// (`Compose(onCancel: { [weak self] in self?.dismiss(animated: true) })`), at its call.
    var handsBack: Located<Action.Kind>?
    /// What the presenter sets on the hosting controller (`host.title = …`, a bar button item).
    var title: Located<String>?
    var buttons: [Button] = []
    var opensAtMediumDetent: SourceRange?

    /// Whether any of UIKit's showings presents it, and whether it is pushed (`show` from a
    /// screen, which a stack pushes, counts as a push).
    var isPresented: Bool { showings.contains { $0.kind == .present } }
    var isPushed: Bool { showings.contains { $0.kind == .push || $0.kind == .show } }
}
#endif
