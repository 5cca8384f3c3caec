#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// Walks one Swift file and gathers the facts of each SwiftUI view it declares
/// (`SwiftUIViewFacts`): a struct that conforms to `View`.
final class SwiftUIViewCollector: SyntaxVisitor {
    private let positions: SwiftPositions
    private let buttons: SwiftUIButtons
    private(set) var views: [SwiftUIViewFacts] = []
    /// Words of `// flowlint:` comments that state nothing flowlint knows.
    private(set) var unknownStatements: [SwiftStatedFacts.Problem] = []
    /// `WindowGroup { Root() }` in a struct that conforms to `App`: where the app starts.
    private(set) var windowRoots: [SwiftUIColumn] = []
    /// Per enclosing type declaration, whether it is an `App` struct.
    private var apps: [Bool] = []
    /// Views of the app constructed outside any view or `App`: by an intent, a
    /// `UIHostingController`, a function, or a preview (Xcode's canvas shows it). Code not read
    /// shows them.
    private(set) var constructedOutsideViews: [Located<String>] = []
    /// How many `PreviewProvider` structs are open around the node walked: the views they declare
    /// are the canvas's, not the app's screens.
    private var previews = 0
    /// Per view, where the content closures lie that a presentation, push or container of it
    /// has read already: a `NavigationStack` in one is that content's, not the view's own.
    private var readContents: [Int: [Range<AbsolutePosition>]] = [:]
    /// Per view, where its `.toolbar { … }` closures lie.
    private var toolbars: [Int: [Range<AbsolutePosition>]] = [:]
    /// Per view, the content closures of its presentations, each with its presentation's index:
    /// what is written there is the presented view's.
    private var presentationContents: [Int: [(range: Range<AbsolutePosition>, presentation: Int)]] = [:]
    /// Per enclosing type declaration, its index in `views`; nil for any other type.
    private var enclosing: [Int?] = []
    /// The placements of the `ToolbarItem`s open around the node walked.
    private var placements: [Located<ButtonRole>?] = []
    /// The placement of the innermost `ToolbarItem` around the call being visited (whose own
    /// entry, the last, is its own placement, not one around it).
    private var placement: Located<ButtonRole>? { placements.dropLast().compactMap { $0 }.last }
    /// Per call open around the node walked, the dialog it shows in the current view if it is an
    /// `.alert` or `.confirmationDialog`, with where its own closures lie: the buttons in those are
    /// the dialog's. (The modifier's receiver, the rest of the chain, is inside the call too.)
    private var dialogCalls: [(dialog: Int, closures: [Range<AbsolutePosition>])?] = []
    /// Per view, content nothing can be tapped in (`.allowsHitTesting(false)`, `.disabled(true)`):
    /// the views built there are pictures, leading nowhere.
    private var inertContents: [Int: [Range<AbsolutePosition>]] = [:]
    /// Per view, the closures of dialogs whose binding is not read: their buttons are no one's here.
    private var unreadDialogs: [Int: [Range<AbsolutePosition>]] = [:]
    /// Per view, its `@State private` properties.
    private var privateStates: [Int: Set<String>] = [:]
    /// How often each name is written in the file, counted when first needed.
    private var fileMentions: [String: Int]?
    /// Per view, the `TabView`s styled as pagers (`.tabViewStyle(.page)`): pages of one screen, no tabs.
    private var pagers: [Int: [Range<AbsolutePosition>]] = [:]
    /// Per view, where the first `Text(…)` of its body starts: bold, it heads the content.
    private var firstTexts: [Int: AbsolutePosition] = [:]

