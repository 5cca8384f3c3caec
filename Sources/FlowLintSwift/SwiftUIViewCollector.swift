#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// Walks one Swift file and gathers the facts of each SwiftUI view it declares
/// (`SwiftUIViewFacts`): a struct that conforms to `View`.
final class SwiftUIViewCollector: SyntaxVisitor {
    private let positions: SwiftPositions
    private(set) var views: [SwiftUIViewFacts] = []
    /// Per enclosing type declaration, its index in `views`; nil for any other type.
    private var enclosing: [Int?] = []
    /// The placements of the `ToolbarItem`s open around the node walked.
    private var placements: [Located<ButtonRole>?] = []
    /// Per call open around the node walked, the dialog it shows in the current view if it is an
    /// `.alert` or `.confirmationDialog`, with where its own closures lie: the buttons in those are
    /// the dialog's. (The modifier's receiver, the rest of the chain, is inside the call too.)
    private var dialogCalls: [(dialog: Int, closures: [Range<AbsolutePosition>])?] = []

    static let presentationModifiers: [String: PresentationStyle] = ["sheet": .pageSheet, "fullScreenCover": .fullScreen, "popover": .popover]
    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

    init(positions: SwiftPositions) {
        self.positions = positions
        super.init(viewMode: .sourceAccurate)
    }

    private var current: Int? { enclosing.last ?? nil }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let conformsToView = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
        if conformsToView {
            views.append(SwiftUIViewFacts(name: positions.located(node.name.text, at: node.name), range: positions.range(of: node)))
            enclosing.append(views.count - 1)
        } else {
            enclosing.append(nil)
        }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(nil); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(nil); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        placements.append(Self.toolbarPlacement(node, positions: positions))
        dialogCalls.append(nil)
        guard let view = current else { return .visitChildren }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            modifier(member.declName.baseName, call: node, view: view)
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.textInputs.contains(name), views[view].textInput == nil { views[view].textInput = positions.range(of: reference) }
            if name == "Button" {
                let position = node.position
                if let dialog = dialogCalls.dropLast().compactMap({ $0 }).last(where: { $0.closures.contains { $0.contains(position) } }) {
                    views[view].dialogs[dialog.dialog].buttons.append(button(node))
                } else {
                    views[view].buttons.append(button(node))
                }
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        placements.removeLast()
        dialogCalls.removeLast()
    }

