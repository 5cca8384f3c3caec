#if SwiftSources
import SwiftSyntax

/// Store actions in the style of The Composable Architecture: a view's button sends an action
/// (`store.send(.maybeLaterButtonTapped)`), and a reducer elsewhere answers it, here by calling
/// its `@Dependency(\.dismiss)`, which closes the presented feature. Actions are matched by
/// their innermost case name, as `.view(.closeTapped)` is sent and handled.
enum SwiftStoreActions {
    /// The innermost case of the first action sent in `syntax` (`send(.x)`, `store.send(.x)`,
    /// `viewStore.send(.view(.x))`, or through the app's own dispatcher of commands:
    /// `commands.execute(.modalDismiss)`, `router.handle(.close)`), at its name.
    static func sent(in syntax: Syntax) -> (name: String, node: Syntax)? {
        final class Finder: SyntaxVisitor {
            var found: (name: String, node: Syntax)?
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard found == nil else { return .skipChildren }
                let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                if SwiftStoreActions.dispatching.contains(callee ?? ""), let argument = node.arguments.first?.expression, let innermost = SwiftStoreActions.innermostCase(Syntax(argument)) {
                    found = (innermost.declName.baseName.text, Syntax(innermost))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        return finder.found
    }

    /// Names of calls that hand an action, a command or an event to what carries it out.
    private static let dispatching: Set<String> = ["send", "dispatch", "execute", "perform", "handle", "trigger"]

    /// The cases of a type's `switch` statements whose body calls the `dismiss` dependency the
    /// type declares (`@Dependency(\.dismiss) var dismiss`), or sends an action that does, at any
    /// depth (a Done that runs a request and sends `.response`, whose case dismisses): none when it
    /// declares none.
    static func dismissing(in type: StructDeclSyntax) -> Set<String> {
        let dependencies: [String] = type.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: { attribute in
                      guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Dependency" else { return false }
                      return attribute.arguments?.trimmedDescription == "\\.dismiss"
                  }) else { return nil }
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard !dependencies.isEmpty else { return [] }
        final class Finder: SyntaxVisitor {
            let names: Set<String>
            var dismissing: Set<String> = []
            /// Per case, the actions its body sends.
            var sends: [String: Set<String>] = [:]
            init(names: Set<String>) { self.names = names; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
                guard case .case(let label) = node.label else { return .visitChildren }
                let cases = label.caseItems.compactMap { SwiftStoreActions.innermostCase(Syntax($0.pattern))?.declName.baseName.text }
                if SwiftStoreActions.calls(names, in: node.statements) { dismissing.formUnion(cases) }
                let sent = SwiftStoreActions.allSent(in: Syntax(node.statements))
                if !sent.isEmpty { for name in cases { sends[name, default: []].formUnion(sent) } }
                return .visitChildren
            }
        }
        let finder = Finder(names: Set(dependencies))
        finder.walk(type.memberBlock)
        // Walked back from the cases that dismiss to the cases sending them, each once.
        var senders: [String: [String]] = [:]
        for (name, sent) in finder.sends { for one in sent { senders[one, default: []].append(name) } }
        var dismissing = finder.dismissing
        var next = Array(dismissing)
        while let name = next.popLast() {
            for sender in senders[name] ?? [] where dismissing.insert(sender).inserted { next.append(sender) }
        }
        return dismissing
    }

    /// Per case of a type's `switch` statements, the flags of `state` its body sets back
    /// (`state.isWhatsNewPresented = false`, `state.destination = nil`): a reducer's answer
    /// that closes what those flags present.
    static func loweringFlags(in type: StructDeclSyntax) -> [String: Set<String>] {
        final class Finder: SyntaxVisitor {
            var lowering: [String: Set<String>] = [:]
            override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
                guard case .case(let label) = node.label else { return .visitChildren }
                let flags = SwiftStoreActions.stateFlagsSetBack(in: node.statements)
                guard !flags.isEmpty else { return .visitChildren }
                for item in label.caseItems {
                    if let name = SwiftStoreActions.innermostCase(Syntax(item.pattern))?.declName.baseName.text { lowering[name, default: []].formUnion(flags) }
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(type.memberBlock)
        return finder.lowering
    }

    /// The last names of `state.….flag = false` and `state.….flag = nil` in `statements`, outside
    /// closures and nested `switch`es.
    private static func stateFlagsSetBack(in statements: CodeBlockItemListSyntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var flags: Set<String> = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard let path = SwiftActionCode.setBack(node), path.count > 1, path[0] == "state", let flag = path.last else { return .visitChildren }
                flags.insert(flag)
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.flags
    }

    /// The innermost case of every action sent in `syntax`, outside nested `switch`es.
    private static func allSent(in syntax: Syntax) -> Set<String> {
        Set(SwiftCallSearch.collect(in: syntax, skippingSwitches: true) { call -> String? in
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard callee == "send", let argument = call.arguments.first?.expression else { return nil }
            return SwiftStoreActions.innermostCase(Syntax(argument))?.declName.baseName.text
        })
    }

    /// Whether `statements` call one of `names` (`await dismiss()`, `self.dismiss(animation:)`),
    /// in closures too (`.run { _ in await dismiss() }`); a nested switch's cases are matched on
    /// their own.
    private static func calls(_ names: Set<String>, in statements: CodeBlockItemListSyntax) -> Bool {
        SwiftCallSearch.contains(in: Syntax(statements), skippingSwitches: true) { call in
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName.baseName.text : nil
                }
            return callee.map(names.contains) ?? false
        }
    }

    /// The last implicit member (`.name`) written in an action or a case pattern: the innermost case.
    static func innermostCase(_ syntax: Syntax) -> MemberAccessExprSyntax? {
        final class Finder: SyntaxVisitor {
            var last: MemberAccessExprSyntax?
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if node.base == nil { last = node }
                return .visitChildren
            }
            // What a closure or key path in the action holds is no case of it.
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        return finder.last
    }
}
#endif
