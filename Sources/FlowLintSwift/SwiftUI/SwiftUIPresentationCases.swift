#if SwiftSources
import FlowLintKit

extension SwiftUIViewFacts {
    /// The view with each presentation that picks among several views (a router's
    /// `.sheet(item: $route) { switch route { … } }`) left to its cases, each a presentation of
    /// its own placed at the case's view, with the style and flag of the one modifier. What the
    /// content sets around the choice (a title, a toolbar, a refused swipe on the `switch` or its
    /// stack) is every case's; what one case's branch sets is that case's alone.
    /// A case whose enum case no code makes (`made`, `SwiftNameUses.members`) is never shown, and left out.
    func presentingEachCase(made: Set<String>) -> SwiftUIViewFacts {
        guard presentations.contains(where: { !$0.cases.isEmpty }) else { return self }
        var view = self
        let wholes = Dictionary(presentations.filter { !$0.cases.isEmpty }.map { ($0.range, $0) }, uniquingKeysWith: { first, _ in first })
        view.presentations = presentations.compactMap { presentation in
            if !presentation.cases.isEmpty { return nil }
            guard let whole = presentation.caseOf.flatMap({ wholes[$0] }) else { return presentation }
            if let names = presentation.shown?.caseNames, !names.isEmpty, made.isDisjoint(with: names) { return nil }
            var one = presentation
            if one.title == nil { one.title = whole.title }
            one.buttons = whole.buttons + one.buttons
            one.sheetHeight.merge(whole.sheetHeight)
            if one.interactiveDismissDisabled == nil { one.interactiveDismissDisabled = whole.interactiveDismissDisabled }
            return one
        }
        return view
    }
}
#endif
