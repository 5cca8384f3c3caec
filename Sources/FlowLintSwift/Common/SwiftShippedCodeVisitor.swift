#if SwiftSources
import SwiftSyntax

/// A walk of the code a release build of the app runs, on today's systems: it steps over the
/// `#if` clauses such a build leaves out and the fallbacks of `if #available`
/// (`SwiftBuildConditions`). Every collector walks through it, so the choice of what code is read
/// has one home.
class SwiftShippedCodeVisitor: SyntaxVisitor {
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        SwiftBuildConditions.isRead(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        SwiftBuildConditions.isRead(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftBuildConditions.isRead(node) ? .visitChildren : .skipChildren
    }
}
#endif
