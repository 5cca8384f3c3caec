#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// What a few shapes of SwiftUI code say, read from their syntax alone: whether a struct is a
/// view, a heading its text shows, a close symbol a button's label draws.
enum SwiftUIViewSyntax {
    /// SwiftUI's navigation stacks, and NavigationBackport's `NBNavigationStack`, which apps
    /// supporting iOS 15 use in their place and which behaves as one.
    static let navigationStacks: Set<String> = ["NavigationStack", "NavigationView", "NBNavigationStack"]
    /// `.navigationDestination(…)`, and NavigationBackport's `.nbNavigationDestination(…)`.
    static let navigationDestinations: Set<String> = ["navigationDestination", "nbNavigationDestination"]

    /// `var body: some View { … }` among its members: a view, whatever it conforms to (a protocol
    /// of the app's that refines `View`, `struct Detail: DetailViewProtocol`).
    static func declaresViewBody(_ node: StructDeclSyntax) -> Bool {
        node.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                  let type = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self) else { return false }
            return type.someOrAnySpecifier.tokenKind == .keyword(.some) && ["View", "SwiftUI.View"].contains(type.constraint.trimmedDescription)
        }
    }

    /// The text of `Text(…).font(…)` (through other modifiers between) when the font is a
    /// title's: the `.largeTitle`, `.title` or `.title2` style, however the app's own font
    /// helpers take it (`.clarityBold(.title)`), or a size of 24 points or more (`.fontSize(24)`).
    static func heading(_ fontCall: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let font = fontCall.arguments.first?.expression.trimmedDescription.filter({ $0 != " " }) else { return nil }
        let words = font.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let titled = words.contains { ["largeTitle", "title", "title2"].contains($0) }
        // `.system(size: 28)`, or an app's `.fontSize(28, .bold)`, whose first argument is the size.
        let named = fontCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fontSize"
        let size = named ? words.first.flatMap(Double.init) : words.firstIndex(of: "size").flatMap { $0 + 1 < words.count ? Double(words[$0 + 1]) : nil }
        guard titled || (size ?? 0) >= 24 else { return nil }
        var receiver = fontCall.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let call = receiver?.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" {
                return call.arguments.first?.expression
            }
            receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    /// The first `Image(systemName: "xmark")` (or `Image(systemSymbol: .xmarkCircleFill)`) of a
    /// label whose symbol names closing: the button is drawn as a close button.
    static func closingImage(in closure: ClosureExprSyntax) -> (name: String, node: ExprSyntax)? {
        for item in closure.statements {
            var expression = item.item.as(ExprSyntax.self)
            // Through the modifiers on it (`Image(…).resizable()`).
            while let call = expression?.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" {
                    guard let argument = call.arguments.first(where: { ["systemName", "systemSymbol"].contains($0.label?.text) })?.expression else { break }
                    let name = SwiftExpressions.plainString(argument) ?? argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    if let name, ClosingWords.namesClosing(code: name) { return (name, argument) }
                    break
                }
                expression = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            }
        }
        return nil
    }
}
#endif
