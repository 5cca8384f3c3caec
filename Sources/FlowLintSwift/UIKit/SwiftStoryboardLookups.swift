#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// Where code asks a storyboard for something by a literal identifier (`StoryboardLookup`), and
/// which storyboard it asks, when the code says so exactly: `UIStoryboard(name: "Main", bundle:
/// nil)` (the app's own bundle), a local constant bound to one, or `storyboard` (the one that
/// made the view controller). Anything else (a property, a framework's bundle, a parameter) is
/// a storyboard the code does not name, and nothing is looked up.
enum SwiftStoryboardLookups {
    /// What a local name stands for when it is a receiver.
    enum LocalStoryboard {
        case named(Located<String>)
        /// The view controller's own `storyboard`, unwrapped (`guard let storyboard = storyboard`).
        case own
        /// Anything else: it hides the view controller's `storyboard` property.
        case other
    }

    /// `instantiateViewController(withIdentifier: "X")` (or iOS 13's `identifier:`) and
    /// `performSegue(withIdentifier: "X", sender: …)` on `self`. `className`: the class (or the
    /// extended class) whose code this is, nil outside one.
    static func lookup(_ call: FunctionCallExprSyntax, className: String?, locals: [String: LocalStoryboard],
                       positions: SwiftPositions) -> StoryboardLookup? {
        guard let argument = call.arguments.first, let text = SwiftExpressions.plainString(argument.expression) else { return nil }
        let name: String, base: ExprSyntax?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            base = nil
        } else {
            return nil
        }
        let identifier = positions.located(text, at: argument.expression)
        let labels = call.arguments.map { $0.label?.text }
        if name == "performSegue", labels == ["withIdentifier", "sender"] {
            guard let className, base.map({ SwiftExpressions.path(of: $0) == [] }) ?? true else { return nil }
            return StoryboardLookup(.segue(ofClass: className), identifier: identifier)
        }
        guard name == "instantiateViewController", labels.first == "withIdentifier" || labels.first == "identifier",
              let base, let storyboard = receiver(base, className: className, locals: locals, positions: positions) else { return nil }
        return StoryboardLookup(.scene(in: storyboard), identifier: identifier)
    }

    private static func receiver(_ base: ExprSyntax, className: String?, locals: [String: LocalStoryboard],
                                 positions: SwiftPositions) -> StoryboardLookup.Storyboard? {
        if let named = namedStoryboard(base, positions: positions) { return .named(named) }
        guard let path = SwiftExpressions.path(of: base), let first = path.first, path.count == 1 else { return nil }
        switch locals[first] {
        case .named(let name)?: return .named(name)
        case .own?: return className.map { .own(className: $0) }
        case .other?: return nil
        case nil: return first == "storyboard" ? className.map { .own(className: $0) } : nil
        }
    }

    /// What binding `value` to a local name makes of that name as a receiver.
    static func local(_ value: ExprSyntax, positions: SwiftPositions) -> LocalStoryboard {
        if let named = namedStoryboard(value, positions: positions) { return .named(named) }
        return SwiftExpressions.path(of: value) == ["storyboard"] ? .own : .other
    }

    /// `UIStoryboard(name: "Main", bundle: nil)` (or `bundle: .main`, `Bundle.main`): the name,
    /// at its literal. Another bundle may hold another storyboard of that name.
    private static func namedStoryboard(_ expression: ExprSyntax, positions: SwiftPositions) -> Located<String>? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
              call.arguments.map({ $0.label?.text }) == ["name", "bundle"],
              let name = call.arguments.first, let text = SwiftExpressions.plainString(name.expression),
              let bundle = call.arguments.last?.expression else { return nil }
        let bundleText = bundle.trimmedDescription
        guard ["nil", ".main", "Bundle.main"].contains(bundleText) else { return nil }
        return positions.located(text, at: name.expression)
    }
}
#endif
