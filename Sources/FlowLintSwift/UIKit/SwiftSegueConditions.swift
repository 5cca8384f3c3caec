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
            // Statements after `guard segue.identifier == "bios" else { return }` in their block,
            // which opens it: only its first statements are looked at, so that a block of many
            // styled destinations is read in time linear in its length.
            if let statement = syntax.as(CodeBlockItemSyntax.self), let block = statement.parent?.as(CodeBlockItemListSyntax.self) {
                for earlier in block.prefix(Self.openingStatements).prefix(while: { $0.id != statement.id }) {
                    if let guarded = earlier.item.as(GuardStmtSyntax.self), let tested = tested(guarded.conditions, segue: segue) { return tested }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    /// How many statements of a block may be the guards that open it.
    private static let openingStatements = 8

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

    /// `segue.identifier` (or `segue.identifier!`, `(segue.identifier!)`).
    private static func isIdentifier(_ expression: ExprSyntax, of segue: String) -> Bool {
        var unwrapped = expression
        if let tuple = unwrapped.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { unwrapped = only.expression }
        unwrapped = unwrapped.as(ForceUnwrapExprSyntax.self)?.expression ?? unwrapped
        return SwiftExpressions.path(of: unwrapped) == [segue, "identifier"]
    }

    /// The functions UIKit calls before a segue: `prepare(for:sender:)`, Swift 2's `prepareForSegue`.
    static let preparing: Set<String> = ["prepare", "prepareForSegue"]

    /// The constants the function around `node` binds to the destination of one of `segues`, its
    /// parameters (`let destination = segue.destination as! BiosViewController`), with the segue's.
    static func destinations(around node: Syntax, segues: Set<String>) -> [String: String] {
        guard let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }), let body = function.body else { return [:] }
        final class Finder: SyntaxVisitor {
            let segues: Set<String>
            var found: [String: String] = [:]
            init(segues: Set<String>) {
                self.segues = segues
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, var value = node.initializer?.value else { return .visitChildren }
                if let sequence = value.as(SequenceExprSyntax.self), let first = sequence.elements.first { value = first }
                value = value.as(ForceUnwrapExprSyntax.self)?.expression ?? value
                if let path = SwiftExpressions.path(of: value), path.count == 2, segues.contains(path[0]),
                   ["destination", "destinationViewController"].contains(path[1]) { found[name] = path[0] }
                return .visitChildren
            }
        }
        let finder = Finder(segues: segues)
        finder.walk(body)
        return finder.found
    }
}
#endif
