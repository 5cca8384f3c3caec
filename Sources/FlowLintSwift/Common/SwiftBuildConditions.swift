#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// Which code is the app users get. Of `#if` clauses, those of a release build of the iOS app:
/// `DEBUG` is not set, nor a flag a team names for a build for itself (`DEVELOPMENT`, `STAGING`,
/// `INTERNAL`, `TESTING`), and a flag it names for the build it ships is (`PRODUCTION`,
/// `RELEASE`, `APPSTORE`). A debug menu or a test screen under `#if DEBUG` is not the users' flow,
/// nor is the tvOS, watchOS or macOS branch of a shared file (`#if os(tvOS)`, `canImport(AppKit)`),
/// nor a type named for debugging (`DeveloperTool`), nor what stands in for hardware on the
/// simulator (`#if targetEnvironment(simulator)`), and findings there would be noise. Every
/// other condition (`targetEnvironment(macCatalyst)`, a flag of the app's own) is not known here,
/// so each of its clauses is read, as the code of one app.
enum SwiftBuildConditions {
    /// False for a clause that cannot be compiled into a release build: its condition is false
    /// without `DEBUG`, or a clause before it is sure to be taken (`#else` after `#if !DEBUG`).
    static func isRead(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition, value(of: condition) == false { return false }
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        for earlier in clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, value(of: condition) == true { return false }
        }
        return true
    }

    /// False for the code an app runs only on systems older than those it is built for today:
    /// the `else` of `if #available(iOS 16, *)` (or of `guard #available`), and the body of
    /// `if #unavailable(iOS 16)`. Both ways of one screen read as one would double what it does
    /// (a push kept only for iOS 14 counted on the path every current user takes); the newer
    /// is the one most users get.
    /// An `else` is a fallback only when availability is all its `if` asks: the `else` of
    /// `if #available(iOS 17, *), isVision { … }` runs on every system when `isVision` is false.
    static func isRead(_ block: CodeBlockSyntax) -> Bool {
        if let guarded = block.parent?.as(GuardStmtSyntax.self) { return !asksOnlyAvailable(guarded.conditions) }
        guard let conditional = block.parent?.as(IfExprSyntax.self) else { return true }
        if conditional.body.id == block.id { return !asksUnavailable(conditional.conditions) }
        return !asksOnlyAvailable(conditional.conditions)
    }

    /// False for an `else if` after `if #available(…)`: a fallback as a plain `else` is.
    static func isRead(_ conditional: IfExprSyntax) -> Bool {
        guard let outer = conditional.parent?.as(IfExprSyntax.self), outer.body.id != conditional.id else { return true }
        return !asksOnlyAvailable(outer.conditions)
    }

    private static func keyword(of element: ConditionElementSyntax) -> String? {
        element.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.text
    }

    private static func asksOnlyAvailable(_ conditions: ConditionElementListSyntax) -> Bool {
        !conditions.isEmpty && conditions.allSatisfy { keyword(of: $0) == "#available" }
    }

    /// A body that needs `#unavailable` runs only on older systems, whatever else it asks.
    private static func asksUnavailable(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { keyword(of: $0) == "#unavailable" }
    }

    private static let shipping: Set<String> = ["PRODUCTION", "RELEASE", "APPSTORE", "APP_STORE"]
    private static let development: Set<String> = ["DEBUG", "DEVELOPMENT", "DEV", "STAGING", "INTERNAL", "TESTING", "QA"]

    private static let otherPlatforms: Set<String> = ["tvOS", "watchOS", "macOS", "OSX", "visionOS", "Linux", "Windows", "Android"]

    /// The condition's value in a release build, nil where it depends on what is not known.
    private static func value(of condition: ExprSyntax) -> Bool? {
        if let name = condition.as(DeclReferenceExprSyntax.self) {
            return shipping.contains(name.baseName.text) ? true : development.contains(name.baseName.text) ? false : nil
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let function = call.calledExpression.as(DeclReferenceExprSyntax.self),
           call.arguments.count == 1, let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch function.baseName.text {
            case "os": return argument == "iOS" ? true : otherPlatforms.contains(argument) ? false : nil
            case "canImport": return argument == "UIKit" ? true : argument == "AppKit" || argument == "WatchKit" ? false : nil
            // The app users get runs on a device: a simulator's stand-in (a fake scan) never ships.
            case "targetEnvironment": return argument == "simulator" ? false : nil
            default: return nil
            }
        }
        if let parenthesised = condition.as(TupleExprSyntax.self), parenthesised.elements.count == 1,
           let inner = parenthesised.elements.first?.expression {
            return value(of: inner)
        }
        if let negation = condition.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            return value(of: negation.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            let left = value(of: infix.leftOperand), right = value(of: infix.rightOperand)
            switch op.operator.text {
            case "&&": return left == false || right == false ? false : (left == true && right == true ? true : nil)
            case "||": return left == true || right == true ? true : (left == false && right == false ? false : nil)
            default: return nil
            }
        }
        // An unfolded sequence (`A && B` as the parser leaves it): read term by term, left to right,
        // only when one operator joins them all.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = Set(stride(from: 1, to: elements.count, by: 2).compactMap { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text })
            guard operators.count == 1, let op = operators.first, op == "&&" || op == "||" else { return nil }
            let values = stride(from: 0, to: elements.count, by: 2).map { value(of: elements[$0]) }
            if op == "&&" { return values.contains(false) ? false : (values.allSatisfy { $0 == true } ? true : nil) }
            return values.contains(true) ? true : (values.allSatisfy { $0 == false } ? false : nil)
        }
        return nil
    }
}
#endif
