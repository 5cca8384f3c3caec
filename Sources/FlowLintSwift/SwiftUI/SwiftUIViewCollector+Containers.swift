#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// The containers a view's body shows (`NavigationStack`, `TabView`, `NavigationSplitView`, a
/// stack wrapper of the app's), and the columns and tabs they hold.
extension SwiftUIViewCollector {
    /// SwiftUI's own containers in the view's body, and `NavigationLink`, whose destination is pushed.
    func container(_ name: String, reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, view: Int) {
        let token = positions.range(of: reference)
        switch name {
        case "NavigationLink":
            // `NavigationLink(destination: X())`, `NavigationLink { X() } label: { … }`,
            // `NavigationLink("Title") { X() }`, or a library's link handed its destination last
            // (`NavigationLink(unwrapping: $route, case: \.account) { _ in X() }`); a link with a
            // `value:` pushes through the stack's `navigationDestination`, read there.
            let labels = call.arguments.map { $0.label?.text }
            let closureIsDestination = call.additionalTrailingClosures.contains { $0.label.text == "label" }
                || (!labels.contains("value") && !labels.contains("destination"))
            let destination = call.arguments.first { $0.label?.text == "destination" }.map { Syntax($0.expression) }
                ?? (closureIsDestination ? call.trailingClosure.map(Syntax.init) : nil)
            guard let destination else { return }
            // A link where nothing can be tapped (`.allowsHitTesting(false)`) pushes nothing.
            let position = call.position
            if !(inertContents[view] ?? []).contains(where: { $0.contains(position) }) {
                var push = SwiftUIPush(token: token, range: positions.range(of: call), constructed: constructedViews(destination), isLink: true)
                // `NavigationLink { detailPage } label: { … }`: what a route makes.
                if push.constructed.isEmpty { push.route = SwiftUIRouteUse.read(destination, valueType: nil, positions: positions) }
                views[view].pushes.append(push)
            }
            readContents[view, default: []].append(destination.position ..< destination.endPosition)
        case let stack where SwiftUIViewSyntax.navigationStacks.contains(stack):
            let position = call.position
            guard !(readContents[view] ?? []).contains(where: { $0.contains(position) }), let content = call.trailingClosure else { return }
            // Its content stays the view's own: built inline, its rows are parts of the view, and
            // a root of the app's (`NavigationStack { Root() }`) is embedded in it too.
            views[view].stacks.append(SwiftUIContainer(token: token, columns: [column(of: Syntax(content))]))
            if views[view].placeholderRoot == nil, content.statements.count == 1, let root = content.statements.first?.item.as(ExprSyntax.self),
               SwiftUIViewSyntax.showsNothing(SwiftExpressions.withoutModifiers(root)) {
                views[view].placeholderRoot = positions.range(of: root)
            }
        case "TabView":
            let position = call.position
            guard let content = call.trailingClosure, !(pagers[view] ?? []).contains(where: { $0.contains(position) }) else { return }
            let tabs = content.statements.map { item in item.item.as(ExprSyntax.self).flatMap(column(ofExpression:)) }
            views[view].tabViews.append(SwiftUIContainer(token: token, columns: tabs))
            readContents[view, default: []].append(content.position ..< content.endPosition)
        case "NavigationSplitView":
            // The sidebar is the trailing closure (or `sidebar:`); a three-column split view's
            // middle column is `content:`, and the last is `detail:`.
            func closure(labelled label: String) -> ClosureExprSyntax? {
                call.additionalTrailingClosures.first { $0.label.text == label }?.closure
                    ?? call.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
            }
            let sidebar = call.trailingClosure ?? call.arguments.first { $0.label?.text == "sidebar" }?.expression.as(ClosureExprSyntax.self)
            let closures = [sidebar, closure(labelled: "content"), closure(labelled: "detail")]
            let columns = closures.map { $0.flatMap { column(of: Syntax($0)) } }
            views[view].splitViews.append(SwiftUIContainer(token: token, columns: columns))
            // A column that is not one view of the app's (built inline, a `List { … }`, or chosen
            // by an `if`) stays the view's own content, as a stack built inline does: what it
            // holds is on screen.
            for (closure, column) in zip(closures, columns) where column.map({ !Self.swiftUIViews.contains($0.view.value) }) == true {
                if let closure { readContents[view, default: []].append(closure.position ..< closure.endPosition) }
            }
            let columnClosures = Set(closures.compactMap { $0?.id })
            for closure in SwiftUIViewSyntax.closures(of: call) where !columnClosures.contains(closure.id) {
                readContents[view, default: []].append(closure.position ..< closure.endPosition)
            }
        default:
            break
        }
    }

    /// The one view of the app a content closure is, when it holds nothing but its construction
    /// (`Inbox()`, `Inbox().tabItem { … }`, `NavigationStack { Inbox() }`, `Tab("Inbox", …) { Inbox() }`).
    func column(of syntax: Syntax) -> SwiftUIColumn? {
        guard let closure = syntax.as(ClosureExprSyntax.self) else { return syntax.as(ExprSyntax.self).flatMap(column(ofExpression:)) }
        return column(closure)
    }

    func column(_ closure: ClosureExprSyntax?) -> SwiftUIColumn? {
        guard let closure, closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return column(ofExpression: expression)
    }

    func column(ofExpression expression: ExprSyntax) -> SwiftUIColumn? {
        let expression = SwiftExpressions.withoutModifiers(expression)
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = SwiftExpressions.calledType(call) else { return nil }
        switch callee.baseName.text {
        case let stack where SwiftUIViewSyntax.navigationStacks.contains(stack):
            // `NavigationView { Sidebar(); Placeholder() }` shows its views as columns where
            // there is room, and on a phone its first as the stack's root.
            let statements = call.trailingClosure?.statements
            let inner: SwiftUIColumn?
            if stack == "NavigationView", let statements, statements.count > 1, let first = statements.first?.item.as(ExprSyntax.self) {
                inner = column(ofExpression: first)
            } else {
                inner = column(call.trailingClosure)
            }
            guard var inner else { return nil }
            inner.stack = inner.stack ?? positions.range(of: callee)
            return inner
        case "Tab":
            return column(call.trailingClosure)
        case let name where SwiftExpressions.isTypeName(name):
            return SwiftUIColumn(view: positions.located(name, at: callee), stack: nil)
        default:
            return nil
        }
    }
}
#endif
