#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// What a few shapes of SwiftUI code say, read from their syntax alone: whether a struct is a
/// view, a heading its text shows, a close symbol a button's label draws, the role a toolbar
/// placement gives, the flag a binding projects, the closures a call is handed.
enum SwiftUIViewSyntax {
    /// SwiftUI's navigation stacks, NavigationBackport's `NBNavigationStack`, which apps
    /// supporting iOS 15 use in their place and which behaves as one, and The Composable
    /// Architecture's `NavigationStackStore`, a `NavigationStack` whose path a store holds.
    static let navigationStacks: Set<String> = ["NavigationStack", "NavigationView", "NBNavigationStack", "NavigationStackStore"]
    /// `.navigationDestination(…)`, and NavigationBackport's `.nbNavigationDestination(…)`.
    static let navigationDestinations: Set<String> = ["navigationDestination", "nbNavigationDestination"]
    /// Modifiers whose closures show another screen (a sheet's content, a pushed destination) or a
    /// dialog's buttons: what is written there is not the modified view's own.
    static let showingOtherScreens: Set<String> = navigationDestinations.union(["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"])
    /// Modifiers that only a screen's content takes: a view whose body is a button under one of
    /// them is a screen with one button (a step of a flow), not a button the app reuses.
    static let screenModifiers: Set<String> = showingOtherScreens.union([
        "navigationTitle", "navigationBarTitle", "toolbar", "navigationBarItems", "navigationBarHidden", "navigationBarBackButtonHidden",
    ])

    /// `var body: some View { … }` among its members: a view, whatever it conforms to (a protocol
    /// of the app's that refines `View`, `struct Detail: DetailViewProtocol`).
    /// Whether a function is one of `extension View { … }` (the app's own modifier).
    static func extendsView(_ function: FunctionDeclSyntax) -> Bool {
        guard let extended = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else { return false }
        return ["View", "SwiftUI.View"].contains(extended.extendedType.trimmedDescription)
    }

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
    /// For `first`, the first text of the view's body, `.headline` or `.title3` too: a bold or
    /// larger first line heads a short sheet, as a bold one does (`emphasisedHeading`).
    static func heading(_ fontCall: FunctionCallExprSyntax, first: Bool) -> ExprSyntax? {
        guard let font = fontCall.arguments.first?.expression else { return nil }
        // `.system(size: 28)`, or an app's `.fontSize(28, .bold)`, whose first argument is the size.
        let sizeFirst = fontCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fontSize"
        guard isHeadingFont(font, first: first, sizeFirst: sizeFirst) else { return nil }
        return styledText(fontCall)
    }

    /// Whether a font is a heading's: a title style (`.title`, the app's `.clarityBold(.title)`),
    /// or 24 points or more (`.system(size: 28)`, `.custom("Georgia", size: 30)`); for `first`,
    /// `.headline` or `.title3` too. `sizeFirst` when the size is the first number written.
    static func isHeadingFont(_ font: ExprSyntax, first: Bool, sizeFirst: Bool = false) -> Bool {
        let words = font.trimmedDescription.filter({ $0 != " " }).split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let titled = words.contains { ["largeTitle", "title", "title2"].contains($0) || (first && ["headline", "title3"].contains($0)) }
        let size = sizeFirst ? words.first.flatMap(Double.init) : words.firstIndex(of: "size").flatMap { $0 + 1 < words.count ? Double(words[$0 + 1]) : nil }
        return titled || (size ?? 0) >= 24
    }

    /// The text a font modifier styles: the `Text` it is set on, or the first text of the stack.
    static func styledText(_ fontCall: FunctionCallExprSyntax) -> ExprSyntax? {
        var receiver = fontCall.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let call = receiver?.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if callee == "Text" { return call.arguments.first?.expression }
            // A font set on a stack is every text's below it: the first it draws is the heading.
            if stacks.contains(callee ?? "") {
                if case .text(let text) = leadingText(of: call) { return text }
                return nil
            }
            receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "Group"]

    /// The case a value makes: `.tips`, `.about(item)`, `Screen.about(item)`.
    static func caseMade(_ value: ExprSyntax) -> String? {
        let made = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        guard let member = made.as(MemberAccessExprSyntax.self),
              member.base.map({ $0.as(DeclReferenceExprSyntax.self).map { SwiftExpressions.isTypeName($0.baseName.text) } ?? false }) ?? true
        else { return nil }
        return member.declName.baseName.text
    }

