#if SwiftSources
import FlowLintKit

/// A `private` or `fileprivate` view is seen by its own file only: a name used in a file is that
/// file's private view when it declares one, and never another file's. Two private views of one
/// name in two files are two screens; the second (in file order, after any view of that name
/// others can see) is named with a numbered suffix (`CreateView-2`), at its own declaration.
enum SwiftUIFileScope {
    static func scoped(_ views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>])
        -> (views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>]) {
        guard views.contains(where: \.isFilePrivate) else { return (views, windowRoots, shownByCode) }
        var unique = UniqueNames(taken: Set(views.filter { !$0.isFilePrivate }.map(\.name.value)))
        // By file and name, what the private view is called; by name, whether others see one.
        var privateNames: [SourceFileID: [String: String]] = [:]
        let visible = Set(views.filter { !$0.isFilePrivate }.map(\.name.value))
        var views = views
        for index in views.indices where views[index].isFilePrivate {
            let file = views[index].name.range.file, name = views[index].name.value
            if let scoped = privateNames[file]?[name] {
                views[index].name.value = scoped
                continue
            }
            let scoped = unique.claim(name)
            privateNames[file, default: [:]][name] = scoped
            views[index].name.value = scoped
        }
        // A name no file but the private view's own can use: written elsewhere, it is some other
        // type, never that view.
        let hidden = Set(privateNames.values.flatMap(\.keys)).subtracting(visible)
        func scope(_ reference: Located<String>) -> Located<String> {
            var reference = reference
            if let scoped = privateNames[reference.range.file]?[reference.value] {
                reference.value = scoped
            } else if hidden.contains(reference.value) {
                reference.value = "\(reference.value) (private to another file)"
            }
            return reference
        }
        func scope(_ column: SwiftUIColumn?) -> SwiftUIColumn? {
            guard var column else { return nil }
            column.view = scope(column.view)
            return column
        }
        views = views.map { $0.renamingReferences(scope) }
        return (views, windowRoots.compactMap(scope), shownByCode.map(scope))
    }
}
#endif
