#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// What the Swift sources say about one SwiftUI view (`struct X: View`): what it presents, how
/// the user leaves it, and whether it holds what the user types.
struct SwiftUIViewFacts {
    var name: Located<String>
    var range: SourceRange
    var presentations: [SwiftUIPresentation] = []
    var buttons: [SwiftUIButton] = []
    /// `.navigationTitle("…")` with a plain string.
    var title: Located<String>?
    /// `.interactiveDismissDisabled()` or `(true)`: the swipe that would close the view is refused.
    var interactiveDismissDisabled: Located<Bool>?
    /// The first `TextField`, `SecureField` or `TextEditor`: what the user types into.
    var textInput: SourceRange?
    var dialogs: [SwiftUIDialog] = []
}

/// `.alert(…, isPresented: $flag) { buttons }` or `.confirmationDialog(…)`: shown while `flag` is
/// true, which a button of the view sets.
struct SwiftUIDialog {
    var kind: Located<SystemModalKind>
    var range: SourceRange
    var title: Located<String>?
    /// The `@State` the dialog is bound to, without its `$`.
    var flag: String
    var buttons: [SwiftUIButton] = []
}

/// `.sheet`, `.fullScreenCover` or `.popover`, with the views its content closure constructs,
/// in order; which of them is the view presented is decided once every view is known.
struct SwiftUIPresentation {
    var style: Located<PresentationStyle>
    var range: SourceRange
    var constructed: [Located<String>]
}

/// A `Button` inside a toolbar item with a cancellation or confirmation placement, or one whose
/// action calls `dismiss()`.
struct SwiftUIButton {
    var range: SourceRange
    var title: Located<String>?
    var role: Located<ButtonRole>?
    /// Where its action calls `dismiss()` (or `presentationMode.wrappedValue.dismiss()`).
    var dismissal: SourceRange?
    /// A flag its action sets to `true` (`showsDiscard = true`): the dialog bound to it shows.
    var raises: String?
    /// `role: .destructive`, for a dialog's button.
    var isDestructive = false
}
#endif
