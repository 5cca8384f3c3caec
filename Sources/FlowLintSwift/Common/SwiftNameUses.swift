#if SwiftSources
import FlowLintKit

/// How the app's code spells the names it uses, gathered from every file: what a use of a view's
/// name means (`SwiftUINestedNames`), and which enum cases code ever writes.
struct SwiftNameUses {
    /// The type path written before each view made by its full name (`Adjustments` in
    /// `Adjustments.RootView()`), at the view's name.
    var qualified: [SourceRange: String] = [:]
    /// The members written as values outside patterns, bare or on a type (`.event(note)`,
    /// `Sheets.event(note)`): the enum cases some code makes. A case only matched in a `switch`
    /// is never made.
    var members: Set<String> = []
    /// The type names code outside previews writes (`HomeView()`, `HomeView.self`, `[HomeView]`,
    /// `Sheet<HomeView>`); an extension's own type is no use of it.
    var mentioned: Set<String> = []
    /// The type names previews write (`#Preview { HomeViewTest() }`, a `PreviewProvider`'s). A
    /// view previews make and no other code names is Xcode's canvas's, never the app's.
    var inPreviews: Set<String> = []

    mutating func merge(_ other: SwiftNameUses) {
        qualified.merge(other.qualified) { first, _ in first }
        members.formUnion(other.members)
        mentioned.formUnion(other.mentioned)
        inPreviews.formUnion(other.inPreviews)
    }

    /// Whether only previews make the view of this name: it is shown on Xcode's canvas alone.
    func onlyPreviewsMake(_ view: String) -> Bool {
        inPreviews.contains(view) && !mentioned.contains(view)
    }
}
#endif
