#if SwiftSources
import FlowLintKit

extension SwiftUIViewFacts {
    /// The view with each presentation and destination that shows what one of the app's routes
    /// picks (`.navigationDestination(for: Route.self) { $0.view() }`) showing each of the route's
    /// cases that some code makes (`SwiftNameUses.members`; for a presentation, those code sets its
    /// item to, `SwiftNameUses.casesShown`), as a `switch` written in its content would
    /// (`presentingEachCase`). One whose route is not known, or would go over `budget` copies
    /// (`SwiftUIRoutes.cases`), stays unresolved.
    func showingRoutes(_ routes: SwiftUIRoutes, uses: SwiftNameUses, budget: inout Int) -> SwiftUIViewFacts {
        guard presentations.contains(where: { $0.route != nil }) || pushes.contains(where: { $0.route != nil }) else { return self }
        var left = budget
        defer { budget = left }
        func cases(for use: SwiftUIRouteUse, made: Set<String> = uses.members) -> [SwiftUIPresentedContent] {
            routes.cases(for: use, in: name.value, budget: &left).filter { $0.caseNames.isEmpty || !made.isDisjoint(with: $0.caseNames) }
        }
        var view = self
        var shownByRoutes: Set<SourceRange> = []
        for index in presentations.indices {
            guard let use = presentations[index].route, presentations[index].shown == nil else { continue }
            view.presentations[index].cases = cases(for: use, made: uses.casesShown(by: presentations[index].flag, in: outermostType))
            view.presentations += view.presentations[index].eachCase
            shownByRoutes.formUnion(view.presentations[index].cases.flatMap(\.views).map(\.range))
        }
        view.pushes = pushes.flatMap { push -> [SwiftUIPush] in
            guard let use = push.route else { return [push] }
            let shown = cases(for: use)
            if shown.isEmpty { return [push] }
            shownByRoutes.formUnion(shown.flatMap(\.views).map(\.range))
            return shown.map { shown in
                var one = push
                one.range = shown.views.first?.range ?? push.range
                one.constructed = shown.views
                one.route = nil
                return one
            }
        }
        // A route of the view's own (`func destination(for:)`) makes its views for what it
        // presents or pushes: they are no parts of the view.
        view.embedded.removeAll { shownByRoutes.contains($0.range) }
        return view
    }

    /// The view with each presentation that picks among several views (a router's
    /// `.sheet(item: $route) { switch route { … } }`) left to its cases, each a presentation of
    /// its own placed at the case's view, with the style and flag of the one modifier. What the
    /// content sets around the choice (a title, a toolbar, a refused swipe on the `switch` or its
    /// stack) is every case's; what one case's branch sets is that case's alone.
    /// A case whose enum case no code makes (`SwiftNameUses.members`), or that code never sets the
    /// presentation's item to (`SwiftNameUses.casesShown`), is never shown, and left out.
    /// A store's presentation of a case (`SwiftUIPresentation.storeCase`) the state is never set to
    /// is left out the same way.
    func presentingEachCase(uses: SwiftNameUses) -> SwiftUIViewFacts {
        var view = self
        view.presentations.removeAll { presentation in
            presentation.storeCase.map { !uses.casesShown(by: $0.item, in: outermostType).contains($0.case) } ?? false
        }
        guard view.presentations.contains(where: { !$0.cases.isEmpty }) else { return view }
        let presentations = view.presentations
        let wholes = Dictionary(presentations.filter { !$0.cases.isEmpty }.map { ($0.range, $0) }, uniquingKeysWith: { first, _ in first })
        view.presentations = presentations.compactMap { presentation in
            if !presentation.cases.isEmpty { return nil }
            guard let whole = presentation.caseOf.flatMap({ wholes[$0] }) else { return presentation }
            if let names = presentation.shown?.caseNames, !names.isEmpty, uses.casesShown(by: whole.flag, in: outermostType).isDisjoint(with: names) { return nil }
            var one = presentation
            one.adoptContent(of: whole)
            return one
        }
        return view
    }

    /// The type at the file's top level the view is declared in, or the view itself.
    var outermostType: String {
        qualifier.split(separator: ".").first.map(String.init) ?? name.value
    }
}
#endif
