#if SwiftSources
import FlowLintKit

/// Adds the SwiftUI views read (`SwiftUIViewFacts`) to a flow as screens: what each presents with
/// `.sheet`, `.fullScreenCover` and `.popover`, its toolbar and dismissing buttons, its title, and
/// whether it refuses the swipe that would close it.
struct SwiftUIFlowBuilder {
    let views: [SwiftUIViewFacts]

    func add(to flow: inout Flow, assumptions: inout [SourceRange: String]) {
        var taken = Set(flow.screens.map(\.id.value))
        var declared: [SwiftUIViewFacts] = []
        for view in views where taken.insert(view.name.value).inserted { declared.append(view) }
        let names = Set(declared.map(\.name.value))
        for view in declared {
            var screen = Screen(id: view.name, range: view.range)
            screen.title = view.title
            if let disabled = view.interactiveDismissDisabled { screen[.isModalInPresentation] = disabled }
            for presentation in view.presentations {
                var action = Action(kind: Located(.present, at: presentation.style.range), range: presentation.range)
                action.trigger = Located(.code, at: presentation.style.range)
                action.presentationStyle = presentation.style
                // The first view of this app the content constructs; SwiftUI's own containers
                // (`NavigationStack { Compose() }`) are looked through. None leaves it unresolved.
                action.target = presentation.constructed.first { names.contains($0.value) }
                screen.segues.append(action)
            }
            // Each dialog bound to a flag is a modal, named after its view and its flag.
            var dialogByFlag: [String: Located<String>] = [:]
            for dialog in view.dialogs where dialogByFlag[dialog.flag] == nil && taken.insert("\(view.name.value).\(dialog.flag)").inserted {
                let modal = Self.modal(for: dialog, in: view)
                dialogByFlag[dialog.flag] = modal.id
                flow.modals.append(modal)
            }
            for read in view.buttons where read.role != nil || read.dismissal != nil || read.raises.flatMap({ dialogByFlag[$0] }) != nil {
                var (button, assumption) = button(for: read)
                // A button that shows a dialog asks first: the dialog is its confirmation, as a
                // flow file's `confirm:` names one.
                if let dialog = read.raises.flatMap({ dialogByFlag[$0] }) { button.confirm = Located(dialog.value, at: read.range) }
                if let assumption, let action = button.action { assumptions[action.range] = assumption }
                screen.buttons.append(button)
            }
            // What is typed into a view with a Cancel and a Done or Save is the user's draft, as
            // the storyboard frontend assumes of an editor; a search field alone is not.
            let buttons = screen.buttons
            if let input = view.textInput, buttons.contains(where: \.isCancel), buttons.contains(where: { $0.isDone || $0.isSave }) {
                screen[.userContent] = Located(true, at: input)
                assumptions[screen.range] = "holds a text input and a Cancel and Done or Save pair: assumed to be an editor holding user content"
            }
            flow.screens.append(screen)
        }
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
        return modal
    }

    /// A button that dismisses when its action calls `dismiss()`; one a toolbar places as the
    /// cancellation or confirmation action, or titled as closing, assumed to dismiss otherwise.
    private func button(for read: SwiftUIButton) -> (Button, String?) {
        var button = Button(range: read.range)
        button.title = read.title
        button.role = read.role
        if let dismissal = read.dismissal {
            button.action = Action(kind: Located(.dismiss, at: dismissal), range: dismissal)
            return (button, nil)
        }
        guard read.role != nil || read.title.map({ ClosingWords.isClosing(title: $0.value) }) == true else { return (button, nil) }
        var action = Action(kind: Located(.dismiss, at: read.range), range: read.range)
        action.isAssumed = true
        button.action = action
        let name = read.title?.value ?? read.role?.value.rawValue ?? "unnamed"
        return (button, "the \(name) button's action does not call dismiss itself: assumed to dismiss the view")
    }
}
#endif
