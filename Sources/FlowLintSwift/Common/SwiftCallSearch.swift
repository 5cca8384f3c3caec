#if SwiftSources
import SwiftSyntax

/// Looking through a piece of syntax for calls, at any depth (closures included): what a
/// declaration's body does somewhere, as opposed to what an action runs (`SwiftActionCode`).
enum SwiftCallSearch {
    /// Whether any call in the syntax passes `test`. `skippingClosuresOf`: calls whose closures
    /// are left out (a `.sheet`'s content, which is another screen's). `skippingSwitches`: nested
    /// `switch`es are left out (a reducer's inner switch, whose cases are read on their own).
    static func contains(in syntax: Syntax, skippingClosuresOf skipped: Set<String> = [], skippingSwitches: Bool = false,
                         where test: @escaping (FunctionCallExprSyntax) -> Bool) -> Bool {
        let finder = Finder { test($0) ? () : nil }
        finder.stopsAtFirst = true
        finder.skipped = skipped
        finder.skipsSwitches = skippingSwitches
        finder.walk(syntax)
        return !finder.found.isEmpty
    }

    /// What `take` gives for each call in the syntax that it gives something for, in order.
    static func collect<Value>(in syntax: Syntax, skippingClosuresOf skipped: Set<String> = [], skippingSwitches: Bool = false,
                               _ take: @escaping (FunctionCallExprSyntax) -> Value?) -> [Value] {
        let finder = Finder(take)
        finder.skipped = skipped
        finder.skipsSwitches = skippingSwitches
        finder.walk(syntax)
        return finder.found
    }

    private final class Finder<Value>: SyntaxVisitor {
        let take: (FunctionCallExprSyntax) -> Value?
        var stopsAtFirst = false
        var skipped: Set<String> = []
        var skipsSwitches = false
        var found: [Value] = []

        init(_ take: @escaping (FunctionCallExprSyntax) -> Value?) {
            self.take = take
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            guard !skipped.isEmpty else { return .visitChildren }
            guard let call = SwiftExpressions.call(handing: node), let name = SwiftExpressions.path(of: call.calledExpression)?.last,
                  skipped.contains(name) else { return .visitChildren }
            return .skipChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            skipsSwitches ? .skipChildren : .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if stopsAtFirst, !found.isEmpty { return .skipChildren }
            if let value = take(node) { found.append(value) }
            return stopsAtFirst && !found.isEmpty ? .skipChildren : .visitChildren
        }
    }
}
#endif
