#if SwiftSources
import FlowLintKit

extension SwiftUIViewFacts {
    /// The views with the presentations of the app's own modifiers they apply in their bodies
    /// (`.withSheetDestinations(…)`, a function of `extension View` whose body is a `.sheet`, or
    /// `.modifier(DonationSheet())`, a `ViewModifier` whose body presents): each view applying one
    /// presents what it presents, as if written in place, and what the modifiers a method applies
    /// itself present (`func withSettings() -> some View { modifier(SettingsSheet()) }`, one level
    /// down, by `calls`, `SwiftUIAppKit.modifierCalls`). The modifiers themselves are no screens,
    /// and are left out.
    ///
    /// Each use copies the modifier's presentations into the view, so that a few thousand sheets
    /// of one modifier applied by a few thousand views would make millions from a small input,
    /// as YAML's aliases could: past `maximumLent` copies in all, a use whose presentations would
    /// go over is not applied (docs/safety.md). Real apps lend a few dozen.
    static func applyingPresentingModifiers(_ views: [SwiftUIViewFacts], calls: [String: Set<String>] = [:],
                                            maximumLent: Int = maximumLentPresentations) -> [SwiftUIViewFacts] {
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
        // Each name's presentations, its own and those of the modifiers it applies, made once.
        var made: [String: [SwiftUIPresentation]] = [:]
        func presented(by name: String) -> [SwiftUIPresentation] {
            if let known = made[name] { return known }
            let found = (presentations[name] ?? []) + (calls[name] ?? []).subtracting([name]).sorted().flatMap { presentations[$0] ?? [] }
            made[name] = found
            return found
        }
        var lent = 0
        return views.filter { !$0.isPresentingModifier }.map { view in
            var applied: Set<String> = [], added: Set<SourceRange> = []
            var view = view
            for use in view.kitUses.applied where use.presentation == nil && applied.insert(use.name.value).inserted {
                let presented = presented(by: use.name.value)
                guard lent + presented.count <= maximumLent else { continue }
                lent += presented.count
                view.presentations += presented.filter { added.insert($0.range).inserted }
            }
            return view
        }
    }

    /// How many presentations the app's modifiers may lend the views applying them, in all.
    static let maximumLentPresentations = 100_000
}
#endif
