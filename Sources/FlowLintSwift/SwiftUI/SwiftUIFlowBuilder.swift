#if SwiftSources
import FlowLintKit

/// Adds the SwiftUI views read (`SwiftUIViewFacts`) to a flow as screens: what each presents with
/// `.sheet`, `.fullScreenCover` and `.popover`, its toolbar and dismissing buttons, its title, and
/// whether it refuses the swipe that would close it.
struct SwiftUIFlowBuilder {
    let views: [SwiftUIViewFacts]
    /// `WindowGroup { Root() }` of the app's `App` structs, in the order read.
    var windowRoots: [SwiftUIColumn] = []
    /// Views constructed outside any view (by an intent, a hosting controller, a function).
    var shownByCode: [Located<String>] = []
    /// The views that are only parts of others (`components`).
    let components: Set<String>
    /// What UIKit code says of the views it shows in hosting controllers, by view.
    var hosted: [String: SwiftHostedView] = [:]

    init(views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>]) {
        self.views = views
        self.windowRoots = windowRoots
        self.shownByCode = shownByCode
        components = Self.components(views, windowRoots: windowRoots, shownByCode: shownByCode)
    }

    /// The views that are screens: all but parts of others and views that only wrap another.
    /// (A view controller of the same name is the screen instead, when UIKit code is read too.)
    var screenNames: Set<String> {
        Set(views.filter(isScreen).map(\.name.value))
    }

    private func isScreen(_ view: SwiftUIViewFacts) -> Bool {
        !view.isPureWrapper && !components.contains(view.name.value)
    }

    func add(to flow: inout Flow, assumptions: inout [SourceRange: String]) {
        var taken = Set(flow.screens.map(\.id.value))
        var declared: [SwiftUIViewFacts] = []
        for view in views where isScreen(view) && taken.insert(view.name.value).inserted {
            declared.append(view)
        }
        let names = Set(declared.map(\.name.value))
        let declaredByName = Dictionary(declared.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let first = flow.screens.count
        // The navigation bar each view gets from a stack or column around it, decided once all are read.
        var stackRoots: [String: SourceRange] = [:]
        // Views only pushed, whose `dismiss()` pops them; views presented, whose `dismiss()` closes them.
        var pushed: Set<String> = [], presented: Set<String> = []
        var inlineStacks: Set<String> = []
        // Per view presented with no stack around it, where; and the views shown any other way
        // (embedded, a tab, a column), which may have a bar there.
        var presentedBare: [String: SourceRange] = [:]
        var held: Set<String> = []
        // The buttons written in a view's toolbar, by view: they show only in a navigation bar.
        var toolbarButtons: [String: Set<SourceRange>] = [:]
        // A presentation a button opens is that button's action, no segue of its own; by the
        // button, so that it is a segue again if the button does not show.
        var opened: [SourceRange: Action] = [:]
        // What presentations' contents set on the views they present, by view.
        var lent: [String: [SwiftUIPresentation]] = [:]
        let undimmed = Set(declared.filter(\.sheetHeight.undimmed).map(\.name.value))
        let presentedBy = SwiftUIPresentingFlags(views: declared, screens: names)
        let modeFlags = Set(declared.flatMap(\.branchFlags)).subtracting(declared.flatMap { $0.presentations.compactMap(\.flag) })
        // Per view, the views that show it as a part of theirs (`if editing { Editor(editing: $editing) }`).
        var holders: [String: [String]] = [:]
        for view in declared { for part in view.embedded { holders[part.value, default: []].append(view.name.value) } }
        // A view UIKit code shows in a hosting controller is presented, pushed or embedded as
        // one SwiftUI shows is: inside `UINavigationController(rootViewController:)`, with a bar.
        for (name, view) in hosted where names.contains(name) {
            for showing in view.showings {
                switch showing.kind {
                case .present:
                    presented.insert(name)
                    if let navigation = showing.navigation {
                        stackRoots[name] = stackRoots[name] ?? navigation
                    } else {
                        presentedBare[name] = presentedBare[name] ?? showing.call
                    }
                case .push, .show: pushed.insert(name)
                default: held.insert(name)
                }
            }
        }
        for view in declared {
            var screen = Screen(id: view.name, range: view.range)
            screen.code = .swiftUIView
            for (flag, value) in view.stated where screen[flag] == nil { screen[flag] = value }
            screen.title = view.title
            if let disabled = view.interactiveDismissDisabled { screen[.isModalInPresentation] = disabled }
            if let placeholder = view.placeholderRoot, !view.pushes.isEmpty {
                screen[.rootInCode] = Located(true, at: placeholder)
                assumptions[screen.range] = "its stack's root shows nothing (`Color.clear`, `EmptyView()`) and its code pushes the first screen the user sees: what shows first is not known here"
            } else if let made = view.bodyMadeElsewhere {
                screen[.rootInCode] = Located(true, at: made.range)
                assumptions[screen.range] = "its body shows what \(UserText.quoted(made.value)) makes, which flowlint does not read: its content and buttons are not known"
            } else if let package = view.bodyShows, view.buttons.isEmpty, view.title == nil, view.heading == nil {
                // A package's screen (an account page, a questionnaire) brings its own title and
                // way out; a view that adds neither shows only what the package's code makes.
                screen[.rootInCode] = Located(true, at: package.range)
                assumptions[screen.range] = "its body is \(UserText.quoted(package.value)), a package's view, which flowlint does not read: its content and buttons are not known"
            }
            view.sheetHeight.mark(&screen)
            // The presentations bound to a flag, by flag: a button raising it opens them.
            var presentationByFlag: [String: Int] = [:]
            for presentation in view.presentations {
                // A sheet that leaves the screen beneath usable (`.presentationBackgroundInteraction(.enabled)`,
                // a map's drawer) is no modal: a panel shown with the view, whose own controls still work.
                if let panel = presentation.shown?.views.first(where: { names.contains($0.value) }),
                   presentation.sheetHeight.undimmed || undimmed.contains(panel.value) {
                    var embed = Action(kind: Located(.embed, at: presentation.style.range), range: presentation.range)
                    embed.target = panel
                    screen.segues.append(embed)
                    continue
                }
                var action = Action(kind: Located(.present, at: presentation.style.range), range: presentation.range)
                action.trigger = Located(.code, at: presentation.style.range)
                action.presentationStyle = presentation.style
                // The first view of this app the content constructs; SwiftUI's own containers
                // (`NavigationStack { Compose() }`) are looked through. None leaves it unresolved.
                // Only the content's outermost view is the one presented (`SwiftUIPresentedContent`).
                action.target = presentation.shown?.views.first { names.contains($0.value) }
                // `.sheet { NavigationStack { Compose() } }` presents a navigation stack, as
                // `present(UINavigationController(rootViewController:))` does: its root has the bar.
                if let target = action.target, let stack = presentation.shown?.stack { stackRoots[target.value] = stackRoots[target.value] ?? stack }
                if let target = action.target {
                    lent[target.value, default: []].append(presentation)
                    presented.insert(target.value)
                    if presentation.shown?.stack == nil { presentedBare[target.value] = presentedBare[target.value] ?? presentation.style.range }
                    if let flag = presentation.flag, presentationByFlag[flag] == nil { presentationByFlag[flag] = screen.segues.count }
                }
                screen.segues.append(action)
            }
            for push in view.pushes {
                var action = Action(kind: Located(.push, at: push.token), range: push.range)
                // A link is a control of the view, as a storyboard segue from a cell is: each one
                // is a way the user picks (`modal-single-path` counts them). A destination is
                // pushed by code setting its value or flag.
                if !push.isLink { action.trigger = Located(.code, at: push.token) }
                action.target = push.constructed.first { names.contains($0.value) }
                if let target = action.target { pushed.insert(target.value) }
                screen.segues.append(action)
            }
            // `NavigationStack { Root() }` makes `Root` the root of a stack (embedded in the view,
            // below); a stack built inline makes the view itself its root.
            for stack in view.stacks {
                if let root = stack.columns.first ?? nil, names.contains(root.view.value) {
                    stackRoots[root.view.value] = stackRoots[root.view.value] ?? stack.token
                } else if screen.container == nil {
                    screen.container = Located(.navigation, at: stack.token)
                    inlineStacks.insert(view.name.value)
                }
            }
            if let tabView = view.tabViews.first, screen.container == nil {
                screen.container = Located(.tabs, at: tabView.token)
                screen.tabs = tabView.columns.compactMap { $0.flatMap { names.contains($0.view.value) ? $0.view : nil } }
                if screen.tabs.isEmpty {
                    // Tabs a `ForEach` or a function builds are set by code not read, as a tab bar
                    // controller's `viewControllers` are.
                    screen[.rootInCode] = Located(true, at: tabView.token)
                    assumptions[screen.range] = assumptions[screen.range] ?? "its tabs are built by a loop or a function: which screens they are is not read"
                }
                held.formUnion(screen.tabs.map(\.value))
                for case let column? in tabView.columns where names.contains(column.view.value) {
                    if let stack = column.stack { stackRoots[column.view.value] = stackRoots[column.view.value] ?? stack }
                }
            }
            // A `TabView` inside a stack built inline (`NavigationView { TabView { Welcome(); Setup() } }`,
            // an onboarding's pages) is not the screen's container: its tabs are parts of it, on
            // screen with it one at a time.
            var tabParts: [Located<String>] = []
            if let tabView = view.tabViews.first, screen.container?.value == .navigation, inlineStacks.contains(view.name.value) {
                tabParts = tabView.columns.compactMap { $0.flatMap { names.contains($0.view.value) ? $0.view : nil } }
            }
            if let split = view.splitViews.first, screen.container == nil {
                screen.container = Located(.split, at: split.token)
                let columns = split.columns.map { $0.flatMap { names.contains($0.view.value) ? $0 : nil } }
                for (column, shown) in zip(SplitColumn.allCases, columns) { screen[column: column] = shown?.view }
                held.formUnion(columns.compactMap { $0?.view.value })
                // Each column of a split view has its own navigation bar and stack.
                for case let column? in columns { stackRoots[column.view.value] = stackRoots[column.view.value] ?? column.stack ?? split.token }
            }
            // The views it is made of are on screen with it, reached when it is.
            var seen: Set<String> = [view.name.value]
            for part in view.embedded + tabParts where names.contains(part.value) && seen.insert(part.value).inserted {
                screen.segues.append(Self.embedding(part))
                held.insert(part.value)
            }
            // Each dialog bound to a flag is a modal, named after its view and its flag.
            var dialogByFlag: [String: Located<String>] = [:]
            for dialog in view.dialogs where dialogByFlag[dialog.flag] == nil && taken.insert("\(view.name.value).\(dialog.flag)").inserted {
                let modal = Self.modal(for: dialog, in: view)
                dialogByFlag[dialog.flag] = modal.id
                flow.modals.append(modal)
            }
            var openedSegues: Set<Int> = []
            for read in view.buttons {
                // Setting back a flag an `if` tests, and no sheet is bound to, leaves a mode (an
                // in-place editor's Cancel): the view stays. A model's flag, whichever view tests
                // it; a plain name (a binding), only when the button's own view tests it or a view
                // showing it as a part does, since `isPresented` is many views' name for many things.
                let switchesMode = [read.lowers, read.toggles].contains { flag in
                    guard let flag = flag?.value, modeFlags.contains(flag) else { return false }
                    return read.lowersFlagOf != nil || view.branchFlags.contains(flag)
                        || (holders[view.name.value] ?? []).contains { declaredByName[$0]?.branchFlags.contains(flag) == true }
                }
                let closing = read.dismissal == nil && !switchesMode
                    ? Self.closingThroughPresenter(read, of: view, presentedBy: presentedBy.own(view.name.value), shownFrom: presentedBy.below(view.name.value)) : nil
                guard read.role != nil || read.dismissal != nil || closing != nil || read.raises.flatMap({ dialogByFlag[$0] }) != nil else { continue }
                var (button, assumption) = button(for: read, closingThroughPresenter: closing, switchesMode: switchesMode)
                // A Done whose action raises a sheet's flag opens the sheet rather than closing; in
                // the confirmation placement, it is the toolbar's main action (an Add), no Done.
                if read.dismissal == nil, let segue = read.raises.flatMap({ presentationByFlag[$0] }) {
                    if read.roleFromPlacement { button.role = nil }
                    var action = screen.segues[segue]
                    action.trigger = nil
                    button.action = action
                    assumption = nil
                    opened[read.range] = screen.segues[segue]
                    openedSegues.insert(segue)
                }
                // A button that shows a dialog asks first: the dialog is its confirmation, as a
                // flow file's `confirm:` names one.
                if let dialog = read.raises.flatMap({ dialogByFlag[$0] }) { button.confirm = Located(dialog.value, at: read.range) }
                if let assumption, let action = button.action { assumptions[action.range] = assumption }
                if read.inToolbar { toolbarButtons[view.name.value, default: []].insert(read.range) }
                screen.buttons.append(button)
            }
            if !openedSegues.isEmpty {
                screen.segues = FlowList(screen.segues.enumerated().filter { !openedSegues.contains($0.offset) }.map(\.element))
            }
            // StoreKit's store view, presented, shows a close button of its own: assumed to dismiss.
            if let store = view.storeView, !names.contains(store.value) {
                var close = Button(range: store.range)
                close.role = Located(.close, at: store.range)
                var action = Action(kind: Located(.dismiss, at: store.range), range: store.range)
                action.isAssumed = true
                close.action = action
                assumptions[action.range] = "StoreKit's \(store.value) shows its own close button when presented: assumed to dismiss the view"
                screen.buttons.append(close)
            }
            // What is typed into a view with a Cancel and a button that finishes the task (Done,
            // Save, a Post that closes) is the user's draft, as the storyboard frontend assumes of
            // an editor; a search field alone is not, nor a sign-in prompt (a password with a name
            // or a network beside it), nor a prompt for one line (`DraftInputs`).
            let buttons = screen.buttons
            if let input = view.writtenInput, view.secureInput == nil, view.inputs.holdsDraft,
               buttons.contains(where: \.isCancel), buttons.contains(where: \.finishesTask) {
                screen[.userContent] = Located(true, at: input)
                assumptions[screen.range] = "holds a text input, a Cancel and a button that finishes the task: assumed to be an editor holding user content"
            }
            if let preview = view.cameraPreview, screen[.cameraPreview] == nil {
                screen[.cameraPreview] = Located(true, at: preview)
                let assumption = "shows a view whose file makes an AVCaptureVideoPreviewLayer: assumed to be a live camera preview"
                assumptions[screen.range] = assumptions[screen.range].map { "\($0); \(assumption)" } ?? assumption
            }
            for segue in Self.gestureSegues(of: view, assumptions: &assumptions) { screen.segues.append(segue) }
            if let dismissal = view.workOnAppear?.dismissal {
                var closed = Action(kind: Located(.dismiss, at: dismissal), range: dismissal)
                closed.trigger = Located(.code, at: dismissal)
                screen.segues.append(closed)
            }
            flow.screens.append(screen)
        }
        // A title and buttons a presentation's content sets on the view it presents; a button
        // that lowers the flag the presentation is bound to closes it.
        for index in flow.screens.indices.dropFirst(first) {
            let presentations = lent[flow.screens[index].id.value] ?? []
            // A Close one presentation's content adds shows in that presentation alone: where
            // another presentation of the view adds none, the buttons lent are left out, and the
            // view's way out is its own.
            let lendsToEvery = presentations.allSatisfy { presentation in
                presentation.buttons.contains { $0.role != nil || $0.dismissal != nil || ($0.isChromeControl && $0.callsClosing != nil)
                    || ($0.lowers != nil && $0.lowers?.value == presentation.flag) }
            }
            for presentation in presentations {
                if flow.screens[index].title == nil { flow.screens[index].title = presentation.title }
                if flow.screens[index][.isModalInPresentation] == nil, let disabled = presentation.interactiveDismissDisabled {
                    flow.screens[index][.isModalInPresentation] = disabled
                }
                presentation.sheetHeight.mark(&flow.screens[index])
                for var read in presentation.buttons where lendsToEvery {
                    if read.dismissal == nil, let lowered = read.lowers, lowered.value == presentation.flag { read.dismissal = lowered.range }
                    // A close the presenter adds through the app's chrome (`.inClosableStack { store.send(.closeTapped) }`);
                    // a closure only handed to a view (`PlayerView(onFinish: …)`) may never run.
                    let closing = read.dismissal == nil && read.isChromeControl ? Self.callingClosing(read) : nil
                    guard read.role != nil || read.dismissal != nil || closing != nil else { continue }
                    let (button, assumption) = button(for: read, closingThroughPresenter: closing)
                    if let assumption, let action = button.action { assumptions[action.range] = assumption }
                    if read.inToolbar { toolbarButtons[flow.screens[index].id.value, default: []].insert(read.range) }
                    flow.screens[index].buttons.append(button)
                }
                if let view = declaredByName[flow.screens[index].id.value] {
                    for segue in Self.gestureSegues(of: view, handedBy: presentation, assumptions: &assumptions)
                    where !flow.screens[index].segues.contains(where: { $0.range == segue.range }) { flow.screens[index].segues.append(segue) }
                    for (button, assumption) in Self.buttonsRunningHandedClosures(of: view, handedBy: presentation)
                    where !flow.screens[index].buttons.contains(where: { $0.range == button.range }) {
                        if let action = button.action { assumptions[action.range] = assumption }
                        flow.screens[index].buttons.append(button)
                    }
                }
            }
            if let shown = hosted[flow.screens[index].id.value] {
                Self.lend(shown, to: &flow.screens[index], view: declaredByName[flow.screens[index].id.value], assumptions: &assumptions)
            }
            if let closed = Self.closedByState(flow.screens[index], view: declaredByName[flow.screens[index].id.value], presentedBy: presentations) {
                assumptions[closed.range] = "shown while a state its model keeps holds, with nothing to tap: assumed closed by the model when the state changes"
                flow.screens[index].segues.append(closed)
            }
        }
        Self.titlesFromParts(&flow, from: first)
        // A heading drawn in the content names the task where no bar title does (an onboarding
        // step, a What's New sheet), as iOS's own feature pages do.
        // A bar title left empty on purpose (`.navigationTitle("")`) over such a heading is the
        // same choice: the heading names it.
        let headings = Self.headings(of: views)
        for index in flow.screens.indices.dropFirst(first) where flow.screens[index].title.map({ $0.value.allSatisfy(\.isWhitespace) }) ?? true {
            guard let heading = headings[flow.screens[index].id.value] else { continue }
            flow.screens[index].title = heading
            assumptions[heading.range] = "a heading in the view's content names its task: taken as its title"
        }
        Self.titleHostingControllers(&flow, hosted: hosted, from: first)
        let ownStacks = Set(declared.filter { !$0.stacks.isEmpty }.map(\.name.value))
        // A view presented (not pushed) whose own body is `NavigationStack { Root() }` is that
        // stack, as a presented navigation controller is: the bar and the toolbar written in its
        // body are its own, and its root is the child it embeds (whose title the bar shows).
        var presentedStacks: [String: SourceRange] = [:]
        for view in declared where presented.contains(view.name.value) && !pushed.contains(view.name.value) {
            guard let stack = view.stacks.first, let root = stack.columns.first ?? nil, names.contains(root.view.value) else { continue }
            presentedStacks[view.name.value] = stack.token
            if stackRoots[root.view.value] == stack.token { stackRoots[root.view.value] = nil }
        }
        // A part of a presented view (a form card it embeds) is in that presentation too: its
        // `dismiss()` closes it, wherever else the part is pushed.
        let closedByDismiss = Self.withTheirParts(presented, in: declared)
        // A button lowering a flag lent through the environment closes the sheet that flag is
        // bound to, from however deep in its stack: no pop.
        let closingWholeSheet: Set<SourceRange?> = Set(declared.flatMap { view in
            view.buttons.compactMap { button in button.lowers.flatMap { view.environmentBindings.contains($0.value) ? $0.range : nil } }
        })
        let barsHidden = Dictionary(declared.compactMap { view in view.navigationBarHidden.map { (view.name.value, $0) } }, uniquingKeysWith: { first, _ in first })
        var rootsHidingBar = false
        for index in flow.screens.indices.dropFirst(first) {
            let name = flow.screens[index].id.value
            // A view pushed by a link that holds a `NavigationStack` of its own (often in one
            // branch of its body only, for when it is presented) is no navigation controller
            // pushed: SwiftUI nests the stack rather than raising, and pushed it is on a stack.
            if pushed.contains(name), inlineStacks.contains(name) { flow.screens[index].container = nil }
            // One type may be a stack's root in one place and pushed in another (two instances in
            // SwiftUI, one screen here): pushed, it is on a stack and has the bar anyway, and as a
            // navigation container it would be taken for a navigation controller pushed.
            if flow.screens[index].container == nil, !pushed.contains(name), let stack = stackRoots[name] ?? presentedStacks[name] {
                flow.screens[index].container = Located(.navigation, at: stack)
            }
            // Presented with no NavigationStack around it, and shown no other way: SwiftUI gives it
            // no navigation bar, so no title shows, nor the buttons of its toolbar.
            // Whether it has a bar is a fact of each presentation: shown in another view too
            // (embedded, a tab) or pushed elsewhere, it still has none in this one. A view
            // building its own stack has one. (Pushed, its toolbar shows there: kept.)
            if flow.screens[index].container == nil, stackRoots[name] == nil, !ownStacks.contains(name),
               flow.screens[index][.navigationBarHidden] == nil, let bare = presentedBare[name] {
                flow.screens[index][.navigationBarHidden] = Located(true, at: bare)
                let hidden = pushed.contains(name) ? [] : toolbarButtons[name] ?? []
                flow.screens[index].buttons = FlowList(flow.screens[index].buttons.filter { !hidden.contains($0.range) })
                // What a hidden button opens is still opened, by code the flow cannot name.
                for range in hidden.sorted(by: { $0.start < $1.start }) {
                    if let segue = opened.removeValue(forKey: range) { flow.screens[index].segues.append(segue) }
                }
            }
            // A pushed view that hides its own bar. (SwiftUI shows the bar again on each view pushed
            // above one that hid it, so a stack root's setting, which the flow would hand on to
            // them, is not taken.)
            if pushed.contains(name), stackRoots[name] == nil, !inlineStacks.contains(name), let hidden = barsHidden[name] {
                flow.screens[index][.navigationBarHidden] = hidden
            }
            // A stack's root that hides its own bar (`NavigationView { … .navigationBarHidden(true) }`)
            // has none: no title shows on it. What it pushes shows the bar again, unless it hides it
            // itself, so each view pushed that says nothing says it shows the bar.
            if flow.screens[index].container?.value == .navigation, !pushed.contains(name), let hidden = barsHidden[name], hidden.value,
               flow.screens[index][.navigationBarHidden] == nil {
                flow.screens[index][.navigationBarHidden] = hidden
                rootsHidingBar = true
            }
            // SwiftUI's `dismiss()` pops a view pushed on a stack; only one also presented (or
            // a part of one presented) keeps it.
            guard pushed.contains(name), !closedByDismiss.contains(name) else { continue }
            for button in flow.screens[index].buttons.indices where !closingWholeSheet.contains(flow.screens[index].buttons[button].action?.range) {
                flow.screens[index].buttons[button] = Self.popping(flow.screens[index].buttons[button])
            }
            flow.screens[index].segues = FlowList(flow.screens[index].segues.map(Self.poppingGesture))
        }
        if rootsHidingBar {
            for index in flow.screens.indices.dropFirst(first) where pushed.contains(flow.screens[index].id.value) && flow.screens[index][.navigationBarHidden] == nil {
                flow.screens[index][.navigationBarHidden] = Located(false, at: flow.screens[index].id.range)
            }
        }
        // Where the app starts: the root of its first window. Only a flow whose every screen is
        // a view read here, declared once, and whose every presentation and push is resolved gets it: from an
        // entry, a screen no read path reaches is reported, which an unresolved target, or a
        // view controller UIKit code shows, would make wrong.
        // Two views of one name (one per target of a multi-platform app, say) are one screen here,
        // with the first one's facts: what the other leads to is not known.
        let resolved = first == 0 && declared.count + components.count == views.count && flow.screens.allSatisfy { screen in
            screen.segues.allSatisfy { $0.target != nil || !Self.leadsOn.contains($0.kind.value) }
        }
        if flow.entry == nil, resolved, let root = windowRoots.first(where: { names.contains($0.view.value) }) {
            flow.entry = root.view
            // Code not read shows these, as code loads a storyboard's initial screen: each starts the flow too.
            var started: Set<String> = [root.view.value]
            // Another `App` (a watch app's, say, read with the phone app's) starts there too.
            let otherRoots = windowRoots.filter { names.contains($0.view.value) }.dropFirst().map(\.view)
            for view in otherRoots + shownByCode where names.contains(view.value) && started.insert(view.value).inserted {
                flow.screensCreatedByCode.append(view)
            }
            if let stack = root.stack, let index = flow.screens.indices.dropFirst(first).first(where: { flow.screens[$0].id.value == root.view.value }),
               flow.screens[index].container == nil {
                flow.screens[index].container = Located(.navigation, at: stack)
            }
        }
    }

    /// Per view, the heading its content shows: its own, or the first that a part it embeds shows
    /// (`WizardTitleText("Claim")`, a view of the app drawing a heading), or else its own first
    /// line in a headline style.
    private static func headings(of views: [SwiftUIViewFacts]) -> [String: Located<String>] {
        let byName = Dictionary(views.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [String: Located<String>?] = [:]
        func heading(_ name: String, _ visiting: inout Set<String>) -> Located<String>? {
            if let known = found[name] { return known }
            guard let view = byName[name], visiting.insert(name).inserted else { return nil }
            var result = view.heading
            for part in view.embedded where result == nil { result = heading(part.value, &visiting) }
            found[name] = result
            return result
        }
        var result: [String: Located<String>] = [:]
        for view in views {
            var visiting: Set<String> = []
            if let heading = heading(view.name.value, &visiting) ?? view.firstLine { result[view.name.value] = heading }
        }
        return result
    }

    /// SwiftUI hands a title set anywhere in a view's content up to the bar it shows in: a view
    /// with no title of its own takes the first that a view it embeds has (or takes the same way).
    private static func titlesFromParts(_ flow: inout Flow, from first: Int) {
        var byName: [String: Int] = [:]
        for index in flow.screens.indices.dropFirst(first) { byName[flow.screens[index].id.value] = byName[flow.screens[index].id.value] ?? index }
        var found: [Int: Located<String>?] = [:]
        func title(_ index: Int, _ visiting: inout Set<Int>) -> Located<String>? {
            if let own = flow.screens[index].title { return own }
            if let known = found[index] { return known }
            guard visiting.insert(index).inserted else { return nil }
            var taken: Located<String>?
            for segue in flow.screens[index].segues where segue.kind.value == .embed {
                if let target = segue.target, let part = byName[target.value], let title = title(part, &visiting) {
                    taken = title
                    break
                }
            }
            found[index] = taken
            return taken
        }
        var titles: [(Int, Located<String>)] = []
        for index in flow.screens.indices.dropFirst(first) where flow.screens[index].title == nil {
            var visiting: Set<Int> = []
            if let taken = title(index, &visiting) { titles.append((index, taken)) }
        }
        for (index, title) in titles { flow.screens[index].title = title }
    }

    /// The views that are only parts of others: constructed in other views' bodies (or in a
    /// presentation's content that shows another view) and shown no other way (presented,
    /// pushed, a tab or column, a window's root, by code alone), with nothing of
    /// a screen of their own (no title, button, dialog, presentation, push, container, text
    /// input, nor any view of the app inside but such components). A picture or a label embedded in many views is
    /// part of each, never a step of a task by itself; it is no screen.
    static func components(_ views: [SwiftUIViewFacts], windowRoots: [SwiftUIColumn], shownByCode: [Located<String>]) -> Set<String> {
        let all = Set(views.map(\.name.value))
        var counts: [String: Int] = [:]
        for view in views { counts[view.name.value, default: 0] += 1 }
        // Code outside any view that builds one (a hosting controller, an intent) shows it as a
        // screen, unless views embed it too (a row a cell's hosting configuration also shows).
        var shown = Set(windowRoots.map(\.view.value))
        let embedded = Set(views.flatMap { $0.embedded.map(\.value) })
        shown.formUnion(shownByCode.map(\.value).filter { !embedded.contains($0) })
        for view in views {
            for presentation in view.presentations { shown.formUnion((presentation.shown?.views ?? []).map(\.value)) }
            for push in view.pushes { shown.formUnion(push.constructed.map(\.value)) }
            for container in view.stacks + view.tabViews + view.splitViews { shown.formUnion(container.columns.compactMap { $0?.view.value }) }
        }
        // The app's own button views are controls, whatever their body holds.
        let candidates = views.filter { view in
            counts[view.name.value] == 1 && !shown.contains(view.name.value) && (view.isControl || view.title == nil && view.buttons.isEmpty && view.dialogs.isEmpty
                && view.presentations.isEmpty && view.pushes.isEmpty && view.stacks.isEmpty && view.tabViews.isEmpty && view.splitViews.isEmpty
                && view.textInput == nil && view.storeView == nil && view.stated.isEmpty && view.interactiveDismissDisabled == nil)
        }
        // A view made of components only (a cover that shows an image view) is one too.
        var found: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for view in candidates where !found.contains(view.name.value)
                && view.embedded.allSatisfy({ !all.contains($0.value) || found.contains($0.value) || $0.value == view.name.value }) {
                found.insert(view.name.value)
                grew = true
            }
        }
        return found
    }

    /// The actions that lead to a screen, so that one without a target hides where it leads.
    private static let leadsOn: Set<Action.Kind> = [.present, .push, .show, .showDetail, .embed, .setStack]

    /// A view shown inside another, as a container view's child is.
    private static func embedding(_ child: Located<String>) -> Action {
        var action = Action(kind: Located(.embed, at: child.range), range: child.range)
        action.target = child
        return action
    }

    /// `views` and the parts they embed, and the parts' parts.
    private static func withTheirParts(_ views: Set<String>, in declared: [SwiftUIViewFacts]) -> Set<String> {
        let parts = Dictionary(declared.map { ($0.name.value, $0.embedded.map(\.value)) }, uniquingKeysWith: +)
        var found = views
        var pending = Array(views)
        while let view = pending.popLast() {
            for part in parts[view] ?? [] where found.insert(part).inserted { pending.append(part) }
        }
        return found
    }

    /// A button of a pushed view: its `dismiss` is a pop.
    private static func popping(_ button: Button) -> Button {
        guard var action = button.action, action.kind.value == .dismiss else { return button }
        action.kind = Located(.pop, at: action.kind.range)
        var button = button
        button.action = action
        return button
    }

    /// A dialog as an alert or action sheet: its buttons are its actions, with their roles, each
    /// dismissing the view when it calls `dismiss()`.
    private static func modal(for dialog: SwiftUIDialog, in view: SwiftUIViewFacts) -> SystemModal {
        var modal = SystemModal(id: Located("\(view.name.value).\(dialog.flag)", at: dialog.kind.range), range: dialog.range)
        modal.kind = dialog.kind
        modal.title = dialog.title
        for read in dialog.buttons {
            var action = SystemModal.ModalAction(range: read.range)
            action.title = read.title
            if read.role?.value == .cancel {
                action.role = Located(.cancel, at: read.role!.range)
            } else if read.isDestructive {
                action.role = Located(.destructive, at: read.range)
            }
            if let dismissal = read.dismissal { action.action = Action(kind: Located(.dismiss, at: dismissal), range: dismissal) }
            modal.actions.append(action)
        }
        // SwiftUI adds what a dialog lacks: an OK to an alert without buttons, and a Cancel to a
        // confirmation dialog without one of role cancel, and (on iOS 15 and later, as observed)
        // to an alert with a destructive button but none of role cancel.
        let destructive = dialog.buttons.contains(where: \.isDestructive)
        if dialog.kind.value == .alert, dialog.buttons.isEmpty {
            var ok = SystemModal.ModalAction(range: dialog.kind.range)
            ok.title = Located("OK", at: dialog.kind.range)
            modal.actions.append(ok)
        } else if dialog.kind.value == .actionSheet || destructive, !modal.actions.contains(where: { $0.effectiveRole == .cancel }) {
            var cancel = SystemModal.ModalAction(range: dialog.kind.range)
            cancel.title = Located("Cancel", at: dialog.kind.range)
            cancel.role = Located(.cancel, at: dialog.kind.range)
            modal.actions.append(cancel)
        }
        return modal
    }

    /// A cover with nothing to tap that a model's state shows (`.fullScreenCover(isPresented:
    /// $network.isDisconnected) { NoConnectionView() }`) is a state screen: the model lowers the
    /// state, and the cover closes. Its close, made by code, at the first presentation.
    private static func closedByState(_ screen: Screen, view: SwiftUIViewFacts?, presentedBy presentations: [SwiftUIPresentation]) -> Action? {
        guard let first = presentations.first, let view, presentations.allSatisfy({ $0.style.value == .fullScreen && $0.flagIsModels }),
              view.buttons.isEmpty, view.kitUses.buttons.isEmpty, view.gestures.isEmpty, view.textInput == nil, screen.buttons.isEmpty,
              !screen.segues.contains(where: { $0.kind.value == .dismiss }) else { return nil }
        var closed = Action(kind: Located(.dismiss, at: first.range), range: first.range)
        closed.trigger = Located(.code, at: first.range)
        closed.isAssumed = true
        return closed
    }

    /// The view's buttons that run a closure it holds, where the presentation hands it one that
    /// sets the presentation's flag back (a function of the presenter's): assumed to dismiss. Not
    /// where the closure handed, written in the content, is read as a button already.
    /// A subclass of `UIHostingController` with no title of its own shows the title of the view it
    /// hosts: UIKit's bar takes it from SwiftUI's `.navigationTitle`.
    private static func titleHostingControllers(_ flow: inout Flow, hosted: [String: SwiftHostedView], from first: Int) {
        let uikit = Dictionary(flow.screens.indices.prefix(first).map { (flow.screens[$0].id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let swiftUI = Dictionary(flow.screens.indices.dropFirst(first).map { (flow.screens[$0].id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, view) in hosted.sorted(by: { $0.key < $1.key }) {
            guard let content = swiftUI[name], let title = flow.screens[content].title else { continue }
            for showing in view.showings where showing.isContent {
                if let host = uikit[showing.by], flow.screens[host].title == nil { flow.screens[host].title = title }
            }
        }
    }

    /// What UIKit code sets on the hosting controller it shows a view in: a title, bar buttons, a
    /// sheet's height; and a closure it hands the view that goes back, which the view's buttons
    /// running a closure it holds run.
    private static func lend(_ hosted: SwiftHostedView, to screen: inout Screen, view: SwiftUIViewFacts?, assumptions: inout [SourceRange: String]) {
        if screen.title == nil { screen.title = hosted.title }
        if screen[.mediumDetent] == nil, let detent = hosted.opensAtMediumDetent { screen[.mediumDetent] = Located(true, at: detent) }
        screen.buttons.append(contentsOf: hosted.buttons)
        guard let back = hosted.handsBack, let view else { return }
        for read in view.buttons where read.dismissal == nil && read.runsHanded != nil {
            guard let runs = read.runsHanded, !screen.buttons.contains(where: { $0.range == read.range }) else { continue }
            var button = Button(range: read.range)
            button.title = read.title
            button.role = read.role
            var action = Action(kind: Located(back.value, at: runs.range), range: runs.range)
            action.isAssumed = true
            button.action = action
            assumptions[runs.range] = "the button runs \(runs.value), and the UIKit code showing the view hands it a closure that goes back: assumed to do so"
            screen.buttons.append(button)
        }
    }

    private static func buttonsRunningHandedClosures(of view: SwiftUIViewFacts, handedBy presentation: SwiftUIPresentation) -> [(Button, String)] {
        let handsClose = presentation.buttons.contains { $0.callsClosing != nil || ($0.lowers != nil && $0.lowers?.value == presentation.flag) }
        guard presentation.handsLowering != nil, !handsClose else { return [] }
        return view.buttons.compactMap { read in
            guard read.dismissal == nil, let runs = read.runsHanded else { return nil }
            var button = Button(range: read.range)
            button.title = read.title
            button.role = read.role
            var action = Action(kind: Located(.dismiss, at: runs.range), range: runs.range)
            action.isAssumed = true
            button.action = action
            return (button, "the button runs \(runs.value), and the presenter hands the view a closure that closes it: assumed to dismiss the view")
        }
    }

    /// A button whose action calls something named for closing (`onCancel()`, a chrome's close).
    private static func callingClosing(_ read: SwiftUIButton) -> (range: SourceRange, how: String)? {
        read.callsClosing.map { ($0.range, "calls \($0.value), which names closing") }
    }

    /// Where a view's own button closes it through what its presenter gave it, and how: it lowers
    /// a flag the presenter lends it (`@Binding`) or presents it by (a model's), or that of a sheet
    /// it is shown from (`sheetsBelow`), or calls what the presenter hands it to close it with
    /// (`onCancel()`).
    /// Or it asks its model for something, and the view dismisses itself when the model's state
    /// changes (`.onChange(of: model.dismiss) { dismiss() }`).
    private static func closingThroughPresenter(_ read: SwiftUIButton, of view: SwiftUIViewFacts, presentedBy flags: Set<String>,
                                                shownFrom sheetsBelow: Set<String>) -> (range: SourceRange, how: String)? {
        let bindings = view.bindings
        if let lowered = read.lowers, view.environmentBindings.contains(lowered.value) {
            return (lowered.range, "sets \(lowered.value), a flag lent through the environment (`@Environment` and `@Binding`) most often to close the sheet it is in, to false")
        }
        if let lowered = read.lowers, bindings.contains(lowered.value) {
            return (lowered.range, "sets \(lowered.value), which the view's presenter lends it (`@Binding`), to false")
        }
        if let toggled = read.toggles, bindings.contains(toggled.value) {
            return (toggled.range, "toggles \(toggled.value), which the view's presenter lends it (`@Binding`) and which is true while it shows")
        }
        if let lowered = read.lowers, let owner = read.lowersFlagOf, bindings.contains(owner) {
            return (lowered.range, "sets \(owner).\(lowered.value) of the model the view's presenter lends it (`@Binding`) to false")
        }
        if let lowered = read.lowers, let owner = read.lowersFlagOf, flags.contains(lowered.value) {
            return (lowered.range, "sets \(owner).\(lowered.value), the flag of a model its presenter shows it by, to false")
        }
        if let lowered = read.lowers, let owner = read.lowersFlagOf, sheetsBelow.contains(lowered.value) {
            return (lowered.range, "sets \(owner).\(lowered.value), the flag of a model a sheet it is shown from is bound to, to false, closing both")
        }
        if let toggled = read.toggles, flags.contains(toggled.value) {
            return (toggled.range, "toggles \(toggled.value), the flag of a model its presenter shows it by, which is true while it shows")
        }
        if read.reducerDismisses, let sent = read.sends {
            return (sent.range, "sends .\(sent.value) to its store, whose reducer answers with dismiss")
        }
        // `context.send(viewAction: .cancel)`: the view model or coordinator it tells closes it.
        if let sent = read.sends, ClosingWords.namesClosing(code: sent.value) {
            return (sent.range, "sends .\(sent.value), which names closing")
        }
        if let call = read.callsClosing, read.isClosingButtonView {
            return (call.range, "is \(call.value), a package's button named for closing")
        }
        if let calling = callingClosing(read) { return calling }
        // A call that starts or finishes what the view watches may end in its dismissal; one that
        // resets or stops it (`runner.reset()`, a Cancel on a progress card) puts it back instead.
        if view.dismissesOnChange != nil, let call = read.callsValue,
           ClosingWords.words(of: call.value.split(separator: ".").last.map(String.init) ?? call.value).allSatisfy({ !Self.undoingWords.contains($0) }) {
            return (call.range, "calls \(call.value), and the view dismisses itself when a value it watches changes (`.onChange`, `.onReceive`)")
        }
        return read.closingImage.map { ($0.range, "shows the symbol \($0.value), which names closing") }
    }

    /// Words of a call that puts what a view watches back rather than on to its end.
    private static let undoingWords: Set<String> = ["reset", "stop", "clear", "abort", "undo", "rewind"]

    /// A button that dismisses when its action calls `dismiss()`, or (assumed) when it closes the
    /// view through its presenter; one a toolbar places as the cancellation or confirmation
    /// action, or titled as closing, assumed to dismiss otherwise.
    private func button(for read: SwiftUIButton, closingThroughPresenter closing: (range: SourceRange, how: String)? = nil,
                        switchesMode: Bool = false) -> (Button, String?) {
        var button = Button(range: read.range)
        button.title = read.title
        button.role = read.role
        if let dismissal = read.dismissal {
            button.action = Action(kind: Located(.dismiss, at: dismissal), range: dismissal)
            return (button, nil)
        }
        if let (range, how) = closing {
            var action = Action(kind: Located(.dismiss, at: range), range: range)
            action.isAssumed = true
            button.action = action
            return (button, "the button \(how): assumed to dismiss the view")
        }
        guard !switchesMode, read.role != nil || read.title.map({ ClosingWords.isClosing(title: $0.value) }) == true else { return (button, nil) }
        var action = Action(kind: Located(.dismiss, at: read.range), range: read.range)
        action.isAssumed = true
        button.action = action
        let name = read.title?.value ?? read.role?.value.rawValue ?? "unnamed"
        return (button, "the \(name) button's action does not call dismiss itself: assumed to dismiss the view")
    }
}
#endif
