#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// Walks one Swift file and gathers the facts of each class and extension (`SwiftTypeFacts`).
/// It reads syntax only: a type is known where the code constructs it (`X()`) or binds a local
/// constant to such a construction (`let x = X()`), and nowhere else.
final class SwiftFactCollector: SyntaxVisitor {
    private let positions: SwiftPositions
    private(set) var types: [SwiftTypeFacts] = []
    /// Per enclosing type declaration, its index in `types`; nil for a struct, enum, actor or
    /// protocol, whose calls belong to no view controller.
    private var enclosing: [Int?] = []
    /// The functions open inside the innermost type; set aside while a nested type is walked.
    private var scopes: [Scope] = []
    private var setAside: [[Scope]] = []

    /// One function (or initialiser) being walked, with what it has bound so far.
    private struct Scope {
        var name: String
        /// An initialiser or `viewDidLoad`, where a view controller sets up how it is presented.
        var setsUp: Bool
        /// Local constants bound to a construction, by name: the type, at its token.
        var constants: [String: Located<String>] = [:]
        /// `name.modalPresentationStyle = …` seen so far.
        var styles: [String: Located<PresentationStyle>] = [:]
        /// Closures open inside the function: what runs in one runs later, or not at all.
        var closureDepth = 0
    }

    init(positions: SwiftPositions) {
        self.positions = positions
        super.init(viewMode: .sourceAccurate)
    }

