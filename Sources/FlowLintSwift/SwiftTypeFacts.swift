#if SwiftSources
import FlowLintKit

/// What the Swift sources say about one type, gathered from its declaration and its extensions
/// before any of it is turned into screens: a call may name a class declared later, or in
/// another file.
struct SwiftTypeFacts {
    /// The class name's token, which a screen is positioned at.
    var name: Located<String>
    /// The whole declaration.
    var range: SourceRange
    /// The first inherited type, which for a class is its superclass; nil for an extension alone.
    var superclass: String?
    var transitions: [SwiftTransition] = []
    /// `dismiss(animated:)` calls, by the function they are in.
    var dismissals: [SwiftDismissal] = []
    var bars: [SwiftBarButton] = []
    /// `title = …` or `navigationItem.title = …`: a plain string literal as its text, anything else
    /// (a localised string, say) as the expression's source text.
    var title: Located<String>?
    /// `isModalInPresentation = true` (or false) anywhere in the type.
    var isModalInPresentation: Located<Bool>?
    /// `modalPresentationStyle` set by the type itself, in an initialiser or `viewDidLoad`: how it
    /// is presented, wherever it is presented from.
    var ownPresentationStyle: Located<PresentationStyle>?
}

/// `present` or `pushViewController`, with its target as written: the type constructed, when
/// the call constructs it or names a local constant that does; nil when the type is not known.
struct SwiftTransition {
    var kind: Located<Action.Kind>
    var call: SourceRange
    var targetType: Located<String>?
    /// `x.modalPresentationStyle = …` on the presented constant before the call.
    var presentationStyle: Located<PresentationStyle>?
}

struct SwiftDismissal {
    /// The call's name token.
    var call: Located<Action.Kind>
    var range: SourceRange
    /// The function the call is in; nil at no function (a closure stored in a property, say).
    var function: String?
    /// Inside a closure in that function: it runs later or not at all (an alert's action, a
    /// completion handler), so calling the function does not itself dismiss.
    var inClosure: Bool
}

/// A bar button item set on the navigation item: `UIBarButtonItem(barButtonSystemItem:target:action:)`
/// or `UIBarButtonItem(title:style:target:action:)`.
struct SwiftBarButton {
    var range: SourceRange
    var systemItem: Located<String>?
    var title: Located<String>?
    /// The function named by `#selector(…)`, at its name token.
    var selector: Located<String>?
}
#endif
