#if SwiftSources
import FlowLintKit

/// Views of one name nested in different types (`extension Adjustments { struct RootView … }` and
/// `extension Home { struct RootView … }`, an app of modules) are different screens: each is
/// named with the types around it (`Adjustments.RootView`), and a use of the name is the one its
/// full name says (`Adjustments.RootView()`), else the one nearest around the use (`RootView()`
/// written inside `extension Adjustments`), else the one at the top level. A name declared once
/// keeps its short form.
enum SwiftUINestedNames {
    static func qualified(_ views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>],
                          references: [SourceRange: String])
        -> (views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>]) {
        var qualifiers: [String: Set<String>] = [:]
        for view in views { qualifiers[view.name.value, default: []].insert(view.qualifier) }
        let repeated = Set(qualifiers.filter { $0.value.count > 1 }.keys)
        guard !repeated.isEmpty else { return (views, windowRoots, shownByCode) }
        let declared = Set(views.map { repeated.contains($0.name.value) ? fullName($0.name.value, in: $0.qualifier) : $0.name.value })
        // Each declared name by every ending of its path (`Adjustments.RootView` under itself and
        // `RootView`), in declaration order: a written full name is looked up, not searched for.
        var byEnding: [String: [String]] = [:], indexed: Set<String> = []
        for view in views where repeated.contains(view.name.value) {
            let name = fullName(view.name.value, in: view.qualifier)
            guard indexed.insert(name).inserted else { continue }
            let parts = name.split(separator: ".")
            for start in parts.indices { byEnding[parts[start...].joined(separator: "."), default: []].append(name) }
        }

        func resolve(_ reference: Located<String>, around: String) -> Located<String> {
            guard repeated.contains(reference.value) else { return reference }
            var reference = reference
            if let written = references[reference.range] {
                // `Adjustments.RootView()`: the view declared in a type whose path ends so, when
                // one alone does (`Module.Adjustments.RootView` written as `Adjustments.RootView`).
                let full = fullName(reference.value, in: written)
                let matches = declared.contains(full) ? [full] : byEnding[full] ?? []
                if matches.count == 1 { reference.value = matches[0] }
                return reference
            }
            var path = around.split(separator: ".").map(String.init)
            while !path.isEmpty {
                let candidate = fullName(reference.value, in: path.joined(separator: "."))
                if declared.contains(candidate) {
                    reference.value = candidate
                    return reference
                }
                path.removeLast()
            }
            return reference
        }
        func resolve(_ column: SwiftUIColumn?, around: String) -> SwiftUIColumn? {
            guard var column else { return nil }
            column.view = resolve(column.view, around: around)
            return column
        }

        let views = views.map { view -> SwiftUIViewFacts in
            let around = fullName(view.name.value, in: view.qualifier)
            var view = view.renamingReferences { resolve($0, around: around) }
            if repeated.contains(view.name.value) { view.name.value = around }
            return view
        }
        return (views, windowRoots.compactMap { resolve($0, around: "") }, shownByCode.map { resolve($0, around: "") })
    }

    private static func fullName(_ name: String, in qualifier: String) -> String {
        qualifier.isEmpty ? name : "\(qualifier).\(name)"
    }
}
#endif
