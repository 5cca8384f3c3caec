#if SwiftSources
import FlowLintKit

/// Adds the SwiftUI views read (`SwiftUIViewFacts`) to a flow as screens: what each presents with
/// `.sheet`, `.fullScreenCover` and `.popover`, its toolbar and dismissing buttons, its title, and
/// whether it refuses the swipe that would close it.
struct SwiftUIFlowBuilder {
    let views: [SwiftUIViewFacts]
    /// `WindowGroup { Root() }` of the app's `App` structs, in the order read.
    var windowRoots: [SwiftUIColumn] = []
    /// Views constructed outside any view (by an intent, a hosting controller, a function).
    var shownByCode: [Located<String>] = []
    /// The views that are only parts of others (`components`).
    let components: Set<String>
    /// What UIKit code says of the views it shows in hosting controllers, by view.
    var hosted: [String: SwiftHostedView] = [:]

    init(views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>]) {
        self.views = views
        self.windowRoots = windowRoots
        self.shownByCode = shownByCode
        components = Self.components(views, windowRoots: windowRoots, shownByCode: shownByCode)
    }

    /// The views that are screens: all but parts of others and views that only wrap another.
    /// (A view controller of the same name is the screen instead, when UIKit code is read too.)
    var screenNames: Set<String> {
        Set(views.filter(isScreen).map(\.name.value))
    }

    private func isScreen(_ view: SwiftUIViewFacts) -> Bool {
        !view.isPureWrapper && !components.contains(view.name.value)
    }

    func add(to flow: inout Flow, assumptions: inout [SourceRange: String]) {
        var taken = Set(flow.screens.map(\.id.value))
        var declared: [SwiftUIViewFacts] = []
        for view in views where isScreen(view) && taken.insert(view.name.value).inserted {
            declared.append(view)
        }
        var assembly = SwiftUIFlowAssembly(declared: declared, first: flow.screens.count, hosted: hosted)
        for view in declared {
            flow.screens.append(assembly.screen(for: view, modals: &flow.modals, taken: &taken, assumptions: &assumptions))
        }
        assembly.addWhatPresentersLend(to: &flow, assumptions: &assumptions)
        nameScreens(&flow, from: assembly.first, assumptions: &assumptions)
        assembly.placeOnStacks(&flow)
        markStart(of: &flow, assembly: assembly)
    }

    /// Where the app starts: the root of its first window. Only a flow whose every screen is
    /// a view read here, declared once, and whose every presentation and push is resolved gets it: from an
    /// entry, a screen no read path reaches is reported, which an unresolved target, or a
    /// view controller UIKit code shows, would make wrong.
    /// Two views of one name (one per target of a multi-platform app, say) are one screen here,
    /// with the first one's facts: what the other leads to is not known.
    private func markStart(of flow: inout Flow, assembly: SwiftUIFlowAssembly) {
        let first = assembly.first, names = assembly.names
        let resolved = first == 0 && assembly.declared.count + components.count == views.count && flow.screens.allSatisfy { screen in
            screen.segues.allSatisfy { $0.target != nil || !Self.leadsOn.contains($0.kind.value) }
        }
        if flow.entry == nil, resolved, let root = windowRoots.first(where: { names.contains($0.view.value) }) {
            flow.entry = root.view
            // Code not read shows these, as code loads a storyboard's initial screen: each starts the flow too.
            var started: Set<String> = [root.view.value]
            // Another `App` (a watch app's, say, read with the phone app's) starts there too.
            let otherRoots = windowRoots.filter { names.contains($0.view.value) }.dropFirst().map(\.view)
            for view in otherRoots + shownByCode where names.contains(view.value) && started.insert(view.value).inserted {
                flow.screensCreatedByCode.append(view)
            }
            if let stack = root.stack, let index = flow.screens.indices.dropFirst(first).first(where: { flow.screens[$0].id.value == root.view.value }),
               flow.screens[index].container == nil {
                flow.screens[index].container = Located(.navigation, at: stack)
            }
        }
    }

    /// The views that are only parts of others: constructed in other views' bodies (or in a
    /// presentation's content that shows another view) and shown no other way (presented,
    /// pushed, a tab or column, a window's root, by code alone), with nothing of
    /// a screen of their own (no title, button, dialog, presentation, push, container, text
    /// input, nor any view of the app inside but such components). A picture or a label embedded in many views is
    /// part of each, never a step of a task by itself; it is no screen.
    static func components(_ views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>]) -> Set<String> {
        let all = Set(views.map(\.name.value))
        var counts: [String: Int] = [:]
        for view in views { counts[view.name.value, default: 0] += 1 }
        // Code outside any view that builds one (a hosting controller, an intent) shows it as a
        // screen, unless views embed it too (a row a cell's hosting configuration also shows).
        var shown = Set(windowRoots.map(\.view.value))
        let embedded = Set(views.flatMap { $0.embedded.map(\.value) })
        shown.formUnion(shownByCode.map(\.value).filter { !embedded.contains($0) })
        for view in views {
            for presentation in view.presentations { shown.formUnion((presentation.shown?.views ?? []).map(\.value)) }
            for push in view.pushes { shown.formUnion(push.constructed.map(\.value)) }
            for container in view.stacks + view.tabViews + view.splitViews { shown.formUnion(container.columns.compactMap { $0?.view.value }) }
        }
        // The app's own button views are controls, whatever their body holds.
        let candidates = views.filter { view in
            counts[view.name.value] == 1 && !shown.contains(view.name.value) && (view.isControl || view.title == nil && view.buttons.isEmpty && view.dialogs.isEmpty
                && view.presentations.isEmpty && view.pushes.isEmpty && view.stacks.isEmpty && view.tabViews.isEmpty && view.splitViews.isEmpty
                && view.textInput == nil && view.storeView == nil && view.stated.isEmpty && view.interactiveDismissDisabled == nil)
        }
        // A view made of components only (a cover that shows an image view) is one too.
        var found: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for view in candidates where !found.contains(view.name.value)
                && view.embedded.allSatisfy({ !all.contains($0.value) || found.contains($0.value) || $0.value == view.name.value }) {
                found.insert(view.name.value)
                grew = true
            }
        }
        return found
    }

    /// The actions that lead to a screen, so that one without a target hides where it leads.
    private static let leadsOn: Set<Action.Kind> = [.present, .push, .show, .showDetail, .embed, .setStack]
}
#endif
