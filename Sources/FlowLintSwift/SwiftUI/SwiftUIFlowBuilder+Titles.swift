#if SwiftSources
import FlowLintKit

extension SwiftUIFlowBuilder {
    /// Gives the screens built here (from `first` on) a title where SwiftUI shows one: one set in
    /// a part of the view, a heading its content draws, and on a hosting controller the title
    /// of the view it hosts.
    func nameScreens(_ flow: inout Flow, from first: Int, assumptions: inout [SourceRange: String]) {
        Self.titlesFromParts(&flow, from: first)
        // A heading drawn in the content names the task where no bar title does (an onboarding
        // step, a What's New sheet), as iOS's own feature pages do.
        // A bar title left empty on purpose (`.navigationTitle("")`) over such a heading is the
        // same choice: the heading names it.
        let headings = Self.headings(of: views)
        for index in flow.screens.indices.dropFirst(first) where flow.screens[index].title.map({ $0.value.allSatisfy(\.isWhitespace) }) ?? true {
            guard let heading = headings[flow.screens[index].id.value] else { continue }
            flow.screens[index].title = heading
            assumptions[heading.range] = "a heading in the view's content names its task: taken as its title"
        }
        Self.titleHostingControllers(&flow, hosted: hosted, from: first)
    }

    /// Per view, the heading its content shows: its own, or the first that a part it embeds shows
    /// (`WizardTitleText("Claim")`, a view of the app drawing a heading), or else its own first
    /// line in a headline style.
    private static func headings(of views: [SwiftUIViewFacts]) -> [String: Located<String>] {
        let byName = Dictionary(views.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [String: Located<String>?] = [:]
        func heading(_ name: String, _ visiting: inout Set<String>) -> Located<String>? {
            if let known = found[name] { return known }
            guard let view = byName[name], visiting.insert(name).inserted else { return nil }
            var result = view.heading
            for part in view.embedded where result == nil { result = heading(part.value, &visiting) }
            found[name] = result
            return result
        }
        var result: [String: Located<String>] = [:]
        for view in views {
            var visiting: Set<String> = []
            if let heading = heading(view.name.value, &visiting) ?? view.firstLine { result[view.name.value] = heading }
        }
        return result
    }

    /// SwiftUI hands a title set anywhere in a view's content up to the bar it shows in: a view
    /// with no title of its own takes the first that a view it embeds has (or takes the same way).
    private static func titlesFromParts(_ flow: inout Flow, from first: Int) {
        var byName: [String: Int] = [:]
        for index in flow.screens.indices.dropFirst(first) { byName[flow.screens[index].id.value] = byName[flow.screens[index].id.value] ?? index }
        var found: [Int: Located<String>?] = [:]
        func title(_ index: Int, _ visiting: inout Set<Int>) -> Located<String>? {
            if let own = flow.screens[index].title { return own }
            if let known = found[index] { return known }
            guard visiting.insert(index).inserted else { return nil }
            var taken: Located<String>?
            for segue in flow.screens[index].segues where segue.kind.value == .embed {
                if let target = segue.target, let part = byName[target.value], let title = title(part, &visiting) {
                    taken = title
                    break
                }
            }
            found[index] = taken
            return taken
        }
        var titles: [(Int, Located<String>)] = []
        for index in flow.screens.indices.dropFirst(first) where flow.screens[index].title == nil {
            var visiting: Set<Int> = []
            if let taken = title(index, &visiting) { titles.append((index, taken)) }
        }
        for (index, title) in titles { flow.screens[index].title = title }
    }

    /// A subclass of `UIHostingController` with no title of its own shows the title of the view it
    /// hosts: UIKit's bar takes it from SwiftUI's `.navigationTitle`.
    private static func titleHostingControllers(_ flow: inout Flow, hosted: [String: SwiftHostedView], from first: Int) {
        let uikit = Dictionary(flow.screens.indices.prefix(first).map { (flow.screens[$0].id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let swiftUI = Dictionary(flow.screens.indices.dropFirst(first).map { (flow.screens[$0].id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, view) in hosted.sorted(by: { $0.key < $1.key }) {
            guard let content = swiftUI[name], let title = flow.screens[content].title else { continue }
            for showing in view.showings where showing.isContent {
                if let host = uikit[showing.by], flow.screens[host].title == nil { flow.screens[host].title = title }
            }
        }
    }
}
#endif
