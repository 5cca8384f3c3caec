#if SwiftSources
import SwiftSyntax

/// Which segue the code around a statement of `prepare(for:sender:)` is about: the identifier an
/// `if`, `guard` or `switch` around it tests (`if segue.identifier == "bios"`, `case "bios":` of
/// `switch segue.identifier`). None when nothing tests it: every segue's.
enum SwiftSegueConditions {
    static func identifier(around node: Syntax, segue: String) -> String? {
        var current: Syntax? = node
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self) {
            if let branch = syntax.as(IfExprSyntax.self), let tested = tested(branch.conditions, segue: segue) { return tested }
            if let guarded = syntax.as(GuardStmtSyntax.self), let tested = tested(guarded.conditions, segue: segue) { return tested }
            if let item = syntax.as(SwitchCaseSyntax.self), let choice = item.parent?.parent?.as(SwitchExprSyntax.self),
               isIdentifier(choice.subject, of: segue), case .case(let label) = item.label,
               let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self),
               let name = SwiftExpressions.plainString(pattern.expression) {
                return name
            }
            // Statements after `guard segue.identifier == "bios" else { return }` in their block.
            if let statement = syntax.as(CodeBlockItemSyntax.self), let block = statement.parent?.as(CodeBlockItemListSyntax.self) {
                for earlier in block.prefix(while: { $0.id != statement.id }) {
                    if let guarded = earlier.item.as(GuardStmtSyntax.self), let tested = tested(guarded.conditions, segue: segue) { return tested }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    private static func tested(_ conditions: ConditionElementListSyntax, segue: String) -> String? {
        for condition in conditions {
            guard case .expression(let expression) = condition.condition, let sequence = expression.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { continue }
            if isIdentifier(elements[0], of: segue), let name = SwiftExpressions.plainString(elements[2]) { return name }
            if isIdentifier(elements[2], of: segue), let name = SwiftExpressions.plainString(elements[0]) { return name }
        }
        return nil
    }

    /// `segue.identifier` (or `segue.identifier!`).
    private static func isIdentifier(_ expression: ExprSyntax, of segue: String) -> Bool {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        return SwiftExpressions.path(of: unwrapped) == [segue, "identifier"]
    }
}
#endif
