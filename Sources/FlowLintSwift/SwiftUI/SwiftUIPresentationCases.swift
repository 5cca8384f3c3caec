#if SwiftSources
import FlowLintKit

extension SwiftUIViewFacts {
    /// The view with each presentation that picks among several views (a router's
    /// `.sheet(item: $route) { switch route { … } }`) made one presentation per case, placed at the
    /// case's view: each is a screen the view presents, with the style and flag of the one
    /// modifier. What the content sets around the choice (a title, a toolbar, a refused swipe) is
    /// every case's, since where each is written is not told apart here.
    func presentingEachCase() -> SwiftUIViewFacts {
        guard presentations.contains(where: { !$0.cases.isEmpty }) else { return self }
        var view = self
        view.presentations = presentations.flatMap { presentation -> [SwiftUIPresentation] in
            guard presentation.shown == nil, !presentation.cases.isEmpty else { return [presentation] }
            return presentation.cases.map { shown in
                var one = presentation
                one.shown = shown
                one.cases = []
                if let first = shown.views.first { one.range = first.range }
                return one
            }
        }
        return view
    }
}
#endif
