#if SwiftSources
import FlowLintKit

extension SwiftUIFlowAssembly {
    /// The screen of one view: what it presents, pushes and embeds, the containers it builds, its
    /// buttons and dialogs (added to `modals`, each named after the view and its flag unless that
    /// name is `taken`), and what its content says of it.
    mutating func screen(for view: SwiftUIViewFacts, modals: inout [SystemModal], taken: inout Set<String>,
                         assumptions: inout [SourceRange: String]) -> Screen {
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
        let presentationByFlag = addPresentations(of: view, to: &screen)
        addPushes(of: view, to: &screen)
        let tabParts = addContainers(of: view, to: &screen, assumptions: &assumptions)
        // The views it is made of are on screen with it, reached when it is.
        var seen: Set<String> = [view.name.value]
        for part in view.embedded + tabParts where names.contains(part.value) && seen.insert(part.value).inserted {
            screen.segues.append(Self.embedding(part))
        }
        // Each dialog bound to a flag is a modal, named after its view and its flag.
        var dialogByFlag: [String: Located<String>] = [:]
        for dialog in view.dialogs where dialogByFlag[dialog.flag] == nil && taken.insert("\(view.name.value).\(dialog.flag)").inserted {
            let modal = Self.modal(for: dialog, in: view)
            dialogByFlag[dialog.flag] = modal.id
            modals.append(modal)
        }
        addButtons(of: view, to: &screen, opening: presentationByFlag, dialogs: dialogByFlag, assumptions: &assumptions)
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
        return screen
    }

    /// Adds what the view presents as segues, and returns the presentations bound to a flag, by
    /// flag: a button raising it opens them.
    private mutating func addPresentations(of view: SwiftUIViewFacts, to screen: inout Screen) -> [String: Int] {
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
        return presentationByFlag
    }

    private mutating func addPushes(of view: SwiftUIViewFacts, to screen: inout Screen) {
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
    }

    /// Makes the view the stack, tab or split container it builds, and returns the tabs that are
    /// parts of it rather than its container's.
    private mutating func addContainers(of view: SwiftUIViewFacts, to screen: inout Screen, assumptions: inout [SourceRange: String]) -> [Located<String>] {
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
            // Each column of a split view has its own navigation bar and stack.
            for case let column? in columns { stackRoots[column.view.value] = stackRoots[column.view.value] ?? column.stack ?? split.token }
        }
        return tabParts
    }

    private mutating func addButtons(of view: SwiftUIViewFacts, to screen: inout Screen, opening presentationByFlag: [String: Int],
                                     dialogs dialogByFlag: [String: Located<String>], assumptions: inout [SourceRange: String]) {
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
            var (button, assumption) = Self.button(for: read, closingThroughPresenter: closing, switchesMode: switchesMode)
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
    }

    /// A view shown inside another, as a container view's child is.
    private static func embedding(_ child: Located<String>) -> Action {
        var action = Action(kind: Located(.embed, at: child.range), range: child.range)
        action.target = child
        return action
    }

    /// A dialog as an alert or action sheet: its buttons are its actions, with their roles, each
    /// dismissing the view when it calls `dismiss()`.
    private static func modal(for dialog: SwiftUIDialog, in view: SwiftUIViewFacts) -> SystemModal {
        var modal = SystemModal(id: Located("\(view.name.value).\(dialog.flag)", at: dialog.kind.range), range: dialog.range)
        modal.shownAs = dialog.title?.value
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
}
#endif