    /// The state and case a store scoped to a case names (`$store.scope(state: \.destination?.labs,
    /// action: \.destination.labs)`, `store.scope(state: \.$destination.labs, …)`).
    static func storeCase(_ expression: ExprSyntax) -> (item: String, case: String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scope",
              let path = call.arguments.first(where: { $0.label?.text == "state" })?.expression.as(KeyPathExprSyntax.self) else { return nil }
        let names = path.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
            .map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        guard names.count >= 2 else { return nil }
        return (names[names.count - 2], names[names.count - 1])
    }

    /// Whether a binding is handed to a presentation as what it shows (`.sheet(item: $sheet)`).
    static func isPresentationItem(_ binding: ExprSyntax) -> Bool {
        guard let argument = binding.parent?.as(LabeledExprSyntax.self), argument.label?.text == "item" else { return false }
        return argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            .map { showingOtherScreens.contains($0.declName.baseName.text) } ?? false
    }

    private enum LeadingText {
        case text(ExprSyntax)
        /// Pictures and spacers only: what follows may lead.
        case nothing
        /// Another view leads, or a text with a font of its own.
        case other
    }

    /// The first text a stack draws, past pictures and spacers and into the stacks it leads with
    /// (`HStack { Image(systemName: "sun.max"); Text("Solstice") }`), a few levels deep at most.
    private static func leadingText(of stack: FunctionCallExprSyntax, depth: Int = 0) -> LeadingText {
        guard depth < 4, let statements = stack.trailingClosure?.statements else { return .other }
        for statement in statements {
            guard let drawn = statement.item.as(ExprSyntax.self), let call = SwiftExpressions.withoutModifiers(drawn).as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .other }
            switch callee {
            case "Text": return setsFont(drawn) ? .other : call.arguments.first.map { .text($0.expression) } ?? .other
            case "Image", "Spacer", "Divider": continue
            case _ where stacks.contains(callee):
                let inner = leadingText(of: call, depth: depth + 1)
                if case .nothing = inner { continue }
                return inner
            default: return .other
            }
        }
        return .nothing
    }

    /// Whether a view's own modifiers set its font.
    private static func setsFont(_ view: ExprSyntax) -> Bool {
        var current: ExprSyntax? = view
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "font" { return true }
            current = member.base
        }
        return false
    }

    /// Whether the statement `call` is in comes first in its stack, with nothing drawn above it,
    /// and is not toned down (`.foregroundStyle(.secondary)`): a first line that can head the view,
    /// not a section's label under a picture.
    static func leadsItsStack(_ call: FunctionCallExprSyntax) -> Bool {
        guard let statement = call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
              let list = statement.parent?.as(CodeBlockItemListSyntax.self), list.first?.id == statement.id else { return false }
        return !(statement.item.as(ExprSyntax.self).map(isTonedDown) ?? false)
    }

    /// Whether a view's own modifiers draw it in a quieter colour than the text around it
    /// (`.foregroundStyle(.secondary)`, `.foregroundColor(.gray)`); what it says does not count.
    private static func isTonedDown(_ view: ExprSyntax) -> Bool {
        var current: ExprSyntax? = view
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if ["foregroundStyle", "foregroundColor"].contains(member.declName.baseName.text),
               let colour = call.arguments.first?.expression.trimmedDescription.lowercased(),
               ["secondary", "tertiary", "gray"].contains(where: colour.contains) {
                return true
            }
            current = member.base
        }
        return false
    }

    /// The text of `Text(…)` under a modifier that sets it apart as the content's heading: an app's
    /// text style named for one (`.textStyle(.header1)`, `.titleStyle()`, `.titleText()`; not
    /// SwiftUI's bar and accessibility titles), or, for `first`, the
    /// first text of the view's body, a bold weight (`.bold()`, `.fontWeight(.semibold)`): a card
    /// headed by a name in bold.
    static func emphasisedHeading(_ call: FunctionCallExprSyntax, first: Bool) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let argument = call.arguments.first?.expression.trimmedDescription.lowercased() ?? ""
        let styled = name.lowercased().hasSuffix("style") && ["header", "heading", "title"].contains { argument.contains($0) || name.lowercased().contains($0) }
            || (!["navigation", "toolbar", "accessibility"].contains { name.hasPrefix($0) }
                && ClosingWords.words(of: name).count > 1 && !Set(ClosingWords.words(of: name)).isDisjoint(with: ["title", "header", "heading"]))
        let bold = first && (name == "bold" || (name == "fontWeight" && ["bold", "semibold", "heavy", "black"].contains { argument.hasSuffix($0) }))
        guard styled || bold else { return nil }
        var receiver = member.base
        while let inner = receiver?.as(FunctionCallExprSyntax.self) {
            if inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" { return inner.arguments.first?.expression }
            receiver = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    /// Where the first `Text(…)` of a body starts, for `emphasisedHeading(_:first:)`.
    static func firstText(in statements: CodeBlockItemListSyntax) -> AbsolutePosition? {
        SwiftCallSearch.collect(in: Syntax(statements)) { call -> AbsolutePosition? in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" ? call.position : nil
        }.first
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

    /// `Alert(title: …)`, the value an older `.alert(isPresented:)` or `.alert(item:)` closure returns.
    static func alertStruct(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard closure.statements.count == 1 else { return nil }
        let item = closure.statements.first!.item
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Alert" else { return nil }
        return call
    }

    /// `Text("…")` with a string the code spells (`SwiftExpressions.spelledString`), as its text and the string's node.
    static func plainText(_ expression: ExprSyntax) -> (value: String, node: ExprSyntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
              let argument = call.arguments.first?.expression, let text = SwiftExpressions.spelledString(argument) else { return nil }
        return (text, argument)
    }

    /// A function of the app's written as an item of a toolbar and handed the closure it runs
    /// (`.toolbar { closeItem { showsZone = nil } }`, `ToolbarItem { closeButton { dismiss() } }`):
    /// a button of the bar running that closure.
    static func makesToolbarItem(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.trailingClosure != nil, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              !SwiftExpressions.isTypeName(name),
              let closure = call.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.as(ClosureExprSyntax.self),
              let called = SwiftExpressions.call(handing: closure)?.calledExpression else { return false }
        let ownerName = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        return ["toolbar", "ToolbarItem", "ToolbarItemGroup"].contains(ownerName)
    }

    /// Every closure a call is handed: as arguments, trailing, and further trailing ones.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        return closures
    }

    /// What `ToolbarItem(placement: .principal) { … }` shows in the middle of the navigation bar,
    /// where a title would be: the first `Text` or `Label` in it (its string, or what the local
    /// constant it shows is bound to: `let title = …` before it), else the content's first
    /// statement as written (a logo, say: something stands there all the same).
    static func principalTitle(_ call: FunctionCallExprSyntax) -> (text: String, node: Syntax)? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ToolbarItem",
              call.arguments.first(where: { $0.label?.text == "placement" })?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "principal",
              let content = call.trailingClosure, let first = content.statements.first else { return nil }
        let shown = SwiftCallSearch.collect(in: Syntax(content)) { inner -> ExprSyntax? in
            guard ["Text", "Label"].contains(inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text),
                  let argument = inner.arguments.first, argument.label == nil else { return nil }
            return argument.expression
        }.first
        guard let shown else { return (first.item.trimmedDescription, Syntax(first.item)) }
        if let name = shown.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = boundConstant(name, in: content.statements) {
            return (SwiftExpressions.text(of: bound), Syntax(bound))
        }
        return (SwiftExpressions.text(of: shown), Syntax(shown))
    }

    /// The value `let name = value` binds among the statements.
    private static func boundConstant(_ name: String, in statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// The role a `ToolbarItem(placement: .cancellationAction)` or `.confirmationAction` gives
    /// the buttons inside it; nil for any other call.
    static func toolbarPlacement(_ call: FunctionCallExprSyntax, positions: SwiftPositions) -> Located<ButtonRole>? {
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

    /// Whether a set of detents written out (`[.medium]`, `[.medium, .large]`, `[.height(200)]`)
    /// opens the sheet below full height: it holds any detent but `.large`. Nil for anything else
    /// (a property), which says nothing known.
    static func opensBelowLarge(_ detents: ExprSyntax) -> Bool? {
        guard let elements = detents.as(ArrayExprSyntax.self)?.elements, !elements.isEmpty else { return nil }
        return elements.contains { element in
            element.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "large"
        }
    }

    /// The property a presentation's content is and nothing more (`{ supportForm }`, `{ self.form }`).
    static func propertyShown(_ content: Syntax) -> String? {
        var expression = content.as(ExprSyntax.self)
        if let closure = content.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1 else { return nil }
            expression = closure.statements.first?.item.as(ExprSyntax.self)
        }
        guard let expression, let path = SwiftExpressions.path(of: expression), path.count == 1, path[0].first?.isLowercase == true else { return nil }
        return path[0]
    }

    /// The state a binding projects: `$flag` (one token) or `self.$flag`, as `flag`; or an
    /// observed model's, `$model.flag`; or the state under a binding an app's helper derives from
    /// one (`Binding.isNotNil($folder)`, `$folder.isPresent()`), which setting it to nil lowers.
    static func boundFlag(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self), let flag = flagOfMadeBinding(call) { return flag }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if call.arguments.count == 1, call.trailingClosure == nil, let only = call.arguments.first?.expression,
               !only.is(FunctionCallExprSyntax.self) {
                return boundFlag(only)
            }
            guard call.arguments.isEmpty, call.trailingClosure == nil,
                  let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, !base.is(FunctionCallExprSyntax.self) else { return nil }
            return boundFlag(base)
        }
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return nil }
        if name.hasPrefix("$") { return name.count > 1 ? String(name.dropFirst()) : nil }
        // `$model.isShowingExport`: a property of an observed model, the flag being its last name
        // (set back with `model.isShowingExport = false`).
        guard let path = SwiftExpressions.path(of: expression), path.count > 1, path[0].hasPrefix("$") else { return nil }
        return path.last
    }

    /// `Binding(get: { selected != nil }, set: { … })` (or `get: { isShowing }`): a binding made in
    /// place, true while the value it reads is set; setting that back (`selected = nil`) closes
    /// what it presents, as for `$flag`.
    private static func flagOfMadeBinding(_ call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding",
              let getter = call.arguments.first(where: { $0.label?.text == "get" })?.expression.as(ClosureExprSyntax.self),
              getter.statements.count == 1, let read = getter.statements.first?.item.as(ExprSyntax.self) else { return nil }
        var value = read
        if let comparison = read.as(SequenceExprSyntax.self) {
            // Before operators are folded, `x != nil` is a sequence of three.
            let elements = Array(comparison.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "!=",
                  elements[2].is(NilLiteralExprSyntax.self) else { return nil }
            value = elements[0]
        }
        guard let path = SwiftExpressions.path(of: value), let last = path.last, !last.hasPrefix("$") else { return nil }
        return last
    }

    /// What a view's `body` shows when one of its models makes it (`model.typeSearchModule()`,
    /// `AnyView(router.view)`), under modifiers, in a navigation stack, `Group` or `AnyView`, and
    /// in every branch of an `if`; nil for a body written out, or built from the view's own parts
    /// (`content.padding()`). `models`: the view's stored properties that hold values rather than
    /// views. `parts`: the view's computed properties (`private var content: some View { … }`)
    /// and builder functions (`rootView()`, `SwiftUIViewSyntax.builders(of:)`), read where the body
    /// shows one. At most `MadeElsewhere.budget` expressions are read, however the parts nest.
    static func madeElsewhere(body statements: CodeBlockItemListSyntax, models: Set<String>,
                              parts: [String: CodeBlockItemListSyntax] = [:]) -> ExprSyntax? {
        var search = MadeElsewhere(models: models, parts: parts)
        return search.made(inBody: statements)
    }

    /// The one statement of a body that is no declaration; nil where there are several. Read
    /// without `filter`, which on a syntax collection builds a new tree, in time that grows with
    /// the whole file's.
    static func onlyStatement(of statements: CodeBlockItemListSyntax) -> CodeBlockItemSyntax.Item? {
        var shown = statements.lazy.filter { !$0.item.is(DeclSyntax.self) }.makeIterator()
        guard let only = shown.next(), shown.next() == nil else { return nil }
        return only.item
    }

    /// One search of `madeElsewhere`, with what it may still read.
    private struct MadeElsewhere {
        static let budget = 64
        let models: Set<String>
        let parts: [String: CodeBlockItemListSyntax]
        var left = budget

        mutating func made(inBody statements: CodeBlockItemListSyntax) -> ExprSyntax? {
            guard let item = onlyStatement(of: statements),
                  let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
                    ?? item.as(ReturnStmtSyntax.self)?.expression else { return nil }
            return made(expression)
        }

        private func isModel(_ base: ExprSyntax) -> Bool {
            SwiftExpressions.path(of: base)?.first.map(models.contains) == true
        }

        private mutating func made(_ expression: ExprSyntax) -> ExprSyntax? {
            guard left > 0 else { return nil }
            left -= 1
            var expression = expression
            // Modifiers are calls on a view; `model.module()` is a call on a model, and the view itself.
            while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base, !isModel(base) {
                expression = base
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, isModel(base) { return expression }
            if let part = SwiftExpressions.path(of: expression), part.count == 1, let statements = parts[part[0]] { return made(inBody: statements) }
            // `if compact { content() } else { model.view() }`: made elsewhere when every branch is.
            if let conditional = expression.as(IfExprSyntax.self) {
                var branch: IfExprSyntax? = conditional, shown: ExprSyntax?
                while let current = branch {
                    guard let made = made(inBody: current.body.statements) else { return nil }
                    shown = shown ?? made
                    switch current.elseBody {
                    case .ifExpr(let next)?: branch = next
                    case .codeBlock(let last)?:
                        guard self.made(inBody: last.statements) != nil else { return nil }
                        branch = nil
                    case nil: return nil
                    }
                }
                return shown
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            // A builder function of the view's own (`rootView()`), read as a part is.
            if call.arguments.isEmpty, call.trailingClosure == nil, let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
               let statements = parts[callee.baseName.text + "()"] {
                return made(inBody: statements)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, isModel(base) { return expression }
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  navigationStacks.contains(callee.baseName.text) || ["AnyView", "Group"].contains(callee.baseName.text) else { return nil }
            if let closure = call.trailingClosure { return made(inBody: closure.statements) }
            return call.arguments.first.flatMap { made($0.expression) }
        }
    }

    /// SwiftUI's own views, and those of Apple's frameworks a body shows: any other view a body
    /// shows (`SwiftUIPresentedContent`) that the app does not declare is a package's.
    static let systemViews: Set<String> = [
        "Text", "Image", "Label", "Button", "List", "Form", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "Group", "GroupBox", "Section", "ForEach", "NavigationStack", "NavigationView",
        "NavigationSplitView", "NavigationLink", "TabView", "GeometryReader", "ScrollViewReader", "Color", "Spacer", "Divider",
        "EmptyView", "AnyView", "ProgressView", "Toggle", "Picker", "DatePicker", "MultiDatePicker", "TextField", "SecureField",
        "TextEditor", "Stepper", "Slider", "ColorPicker", "Link", "Menu", "ShareLink", "ContentUnavailableView", "ControlGroup",
        "DisclosureGroup", "LabeledContent", "Gauge", "Table", "OutlineGroup", "ViewThatFits", "TimelineView", "Canvas",
        "VideoPlayer", "Map", "PhotosPicker", "WebView", "SignInWithAppleButton", "Rectangle", "Circle", "RoundedRectangle",
        "Capsule", "Ellipse", "Path", "AsyncImage", "Chart", "EditButton", "PasteButton", "RenameButton", "HelpLink",
        "SceneView", "SpriteView", "RealityView", "Model3D", "ProductView", "StoreView", "SubscriptionStoreView",
    ]

    /// A view's functions that take nothing (`private func rootView() -> some View`), by name
    /// and `()`: builders of parts of its body, as its computed properties are.
    static func builders(of view: StructDeclSyntax) -> [String: CodeBlockItemListSyntax] {
        var builders: [String: CodeBlockItemListSyntax] = [:]
        for member in view.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.signature.parameterClause.parameters.isEmpty,
                  function.signature.returnClause != nil, let body = function.body else { continue }
            builders[function.name.text + "()"] = body.statements
        }
        return builders
    }

    /// A view's computed properties other than `body`, by name: the parts its body is built of.
    static func parts(of view: StructDeclSyntax) -> [String: CodeBlockItemListSyntax] {
        var parts: [String: CodeBlockItemListSyntax] = [:]
        for member in view.memberBlock.members {
            for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                      case .getter(let statements)? = binding.accessorBlock?.accessors else { continue }
                parts[name] = statements
            }
        }
        return parts
    }

    /// The stored properties of a view that hold a model, not a view: an observed object or state
    /// (`@StateObject var model = …`, `@State private var model: Model`), or a constant of a type
    /// that is no view (`let router: Router`); not `let content: Content`, nor `var header: some View`.
    static func models(of view: StructDeclSyntax) -> Set<String> {
        let generics = Set(view.genericParameterClause?.parameters.map(\.name.text) ?? [])
        var models: Set<String> = []
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation?.type.trimmedDescription
                    ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                guard let type, !generics.contains(type), !type.hasSuffix("View"), !type.contains("some "), type != "Content" else { continue }
                models.insert(name)
            }
        }
        return models
    }

    /// `Color.clear` or `EmptyView()`: a view that shows nothing, standing where one is needed.
    static func showsNothing(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "clear" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        }
        return expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "EmptyView"
    }

    /// Whether an expression is a pattern's case (`case .event:`, `case let .report(target):`,
    /// `if case .report = sheet`), which matches a value rather than making one. A case sits a
    /// few levels below its pattern; only those are looked through, so that the walk stays short
    /// however deep the expression.
    static func isInPattern(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        for _ in 0 ..< 4 {
            guard let syntax = current else { return false }
            if syntax.is(ExpressionPatternSyntax.self) { return true }
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(MemberBlockItemSyntax.self) || syntax.is(ClosureExprSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }
}
#endif
