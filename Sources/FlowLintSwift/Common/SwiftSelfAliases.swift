#if SwiftSources
import SwiftSyntax

/// Names code gives `self` so that a closure holds the view controller strongly again, or under
/// a name of its own: `guard let strongSelf = self`, `if let this = self`, `[weak welf = self]`,
/// `var target = self`, `strongify(self) { myself in … }`. A call made on one is the view controller's own call:
/// `strongSelf.dismiss(animated: true)` dismisses it as `dismiss(animated: true)` does.
enum SwiftSelfAliases {
    /// Whether the expression is `self` itself.
    static func isSelf(_ expression: ExprSyntax?) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The name `self` is bound to by a closure's capture (`[weak welf = self]`), if it is.
    static func name(capturedBy capture: ClosureCaptureSyntax) -> String? {
        guard isSelf(capture.initializer?.value), capture.name.tokenKind != .keyword(.self) else { return nil }
        return capture.name.text
    }

    /// The name `self` is bound to by `if let`/`guard let` (`guard let strongSelf = self`), if it is.
    static func name(boundBy condition: OptionalBindingConditionSyntax) -> String? {
        guard isSelf(condition.initializer?.value), let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier,
              name.tokenKind != .keyword(.self) else { return nil }
        return name.text
    }

    /// The name a closure's one parameter gives `self` when the call it is handed to is handed
    /// `self` alone (`strongify(self) { myself in … }`, a helper that holds the view controller
    /// weakly and hands it back strongly).
    /// Or the first parameter of a closure handed to a call chained after Combine's or RxSwift's
    /// `withUnretained(self)`, which hands on `self` with each value (`.withUnretained(self).sink
    /// { owner, _ in owner.dismiss(animated: true) }`).
    static func name(handedTo closure: ClosureExprSyntax) -> String? {
        let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call = owner, let parameters = closure.signature?.parameterClause else { return nil }
        if call.trailingClosure?.id == closure.id, isSelfHandingCall(call) {
            switch parameters {
            case .simpleInput(let names) where names.count == 1: return names.first?.name.text
            case .parameterClause(let clause) where clause.parameters.count == 1: return clause.parameters.first?.firstName.text
            default: return nil
            }
        }
        guard followsWithUnretainedSelf(call) else { return nil }
        switch parameters {
        case .simpleInput(let names): return names.first?.name.text
        case .parameterClause(let clause): return clause.parameters.first?.firstName.text
        }
    }

    /// Whether the call is made on a chain that holds `.withUnretained(self)`.
    private static func followsWithUnretainedSelf(_ call: FunctionCallExprSyntax) -> Bool {
        var expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let current = expression {
            if let inner = current.as(FunctionCallExprSyntax.self) {
                if SwiftExpressions.nameToken(of: inner.calledExpression)?.as(TokenSyntax.self)?.text == "withUnretained",
                   inner.arguments.count == 1, isSelf(inner.arguments.first?.expression) { return true }
                expression = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else {
                expression = current.as(MemberAccessExprSyntax.self)?.base
            }
        }
        return false
    }

    /// A call handed `self` alone, unlabelled, and a closure: `strongify(self) { … }`.
    static func isSelfHandingCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.count == 1 && call.arguments.first?.label == nil && isSelf(call.arguments.first?.expression) && call.trailingClosure != nil
    }

    /// Every name bound to `self` anywhere in the syntax (a handler closure's own `guard let`).
    static func names(in syntax: some SyntaxProtocol) -> Set<String> {
        let finder = Finder()
        finder.walk(syntax)
        return finder.names
    }

    /// The path with a name bound to `self` at its head taken away: `strongSelf.navigationController`
    /// is `navigationController`, as `self.navigationController` is.
    static func resolved(_ path: [String], aliases: Set<String>) -> [String] {
        guard let first = path.first, aliases.contains(first) else { return path }
        return Array(path.dropFirst())
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
            if let name = SwiftSelfAliases.name(capturedBy: node) { names.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = SwiftSelfAliases.name(boundBy: node) { names.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = SwiftSelfAliases.name(handedTo: node) { names.insert(name) }
            return .visitChildren
        }
    }
}
#endif
