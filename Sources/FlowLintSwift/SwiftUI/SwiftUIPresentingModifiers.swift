#if SwiftSources
import FlowLintKit

extension SwiftUIViewFacts {
    /// The views with the presentations of the app's own modifiers they apply in their bodies
    /// (`.withSheetDestinations(…)`, a function of `extension View` whose body is a `.sheet`): each
    /// view applying one presents what it presents, as if written in place. The modifiers
    /// themselves are no screens, and are left out.
    static func applyingPresentingModifiers(_ views: [SwiftUIViewFacts]) -> [SwiftUIViewFacts] {
        let modifiers = views.filter(\.isPresentingModifier)
        guard !modifiers.isEmpty else { return views }
        // The flag a modifier's presentation is bound to is its parameter's name, no state of the
        // view applying it: left out, so that no button of that view is taken to raise it.
        let presentations = Dictionary(modifiers.filter { !$0.presentations.isEmpty }.map { modifier in
            (modifier.name.value, modifier.presentations.map { presentation in
                var presentation = presentation
                presentation.flag = nil
                return presentation
            })
        }, uniquingKeysWith: { first, _ in first })
        return views.filter { !$0.isPresentingModifier }.map { view in
            var applied: Set<String> = []
            var view = view
            for use in view.kitUses.applied where use.presentation == nil && applied.insert(use.name.value).inserted {
                view.presentations += presentations[use.name.value] ?? []
            }
            return view
        }
    }
}
#endif
