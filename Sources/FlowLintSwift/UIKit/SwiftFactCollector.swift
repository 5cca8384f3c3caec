#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// Walks one Swift file and gathers the facts of each class and extension (`SwiftTypeFacts`).
/// It reads syntax only: a type is known where the code constructs it (`X()`) or binds a local
/// constant to such a construction (`let x = X()`), and nowhere else.
final class SwiftFactCollector: SyntaxVisitor {
    private let positions: SwiftPositions
    private(set) var types: [SwiftTypeFacts] = []
    /// Where the file asks a storyboard for a scene or segue by identifier.
    private(set) var storyboardLookups: [StoryboardLookup] = []
    /// The string literals that may name a storyboard identifier, and whether an identifier is computed.
    private(set) var identifierNames = SwiftIdentifierNames()
    /// Words of `// flowlint:` comments that state nothing flowlint knows.
    private(set) var unknownStatements: [SwiftStatedFacts.Problem] = []
    /// Per enclosing type declaration, its index in `types`; nil for a struct, enum, actor or
    /// protocol, whose calls belong to no view controller.
    private var enclosing: [Int?] = []
    /// The functions open inside the innermost type; set aside while a nested type is walked.
    private var scopes: [Scope] = []
    /// Per closure being walked, whether it always runs (`SwiftActionCode.alwaysRuns`).
    private var closuresRun: [Bool] = []
    private var setAside: [[Scope]] = []

    /// One function (or initialiser) being walked, with what it has bound so far.
    private struct Scope {
        var name: String
        /// An initialiser or `viewDidLoad`, where a view controller sets up how it is presented.
        var setsUp: Bool
        /// Local constants bound to a construction, by name: the type, at its token.
        var constants: [String: SwiftConstructed] = [:]
        /// `name.modalPresentationStyle = …` and `name.modalTransitionStyle = …` seen so far.
        var styles: [String: Located<PresentationStyle>] = [:]
        var transitionStyles: [String: Located<TransitionStyle>] = [:]
        /// Local names bound to a sheet presentation controller (`if let sheet =
        /// x.sheetPresentationController`): the constant it belongs to, or "" for the type's own.
        var sheets: [String: String] = [:]
        /// Local constants bound to an alert: its index in the type's `alerts`.
        var alerts: [String: Int] = [:]
        /// Local constants bound to an alert action, for `addAction(name)`.
        var alertActions: [String: SwiftAlertAction] = [:]
        /// Local constants bound to a bar button item, for a view controller made here.
        var barItems: [String: SwiftBarButton] = [:]
        /// Local names a storyboard may be asked through (`let storyboard = UIStoryboard(…)`).
        var storyboards: [String: SwiftStoryboardLookups.LocalStoryboard] = [:]
        /// Local variables bound to the view controller that presented this one (`var presenter =
        /// presentingViewController`): dismissing it dismisses this screen, and what it presents
        /// on top (an app's `dismissModalStack()` walks up so, to close them all).
        var presenters: Set<String> = []
        /// Local variables bound to `self` (`var target: UIViewController? = self`): the view
        /// controller itself, whose `presentingViewController` may be asked to dismiss it.
        var selfAliases: Set<String> = []
        /// Closures open inside the function: what runs in one runs later, or not at all.
        var closureDepth = 0
    }

    init(positions: SwiftPositions) {
        self.positions = positions
        super.init(viewMode: .sourceAccurate)
    }

    private var current: Int? { enclosing.last ?? nil }

