#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// Which view a presentation's content shows: its outermost view expression, read through
/// modifiers, navigation stacks, `Group`s, a layout stack of one child, and the app's own views
/// handed another view (`Lazy(Compose())`), which may be wrappers. A view found anywhere else in
/// the content (in a `.toolbar`, a `List` or `ForEach` row, one of several children) is a part of
/// the screen shown, not the screen.
struct SwiftUIPresentedContent {
    /// The views along the outermost expression, outermost first: the first that is a screen of
    /// the app is the one presented.
    var views: [Located<String>] = []
    /// The `NavigationStack` (or `NavigationView`) around the view presented.
    var stack: SourceRange?
    /// For one case of a choice (`readCases`), the syntax of its branch: what is written there is
    /// that case's alone.
    var branch: Range<AbsolutePosition>?
    /// For one case of a `switch`, the enum cases its label names (`event` in `case .event:`): a
    /// case no code of the app ever writes is never shown (`SwiftNameUses.members`).
    var caseNames: [String] = []

    /// SwiftUI's layouts, which show one child as it is when they hold one (besides placeholders).
    private static let singleChildLayouts: Set<String> = ["Group", "VStack", "HStack", "ZStack", "ScrollView"]
    /// What a branch of an `if` shows while the real content is not there yet: nothing, a
    /// spinner, a text. A branch of these beside one showing a view presents that view.
    private static let placeholders: Set<String> = ["EmptyView", "ProgressView", "Text", "Color", "Spacer", "Image", "ContentUnavailableView"]
    /// SwiftUI's views whose content is rows or items, never one screen.
    private static let collections: Set<String> = ["List", "ForEach", "Form", "Section", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
                                                   "Table", "OutlineGroup", "Menu", "Picker", "TabView", "Button", "NavigationLink"]

    /// The content of a presentation (its closure, or an expression), nil where the view shown
    /// cannot be told: a builder property or function, several views side by side, an `if` or
    /// `switch` whose branches show different views.
    static func read(_ content: Syntax, positions: SwiftPositions) -> SwiftUIPresentedContent? {
        if let closure = content.as(ClosureExprSyntax.self) { return read(statements: closure.statements, positions: positions) }
        return content.as(ExprSyntax.self).flatMap { read(expression: $0, positions: positions) }
    }

    /// The one statement of a body that shows something (declarations, `let model = …`, set aside).
    static func read(statements: CodeBlockItemListSyntax, positions: SwiftPositions) -> SwiftUIPresentedContent? {
        shownExpression(of: statements).flatMap { read(expression: $0, positions: positions) }
    }

    /// The expression of the one statement of a body that shows something.
    static func shownExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let item = SwiftUIViewSyntax.onlyStatement(of: statements) else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// The views a content that picks among several shows, one per case: `.sheet(item: $route)
    /// { route in switch route { case .compose: Compose() case .settings: Settings() } }` presents
    /// each of them (a router's sheet), as an `if` whose branches show different views does. Each
    /// case is read as a content of its own; the stack around the `switch` is each one's. Empty
    /// where the content is no such choice, or no case shows a view that can be told.
    /// With `everyCaseIsAScreen` (a route's `switch`, `SwiftUIRoutes`), a case whose view cannot
    /// be told is left out, not taken as a sign that the branches are one screen's states.
    static func readCases(_ content: Syntax, positions: SwiftPositions, everyCaseIsAScreen: Bool = false) -> [SwiftUIPresentedContent] {
        let expression = content.as(ClosureExprSyntax.self).flatMap { shownExpression(of: $0.statements) } ?? content.as(ExprSyntax.self)
        var seen: Set<String> = []
        return expression.map { cases(of: $0, positions: positions, everyCaseIsAScreen: everyCaseIsAScreen) }?.filter { shown in
            shown.views.first.map { seen.insert($0.value).inserted } ?? false
        } ?? []
    }

    private static func cases(of expression: ExprSyntax, positions: SwiftPositions, everyCaseIsAScreen: Bool = false) -> [SwiftUIPresentedContent] {
        let expression = unmodified(expression)
        var branches: [CodeBlockItemListSyntax] = []
        if let conditional = expression.as(IfExprSyntax.self) {
            branches = self.branches(of: conditional)
        } else if let choice = expression.as(SwitchExprSyntax.self) {
            branches = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        } else if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  let inner = call.trailingClosure.flatMap({ shownExpression(of: $0.statements) }) {
            // Through a stack (each case's) or a `Group` around the choice.
            if SwiftUIViewSyntax.navigationStacks.contains(callee.baseName.text) {
                return cases(of: inner, positions: positions).map { shown in
                    var shown = shown
                    shown.stack = shown.stack ?? positions.range(of: callee)
                    return shown
                }
            }
            if singleChildLayouts.contains(callee.baseName.text) { return cases(of: inner, positions: positions) }
        }
        // Every case must show a view of its own: a branch showing rows or a list beside one
        // showing a view (`if items.isEmpty { EmptyMessage() } else { List … }`) is one screen's
        // states, not a choice of screens.
        var found: [SwiftUIPresentedContent] = []
        for branch in branches where !branch.isEmpty && !isPlaceholder(branch) {
            let names = caseNames(of: branch)
            if var shown = read(statements: branch, positions: positions), !shown.views.isEmpty {
                shown.branch = branch.position ..< branch.endPosition
                shown.caseNames = names
                found.append(shown)
                continue
            }
            let inner = shownExpression(of: branch).map { cases(of: $0, positions: positions) } ?? []
            if inner.isEmpty {
                if everyCaseIsAScreen { continue }
                return []
            }
            found += inner.map { shown in
                var shown = shown
                if shown.caseNames.isEmpty { shown.caseNames = names }
                return shown
            }
        }
        return found
    }

