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
    /// Per property, by its last name, the cases code sets it to (`sheet = .tips`,
    /// `model.sheetScreen = Screen.about(item)`), where every value it is given is one.
    var assignedCases: [String: Set<String>] = [:]
    /// The properties given another value (`sheet = route`, `sheet = flag ? .a : .b`), or handed
    /// on as a binding (`Child(route: $sheet)`) that code elsewhere may set to anything.
    var assignedOtherwise: Set<String> = []
    /// The same per type at a file's top level and property (`"LanguageListView sheetScreen"`),
    /// made in that type, its extensions and the types nested in them; and the properties
    /// declared there. Apps give many models a property of one name (`sheetScreen`): a view's own,
    /// or its nested view model's, is set by code of that view alone.
    var scopedCases: [String: Set<String>] = [:]
    var scopedOtherwise: Set<String> = []
    var declaredIn: Set<String> = []

    mutating func merge(_ other: SwiftNameUses) {
        qualified.merge(other.qualified) { first, _ in first }
        members.formUnion(other.members)
        mentioned.formUnion(other.mentioned)
        inPreviews.formUnion(other.inPreviews)
        assignedCases.merge(other.assignedCases) { $0.union($1) }
        assignedOtherwise.formUnion(other.assignedOtherwise)
        scopedCases.merge(other.scopedCases) { $0.union($1) }
        scopedOtherwise.formUnion(other.scopedOtherwise)
        declaredIn.formUnion(other.declaredIn)
    }

    /// Notes that code in the top-level type `scope` sets `item` to the case `made`, or (nil) to
    /// something else.
    mutating func assign(_ item: String, case made: String?, in scope: String?) {
        if let made { assignedCases[item, default: []].insert(made) } else { assignedOtherwise.insert(item) }
        guard let scope else { return }
        if let made { scopedCases[scope + " " + item, default: []].insert(made) } else { scopedOtherwise.insert(scope + " " + item) }
    }

    /// The cases a presentation bound to `item` can show: those code sets it to, when that is all
    /// it is ever given; otherwise every case some code makes (`members`).
    /// For a property the presenting view's top-level type (`scope`) declares, and sets, what
    /// code of that type sets it to.
    func casesShown(by item: String?, in scope: String? = nil) -> Set<String> {
        guard let item else { return members }
        if let scope, declaredIn.contains(scope + " " + item), let cases = scopedCases[scope + " " + item] {
            return scopedOtherwise.contains(scope + " " + item) ? members : cases
        }
        guard let cases = assignedCases[item], !assignedOtherwise.contains(item) else { return members }
        return cases
    }

    /// Whether only previews make the view of this name: it is shown on Xcode's canvas alone.
    func onlyPreviewsMake(_ view: String) -> Bool {
        inPreviews.contains(view) && !mentioned.contains(view)
    }
}
#endif