    /// Code under `#if DEBUG` is not the app as it ships (`SwiftBuildConditions`).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        SwiftBuildConditions.isRead(node) ? .visitChildren : .skipChildren
    }

    /// `#selector(UINavigationController.popViewController(animated:))` (or `popToRootViewController`)
    /// handed to a control: a back button the app draws itself, whose target is the stack.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = current, node.macroName.text == "selector", let function = node.arguments.first?.expression,
              let name = SwiftExpressions.path(of: function)?.last ?? function.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              name == "popViewController" || name == "popToRootViewController" else { return .visitChildren }
        types[type].backControls.append((scopes.last?.name, positions.located(name == "popViewController" ? .pop : .popToRoot, at: node)))
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        identifierNames.read(node)
        return .visitChildren
    }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { Self.typeName($0.type) }
        let stated = SwiftStatedFacts.read(before: node, positions: positions)
        var facts = SwiftTypeFacts(name: positions.located(node.name.text, at: node.name), range: positions.range(of: node), superclass: superclass)
        facts.stated = stated.flags
        unknownStatements += stated.unknown
        open(facts)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { close() }

    /// A type's own name, without generic arguments or a module: `BaseViewController<CartModel>`
    /// is a `BaseViewController`, as `UIKit.UIViewController` is a `UIViewController`; classes
    /// are known by these names, and screens joined to scenes by them.
    static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        let stated = SwiftStatedFacts.read(before: node, positions: positions)
        var facts = SwiftTypeFacts(name: positions.located(name, at: node.extendedType), range: positions.range(of: node), superclass: nil)
        facts.stated = stated.flags
        unknownStatements += stated.unknown
        open(facts)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { close() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { openOther() }
    override func visitPost(_ node: StructDeclSyntax) { close() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { openOther() }
    override func visitPost(_ node: EnumDeclSyntax) { close() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { openOther() }
    override func visitPost(_ node: ActorDeclSyntax) { close() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { openOther() }
    override func visitPost(_ node: ProtocolDeclSyntax) { close() }

    private func open(_ facts: SwiftTypeFacts) {
        types.append(facts)
        enclosing.append(types.count - 1)
        setAside.append(scopes)
        scopes = []
    }

    private func openOther() -> SyntaxVisitorContinueKind {
        enclosing.append(nil)
        setAside.append(scopes)
        scopes = []
        return .visitChildren
    }

    private func close() {
        enclosing.removeLast()
        scopes = setAside.removeLast()
    }

    // MARK: - Functions and closures

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        scopes.append(Scope(name: name, setsUp: name == "viewDidLoad"))
        if let type = current, scopes.count == 1,
           node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBAction" }) {
            types[type].controlHandlers.insert(name)
        }
        if let type = current, scopes.count == 1, types[type].superclass == nil, types[type].name.value == "UIAlertController",
           let helper = Self.alertHelper(node) {
            types[type].alertHelpers[name] = helper
        }
        if let type = current, scopes.count == 1 {
            types[type].functions.insert(name)
            if node.signature.returnClause.map({ Self.typeName($0.type) }) == "UIBarButtonItem",
               let button = node.body.flatMap({ barButton(madeIn: $0.statements) }) {
                types[type].barProperties[name] = button
            }
            switch name {
            case "presentationControllerDidAttemptToDismiss":
                types[type].attemptToDismiss = positions.located(name, at: node.name)
            case "adaptivePresentationStyle":
                // `.fullScreen` or `.overFullScreen` for a popover in compact width: on a phone it
                // covers the screen, and needs a way out of its own.
                if let member = Self.onlyReturned(node.body)?.as(MemberAccessExprSyntax.self),
                   ["fullScreen", "overFullScreen"].contains(member.declName.baseName.text) {
                    types[type].adaptsPopovers = positions.range(of: member)
                }
            case "presentationControllerShouldDismiss":
                types[type].shouldDismiss = positions.range(of: node.name)
                if let literal = Self.onlyReturnedBoolean(node.body), literal.literal.tokenKind == .keyword(.false) {
                    types[type].shouldDismissNever = positions.located(true, at: literal)
                }
            default:
                break
            }
        }
        return .visitChildren
    }

    /// What a method of `extension UIAlertController` does, when a statement of it (an expression,
    /// a `return` or a `let`) makes `UIAlertAction(…, style: …)` and another adds it with `addAction`,
    /// or calls another method of its own with `style:`.
    private static func alertHelper(_ function: FunctionDeclSyntax) -> SwiftAlertHelper? {
        var calls: [FunctionCallExprSyntax] = []
        for statement in function.body?.statements ?? [] {
            var expressions: [ExprSyntax] = []
            if let expression = statement.item.as(ExprSyntax.self) { expressions.append(expression) }
            if let statement = statement.item.as(ReturnStmtSyntax.self), let value = statement.expression { expressions.append(value) }
            if let declaration = statement.item.as(VariableDeclSyntax.self) { expressions += declaration.bindings.compactMap { $0.initializer?.value } }
            for call in expressions.compactMap({ $0.as(FunctionCallExprSyntax.self) }) {
                calls.append(call)
                // `addAction(UIAlertAction(…))`: the action made inside.
                if Self.isUIKitAddAction(call), let inner = call.arguments.first?.expression.as(FunctionCallExprSyntax.self) { calls.append(inner) }
            }
        }
        let adds = calls.contains(where: Self.isUIKitAddAction)
        for call in calls {
            guard let callee = SwiftExpressions.path(of: call.calledExpression), callee.count == 1,
                  let passed = call.arguments.first(where: { $0.label?.text == "style" })?.expression else { continue }
            let style: SwiftAlertHelper.Style
            if let member = passed.as(MemberAccessExprSyntax.self), let role = AlertActionRole(rawValue: member.declName.baseName.text) {
                style = .literal(role)
            } else if let name = passed.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                      parameter.firstName.tokenKind != .wildcard {
                let fallback = parameter.defaultValue?.value.as(MemberAccessExprSyntax.self).flatMap { AlertActionRole(rawValue: $0.declName.baseName.text) }
                style = .parameter(parameter.firstName.text, default: fallback)
            } else {
                continue
            }
            if callee == ["UIAlertAction"] { return adds ? SwiftAlertHelper(style: style) : nil }
            return SwiftAlertHelper(style: style, via: callee[0])
        }
        return nil
    }

    /// UIKit's `addAction(_:)`, unlabelled; an app's own `addAction(title:style:)` is a helper.
    private static func isUIKitAddAction(_ call: FunctionCallExprSyntax) -> Bool {
        SwiftExpressions.path(of: call.calledExpression) == ["addAction"] && call.arguments.count == 1 && call.arguments.first?.label == nil
    }

    /// The literal a body made of one `return true`/`return false` (or the bare literal) returns.
    private static func onlyReturnedBoolean(_ body: CodeBlockSyntax?) -> BooleanLiteralExprSyntax? {
        onlyReturned(body)?.as(BooleanLiteralExprSyntax.self)
    }

    /// The expression a body of one statement returns (`return x`, or `x` alone).
    private static func onlyReturned(_ body: CodeBlockSyntax?) -> ExprSyntax? {
        guard let body, body.statements.count == 1, let item = body.statements.first?.item else { return nil }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return item.as(ExprSyntax.self)
    }

    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(Scope(name: "init", setsUp: true))
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let runs = SwiftActionCode.alwaysRuns(node)
        closuresRun.append(runs)
        if !scopes.isEmpty, !runs { scopes[scopes.count - 1].closureDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if !scopes.isEmpty, closuresRun.removeLast() == false { scopes[scopes.count - 1].closureDepth -= 1 }
    }

    /// `title`, `navigationItem.title`, `navigationItem.titleView` (a view standing for the title),
    /// or the title an app's or a library's extension of the navigation item sets
    /// (`navigationItem.titleLabel.text`, `navigationItem.titleLabelText`); not a back button's
    /// title, which the next screen shows, a subtitle, nor how large titles show.
    /// `titleLabel.text = …`, `headerView.titleText = …`: the text of a label or view of the
    /// screen's own that is named for its title or heading, which the content shows at its top.
    static func setsHeading(_ target: [String]) -> Bool {
        guard target.count == 2, !["navigationItem", "tabBarItem", "navigationController", "navigationBar"].contains(target[0]) else { return false }
        let receiver = Set(ClosingWords.words(of: target[0]))
        guard !receiver.isDisjoint(with: ["title", "header", "heading", "headline"]) else { return false }
        return ["text", "attributedText", "titleText", "headerText", "headingText"].contains(target[1])
    }

    static func setsTitle(_ target: [String]) -> Bool {
        if target == ["title"] { return true }
        guard target.first == "navigationItem", target.count == 2 || (target.count == 3 && target[2] == "text") else { return false }
        let property = target[1]
        return property.lowercased().contains("title") && !["backButton", "largeTitle", "subtitle"].contains { property.hasPrefix($0) }
    }

    /// `#selector(f)` passed as `action:` with `self` as the target (`target: self`, or first, as
    /// `addTarget(self, action:for:)` takes it): `f` runs when a control or gesture fires.
    private static func controlHandler(_ call: FunctionCallExprSyntax, labels: [String?]) -> String? {
        guard let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression.as(MacroExpansionExprSyntax.self),
              action.macroName.text == "selector", let function = action.arguments.first?.expression,
              let target = call.arguments.first(where: { $0.label?.text == "target" }) ?? (labels.first == .some(nil) ? call.arguments.first : nil),
              SwiftExpressions.path(of: target.expression) == [] else { return nil }
        return SwiftExpressions.path(of: function)?.last
    }

    // MARK: - Statements

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if scopes.isEmpty, let type = current {
            // A property holding a bar button item, made in place or by a closure run at once.
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                if let button = propertyBarButton(value) {
                    types[type].barProperties[name] = button
                } else if let made = constructed(value), made.type != nil || made.identifier != nil {
                    types[type].propertyConstructions[name] = made
                }
            }
        }
        guard !scopes.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            scopes[scopes.count - 1].storyboards[name] = binding.initializer.map { SwiftStoryboardLookups.local($0.value, positions: positions) } ?? .other
            guard let value = binding.initializer?.value else { continue }
            if SwiftExpressions.path(of: value) == ["presentingViewController"] {
                scopes[scopes.count - 1].presenters.insert(name)
            } else if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                // `var target: UIViewController? = self`, walked up to the presenter to dismiss from.
                scopes[scopes.count - 1].selfAliases.insert(name)
            }
            if let type = current, let alert = alert(value) {
                scopes[scopes.count - 1].alerts[name] = types[type].alerts.count
                types[type].alerts.append(alert)
            } else if let action = alertAction(value) {
                scopes[scopes.count - 1].alertActions[name] = action
            } else if let button = barButton(value) {
                scopes[scopes.count - 1].barItems[name] = button
            } else if let constructed = constructed(value) {
                scopes[scopes.count - 1].constants[name] = constructed
            }
        }
        return .visitChildren
    }

    /// `if let x = …` and `guard let x = …`: a view controller made from a storyboard is mostly
    /// bound so, with `as?`.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        // `if let storyboard {` unwraps the property of that name.
        scopes[scopes.count - 1].storyboards[name] = node.initializer.map { SwiftStoryboardLookups.local($0.value, positions: positions) }
            ?? (name == "storyboard" ? .own : .other)
        if let value = node.initializer?.value, let path = Self.sheetController(value), path.count <= 2 {
            scopes[scopes.count - 1].sheets[name] = path.count == 1 ? "" : path[0]
        }
        guard let value = node.initializer?.value, let constructed = constructed(value) else { return .visitChildren }
        scopes[scopes.count - 1].constants[name] = constructed
        return .visitChildren
    }

    /// Before operators are folded, `a = b` is a sequence of three: the target, `=`, the value.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = SwiftExpressions.path(of: elements[0]) {
            assign(elements[2], to: target)
        } else if elements.count > 3, elements[1].is(AssignmentExprSyntax.self), let target = SwiftExpressions.path(of: elements[0]),
                  Self.setsTitle(target), let type = current {
            // A value the parser leaves unfolded (`a == nil ? x : y`): a title all the same, as written.
            let value = elements.dropFirst(2)
            let text = value.map(\.trimmedDescription).joined(separator: " ")
            let first = positions.range(of: value.first!), last = positions.range(of: value.last!)
            let range = SourceRange(file: first.file, start: first.start, end: last.end)
            types[type].title = Located(text, at: range)
            types[type].titleSetters.append((scopes.last?.name, Located(text, at: range)))
        }
        return .visitChildren
    }

    private func assign(_ value: ExprSyntax, to target: [String]) {
        guard let type = current else { return }
        if let (owner, height) = sheetHeight(value, assignedTo: target) {
            if owner.isEmpty {
                types[type].sheetHeight.merge(height)
            } else if let screen = scopes.last?.constants[owner]?.type?.value {
                types[type].lentSheetHeights[screen, default: .init()].merge(height)
            }
            return
        }
        // `window?.rootViewController = UINavigationController(rootViewController: list)`: where
        // the app starts, read in its scene or app delegate.
        if target.count >= 2, target.suffix(2).elementsEqual(["window", "rootViewController"]),
           let root = constructed(value) ?? constant(value).flatMap(bound) {
            types[type].windowRoots.append(root)
            return
        }
        switch target {
        case ["modalPresentationStyle"]:
            if scopes.last?.setsUp == true, let style = presentationStyle(value) { types[type].ownPresentationStyle = style }
        case ["modalTransitionStyle"]:
            if scopes.last?.setsUp == true, let style = transitionStyle(value) { types[type].ownTransitionStyle = style }
        case ["isNavigationBarHidden"] where types[type].superclass == "UINavigationController",
             ["navigationBar", "isHidden"] where types[type].superclass == "UINavigationController":
            if let literal = value.as(BooleanLiteralExprSyntax.self) { hidesBar(literal, in: type) }
        case ["navigationController", "isNavigationBarHidden"]:
            if let literal = value.as(BooleanLiteralExprSyntax.self) { hidesBar(literal, in: type) }
            types[type].usesStack = types[type].usesStack ?? positions.range(of: value)
        case _ where Self.setsHeading(target):
            types[type].heading = types[type].heading ?? positions.located(SwiftExpressions.text(of: value), at: value)
        case _ where Self.setsTitle(target):
            types[type].title = positions.located(SwiftExpressions.text(of: value), at: value)
            types[type].titleSetters.append((scopes.last?.name, positions.located(SwiftExpressions.text(of: value), at: value)))
        case ["isModalInPresentation"]:
            if let literal = value.as(BooleanLiteralExprSyntax.self) {
                types[type].isModalInPresentation = positions.located(literal.literal.tokenKind == .keyword(.true), at: value)
            } else if types[type].modalInPresentationVaries == nil {
                types[type].modalInPresentationVaries = positions.range(of: value)
            }
        case ["definesPresentationContext"]:
            if let literal = value.as(BooleanLiteralExprSyntax.self) {
                types[type].definesPresentationContext = positions.located(literal.literal.tokenKind == .keyword(.true), at: value)
            }
        case ["navigationItem", "leftBarButtonItem"], ["navigationItem", "rightBarButtonItem"]:
            barItem(value, in: type)
        case ["navigationItem", "leftBarButtonItems"], ["navigationItem", "rightBarButtonItems"]:
            for element in value.as(ArrayExprSyntax.self)?.elements ?? [] { barItem(element.expression, in: type) }
        default:
            // `x.modalPresentationStyle = …` on a local constant, for its presentation below.
            // A button set on a view controller made here, before it is shown.
            if target.count == 3, target[1] == "navigationItem", target[2].hasSuffix("BarButtonItem"),
               let screen = scopes.last?.constants[target[0]]?.type?.value,
               let button = barButton(value) ?? constant(value).flatMap({ scopes.last?.barItems[$0] }) {
                types[type].lentBars.append((screen, button))
            }
            // A title set on a view controller made here, before it is shown.
            if let constant = target.first, Self.setsTitle(Array(target.dropFirst())),
               let screen = scopes.last?.constants[constant]?.type {
                types[type].lentTitles.append((screen.value, positions.located(SwiftExpressions.text(of: value), at: value)))
            }
            guard target.count == 2, !scopes.isEmpty else { return }
            if target[1] == "primaryAction", scopes[scopes.count - 1].barItems[target[0]] != nil, let dismissal = handlerDismissal(value) {
                scopes[scopes.count - 1].barItems[target[0]]?.handlerDismissal = dismissal
            }
            if target[1] == "modalPresentationStyle", let style = presentationStyle(value) {
                scopes[scopes.count - 1].styles[target[0]] = style
            } else if target[1] == "modalTransitionStyle", let style = transitionStyle(value) {
                scopes[scopes.count - 1].transitionStyles[target[0]] = style
            }
        }
    }

    /// `sheetPresentationController` (or `x.sheetPresentationController`), or `presentationController
    /// as? UISheetPresentationController`, which is the same object, as a path.
    private static func sheetController(_ value: ExprSyntax) -> [String]? {
        if let path = SwiftExpressions.path(of: value), path.last == "sheetPresentationController" { return path }
        let elements = value.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? []
        guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil,
              elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription == "UISheetPresentationController",
              let path = SwiftExpressions.path(of: elements[0]), path.last == "presentationController" else { return nil }
        return path.dropLast() + ["sheetPresentationController"]
    }

    /// `sheetPresentationController?.detents = […]` or `largestUndimmedDetentIdentifier = …`, on
    /// the type's own sheet ("") or on a local constant's (`x.sheetPresentationController`), also
    /// through a name bound to one.
    private func sheetHeight(_ value: ExprSyntax, assignedTo target: [String]) -> (owner: String, height: SwiftSheetHeight)? {
        guard let property = target.last, property == "detents" || property == "largestUndimmedDetentIdentifier" else { return nil }
        let holder = target.dropLast()
        let owner: String
        // A local name bound to a sheet presentation controller comes first: `if let
        // sheetPresentationController = x.sheetPresentationController` hides the property.
        if holder.count == 1, let bound = scopes.last?.sheets[holder.first!] {
            owner = bound
        } else if holder.last == "sheetPresentationController", holder.count <= 2 {
            owner = holder.count == 1 ? "" : holder.first!
        } else {
            return nil
        }
        var height = SwiftSheetHeight()
        if property == "largestUndimmedDetentIdentifier" {
            height.undimmed = true
        } else if let elements = value.as(ArrayExprSyntax.self)?.elements, !elements.isEmpty {
            // A detent is a call, `.medium()`, `.large()` or `.custom { … }`: any but `.large()` opens lower.
            let lower = elements.contains { element in
                let called = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? element.expression
                return called.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "large"
            }
            if lower { height.mediumDetent = positions.range(of: value) }
        }
        return (owner, height)
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let lookup = SwiftStoryboardLookups.lookup(node, className: current.map { types[$0].name.value },
                                                      locals: scopes.last?.storyboards ?? [:], positions: positions) {
            storyboardLookups.append(lookup)
        }
        identifierNames.read(node)
        if let type = current, Self.makesUIAction(node), var control = closingAction(node) {
            control.function = scopes.last?.name
            types[type].closingActions.append(control)
        }
        guard let type = current, let callee = SwiftExpressions.path(of: node.calledExpression), let name = callee.last else { return .visitChildren }
        let base = Array(callee.dropLast())
        let labels = node.arguments.map { $0.label?.text }
        let nameToken = SwiftExpressions.nameToken(of: node.calledExpression) ?? Syntax(node.calledExpression)
        // In a navigation controller subclass, the stack's calls are made on `self`.
        let onStack = base == ["navigationController"] || (base.isEmpty && types[type].superclass == "UINavigationController")
        if base.isEmpty, let scope = scopes.last, scope.closureDepth == 0, name.first?.isLowercase == true {
            types[type].calls[scope.name, default: []].insert(name)
        }
        if let scope = scopes.last, scope.closureDepth == 0, name.first?.isLowercase == true, !Self.backCalls.contains(name),
           ClosingWords.namesClosing(code: name) {
            types[type].closingCalls.append((scope.name, positions.located(name, at: nameToken), base.isEmpty))
        }
        if let handler = Self.controlHandler(node, labels: labels) { types[type].controlHandlers.insert(handler) }
        if base == ["navigationController"], ["pushViewController", "setViewControllers", "setNavigationBarHidden"].contains(name) {
            types[type].usesStack = types[type].usesStack ?? positions.range(of: nameToken)
        }
        switch name {
        case "present" where labels.first == .some(nil) && labels.contains("animated") && Self.presentsFromSelf(base),
             // Swift 2's spelling, still in older apps.
             "presentViewController" where labels.first == .some(nil) && labels.contains("animated") && Self.presentsFromSelf(base):
            transition(.present, node, nameToken: nameToken, in: type)
        case "show" where labels == [nil, "sender"] && Self.presentsFromSelf(base):
            // A navigation controller's own `show` pushes onto its stack, wherever it is.
            transition(onStack ? .push : .show, node, nameToken: nameToken, in: type)
        case "showDetailViewController" where labels == [nil, "sender"] && Self.presentsFromSelf(base):
            transition(.showDetail, node, nameToken: nameToken, in: type)
        case "pushViewController" where labels.first == .some(nil) && onStack:
            transition(.push, node, nameToken: nameToken, in: type)
        case "popToViewController" where labels.first == .some(nil) && onStack:
            transition(.popTo, node, nameToken: nameToken, in: type)
        case "setViewControllers" where labels.first == .some(nil) && labels.contains("animated") && onStack:
            transition(.setStack, node, nameToken: nameToken, in: type)
        case "dismiss" where labels.first == "animated" && (Self.dismissesSelf(base) || isPresenter(base)),
             "popViewController" where labels == ["animated"] && onStack,
             "popToRootViewController" where labels == ["animated"] && onStack,
             // Swift 2's spellings, still in older apps.
             "dismissViewControllerAnimated" where labels.first == .some(nil) && Self.dismissesSelf(base),
             "popViewControllerAnimated" where labels == [nil] && onStack,
             "popToRootViewControllerAnimated" where labels == [nil] && onStack:
            let kind: Action.Kind = name.hasPrefix("dismiss") ? .dismiss : name.hasPrefix("popViewController") ? .pop : .popToRoot
            let scope = scopes.last
            types[type].dismissals.append(SwiftDismissal(
                call: positions.located(kind, at: nameToken), range: positions.range(of: node),
                function: scope?.name, inClosure: (scope?.closureDepth ?? 0) > 0))
            // `cancelButton.tap { _ in self.dismiss(animated: true) }`: a closure handed to a
            // control named for closing (or to a method so named) is that control's action.
            if kind == .dismiss, let handedTo = Self.closingReceiver(of: node) {
                types[type].closingActions.append(SwiftClosingAction(range: positions.range(of: nameToken), title: nil, dismissal: nil, handedAs: handedTo,
                                                                     function: scope?.name))
            }
        case "setLeftBarButton" where base == ["navigationItem"] && labels.first == .some(nil),
             "setRightBarButton" where base == ["navigationItem"] && labels.first == .some(nil):
            // `navigationItem.setLeftBarButton(item, animated: false)`, as the property is set.
            barItem(node.arguments.first!.expression, in: type)
        case "setLeftBarButtonItems" where base == ["navigationItem"] && labels.first == .some(nil),
             "setRightBarButtonItems" where base == ["navigationItem"] && labels.first == .some(nil):
            for element in node.arguments.first!.expression.as(ArrayExprSyntax.self)?.elements ?? [] { barItem(element.expression, in: type) }
        case "setNavigationBarHidden" where labels == [nil, "animated"] && onStack:
            if let literal = node.arguments.first?.expression.as(BooleanLiteralExprSyntax.self) { hidesBar(literal, in: type) }
        case "addAction" where labels.first == .some(nil) && base.count == 1 && scopes.last?.alerts[base[0]] == nil:
            // An action added to a view controller of the app's made here (its own alert, say):
            // choosing it is a way out of that screen.
            if let screen = scopes.last?.constants[base[0]]?.type?.value {
                types[type].lentActions.append((screen, positions.range(of: node)))
            }
        case _ where base.count == 1 && !(name == "addAction" && labels == [nil]) && scopes.last?.alerts[base[0]] != nil:
            // A method of the app's own, which may add an action (`alert.addCancelActionWithTitle("OK")`).
            let index = scopes.last!.alerts[base[0]]!
            types[type].alerts[index].actions.append(helperAction(node, name: positions.located(name, at: nameToken)))
        case "addAction" where labels == [nil] && base.count == 1:
            if let scope = scopes.last, let index = scope.alerts[base[0]] {
                let argument = node.arguments.first!.expression
                if let action = alertAction(argument) ?? constant(argument).flatMap({ scope.alertActions[$0] }) {
                    types[type].alerts[index].actions.append(action)
                    // A style read from elsewhere (`UIAlertAction.cancel.style`) may be any.
                    if action.styleNotRead { types[type].alerts[index].escapes = true }
                } else {
                    types[type].alerts[index].escapes = true
                }
            }
        default:
            break
        }
        return .visitChildren
    }

    /// A use of an alert's constant other than adding actions to it, presenting it or setting its
    /// properties hands it to code not read.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = current, let index = scopes.last?.alerts[node.baseName.text] else { return .visitChildren }
        // `.alert` in `preferredStyle: .alert` is a member's name, not the constant.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            // `alert.addAction(…)` and `alert.title = …` are read or harmless; another method is
            // read as an action added through a helper, or leaves the alert out.
            return .visitChildren
        } else if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  SwiftExpressions.path(of: call.calledExpression)?.last == "present", call.arguments.first?.id == argument.id {
            return .visitChildren
        }
        types[type].alerts[index].escapes = true
        return .visitChildren
    }

    /// `present` on the view controller itself, or on the container it is in, which presents
    /// from it just the same.
    private static func presentsFromSelf(_ base: [String]) -> Bool {
        base.isEmpty || base == ["navigationController"] || base == ["tabBarController"] || base == ["splitViewController"]
    }

    /// `dismiss` on the view controller, its container, or the one that presented it: each
    /// closes what the view controller is in.
    /// A local variable holding this screen's presenter (`Scope.presenters`).
    private func isPresenter(_ base: [String]) -> Bool {
        guard let scope = scopes.last else { return false }
        if base.count == 1 { return scope.presenters.contains(base[0]) }
        return base.count == 2 && base[1] == "presentingViewController" && (scope.selfAliases.contains(base[0]) || scope.presenters.contains(base[0]))
    }

    /// `UIAction(…)`, or `.init(…)` where a `UIAction` is expected: handed to `addAction(_:)`
    /// (with no `style:`, which would make it an alert's `UIAlertAction`) or as a `primaryAction:`.
    static func makesUIAction(_ call: FunctionCallExprSyntax) -> Bool {
        if SwiftExpressions.path(of: call.calledExpression) == ["UIAction"] { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init",
              let argument = call.parent?.as(LabeledExprSyntax.self) else { return false }
        if argument.label?.text == "primaryAction" { return true }
        let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        return argument.label == nil && owner.flatMap { SwiftExpressions.nameToken(of: $0.calledExpression) }?.as(TokenSyntax.self)?.text == "addAction"
            && !call.arguments.contains { $0.label?.text == "style" }
    }

    /// UIKit's own ways back, read as such (`SwiftDismissal`), not as calls named for closing.
    private static let backCalls: Set<String> = ["dismiss", "dismissViewControllerAnimated", "popViewController", "popViewControllerAnimated",
                                                 "popToRootViewController", "popToRootViewControllerAnimated", "popToViewController"]

    private static func dismissesSelf(_ base: [String]) -> Bool {
        base.isEmpty || base == ["navigationController"] || base == ["presentingViewController"]
    }

    private func hidesBar(_ literal: BooleanLiteralExprSyntax, in type: Int) {
        let inSetup = ["init", "viewDidLoad", "viewWillAppear", "viewDidAppear"].contains(scopes.last?.name ?? "")
        let hidden = literal.literal.tokenKind == .keyword(.true)
        if !inSetup, !hidden, types[type].showsBarAgain == nil { types[type].showsBarAgain = positions.range(of: literal) }
        guard types[type].navigationBarHidden == nil || (inSetup && !types[type].setsBarInSetup) else { return }
        types[type].navigationBarHidden = positions.located(hidden, at: literal)
        types[type].setsBarInSetup = inSetup
    }

    private func transition(_ kind: Action.Kind, _ call: FunctionCallExprSyntax, nameToken: Syntax, in type: Int) {
        guard let presented = call.arguments.first?.expression else { return }
        let scope = scopes.last
        var transition = SwiftTransition(kind: positions.located(kind, at: nameToken), call: positions.range(of: call), function: scope?.name)
        transition.inClosure = (scope?.closureDepth ?? 0) > 0
        if kind == .setStack {
            transition.stack = presented.as(ArrayExprSyntax.self)?.elements.map { element in
                constructed(element.expression)?.type ?? constant(element.expression).flatMap { scope?.constants[$0]?.type }
            }
        } else if let made = constructed(presented) {
            transition.targetType = made.type
            transition.targetIdentifier = made.identifier
            transition.navigation = made.navigation
            transition.navigationClass = made.navigationClass
        } else if let name = constant(presented), let scope {
            transition.targetType = scope.constants[name]?.type
            transition.targetIdentifier = scope.constants[name]?.identifier
            transition.navigation = scope.constants[name]?.navigation
            transition.navigationClass = scope.constants[name]?.navigationClass
            transition.presentationStyle = scope.styles[name]
            transition.transitionStyle = scope.transitionStyles[name]
            if let alert = scope.alerts[name] { transition.alert = positions.located(types[type].alerts[alert].range, at: presented) }
        }
        if transition.targetType == nil, transition.stack == nil {
            let stated = SwiftStatedFacts.target(before: call, positions: positions)
            if let name = stated.name {
                transition.targetType = name
                transition.targetIsStated = true
            }
            if let problem = stated.problem { unknownStatements.append(problem) }
        }
        types[type].transitions.append(transition)
    }

    private func constant(_ expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// What a name is bound to: a local constant of the function, else a stored property of the
    /// type (`var list = UIStoryboard(…).instantiateViewController(…) as! ListViewController`).
    private func bound(_ name: String) -> SwiftConstructed? {
        scopes.last?.constants[name] ?? current.flatMap { types[$0].propertyConstructions[name] }
    }

    // MARK: - Values

    /// `X(…)` where X is spelt as a type is (capitalised): X, at its token.
    private func constructedType(_ expression: ExprSyntax) -> Located<String>? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text.first?.isUppercase == true else { return nil }
        return positions.located(reference.baseName.text, at: reference)
    }

    /// `X(…)`, or `UINavigationController(rootViewController: x)` around one (or around a local
    /// constant bound to one): the view controller shown, and the navigation controller's token.
    /// Only a navigation controller has that initialiser, so an app's own subclass
    /// (`AppNavigationController(rootViewController: x)`) is read the same.
    private func constructed(_ expression: ExprSyntax) -> SwiftConstructed? {
        if let made = SwiftStoryboardInstantiation.read(expression, positions: positions) { return made }
        guard let type = constructedType(expression) else { return nil }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.arguments.count == 1, let root = call.arguments.first, root.label?.text == "rootViewController" else {
            return SwiftConstructed(type: type)
        }
        let inner = constructedType(root.expression).map { SwiftConstructed(type: $0) }
            ?? constant(root.expression).flatMap(bound)
        // A root not known leaves what is shown unknown, not the navigation controller's class.
        guard var inner else { return SwiftConstructed(type: nil, navigation: type.range, navigationClass: type.value) }
        inner.navigation = type.range
        inner.navigationClass = type.value
        return inner
    }

    /// `UIAlertController(title: …, message: …, preferredStyle: .alert)` (or `.actionSheet`).
    private func alert(_ expression: ExprSyntax) -> SwiftAlert? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text == "UIAlertController",
              let style = call.arguments.first(where: { $0.label?.text == "preferredStyle" })?.expression.as(MemberAccessExprSyntax.self),
              let kind = SystemModalKind(rawValue: style.declName.baseName.text), kind != .activity else { return nil }
        var alert = SwiftAlert(range: positions.range(of: call), token: positions.range(of: reference), function: scopes.last?.name,
                               kind: positions.located(kind, at: style))
        for argument in call.arguments {
            switch argument.label?.text {
            case "title": alert.title = text(argument.expression)
            case "message": alert.message = text(argument.expression)
            default: break
            }
        }
        return alert
    }

    /// `UIAlertAction(title: …, style: .cancel, handler: …)`, the handler a trailing closure or not.
    private func alertAction(_ expression: ExprSyntax) -> SwiftAlertAction? {
        guard let call = expression.as(FunctionCallExprSyntax.self), SwiftExpressions.path(of: call.calledExpression) == ["UIAlertAction"] else {
            return nil
        }
        var action = SwiftAlertAction(range: positions.range(of: call))
        var handler = call.trailingClosure
        for argument in call.arguments {
            switch argument.label?.text {
            case "title": action.title = text(argument.expression)
            case "style":
                if let member = argument.expression.as(MemberAccessExprSyntax.self), let role = AlertActionRole(rawValue: member.declName.baseName.text) {
                    action.role = positions.located(role, at: member)
                } else {
                    action.styleNotRead = true
                }
            case "handler": handler = handler ?? argument.expression.as(ClosureExprSyntax.self)
            default: break
            }
        }
        action.back = handler.flatMap(goesBack)
        return action
    }

    /// An action added through a method of the app's own: its title from the first argument
    /// (unlabelled or `title:`), its handler from `handler:` or a trailing closure; its role is
    /// found by the builder, which knows every file's helpers.
    private func helperAction(_ call: FunctionCallExprSyntax, name: Located<String>) -> SwiftAlertAction {
        var action = SwiftAlertAction(range: positions.range(of: call))
        action.helper = name
        var handler = call.trailingClosure
        for (offset, argument) in call.arguments.enumerated() {
            let label = argument.label?.text
            if offset == 0, label == nil || label == "title" { action.title = text(argument.expression) }
            if label == "handler" { handler = handler ?? argument.expression.as(ClosureExprSyntax.self) }
            if let label, let member = argument.expression.as(MemberAccessExprSyntax.self),
               let role = AlertActionRole(rawValue: member.declName.baseName.text) {
                action.passedStyles[label] = role
            }
        }
        action.back = handler.flatMap(goesBack)
        return action
    }

    /// The first statement of a closure that dismisses the screen or pops its stack, at the call's name.
    private func goesBack(_ closure: ClosureExprSyntax) -> Located<Action.Kind>? {
        guard let call = SwiftActionCode.first(FunctionCallExprSyntax.self, in: closure.statements, where: { Self.backKind(of: $0) != nil }),
              let kind = Self.backKind(of: call), let token = SwiftExpressions.nameToken(of: call.calledExpression) else { return nil }
        return positions.located(kind, at: token)
    }

    /// `dismiss(animated:)` on the screen (or its stack, or its presenter), or the stack's
    /// `popViewController(animated:)` or `popToRootViewController(animated:)`: which way back it goes.
    private static func backKind(of call: FunctionCallExprSyntax) -> Action.Kind? {
        guard let callee = SwiftExpressions.path(of: call.calledExpression), let name = callee.last else { return nil }
        let base = Array(callee.dropLast())
        let labels = call.arguments.map { $0.label?.text }
        if name == "dismiss", labels.first == "animated", dismissesSelf(base) { return .dismiss }
        guard base == ["navigationController"], labels == ["animated"] else { return nil }
        if name == "popViewController" { return .pop }
        if name == "popToRootViewController" { return .popToRoot }
        return nil
    }

    /// A plain string literal as its text; anything else as written.
    private func text(_ expression: ExprSyntax) -> Located<String>? {
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        return positions.located(SwiftExpressions.text(of: expression), at: expression)
    }

    /// `.fullScreen` or `UIModalPresentationStyle.fullScreen`.
    private func presentationStyle(_ value: ExprSyntax) -> Located<PresentationStyle>? {
        guard let member = value.as(MemberAccessExprSyntax.self), let style = PresentationStyle(rawValue: member.declName.baseName.text) else { return nil }
        return positions.located(style, at: member)
    }

    /// `.crossDissolve` or `UIModalTransitionStyle.crossDissolve`.
    private func transitionStyle(_ value: ExprSyntax) -> Located<TransitionStyle>? {
        guard let member = value.as(MemberAccessExprSyntax.self), let style = TransitionStyle(rawValue: member.declName.baseName.text) else { return nil }
        return positions.located(style, at: member)
    }

    /// A bar button item set on the navigation item: made there, or a property holding one
    /// (`cancelButton`, `self.cancelButton`), which may be declared further down.
    /// A function of the type's that makes one (`closeButton()`) is referred to the same way.
    private func barItem(_ value: ExprSyntax, in type: Int) {
        let function = scopes.last?.name
        if var button = barButton(value) ?? constant(value).flatMap({ scopes.last?.barItems[$0] }) {
            button.function = function
            types[type].bars.append(button)
        } else if let name = Self.ownName(value) {
            types[type].barReferences.append((name, function))
        }
    }

    /// `name`, `self.name`, or a call of one without arguments (`closeButton()`): a property or
    /// function of the type's own, by name.
    private static func ownName(_ value: ExprSyntax) -> String? {
        var expression = value
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            expression = call.calledExpression
        }
        guard let path = SwiftExpressions.path(of: expression), path.count == 1 else { return nil }
        return path[0]
    }

    /// A `UIAction` made for a control of the screen's own views that closes it: titled for closing
    /// (`UIAction(title: "Cancel") { … }`) or handed on under a label that names closing
    /// (`BottomBar(…, cancelAction: UIAction { … })`), or one whose handler dismisses. Not one a
    /// bar button item takes (`primaryAction:`, read with the item), nor a menu's.
    private func closingAction(_ call: FunctionCallExprSyntax) -> SwiftClosingAction? {
        let argument = call.parent?.as(LabeledExprSyntax.self)
        let label = argument?.label?.text
        if label == "primaryAction" || label == "menu" { return nil }
        // `item.primaryAction = UIAction(…)`: the bar button item's, read with the item.
        if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
           let assigned = sequence.elements.first, SwiftExpressions.path(of: assigned)?.last == "primaryAction" { return nil }
        if let list = argument?.parent?.as(LabeledExprListSyntax.self), let owner = list.parent?.as(FunctionCallExprSyntax.self),
           ["UIBarButtonItem", "UIMenu"].contains(SwiftExpressions.path(of: owner.calledExpression)?.last ?? "") { return nil }
        let title = call.arguments.first { $0.label?.text == "title" }.flatMap { SwiftExpressions.plainString($0.expression) }
        let dismissal = handlerDismissal(ExprSyntax(call))
        let titled = title.map(ClosingWords.isClosing(title:)) == true
        let handedAsClosing = label.map(ClosingWords.namesClosing(code:)) == true
        let callsClosing = Self.closingCall(inHandlerOf: call)
        guard dismissal != nil || titled || handedAsClosing || callsClosing != nil else { return nil }
        let name = SwiftExpressions.nameToken(of: call.calledExpression) ?? Syntax(call.calledExpression)
        return SwiftClosingAction(range: positions.range(of: name), title: title.flatMap { text in call.arguments.first { $0.label?.text == "title" }.map { positions.located(text, at: $0.expression) } },
                                  dismissal: dismissal, handedAs: handedAsClosing ? label : nil, calls: callsClosing)
    }

    /// Where `call` is written in a closure handed to a call whose receiver or name names closing
    /// (`cancelButton.tap { … }`), or set on a property of a control so named (`cancelButton.tap =
    /// { … }`), that call or property as written (`cancelButton.tap`).
    private static func closingReceiver(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(ClosureExprSyntax.self) {
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
            node = parent
        }
        guard let closure = node.parent?.as(ClosureExprSyntax.self) else { return nil }
        let owner = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let owner, let path = SwiftExpressions.path(of: owner.calledExpression),
           path.contains(where: ClosingWords.namesClosing(code:)), path.last != "dismiss" {
            return path.joined(separator: ".")
        }
        // `cancelButton.tap = { … }`: the closure is the value the sequence assigns.
        guard let sequence = closure.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == closure.id,
              let target = SwiftExpressions.path(of: elements[0]), target.count >= 2,
              target.dropLast().contains(where: ClosingWords.namesClosing(code:)) else { return nil }
        return target.joined(separator: ".")
    }

    /// The name of something named for closing that a `UIAction`'s handler calls
    /// (`self.viewModel.onCloseHandler?(self)`, `delegate?.didCancel()`): a closure or delegate
    /// that closes the screen.
    private static func closingCall(inHandlerOf action: FunctionCallExprSyntax) -> String? {
        let handlers = action.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (action.trailingClosure.map { [$0] } ?? [])
        return handlers.lazy.compactMap { SwiftActionCode.closingCall(in: $0.statements)?.name }.first
    }

    /// `UIAction(title: …, handler: { _ in self.dismiss(animated: true) })` (or with a trailing
    /// closure): the dismiss a statement of its handler makes, at the call's name.
    private func handlerDismissal(_ value: ExprSyntax) -> SourceRange? {
        guard let call = value.as(FunctionCallExprSyntax.self), Self.makesUIAction(call) else { return nil }
        let handlers = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + (call.trailingClosure.map { [$0] } ?? [])
        for handler in handlers {
            if let dismiss = SwiftActionCode.first(FunctionCallExprSyntax.self, in: handler.statements, where: { Self.backKind(of: $0) == .dismiss }),
               let name = SwiftExpressions.nameToken(of: dismiss.calledExpression) {
                return positions.range(of: name)
            }
        }
        return nil
    }

    /// `UIBarButtonItem(…)`, or `{ … }()` whose statements make one (`let button = UIBarButtonItem(…)`,
    /// `return UIBarButtonItem(…)`).
    private func propertyBarButton(_ value: ExprSyntax) -> SwiftBarButton? {
        if let button = barButton(value) { return button }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return nil }
        return barButton(madeIn: closure.statements)
    }

    /// The bar button item a closure's or function's statements make (`let button =
    /// UIBarButtonItem(…)`, `return UIBarButtonItem(…)`, or the item alone), the first one.
    private func barButton(madeIn statements: CodeBlockItemListSyntax) -> SwiftBarButton? {
        for statement in statements {
            var made: ExprSyntax?
            if let expression = statement.item.as(ExprSyntax.self) { made = expression }
            if let statement = statement.item.as(ReturnStmtSyntax.self) { made = statement.expression }
            if let declaration = statement.item.as(VariableDeclSyntax.self) { made = declaration.bindings.first?.initializer?.value }
            if let made, let button = barButton(made) { return button }
        }
        return nil
    }

    private func barButton(_ value: ExprSyntax) -> SwiftBarButton? {
        // `UIBarButtonItem(…)`, or a factory of the app's on it (`UIBarButtonItem.closeButton(target:action:)`).
        guard let call = value.as(FunctionCallExprSyntax.self), let path = SwiftExpressions.path(of: call.calledExpression),
              path == ["UIBarButtonItem"] || (path.count == 2 && path[0] == "UIBarButtonItem") else { return nil }
        var button = SwiftBarButton(range: positions.range(of: call))
        for argument in call.arguments {
            switch argument.label?.text {
            // `systemItem:` is iOS 14's label (`UIBarButtonItem(systemItem: .done, primaryAction: …)`).
            case "barButtonSystemItem", "systemItem":
                if let member = argument.expression.as(MemberAccessExprSyntax.self) {
                    button.systemItem = positions.located(member.declName.baseName.text, at: member)
                }
            case "title":
                if let text = SwiftExpressions.plainString(argument.expression) { button.title = positions.located(text, at: argument.expression) }
            case "primaryAction":
                button.handlerDismissal = handlerDismissal(argument.expression)
            case "action":
                if let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                   let function = selector.arguments.first?.expression,
                   let name = SwiftExpressions.path(of: function)?.last {
                    button.selector = positions.located(name, at: SwiftExpressions.nameToken(of: function) ?? Syntax(function))
                } else if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                    // `action: .onCloseTap`, a selector the app keeps as a constant
                    // (`extension Selector { static let onCloseTap = #selector(onCloseTap) }`),
                    // named, as a rule, after the function it names.
                    button.selector = positions.located(member.declName.baseName.text, at: member.declName)
                }
            default:
                break
            }
        }
        return button
    }
}
#endif