    static let presentationModifiers: [String: PresentationStyle] = ["sheet": .pageSheet, "fullScreenCover": .fullScreen, "popover": .popover]
    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]
    /// SwiftUI's own modifiers handed a closure, none of which makes a button of the view.
    static let closureModifiers: Set<String> = ["toolbar", "overlay", "background", "onAppear", "onDisappear", "task", "onChange", "onReceive",
                                                "onTapGesture", "onLongPressGesture", "contextMenu", "swipeActions", "refreshable", "onSubmit",
                                                "safeAreaInset", "mask", "navigationDestination", "searchable", "onDrop", "onDrag", "gesture",
                                                "simultaneousGesture", "transaction", "animation", "onPreferenceChange", "onOpenURL", "alert",
                                                "confirmationDialog", "sheet", "fullScreenCover", "popover", "inspector", "dropDestination"]

    init(positions: SwiftPositions) {
        self.positions = positions
        buttons = SwiftUIButtons(positions: positions)
        super.init(viewMode: .sourceAccurate)
    }

    private var current: Int? { enclosing.last ?? nil }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        if inherited.contains("PreviewProvider") { previews += 1 }
        let conformsToView = previews == 0 && (inherited.contains("View") || SwiftUIViewSyntax.declaresViewBody(node))
        apps.append(inherited.contains("App"))
        if conformsToView {
            let stated = SwiftStatedFacts.read(before: node, positions: positions)
            unknownStatements += stated.unknown
            var facts = SwiftUIViewFacts(name: positions.located(node.name.text, at: node.name), range: positions.range(of: node))
            facts.stated = stated.flags
            facts.isFilePrivate = node.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
            facts.wrapsAView = SwiftUIAppKitCollector.isGenericOverAView(node)
            views.append(facts)
            enclosing.append(views.count - 1)
        } else {
            enclosing.append(nil)
        }
        return .visitChildren
    }

    /// A function of the view (`func continueTapped()`), read as the action of a button that calls
    /// it; what it does reaches the buttons once the file is read (`followOwnCalls`).
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let view = current, let body = node.body, node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true else { return .visitChildren }
        var action = SwiftUIButton(range: positions.range(of: node.name))
        buttons.readAction(body.statements, branches: .skipped, into: &action)
        if views[view].functions[node.name.text] == nil { views[view].functions[node.name.text] = action }
        return .visitChildren
    }

    override func visitPost(_ node: SourceFileSyntax) {
        for view in views.indices { views[view].followOwnCalls() }
    }

    override func visitPost(_ node: StructDeclSyntax) {
        if let view = enclosing.removeLast() {
            dropNeverShown(in: view, file: node.root)
            handedFunctionsLowering(in: view)
        }
        apps.removeLast()
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true { previews -= 1 }
    }

    /// `@Binding var name: …` directly in a view: state the presenter lends the view. And
    /// `@State private var name`: state only this file can set.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let view = current, node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true { presentedProperties(node, in: view) }
        guard let view = current, node.parent?.parent?.parent?.parent?.is(StructDeclSyntax.self) == true else { return .visitChildren }
        let attributes = Set(node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
        let isPrivate = node.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if name == "body", case .getter(let statements)? = binding.accessorBlock?.accessors {
                firstTexts[view] = SwiftUIViewSyntax.firstText(in: statements)
            }
            if name == "body", case .getter(let statements)? = binding.accessorBlock?.accessors,
               let declaration = node.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self),
               let made = SwiftUIViewSyntax.madeElsewhere(body: statements, models: SwiftUIViewSyntax.models(of: declaration),
                                                          parts: SwiftUIViewSyntax.parts(of: declaration)) {
                views[view].bodyMadeElsewhere = positions.located(made.trimmedDescription, at: made)
            }
            if attributes.contains("Binding") { views[view].bindings.insert(name) }
            if attributes.contains("State") && isPrivate { privateStates[view, default: []].insert(name) }
        }
        return .visitChildren
    }

    /// `var supportForm: some View { NavigationView { SupportForm(…) } }`, declared after a
    /// presentation shows it (`.sheet(isPresented: $flag) { supportForm }`): its body is that
    /// presentation's content, not the view's own. (One declared before is read as the view's.)
    private func presentedProperties(_ node: VariableDeclSyntax, in view: Int) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  case .getter(let statements)? = binding.accessorBlock?.accessors,
                  let index = views[view].presentations.firstIndex(where: { $0.contentProperty == name }) else { continue }
            let range = statements.position ..< statements.endPosition
            readContents[view, default: []].append(range)
            for presentation in views[view].presentations.indices where views[view].presentations[presentation].contentProperty == name {
                presentationContents[view, default: []].append((range, presentation))
            }
            if views[view].presentations[index].shown == nil {
                let shown = SwiftUIPresentedContent.read(statements: statements, positions: positions)
                for presentation in views[view].presentations.indices where views[view].presentations[presentation].contentProperty == name {
                    views[view].presentations[presentation].shown = shown
                }
            }
        }
    }

    /// Leaves out the presentations and dialogs bound to a private `@State` flag that nothing in
    /// the file names but its declaration and those bindings: nothing ever raises it, so what it
    /// would show never shows (a sheet left behind when a menu replaced it).
    private func dropNeverShown(in view: Int, file: Syntax) {
        guard let states = privateStates[view] else { return }
        let flags = Set(views[view].presentations.compactMap(\.flag) + views[view].dialogs.map(\.flag)).intersection(states)
        guard !flags.isEmpty else { return }
        if fileMentions == nil {
            // Counted once per file: the property (`flag`), its binding (`$flag`) and its storage (`_flag`) alike.
            var mentions: [String: Int] = [:]
            for token in file.tokens(viewMode: .sourceAccurate) {
                switch token.tokenKind {
                case .identifier(let text), .dollarIdentifier(let text):
                    let name = text.hasPrefix("$") || text.hasPrefix("_") ? String(text.dropFirst()) : text
                    mentions[name, default: 0] += 1
                default: break
                }
            }
            fileMentions = mentions
        }
        for flag in flags {
            let bound = views[view].presentations.filter { $0.flag == flag }.count + views[view].dialogs.filter { $0.flag == flag }.count
            guard fileMentions![flag, default: 0] <= 1 + bound else { continue }
            views[view].presentations.removeAll { $0.flag == flag }
            views[view].dialogs.removeAll { $0.flag == flag }
        }
    }

    /// `#Preview { … }` (at a file's top level, which the parser reads as an expression): a view
    /// declared in it is the canvas's, as in a `PreviewProvider`.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previews += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previews -= 1 }
    }

    /// Code under `#if DEBUG` is not the app as it ships (`SwiftBuildConditions`).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        SwiftBuildConditions.isRead(node) ? .visitChildren : .skipChildren
    }

    /// `extension ComposeView { … }` (or `extension Outer.ComposeView`) of a view declared above
    /// in the same file: what it holds (a helper property with the toolbar, the body itself) is
    /// the view's. An extension of a view declared in another file is not read.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        enclosing.append(previews == 0 ? views.lastIndex { $0.name.value == name } : nil)
        apps.append(false)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast(); apps.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(nil); apps.append(false); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast(); apps.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(nil); apps.append(false); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast(); apps.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        placements.append(SwiftUIViewSyntax.toolbarPlacement(node, positions: positions))
        dialogCalls.append(nil)
        if apps.last == true, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "WindowGroup",
           let root = column(node.trailingClosure) {
            windowRoots.append(root)
        }
        guard let view = current else {
            if apps.last != true, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
               callee.baseName.text.first?.isUppercase == true {
                constructedOutsideViews.append(positions.located(callee.baseName.text, at: callee))
            }
            return .visitChildren
        }
        if let title = SwiftUIViewSyntax.principalTitle(node) {
            // What a toolbar's principal item shows stands where the title would.
            let text = positions.located(title.trimmedDescription, at: title)
            if let presentation = presentation(holding: node.position, in: view) {
                if views[view].presentations[presentation].title == nil { views[view].presentations[presentation].title = text }
            } else if views[view].title == nil {
                views[view].title = text
            }
        }
        handedClosing(node, view: view)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            noteInertOrPager(member, call: node, view: view)
            modifier(member.declName.baseName, call: node, view: view)
            // A button an app's bar element makes (`NavigationBarElement.close.button { dismiss() }`,
            // `Buttons.closeButton(action:)`) is read as a `Button` is, its role from its name.
            let made = member.declName.baseName.text
            if member.base != nil, made == "button" || made.hasSuffix("Button"), !SwiftUIViewSyntax.closures(of: node).isEmpty {
                let words = ClosingWords.words(of: member.trimmedDescription)
                readButton(node, view: view, role: words.contains { ["close", "cancel", "dismiss"].contains($0) } ? positions.located(.cancel, at: member) : nil)
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.textInputs.contains(name), views[view].textInput == nil { views[view].textInput = positions.range(of: reference) }
            if name == "SecureField", views[view].secureInput == nil { views[view].secureInput = positions.range(of: reference) }
            if Self.textInputs.contains(name), name != "SecureField", views[view].writtenInput == nil {
                views[view].writtenInput = positions.range(of: reference)
            }
            countInput(name, call: node, view: view)
            container(name, reference: reference, call: node, view: view)
            if name == "SubscriptionStoreView" || name == "StoreView", views[view].storeView == nil {
                views[view].storeView = positions.located(name, at: reference)
            }
            let position = node.position
            if name.first?.isUppercase == true, !(readContents[view] ?? []).contains(where: { $0.contains(position) }),
               !(inertContents[view] ?? []).contains(where: { $0.contains(position) }) {
                views[view].embedded.append(positions.located(name, at: reference))
                // A view of the app's made to show a heading (`TitleAndIcon(title: …)`,
                // `SectionHeader("…")`), handed its text: the heading the screen shows.
                let words = ClosingWords.words(of: name)
                // Or a text view of the app's handed a heading's size (`TightText(text: t, fontSize: 40)`).
                let namedHeading = words.contains { ["title", "header", "heading"].contains($0) }
                let sized = node.arguments.first { $0.label?.text == "fontSize" }.flatMap { Double($0.expression.trimmedDescription) }.map { $0 >= 24 } ?? false
                if views[view].heading == nil, namedHeading || sized,
                   let text = node.arguments.first(where: { $0.label?.text == (namedHeading ? "title" : "text") })?.expression
                    ?? node.arguments.first.flatMap({ $0.label == nil ? $0.expression : nil }) {
                    views[view].heading = positions.located(SwiftExpressions.text(of: text), at: text)
                }
            }
            // An app's own button view handed what to do (`CloseButton(action: { dismiss() })`)
            // is read as a `Button` is.
            if name == "Button" || (name.first?.isUppercase == true && node.arguments.contains { $0.label?.text == "action" }) {
                readButton(node, view: view)
            } else if name.first?.isUppercase == true, !Self.swiftUIViews.contains(name) {
                kitUse(name, reference: reference, call: node, view: view)
            }
        }
        return .visitChildren
    }

    /// A button's call, kept with the dialog it is in, the presentation whose content it is, or the view.
    private func readButton(_ node: FunctionCallExprSyntax, view: Int, role: Located<ButtonRole>? = nil) {
        let position = node.position
        var read = buttons.button(node, placement: placement, passingOver: ownFlags(at: position, in: view))
        if read.role == nil, let role { read.role = role }
        if let dialog = dialogCalls.dropLast().compactMap({ $0 }).last(where: { $0.closures.contains { $0.contains(position) } }) {
            views[view].dialogs[dialog.dialog].buttons.append(read)
        } else if (unreadDialogs[view] ?? []).contains(where: { $0.contains(position) }) {
            // A button of a dialog whose binding is not read.
        } else {
            read.inToolbar = (toolbars[view] ?? []).contains { $0.contains(position) }
            if let presentation = presentation(holding: position, in: view) {
                views[view].presentations[presentation].buttons.append(read)
            } else {
                views[view].buttons.append(read)
            }
        }
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        placements.removeLast()
        dialogCalls.removeLast()
    }

    private func modifier(_ name: TokenSyntax, call: FunctionCallExprSyntax, view: Int) {
        switch name.text {
        case let modifier where Self.presentationModifiers[modifier] != nil:
            let content = call.trailingClosure.map(Syntax.init) ?? call.arguments.first { $0.label?.text == "content" }.map { Syntax($0.expression) }
            let style = positions.located(Self.presentationModifiers[modifier]!, at: name)
            let range = positions.range(of: call)
            let flag = call.arguments.first { $0.label?.text == "isPresented" || $0.label?.text == "item" }.flatMap { SwiftUIViewSyntax.boundFlag($0.expression) }
            var presentation = SwiftUIPresentation(style: style, range: range, flag: flag)
            presentation.flagIsModels = call.arguments.first { $0.label?.text == "isPresented" || $0.label?.text == "item" }
                .flatMap { SwiftExpressions.path(of: $0.expression) }.map { $0.count > 1 && $0[0].hasPrefix("$") } ?? false
            presentation.shown = content.flatMap { SwiftUIPresentedContent.read($0, positions: positions) }
            presentation.contentProperty = content.flatMap(SwiftUIViewSyntax.propertyShown)
            views[view].presentations.append(presentation)
            if let content {
                readContents[view, default: []].append(content.position ..< content.endPosition)
                presentationContents[view, default: []].append((content.position ..< content.endPosition, views[view].presentations.count - 1))
            }
            if let content, let flag {
                views[view].presentations[views[view].presentations.count - 1].handsLowering = handedLowering(of: flag, in: content)
                views[view].presentations[views[view].presentations.count - 1].handedNames = handedNames(in: content)
            }
        case "toolbar":
            toolbars[view, default: []] += SwiftUIViewSyntax.closures(of: call).map { $0.position ..< $0.endPosition }
            // `.toolbar(.hidden, for: .navigationBar)`: the bar, unless it names other bars only.
            guard let visibility = call.arguments.first, visibility.label == nil,
                  let member = visibility.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, member == "hidden" || member == "visible",
                  call.arguments.dropFirst().allSatisfy({ $0.label?.text == "for" && $0.expression.trimmedDescription.contains("navigationBar") }),
                  presentation(holding: call.position, in: view) == nil else { return }
            views[view].navigationBarHidden = positions.located(member == "hidden", at: visibility.expression)
        case "navigationBarHidden":
            guard let literal = call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self),
                  presentation(holding: call.position, in: view) == nil else { return }
            views[view].navigationBarHidden = positions.located(literal.literal.tokenKind == .keyword(.true), at: literal)
        case let destination where SwiftUIViewSyntax.navigationDestinations.contains(destination):
            let content = call.trailingClosure.map(Syntax.init) ?? call.arguments.first { $0.label?.text == "destination" }.map { Syntax($0.expression) }
            guard let content else { return }
            views[view].pushes.append(SwiftUIPush(token: positions.range(of: name), range: positions.range(of: call), constructed: constructedViews(content)))
            readContents[view, default: []].append(content.position ..< content.endPosition)
        case "font", "fontSize":
            // A heading in the view's own content (not in what it presents or pushes), on screen
            // with it; `fontSize` is the name apps give their own font modifier most.
            guard views[view].heading == nil, let text = SwiftUIViewSyntax.heading(call),
                  !(readContents[view] ?? []).contains(where: { $0.contains(call.position) }) else { return }
            views[view].heading = positions.located(SwiftExpressions.text(of: text), at: text)
        case "onChange", "onReceive":
            // In a presentation's content it is the presented view's; not read there.
            guard presentation(holding: call.position, in: view) == nil, views[view].dismissesOnChange == nil,
                  let dismissal = SwiftUIViewSyntax.closures(of: call).lazy.compactMap({ SwiftActionCode.dismissal(in: $0.statements) }).first else { return }
            views[view].dismissesOnChange = positions.range(of: dismissal)
        case "task", "onAppear":
            // In a presentation's content it is the presented view's; not read there.
            guard presentation(holding: call.position, in: view) == nil, views[view].workOnAppear == nil else { return }
            var work = SwiftUIButton(range: positions.range(of: name))
            for closure in SwiftUIViewSyntax.closures(of: call) { buttons.readAction(closure.statements, into: &work) }
            if work.dismissal != nil || !work.ownCalls.isEmpty { views[view].workOnAppear = work }
        case "interactiveDismissDisabled":
            let argument = call.arguments.first?.expression
            let disabled = positions.located(argument.map { $0.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) } ?? true, at: name)
            // Written in a presentation's content, it holds for the view presented.
            if let presentation = presentation(holding: call.position, in: view) {
                views[view].presentations[presentation].interactiveDismissDisabled = disabled
            } else {
                views[view].interactiveDismissDisabled = disabled
            }
        case "alert", "confirmationDialog":
            // Bound to a flag (`isPresented: $flag`, with or without `presenting:` or `error:`) or
            // to an optional (`item: $item`): shown while it is true or holds a value.
            guard let binding = call.arguments.first(where: { $0.label?.text == "isPresented" || $0.label?.text == "item" })?.expression,
                  let flag = SwiftUIViewSyntax.boundFlag(binding) else {
                // Bound some other way (`Binding(get: { error != nil }, set: …)`): not read, but its
                // buttons are still the dialog's, never the view's.
                unreadDialogs[view, default: []] += SwiftUIViewSyntax.closures(of: call).map { $0.position ..< $0.endPosition }
                return
            }
            let kind: SystemModalKind = name.text == "alert" ? .alert : .actionSheet
            var dialog = SwiftUIDialog(kind: positions.located(kind, at: name), range: positions.range(of: call), flag: flag)
            if let first = call.arguments.first, first.label == nil, let text = SwiftExpressions.plainString(first.expression) {
                dialog.title = positions.located(text, at: first.expression)
            }
            // The older `Alert(title:primaryButton:secondaryButton:)` its closure returns.
            if let alert = SwiftUIViewSyntax.closures(of: call).lazy.compactMap(SwiftUIViewSyntax.alertStruct).first {
                if dialog.title == nil, let title = alert.arguments.first(where: { $0.label?.text == "title" }).flatMap({ SwiftUIViewSyntax.plainText($0.expression) }) {
                    dialog.title = positions.located(title.value, at: title.node)
                }
                dialog.buttons = buttons.alertButtons(alert)
            }
            views[view].dialogs.append(dialog)
            dialogCalls[dialogCalls.count - 1] = (views[view].dialogs.count - 1, SwiftUIViewSyntax.closures(of: call).map { $0.position ..< $0.endPosition })
        case "presentationDetents", "presentationBackgroundInteraction":
            var height = SwiftSheetHeight()
            if name.text == "presentationBackgroundInteraction" {
                // `.enabled` or `.enabled(upThrough:)`; `.disabled` and `.automatic` keep the dimming.
                height.undimmed = call.arguments.first?.expression.trimmedDescription.hasPrefix(".enabled") == true
            } else if let detents = call.arguments.first?.expression, let opens = SwiftUIViewSyntax.opensBelowLarge(detents) {
                height.mediumDetent = opens ? positions.range(of: detents) : nil
            }
            if let presentation = presentation(holding: call.position, in: view) {
                views[view].presentations[presentation].sheetHeight.merge(height)
            } else {
                views[view].sheetHeight.merge(height)
            }
        case "navigationTitle", "navigationBarTitle":
            // A plain string's text; any other expression (`order.id`, `Text(…)`) as written, as
            // the UIKit side keeps a `title` set to one: a title, whose words are not known.
            guard let argument = call.arguments.first else { return }
            let text = SwiftExpressions.text(of: argument.expression)
            if let presentation = presentation(holding: call.position, in: view) {
                if views[view].presentations[presentation].title == nil {
                    views[view].presentations[presentation].title = positions.located(text, at: argument.expression)
                }
            } else if views[view].title == nil {
                views[view].title = positions.located(text, at: argument.expression)
            }
        case "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture":
            gesture(name, call: call, view: view)
        default:
            // A heading set apart by a text style of the app's or a bold weight, in the view's own content.
            if views[view].heading == nil, !(readContents[view] ?? []).contains(where: { $0.contains(call.position) }),
               let text = SwiftUIViewSyntax.emphasisedHeading(call, first: firstTexts[view] == call.position) {
                views[view].heading = positions.located(SwiftExpressions.text(of: text), at: text)
            }
            kitTitle(name, call: call, view: view)
        }
    }

    /// SwiftUI's own containers in the view's body, and `NavigationLink`, whose destination is pushed.
    private func container(_ name: String, reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, view: Int) {
        let token = positions.range(of: reference)
        switch name {
        case "NavigationLink":
            // `NavigationLink(destination: X())`, `NavigationLink { X() } label: { … }`,
            // `NavigationLink("Title") { X() }`, or a library's link handed its destination last
            // (`NavigationLink(unwrapping: $route, case: \.account) { _ in X() }`); a link with a
            // `value:` pushes through the stack's `navigationDestination`, read there.
            let labels = call.arguments.map { $0.label?.text }
            let closureIsDestination = call.additionalTrailingClosures.contains { $0.label.text == "label" }
                || (!labels.contains("value") && !labels.contains("destination"))
            let destination = call.arguments.first { $0.label?.text == "destination" }.map { Syntax($0.expression) }
                ?? (closureIsDestination ? call.trailingClosure.map(Syntax.init) : nil)
            guard let destination else { return }
            // A link where nothing can be tapped (`.allowsHitTesting(false)`) pushes nothing.
            let position = call.position
            if !(inertContents[view] ?? []).contains(where: { $0.contains(position) }) {
                views[view].pushes.append(SwiftUIPush(token: token, range: positions.range(of: call), constructed: constructedViews(destination), isLink: true))
            }
            readContents[view, default: []].append(destination.position ..< destination.endPosition)
        case let stack where SwiftUIViewSyntax.navigationStacks.contains(stack):
            let position = call.position
            guard !(readContents[view] ?? []).contains(where: { $0.contains(position) }), let content = call.trailingClosure else { return }
            // Its content stays the view's own: built inline, its rows are parts of the view, and
            // a root of the app's (`NavigationStack { Root() }`) is embedded in it too.
            views[view].stacks.append(SwiftUIContainer(token: token, columns: [column(of: Syntax(content))]))
        case "TabView":
            let position = call.position
            guard let content = call.trailingClosure, !(pagers[view] ?? []).contains(where: { $0.contains(position) }) else { return }
            let tabs = content.statements.map { item in item.item.as(ExprSyntax.self).flatMap(column(ofExpression:)) }
            views[view].tabViews.append(SwiftUIContainer(token: token, columns: tabs))
            readContents[view, default: []].append(content.position ..< content.endPosition)
        case "NavigationSplitView":
            // The sidebar is the trailing closure (or `sidebar:`), the detail `detail:`; a middle
            // `content:` column has no place in the model.
            let sidebar = call.trailingClosure ?? call.arguments.first { $0.label?.text == "sidebar" }?.expression.as(ClosureExprSyntax.self)
            let detail = call.additionalTrailingClosures.first { $0.label.text == "detail" }?.closure
                ?? call.arguments.first { $0.label?.text == "detail" }?.expression.as(ClosureExprSyntax.self)
            let columns = [sidebar.flatMap { column(of: Syntax($0)) }, detail.flatMap { column(of: Syntax($0)) }]
            views[view].splitViews.append(SwiftUIContainer(token: token, columns: columns))
            // A column that is not one view of the app's (built inline, a `List { … }`, or chosen
            // by an `if`) stays the view's own content, as a stack built inline does: what it
            // holds is on screen.
            for (closure, column) in zip([sidebar, detail], columns) where column.map({ !Self.swiftUIViews.contains($0.view.value) }) == true {
                if let closure { readContents[view, default: []].append(closure.position ..< closure.endPosition) }
            }
            for closure in SwiftUIViewSyntax.closures(of: call) where closure.id != sidebar?.id && closure.id != detail?.id {
                readContents[view, default: []].append(closure.position ..< closure.endPosition)
            }
        default:
            break
        }
    }

    /// `.allowsHitTesting(false)` and `.disabled(true)` make what they modify a picture; a
    /// `.tabViewStyle(.page)` (or `PageTabViewStyle()`) makes the `TabView` it styles a pager,
    /// whose pages are parts of the view.
    private func noteInertOrPager(_ member: MemberAccessExprSyntax, call: FunctionCallExprSyntax, view: Int) {
        guard let base = member.base, let argument = call.arguments.first?.expression else { return }
        let literal = argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
        switch member.declName.baseName.text {
        case "allowsHitTesting" where literal == .keyword(.false), "disabled" where literal == .keyword(.true):
            inertContents[view, default: []].append(base.position ..< base.endPosition)
        case "tabViewStyle":
            let style = SwiftUIPresentedContent.unmodified(argument)
            let name = style.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? style.as(FunctionCallExprSyntax.self).flatMap { call in
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                }
            if name == "page" || name == "PageTabViewStyle" { pagers[view, default: []].append(base.position ..< base.endPosition) }
        default:
            break
        }
    }

    /// The one view of the app a content closure is, when it holds nothing but its construction
    /// (`Inbox()`, `Inbox().tabItem { … }`, `NavigationStack { Inbox() }`, `Tab("Inbox", …) { Inbox() }`).
    private func column(of syntax: Syntax) -> SwiftUIColumn? {
        guard let closure = syntax.as(ClosureExprSyntax.self) else { return syntax.as(ExprSyntax.self).flatMap(column(ofExpression:)) }
        return column(closure)
    }

    private func column(_ closure: ClosureExprSyntax?) -> SwiftUIColumn? {
        guard let closure, closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        return column(ofExpression: expression)
    }

    private func column(ofExpression expression: ExprSyntax) -> SwiftUIColumn? {
        let expression = SwiftExpressions.withoutModifiers(expression)
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        switch callee.baseName.text {
        case let stack where SwiftUIViewSyntax.navigationStacks.contains(stack):
            guard var inner = column(call.trailingClosure) else { return nil }
            inner.stack = inner.stack ?? positions.range(of: callee)
            return inner
        case "Tab":
            return column(call.trailingClosure)
        case let name where name.first?.isUppercase == true:
            return SwiftUIColumn(view: positions.located(name, at: callee), stack: nil)
        default:
            return nil
        }
    }

    /// A text input or another control the user sets (or a link to a page that sets one), counted
    /// toward the view's `DraftInputs`:
    /// a `TextEditor` or a `TextField(…, axis: .vertical)` takes text of any length, and a field
    /// repeated by a `ForEach` counts as several.
    private func countInput(_ name: String, call: FunctionCallExprSyntax, view: Int) {
        switch name {
        case "TextEditor":
            views[view].inputs.multiline = true
        case "TextField" where call.arguments.contains { $0.label?.text == "axis" }:
            views[view].inputs.multiline = true
        case "TextField":
            let repeated = call.ancestorOrSelf(mapping: { (node: Syntax) -> Syntax? in
                node.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach" ? node : nil
            }) != nil
            views[view].inputs.lines += repeated ? 2 : 1
        // A link in a view with a text field leads to a page that sets a value (an author picked).
        case "Toggle", "Picker", "DatePicker", "MultiDatePicker", "Stepper", "Slider", "ColorPicker", "NavigationLink":
            views[view].inputs.choices += 1
        default:
            break
        }
    }

    /// The view's own `@State private` flags, for a button outside the content of what the view
    /// presents: setting one back (`showingScanner = false`) hides a part of the view, never
    /// closes the view, so the flag a button lowers is looked for past them.
    private func ownFlags(at position: AbsolutePosition, in view: Int) -> Set<String> {
        presentation(holding: position, in: view) == nil ? privateStates[view] ?? [] : []
    }

    /// The presentation of `view` whose content holds `position`, the innermost.
    private func presentation(holding position: AbsolutePosition, in view: Int) -> Int? {
        presentationContents[view]?.last { $0.range.contains(position) }?.presentation
    }

    /// Every `Name(…)` call with a capitalised name in the syntax, in order: the views a content
    /// closure may construct (SwiftUI's own, such as `NavigationStack`, are sorted out later).
    private func constructedViews(_ syntax: Syntax) -> [Located<String>] {
        SwiftCallSearch.collect(in: syntax) { call -> DeclReferenceExprSyntax? in
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.first?.isUppercase == true else { return nil }
            return callee
        }.map { positions.located($0.baseName.text, at: $0) }
    }

    /// SwiftUI's own views, which are no building block of the app's (`SwiftUIAppKit`).
    static let swiftUIViews: Set<String> = ["Text", "Image", "Label", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
                                            "LazyHGrid", "Spacer", "Divider", "List", "ForEach", "Section", "Group", "ScrollView", "Form",
                                            "Color", "ProgressView", "Toggle", "Picker", "Menu", "GeometryReader", "EmptyView", "AsyncImage",
                                            "ToolbarItem", "ToolbarItemGroup", "Link", "ShareLink", "Rectangle", "Circle", "Capsule",
                                            "RoundedRectangle", "NavigationStack", "NavigationView", "NBNavigationStack", "NavigationLink", "TabView",
                                            "NavigationSplitView", "Tab", "TextField", "SecureField", "TextEditor", "Alert", "Binding", "Task"]

    /// A call of a view that may be the app's own button or stack wrapper, kept for when every
    /// file is read (`SwiftUIAppKit`): read as a `Button` would be, and as a stack of its content.
    private func kitUse(_ name: String, reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax, view: Int) {
        let position = call.position
        var read = buttons.button(call, placement: placement, passingOver: ownFlags(at: position, in: view))
        read.inToolbar = (toolbars[view] ?? []).contains { $0.contains(position) }
        let dialog = dialogCalls.dropLast().compactMap { $0 }.last { $0.closures.contains { $0.contains(position) } }?.dialog
        let holder = dialog == nil ? presentation(holding: position, in: view) : nil
        var use = SwiftUIKitButton(name: positions.located(name, at: reference), button: read,
                                   handsAction: !SwiftUIViewSyntax.closures(of: call).isEmpty || call.arguments.contains { $0.label?.text == "action" },
                                   presentation: holder, dialog: dialog)
        use.closureLabels = Set(call.arguments.compactMap { $0.expression.is(ClosureExprSyntax.self) ? $0.label?.text : nil })
        views[view].kitUses.buttons.append(use)
        // The content handed last, or under `content:` (`Wrapper(content: { X() }, path: $path)`).
        let handed = call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        if let content = handed, !(readContents[view] ?? []).contains(where: { $0.contains(position) }) {
            let titled = call.arguments.first { $0.label?.text == "title" } ?? call.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
            let title = titled.map { positions.located(SwiftExpressions.text(of: $0.expression), at: $0.expression) }
            views[view].kitUses.stacks.append((name, SwiftUIContainer(token: positions.range(of: reference), columns: [column(of: Syntax(content))]), title))
        }
    }

    /// `.name("Title")` or `.modifier(Name("Title"))`: a title, if `name` is a title modifier of the app's.
    /// A function handed on by name that names closing (`customDismiss: customDismiss`,
    /// `onClose: dismiss.callAsFunction`), not a flag (`dismissOnTap: shouldDismiss`).
    private static func namesClosingFunction(_ expression: ExprSyntax) -> Bool {
        guard var path = SwiftExpressions.path(of: expression) else { return false }
        if path.last == "callAsFunction" { path.removeLast() }
        guard let last = path.last, ClosingWords.namesClosing(code: last) else { return false }
        let flagWords: Set<String> = ["is", "should", "can", "has", "allows", "will"]
        return !flagWords.contains(ClosingWords.words(of: last).first ?? "")
    }

    /// A closure handed to an app's view or modifier under a name that says closing
    /// (`.navigationStyle(title:, onDismiss: { … })`, `Header(onClose: { … })`): the app's view
    /// draws a control that runs it, read as a button that calls something closing. Not
    /// SwiftUI's own `onDismiss:` of a presentation, which runs once it has closed.
    private func handedClosing(_ call: FunctionCallExprSyntax, view: Int) {
        let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let called, Self.presentationModifiers[called] == nil, called != "Button" else { return }
        var handed: [(label: TokenSyntax, closure: Syntax)] = call.arguments.compactMap { argument in
            guard let label = argument.label, argument.expression.is(ClosureExprSyntax.self) || Self.namesClosingFunction(argument.expression) else { return nil }
            return (label, Syntax(argument.expression))
        } + call.additionalTrailingClosures.map { ($0.label, Syntax($0.closure)) }
        // A helper function of the app's named for closing, handed what to do
        // (`sheetCloseToolbarItem { dismiss() }`), makes the control: its trailing closure is the
        // action. (A view of the app's, capitalised, is read as a button view instead.)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), called.first?.isLowercase == true,
           ClosingWords.namesClosing(code: called), let trailing = call.trailingClosure {
            handed.append((reference.baseName, Syntax(trailing)))
        }
        let position = call.position
        for (label, closure) in handed where ClosingWords.namesClosing(code: label.text) {
            var button = SwiftUIButton(range: positions.range(of: closure))
            button.callsClosing = positions.located(label.text, at: label)
            button.inToolbar = (toolbars[view] ?? []).contains { $0.contains(position) }
            if let presentation = presentation(holding: position, in: view) {
                views[view].presentations[presentation].buttons.append(button)
            } else if !(readContents[view] ?? []).contains(where: { $0.contains(position) }) {
                views[view].buttons.append(button)
            }
        }
    }

    private func kitTitle(_ name: TokenSyntax, call: FunctionCallExprSyntax, view: Int) {
        var modifier = name.text
        var arguments = call.arguments
        let position = call.position
        if !(readContents[view] ?? []).contains(where: { $0.contains(position) }) {
            views[view].kitUses.modifiers.append(positions.located(modifier, at: name))
        }
        if modifier == "modifier", let applied = arguments.first?.expression.as(FunctionCallExprSyntax.self),
           let callee = applied.calledExpression.as(DeclReferenceExprSyntax.self) {
            modifier = callee.baseName.text
            arguments = applied.arguments
        }
        let presentation = presentation(holding: position, in: view)
        if presentation != nil || !(readContents[view] ?? []).contains(where: { $0.contains(position) }) {
            views[view].kitUses.applied.append((positions.located(modifier, at: name), presentation))
            // `.buttonize { viewModel.dismiss() }`: a button, if the app's method wraps the view in one.
            if call.trailingClosure != nil, arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }),
               !Self.closureModifiers.contains(modifier) {
                let read = buttons.button(call, placement: placement, passingOver: ownFlags(at: position, in: view))
                views[view].kitUses.buttonModifiers.append(SwiftUIKitButton(name: positions.located(modifier, at: name), button: read,
                                                                             handsAction: true, presentation: presentation))
            }
        }
        guard let argument = arguments.first(where: { $0.label?.text == "title" }) ?? arguments.first(where: { $0.label == nil }),
              !argument.expression.is(ClosureExprSyntax.self) else { return }
        let text = SwiftExpressions.text(of: argument.expression)
        views[view].kitUses.titles.append(SwiftUIKitTitle(name: modifier, title: positions.located(text, at: argument.expression),
                                                          presentation: presentation))
    }

    /// `.onTapGesture { … }`, `.onTapGesture(perform: f)`, `.gesture(DragGesture().onEnded { … })`:
    /// what its handlers do, when they close the view or run what the presenter handed it.
    private func gesture(_ name: TokenSyntax, call: FunctionCallExprSyntax, view: Int) {
        // One written in what a presentation, push or container shows is that view's.
        let position = call.position
        guard !(readContents[view] ?? []).contains(where: { $0.contains(position) }) else { return }
        var read = SwiftUIGesture(token: positions.range(of: name), range: positions.range(of: call))
        if let perform = call.arguments.first(where: { $0.label?.text == "perform" })?.expression, let path = SwiftExpressions.path(of: perform) {
            if path == ["dismiss"] || path == ["dismiss", "callAsFunction"] {
                read.dismissal = positions.range(of: perform)
            } else if let last = path.last {
                read.runs = positions.located(last, at: perform)
            }
        }
        final class Closures: SyntaxVisitor {
            var found: [ClosureExprSyntax] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
        }
        let walker = Closures(viewMode: .sourceAccurate)
        for argument in call.arguments { walker.walk(argument.expression) }
        if let trailing = call.trailingClosure { walker.walk(trailing) }
        for closure in walker.found {
            if read.dismissal == nil, let dismissal = SwiftActionCode.dismissal(in: closure.statements) { read.dismissal = positions.range(of: dismissal) }
            if read.lowers == nil, let lowered = SwiftActionCode.loweredFlag(in: closure.statements) { read.lowers = positions.located(lowered.flag, at: lowered.node) }
            if read.runs == nil, let call = SwiftActionCode.closingCall(in: closure.statements) { read.runs = positions.located(call.name, at: call.node) }
            // `onClick(emoji)`: a closure the view holds, handed what was tapped (kept only if it is one).
            if read.runs == nil, closure.statements.count == 1, let called = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
               let path = SwiftExpressions.path(of: called.calledExpression), path.count == 1 {
                read.runs = positions.located(path[0], at: called)
            }
        }
        if read.dismissal != nil || read.lowers != nil || read.runs != nil { views[view].gestures.append(read) }
    }

    /// Where a closure the content hands a view (`Screensaver { showsPreview = false }`, not a
    /// `Button`'s action) sets the presentation's flag back: the view closes by running it.
    private func handedLowering(of flag: String, in content: Syntax) -> SourceRange? {
        for call in Self.appViews(in: content) {
            for closure in SwiftUIViewSyntax.closures(of: call) {
                if let lowered = SwiftActionCode.loweredFlag(in: closure.statements), lowered.flag == flag { return positions.range(of: lowered.node) }
            }
        }
        return nil
    }

    /// The app's views a content constructs (`Compose(…)`), SwiftUI's own and `Button` left out.
    private static func appViews(in content: Syntax) -> [FunctionCallExprSyntax] {
        SwiftCallSearch.collect(in: content) { call -> FunctionCallExprSyntax? in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  name != "Button", !swiftUIViews.contains(name) else { return nil }
            return call
        }
    }

    /// Names handed as arguments to the app's views in a content (`completion: self.onEnable`),
    /// which may be the presenter's functions.
    private func handedNames(in content: Syntax) -> [Located<String>] {
        Self.appViews(in: content).flatMap { call in
            call.arguments.compactMap { argument -> Located<String>? in
                guard let path = SwiftExpressions.path(of: argument.expression), path.count == 1, path[0].first?.isLowercase == true else { return nil }
                return positions.located(path[0], at: argument.expression)
            }
        }
    }

    /// Once the view's functions are all read: a presentation whose content hands its view a
    /// function of the presenter's that sets the presentation's flag back hands it a way to close.
    private func handedFunctionsLowering(in view: Int) {
        for index in views[view].presentations.indices where views[view].presentations[index].handsLowering == nil {
            let presentation = views[view].presentations[index]
            guard let flag = presentation.flag else { continue }
            let lowering = presentation.handedNames.first { views[view].functions[$0.value]?.lowers?.value == flag }
            views[view].presentations[index].handsLowering = lowering?.range
        }
    }
}
#endif