    private var current: Int? { enclosing.last ?? nil }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        open(SwiftTypeFacts(name: positions.located(node.name.text, at: node.name), range: positions.range(of: node), superclass: superclass))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { close() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        open(SwiftTypeFacts(name: positions.located(name, at: node.extendedType), range: positions.range(of: node), superclass: nil))
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
        scopes.append(Scope(name: node.name.text, setsUp: node.name.text == "viewDidLoad"))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(Scope(name: "init", setsUp: true))
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if !scopes.isEmpty { scopes[scopes.count - 1].closureDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if !scopes.isEmpty { scopes[scopes.count - 1].closureDepth -= 1 }
    }

    // MARK: - Statements

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, let type = constructedType(value) else { continue }
            scopes[scopes.count - 1].constants[name] = type
        }
        return .visitChildren
    }

    /// Before operators are folded, `a = b` is a sequence of three: the target, `=`, the value.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = SwiftExpressions.path(of: elements[0]) {
            assign(elements[2], to: target)
        }
        return .visitChildren
    }

    private func assign(_ value: ExprSyntax, to target: [String]) {
        guard let type = current else { return }
        switch target {
        case ["modalPresentationStyle"]:
            if scopes.last?.setsUp == true, let style = presentationStyle(value) { types[type].ownPresentationStyle = style }
        case ["title"], ["navigationItem", "title"]:
            types[type].title = positions.located(SwiftExpressions.plainString(value) ?? value.trimmedDescription, at: value)
        case ["isModalInPresentation"]:
            if let literal = value.as(BooleanLiteralExprSyntax.self) {
                types[type].isModalInPresentation = positions.located(literal.literal.tokenKind == .keyword(.true), at: value)
            }
        case ["navigationItem", "leftBarButtonItem"], ["navigationItem", "rightBarButtonItem"]:
            if let button = barButton(value) { types[type].bars.append(button) }
        case ["navigationItem", "leftBarButtonItems"], ["navigationItem", "rightBarButtonItems"]:
            for element in value.as(ArrayExprSyntax.self)?.elements ?? [] {
                if let button = barButton(element.expression) { types[type].bars.append(button) }
            }
        default:
            // `x.modalPresentationStyle = …` on a local constant, for its presentation below.
            if target.count == 2, target[1] == "modalPresentationStyle", !scopes.isEmpty, let style = presentationStyle(value) {
                scopes[scopes.count - 1].styles[target[0]] = style
            }
        }
    }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let type = current, let callee = SwiftExpressions.path(of: node.calledExpression), let name = callee.last else { return .visitChildren }
        let base = Array(callee.dropLast())
        let labels = node.arguments.map { $0.label?.text }
        let nameToken = SwiftExpressions.nameToken(of: node.calledExpression) ?? Syntax(node.calledExpression)
        switch name {
        case "present" where labels.first == .some(nil) && labels.contains("animated") && Self.presentsFromSelf(base):
            transition(.present, node, nameToken: nameToken, in: type)
        case "pushViewController" where labels.first == .some(nil) && base == ["navigationController"]:
            transition(.push, node, nameToken: nameToken, in: type)
        case "dismiss" where labels.first == "animated" && Self.dismissesSelf(base):
            let scope = scopes.last
            types[type].dismissals.append(SwiftDismissal(
                call: positions.located(.dismiss, at: nameToken), range: positions.range(of: node),
                function: scope?.name, inClosure: (scope?.closureDepth ?? 0) > 0))
        default:
            break
        }
        return .visitChildren
    }

    /// `present` on the view controller itself, or on the container it is in, which presents
    /// from it just the same.
    private static func presentsFromSelf(_ base: [String]) -> Bool {
        base.isEmpty || base == ["navigationController"] || base == ["tabBarController"] || base == ["splitViewController"]
    }

    /// `dismiss` on the view controller, its container, or the one that presented it: each
    /// closes what the view controller is in.
    private static func dismissesSelf(_ base: [String]) -> Bool {
        base.isEmpty || base == ["navigationController"] || base == ["presentingViewController"]
    }

    private func transition(_ kind: Action.Kind, _ call: FunctionCallExprSyntax, nameToken: Syntax, in type: Int) {
        guard let presented = call.arguments.first?.expression else { return }
        var style: Located<PresentationStyle>?
        var target = constructedType(presented)
        if target == nil, let constant = presented.as(DeclReferenceExprSyntax.self)?.baseName.text, let scope = scopes.last {
            target = scope.constants[constant]
            style = scope.styles[constant]
        }
        types[type].transitions.append(SwiftTransition(kind: positions.located(kind, at: nameToken), call: positions.range(of: call),
                                                       targetType: target, presentationStyle: style))
    }

    // MARK: - Values

    /// `X(…)` where X is spelt as a type is (capitalised): X, at its token.
    private func constructedType(_ expression: ExprSyntax) -> Located<String>? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text.first?.isUppercase == true else { return nil }
        return positions.located(reference.baseName.text, at: reference)
    }

    /// `.fullScreen` or `UIModalPresentationStyle.fullScreen`.
    private func presentationStyle(_ value: ExprSyntax) -> Located<PresentationStyle>? {
        guard let member = value.as(MemberAccessExprSyntax.self), let style = PresentationStyle(rawValue: member.declName.baseName.text) else { return nil }
        return positions.located(style, at: member)
    }

    private func barButton(_ value: ExprSyntax) -> SwiftBarButton? {
        guard let call = value.as(FunctionCallExprSyntax.self), SwiftExpressions.path(of: call.calledExpression) == ["UIBarButtonItem"] else { return nil }
        var button = SwiftBarButton(range: positions.range(of: call))
        for argument in call.arguments {
            switch argument.label?.text {
            case "barButtonSystemItem":
                if let member = argument.expression.as(MemberAccessExprSyntax.self) {
                    button.systemItem = positions.located(member.declName.baseName.text, at: member)
                }
            case "title":
                if let text = SwiftExpressions.plainString(argument.expression) { button.title = positions.located(text, at: argument.expression) }
            case "action":
                if let selector = argument.expression.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
                   let function = selector.arguments.first?.expression,
                   let name = SwiftExpressions.path(of: function)?.last {
                    button.selector = positions.located(name, at: SwiftExpressions.nameToken(of: function) ?? Syntax(function))
                }
            default:
                break
            }
        }
        return button
    }
}
#endif