    /// The enum cases a `switch` case's label matches (`report` in `case let .report(target):`);
    /// none for `default` or a pattern of another kind.
    private static func caseNames(of branch: CodeBlockItemListSyntax) -> [String] {
        guard let label = branch.parent?.as(SwitchCaseSyntax.self)?.label.as(SwitchCaseLabelSyntax.self) else { return [] }
        let names = label.caseItems.map { item in
            item.pattern.tokens(viewMode: .sourceAccurate).first { token in
                token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self)?.base == nil
                    && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            }?.text
        }
        // A label that may match otherwise (`case let other:`) names no case it is bound to.
        return names.contains(nil) ? [] : names.compactMap { $0 }
    }

    private static func read(expression: ExprSyntax, positions: SwiftPositions) -> SwiftUIPresentedContent? {
        let expression = unmodified(expression)
        if let conditional = expression.as(IfExprSyntax.self) { return read(branches: branches(of: conditional), positions: positions) }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return read(branches: choice.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }, positions: positions)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = SwiftExpressions.calledType(call) else { return nil }
        let name = callee.baseName.text
        if collections.contains(name) { return nil }
        if SwiftUIViewSyntax.navigationStacks.contains(name) {
            guard var inner = call.trailingClosure.flatMap({ read(statements: $0.statements, positions: positions) }) else { return nil }
            inner.stack = inner.stack ?? positions.range(of: callee)
            return inner
        }
        if singleChildLayouts.contains(name) {
            // One child beside texts, images and spacers (a caption, a header) is the view shown.
            guard let children = call.trailingClosure?.statements else { return nil }
            return read(statements: CodeBlockItemListSyntax(children.filter { !isPlaceholder(CodeBlockItemListSyntax([$0])) }), positions: positions)
        }
        if placeholders.contains(name) { return SwiftUIPresentedContent() }
        // A view of the app (or of a package): it is the screen, unless it only wraps the view it
        // is handed, which is then read on.
        var shown = SwiftUIPresentedContent(views: [positions.located(name, at: callee)])
        let handed = call.trailingClosure.map(Syntax.init)
            ?? call.arguments.first { $0.expression.is(ClosureExprSyntax.self) }.map { Syntax($0.expression) }
            ?? call.arguments.first { $0.label == nil || $0.label?.text == "content" }.map { Syntax($0.expression) }
        if let handed, let inner = read(handed, positions: positions) {
            shown.views += inner.views
            shown.stack = inner.stack
        }
        return shown
    }

    /// Each branch of an `if … else if … else`, an absent `else` as an empty one.
    /// The fallback of `if #available` is left out (`SwiftBuildConditions`).
    static func branches(of conditional: IfExprSyntax) -> [CodeBlockItemListSyntax] {
        var found = SwiftBuildConditions.isRead(conditional.body) ? [conditional.body.statements] : []
        switch conditional.elseBody {
        case .ifExpr(let next)?: if SwiftBuildConditions.isRead(next) { found += branches(of: next) }
        case .codeBlock(let block)?: if SwiftBuildConditions.isRead(block) { found.append(block.statements) }
        case nil: found.append(CodeBlockItemListSyntax([]))
        }
        return found
    }

    /// The branches show one view, and the others nothing or a placeholder: that view, with
    /// the stack around it in its branch. Branches showing different views tell nothing.
    private static func read(branches: [CodeBlockItemListSyntax], positions: SwiftPositions) -> SwiftUIPresentedContent? {
        var found: SwiftUIPresentedContent?
        for branch in branches {
            if branch.isEmpty || isPlaceholder(branch) { continue }
            guard found == nil, let shown = read(statements: branch, positions: positions), !shown.views.isEmpty else { return nil }
            found = shown
        }
        return found
    }

    static func isPlaceholder(_ branch: CodeBlockItemListSyntax) -> Bool {
        guard branch.count == 1, let expression = branch.first?.item.as(ExprSyntax.self) else { return false }
        let view = unmodified(expression)
        if let member = view.as(MemberAccessExprSyntax.self), let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" {
            return true
        }
        guard let callee = view.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return placeholders.contains(callee.baseName.text)
    }

    /// The view a chain of modifiers is applied to: `Compose().toolbar { … }.tag(1)` is `Compose()`,
    /// also past an `#if os(macOS) .frame(…) #endif`.
    static func unmodified(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = SwiftExpressions.withoutModifiers(expression)
        // A modifier without arguments' parentheses is no modifier; a property of a view
        // (`.body`) is rare: the view.
        while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
            expression = SwiftExpressions.withoutModifiers(base)
        }
        return expression
    }
}
#endif
