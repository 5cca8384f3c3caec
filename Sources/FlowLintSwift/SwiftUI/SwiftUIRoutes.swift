#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// The app's functions and computed properties that make the view to show: those that pick it by
/// a value, one view a case (a route enum's `@ViewBuilder func view() -> some View { switch self {
/// case .settings: SettingsView() … } }`, a view's `func destination(for route: Route) -> some View
/// { switch route { … } }`), and those that make one view (a view's `var pickerSheet: some View {
/// NavigationStack { ZapPicker() } }`, `func addGlucoseView() -> some View { … }`). A presentation
/// or a `navigationDestination` whose content calls one (`{ $0.view() }`, `{ pickerSheet.tint(.red) }`)
/// shows each of its cases, as if its body were written there (`SwiftUIPresentedContent`).
/// Declared in one file and called in another, they are joined once every file is read
/// (`SwiftUIViewFacts.showingRoutes`).
struct SwiftUIRoutes {
    /// One such function or property.
    struct Route {
        /// The type of the value switched over (the declaring type for `switch self`): what a
        /// `navigationDestination(for: Route.self)` names. None for one that makes one view.
        var valueType: String?
        /// The type declaring it, by its last name.
        var declaredIn: String
        var cases: [SwiftUIPresentedContent]
    }

    /// By how a call spells it: `view(navigationCoordinator:damusState:)`, or `view` for a property.
    private(set) var byName: [String: [Route]] = [:]
    /// The same, by the type declaring it and then the name (`HomeView view(store:)`), and by the
    /// type of the value switched over (`Route view(store:)`, or a space for one making one
    /// view): a call is matched by looking up, never by going through every route of its name,
    /// which thousands of views may share (`var content: some View`).
    private var byOwner: [String: [Route]] = [:]
    private var byValueType: [String: [Route]] = [:]

    mutating func merge(_ other: SwiftUIRoutes) {
        byName.merge(other.byName) { $0 + $1 }
        byOwner.merge(other.byOwner) { $0 + $1 }
        byValueType.merge(other.byValueType) { $0 + $1 }
    }

    private mutating func keep(_ route: Route, named name: String) {
        byName[name, default: []].append(route)
        byOwner[route.declaredIn + " " + name, default: []].append(route)
        byValueType[(route.valueType ?? "") + " " + name, default: []].append(route)
    }

    /// Reads a function of `type` that returns a view: its body a `switch` over `self` or over one
    /// of its parameters, or one view.
    mutating func read(_ function: FunctionDeclSyntax, in type: String, positions: SwiftPositions) {
        guard let body = function.body, Self.returnsAView(function.signature.returnClause?.type, attributes: function.attributes) else { return }
        let parameters = function.signature.parameterClause.parameters
        let name = Self.name(of: function)
        guard let choice = Self.choice(in: body.statements) else {
            addOne(name, declaredIn: type, body: body.statements, positions: positions)
            return
        }
        let valueType: String
        if Self.isSelf(choice.subject) {
            valueType = type
        } else if let subject = choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == subject }) {
            valueType = Self.lastName(parameter.type.trimmedDescription)
        } else {
            return
        }
        add(name, Route(valueType: valueType, declaredIn: type, cases: []), choice: choice, positions: positions)
    }

    /// Reads a computed property of `type` returning a view: its getter a `switch self`, or one view.
    mutating func read(_ variable: VariableDeclSyntax, in type: String, positions: SwiftPositions) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                  Self.returnsAView(binding.typeAnnotation?.type, attributes: variable.attributes),
                  case .getter(let statements)? = binding.accessorBlock?.accessors else { continue }
            if let choice = Self.choice(in: statements) {
                if Self.isSelf(choice.subject) { add(name, Route(valueType: type, declaredIn: type, cases: []), choice: choice, positions: positions) }
            } else {
                addOne(name, declaredIn: type, body: statements, positions: positions)
            }
        }
    }

    /// A body that makes one view of its own (`NavigationStack { ZapPicker() }`): a route of one case.
    private mutating func addOne(_ name: String, declaredIn type: String, body: CodeBlockItemListSyntax, positions: SwiftPositions) {
        guard let shown = SwiftUIPresentedContent.read(statements: body, positions: positions), !shown.views.isEmpty else { return }
        keep(Route(valueType: nil, declaredIn: type, cases: [shown]), named: name)
    }

    private mutating func add(_ name: String, _ route: Route, choice: SwitchExprSyntax, positions: SwiftPositions) {
        var route = route
        route.cases = SwiftUIPresentedContent.readCases(Syntax(choice), positions: positions, everyCaseIsAScreen: true)
        if !route.cases.isEmpty { keep(route, named: name) }
    }

    /// The cases the route `use` calls shows, from a view named `view`; none where no route of
    /// the app answers to the call, or more than one does and neither the value's type
    /// (`navigationDestination(for: Route.self)`) nor the view's own functions tell which.
    /// Each use copies the route's cases, so that thousands of uses of a route of thousands of
    /// views would make millions: a use whose cases would take more than `budget` copies is not
    /// resolved, as the app's modifiers lend no more than theirs (docs/safety.md).
    func cases(for use: SwiftUIRouteUse, in view: String, budget: inout Int) -> [SwiftUIPresentedContent] {
        // The innermost name that some route answers to is the one; only it is called on the view
        // itself (`self`, or nothing).
        var found: (count: Int, route: Route?) = (0, nil)
        for (index, name) in use.names.enumerated() where found.count == 0 {
            found = answering(name, in: view, onSelf: use.onSelf && index == 0, valueType: use.valueType)
        }
        guard found.count == 1, let route = found.route, route.cases.count <= budget else { return [] }
        budget -= route.cases.count
        return route.cases.map { shown in
            var shown = shown
            shown.stack = shown.stack ?? use.stack
            return shown
        }
    }

    /// How many routes answer to a call of `name`, and the one when there is one.
    private func answering(_ name: String, in view: String, onSelf: Bool, valueType: String?) -> (count: Int, route: Route?) {
        func one(_ routes: [Route]) -> (count: Int, route: Route?) { (routes.count, routes.count == 1 ? routes[0] : nil) }
        if onSelf {
            let own = byOwner[view + " " + name] ?? []
            return one(valueType.map { type in own.filter { $0.valueType == nil || $0.valueType == type } } ?? own)
        }
        guard let valueType else { return one(byName[name] ?? []) }
        let typed = byValueType[valueType + " " + name] ?? [], untyped = byValueType[" " + name] ?? []
        return typed.count + untyped.count == 1 ? one(typed + untyped) : (typed.count + untyped.count, nil)
    }

    /// How a call names a function: `view(store:)`, `destination(for:)`, `sheet(_:)`.
    static func name(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The body's one statement, a `switch`.
    private static func choice(in statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        SwiftUIPresentedContent.shownExpression(of: statements)?.as(SwitchExprSyntax.self)
    }

    /// `some View`, `AnyView`, `any View`, or a `@ViewBuilder`: no route enum's method making
    /// view controllers, titles or icons.
    private static func returnsAView(_ type: TypeSyntax?, attributes: AttributeListSyntax) -> Bool {
        if SwiftExpressions.has(attributes, named: "ViewBuilder") { return true }
        guard let type = type?.trimmedDescription else { return false }
        return type == "some View" || type == "AnyView" || type == "any View"
    }

    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `Outer.Route?` as `Route`.
    static func lastName(_ type: String) -> String {
        let plain = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }
}

