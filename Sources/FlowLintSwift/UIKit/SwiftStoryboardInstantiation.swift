#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// A view controller made where the code does not construct it: from a storyboard,
/// `instantiateViewController(withIdentifier: "X")` (or iOS 13's `identifier:`, whose creator
/// closure names the class), or by a helper
/// of the app's (`X.loadFromStoryboard()`), cast or not (`as? ComposeViewController`). The
/// identifier names the scene when the storyboards are read with the code; a cast names the
/// class, whatever made the value.
enum SwiftStoryboardInstantiation {
    static func read(_ expression: ExprSyntax, positions: SwiftPositions) -> SwiftConstructed? {
        // Before operators are folded, `a as! T` is a sequence of three: `a`, `as!`, `T`.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                  let type = elements[2].as(TypeExprSyntax.self)?.type else { return nil }
            var made = read(elements[0], positions: positions) ?? SwiftConstructed(type: nil)
            made.type = castName(type, positions: positions)
            return made.type == nil ? nil : made
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return read(forced.expression, positions: positions) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "instantiateViewController", let argument = call.arguments.first,
              argument.label?.text == "withIdentifier" || argument.label?.text == "identifier" else { return nil }
        let identifier = SwiftExpressions.plainString(argument.expression).map { positions.located($0, at: argument.expression) }
        return SwiftConstructed(type: creatorClass(of: call, positions: positions), identifier: identifier)
    }

    /// iOS 13's `instantiateViewController(identifier: "X") { coder in X(coder: coder, …) }` (or
    /// `creator:`): the class the creator makes, which is the class of the view controller made.
    private static func creatorClass(of call: FunctionCallExprSyntax, positions: SwiftPositions) -> Located<String>? {
        let creator = call.trailingClosure ?? call.arguments.first { $0.label?.text == "creator" }?.expression.as(ClosureExprSyntax.self)
        guard let statement = creator?.statements.last?.item,
              let made = (statement.as(FunctionCallExprSyntax.self) ?? statement.as(ReturnStmtSyntax.self)?.expression?.as(FunctionCallExprSyntax.self)),
              let reference = SwiftExpressions.calledType(made), made.arguments.first?.label?.text == "coder" else { return nil }
        return positions.located(reference.baseName.text, at: reference)
    }

    /// `T`, or the last name of `Module.T`, at its token.
    private static func castName(_ type: TypeSyntax, positions: SwiftPositions) -> Located<String>? {
        if let name = type.as(IdentifierTypeSyntax.self) { return positions.located(name.name.text, at: name.name) }
        if let member = type.as(MemberTypeSyntax.self) { return positions.located(member.name.text, at: member.name) }
        return nil
    }
}
#endif