    private func modifier(_ name: TokenSyntax, call: FunctionCallExprSyntax, view: Int) {
        switch name.text {
        case let modifier where Self.presentationModifiers[modifier] != nil:
            let content = call.trailingClosure.map(Syntax.init) ?? call.arguments.first { $0.label?.text == "content" }.map { Syntax($0.expression) }
            views[view].presentations.append(SwiftUIPresentation(
                style: positions.located(Self.presentationModifiers[modifier]!, at: name), range: positions.range(of: call),
                constructed: content.map(constructedViews) ?? []))
        case "interactiveDismissDisabled":
            let argument = call.arguments.first?.expression
            let disabled = argument.map { $0.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) } ?? true
            views[view].interactiveDismissDisabled = positions.located(disabled, at: name)
        case "alert", "confirmationDialog":
            // Bound to a flag (`isPresented: $flag`); other forms (`item:`, an error) are not read.
            guard let binding = call.arguments.first(where: { $0.label?.text == "isPresented" })?.expression,
                  let flag = Self.boundFlag(binding) else { return }
            let kind: SystemModalKind = name.text == "alert" ? .alert : .actionSheet
            var dialog = SwiftUIDialog(kind: positions.located(kind, at: name), range: positions.range(of: call), flag: flag)
            if let first = call.arguments.first, first.label == nil, let text = SwiftExpressions.plainString(first.expression) {
                dialog.title = positions.located(text, at: first.expression)
            }
            views[view].dialogs.append(dialog)
            dialogCalls[dialogCalls.count - 1] = (views[view].dialogs.count - 1, Self.closures(of: call).map { $0.position ..< $0.endPosition })
        case "navigationTitle":
            if views[view].title == nil, let argument = call.arguments.first, let text = SwiftExpressions.plainString(argument.expression) {
                views[view].title = positions.located(text, at: argument.expression)
            }
        default:
            break
        }
    }

    /// A button: its title (a plain string argument, or a `Text("…")` in its label), its role
    /// (`role: .cancel`, or the toolbar placement around it), and whether its action dismisses.
    private func button(_ call: FunctionCallExprSyntax) -> SwiftUIButton {
        var button = SwiftUIButton(range: positions.range(of: call))
        if let first = call.arguments.first, first.label == nil, let text = SwiftExpressions.plainString(first.expression) {
            button.title = positions.located(text, at: first.expression)
        }
        if let role = call.arguments.first(where: { $0.label?.text == "role" })?.expression.as(MemberAccessExprSyntax.self) {
            if role.declName.baseName.text == "cancel" { button.role = positions.located(.cancel, at: role) }
            button.isDestructive = role.declName.baseName.text == "destructive"
        }
        button.role = button.role ?? placements.dropLast().compactMap { $0 }.last
        for closure in Self.closures(of: call) {
            if button.dismissal == nil, let dismissal = Self.dismissal(in: closure) { button.dismissal = positions.range(of: dismissal) }
            if button.raises == nil { button.raises = Self.raisedFlag(in: closure) }
            if button.title == nil, let text = Self.firstText(in: closure) { button.title = positions.located(text.value, at: text.node) }
        }
        return button
    }

    /// The role a `ToolbarItem(placement: .cancellationAction)` or `.confirmationAction` gives
    /// the buttons inside it; nil for any other call.
    private static func toolbarPlacement(_ call: FunctionCallExprSyntax, positions: SwiftPositions) -> Located<ButtonRole>? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.hasPrefix("ToolbarItem"),
              let placement = call.arguments.first(where: { $0.label?.text == "placement" })?.expression.as(MemberAccessExprSyntax.self) else {
            return nil
        }
        switch placement.declName.baseName.text {
        case "cancellationAction": return positions.located(.cancel, at: placement)
        case "confirmationAction": return positions.located(.done, at: placement)
        default: return nil
        }
    }

    private static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        return closures
    }

    /// A call of `dismiss()` or `presentationMode.wrappedValue.dismiss()` in the closure.
    private static func dismissal(in closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.statements.lazy.compactMap { item in
            item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
        }.first { call in
            guard let path = SwiftExpressions.path(of: call.calledExpression) else { return false }
            return path == ["dismiss"] || path == ["presentationMode", "wrappedValue", "dismiss"]
        }
    }

    /// The state a binding projects: `$flag` (one token) or `self.$flag`, as `flag`.
    private static func boundFlag(_ expression: ExprSyntax) -> String? {
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name.hasPrefix("$"), name.count > 1 else { return nil }
        return String(name.dropFirst())
    }

    /// The flag a closure sets to `true` (`flag = true` or `self.flag = true`). Unfolded, as the
    /// parser leaves it: the three elements of a sequence.
    private static func raisedFlag(in closure: ClosureExprSyntax) -> String? {
        for item in closure.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
                  let flag = SwiftExpressions.path(of: elements[0])?.last else { continue }
            return flag
        }
        return nil
    }

    /// The text of the first `Text("…")` in the closure, with its string's node.
    private static func firstText(in closure: ClosureExprSyntax) -> (value: String, node: ExprSyntax)? {
        for item in closure.statements {
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
                  let argument = call.arguments.first?.expression, let text = SwiftExpressions.plainString(argument) else { continue }
            return (text, argument)
        }
        return nil
    }

    /// Every `Name(…)` call with a capitalised name in the syntax, in order: the views a content
    /// closure may construct (SwiftUI's own, such as `NavigationStack`, are sorted out later).
    private func constructedViews(_ syntax: Syntax) -> [Located<String>] {
        final class Constructions: SyntaxVisitor {
            var found: [(String, DeclReferenceExprSyntax)] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.first?.isUppercase == true {
                    found.append((callee.baseName.text, callee))
                }
                return .visitChildren
            }
        }
        let walker = Constructions(viewMode: .sourceAccurate)
        walker.walk(syntax)
        return walker.found.map { positions.located($0.0, at: $0.1) }
    }
}
#endif