/// A presentation's or destination's content that shows what one of the app's routes picks:
/// `route.view(store: store)`, `$0.destination`, `destination(for: $0)`, also inside a stack
/// (`NavigationStack { modal.view }`).
struct SwiftUIRouteUse {
    /// The functions and properties called along the content's chain, innermost first
    /// (`route.view(store:).onAppear { … }` is `view(store:)`, then `onAppear(_:)`), as
    /// `SwiftUIRoutes` names them: the first that is a route's is the one.
    var names: [String]
    /// The type of the value shown, where the modifier names it (`for: Route.self`).
    var valueType: String?
    /// Called on nothing or on `self`: one of the view's own functions.
    var onSelf = false
    /// The navigation stack around the call, which each case's view is the root of.
    var stack: SourceRange?

    /// How many calls along a chain are looked at: no route is called past a few modifiers.
    private static let maximumChain = 16

    static func read(_ content: Syntax, valueType: String?, positions: SwiftPositions) -> SwiftUIRouteUse? {
        let expression = content.as(ClosureExprSyntax.self).flatMap { SwiftUIPresentedContent.shownExpression(of: $0.statements) }
            ?? content.as(ExprSyntax.self)
        return expression.flatMap { read(expression: $0, valueType: valueType, positions: positions) }
    }

    private static func read(expression: ExprSyntax, valueType: String?, positions: SwiftPositions) -> SwiftUIRouteUse? {
        // Through an `if` of which one branch shows something: `if #available(iOS 16.4, *) {
        // sheet.presentationBackground(…) } else { sheet }` is what current systems show.
        if let conditional = expression.as(IfExprSyntax.self) {
            let shown = SwiftUIPresentedContent.branches(of: conditional).filter { !$0.isEmpty && !SwiftUIPresentedContent.isPlaceholder($0) }
            guard shown.count == 1, let inner = SwiftUIPresentedContent.shownExpression(of: shown[0]) else { return nil }
            return read(expression: inner, valueType: valueType, positions: positions)
        }
        // Through a stack around the call: its root is each case's view.
        if let stack = SwiftUIPresentedContent.unmodified(expression).as(FunctionCallExprSyntax.self),
           let callee = stack.calledExpression.as(DeclReferenceExprSyntax.self), SwiftUIViewSyntax.navigationStacks.contains(callee.baseName.text) {
            guard let closure = stack.trailingClosure, var inner = read(Syntax(closure), valueType: valueType, positions: positions) else { return nil }
            inner.stack = inner.stack ?? positions.range(of: callee)
            return inner
        }
        var names: [String] = []
        var expression = expression
        var onSelf = false
        while names.count < maximumChain {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                let labels = "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    if !SwiftExpressions.isTypeName(reference.baseName.text) { names.append(reference.baseName.text + labels) }
                    onSelf = true
                    break
                }
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { break }
                names.append(member.declName.baseName.text + labels)
                expression = base
            } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                names.append(member.declName.baseName.text)
                expression = base
            } else if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
                // A property of the view's own (`{ pickerSheet.tint(.red) }`; a view is made with
                // `()`), or a value the content is handed (`route` in `route.view()`), which no
                // route of the view answers to.
                names.append(reference.baseName.text)
                onSelf = true
                break
            } else {
                onSelf = isSelf(expression)
                break
            }
        }
        guard !names.isEmpty else { return nil }
        return SwiftUIRouteUse(names: names.reversed(), valueType: valueType, onSelf: onSelf)
    }

    private static func isSelf(_ base: ExprSyntax) -> Bool {
        base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The type a modifier's `for: Route.self` names, by its last name.
    static func valueType(of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == "for" })?.expression.as(MemberAccessExprSyntax.self),
              argument.declName.baseName.tokenKind == .keyword(.self), let base = argument.base else { return nil }
        return SwiftUIRoutes.lastName(base.trimmedDescription)
    }
}
#endif
