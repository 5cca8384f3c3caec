/// Turns a `<segue>` element into the flow's action, by its `kind`.
///
/// Relationship segues are containers, not actions, and are handled with the containers. An
/// unwind segue names only the exit it leaves through; its target is filled in afterwards.
struct StoryboardSegueMapping {
    struct Mapped {
        var action: Action
        /// Set for an unwind segue: its `unwindAction` selector, to find the target from.
        var unwindSelector: String?
        /// What had to be assumed to express the segue in the flow format.
        var assumption: String?
    }

    let scenes: StoryboardScenes
    let names: [StoryboardObjectKey: Located<String>]

    func map(_ segue: StoryboardElement, file: Int, trigger: SegueTrigger?) -> Mapped? {
        guard let kindText = segue.located("kind") else { return nil }
        var assumption: String?
        let kind: Action.Kind
        var style: Located<PresentationStyle>?
        switch kindText.value {
        case "show": kind = .show
        case "showDetail", "replace": kind = .showDetail
        case "presentation", "modal": kind = .present
        case "popoverPresentation", "popover":
            kind = .present
            style = Located(.popover, at: kindText.range)
        case "push": kind = .push
        case "embed": kind = .embed
        case "unwind": kind = .unwind
        // A custom segue's class decides what it does; its styles, if any, are its own business.
        case "custom": kind = .custom
        default:
            // Relationships, and kinds a newer Xcode may add, are not actions.
            return nil
        }
        var action = Action(kind: Located(kind, at: kindText.range), range: segue.tagRange)
        action.identifier = segue.located("identifier")
        action.segueClass = segue.located("customClass")
        // An embed segue runs when its container view loads: nothing triggers it.
        action.trigger = kind == .embed ? nil : trigger.map { Located($0, at: segue.tagRange) }
        if kind == .unwind {
            return Mapped(action: action, unwindSelector: segue["unwindAction"] ?? "", assumption: nil)
        }
        let destination = segue.located("destination")
        let destinationKey = destination.map { StoryboardObjectKey(file: file, id: $0.value) }
        if let destination, let destinationKey {
            let screen = scenes.screenKey(for: destinationKey)
            // A destination that is not a scene is left as written, so unknown-target reports it.
            let name = scenes.object(destinationKey) == nil ? destination.value : names[screen]?.value ?? destination.value
            action.target = Located(name, at: destination.range)
            if let reference = scenes.object(destinationKey), reference.isPlaceholder, scenes.leavesItsStoryboard(reference) {
                // The format's convention for cross-storyboard-segue: a reference is loaded at run time.
                action.trigger = Located(.code, at: destination.range)
                assumption = "goes through a storyboard reference, which loads the other storyboard at run time"
            }
        }
        if kind == .present {
            // Through a reference, the referenced scene's own styles apply.
            let presented = destinationKey.flatMap { scenes.instantiated($0) }?.element
            if style == nil {
                // A segue without its own style presents with the destination's.
                style = Self.presentationStyle(segue) ?? presented.flatMap(Self.presentationStyle)
            }
            action.presentationStyle = style
            action.transitionStyle = Self.transitionStyle(segue) ?? presented.flatMap(Self.transitionStyle)
        }
        return Mapped(action: action, unwindSelector: nil, assumption: assumption)
    }

    /// A segue's or a view controller's own `modalPresentationStyle`.
    static func presentationStyle(_ element: StoryboardElement) -> Located<PresentationStyle>? {
        guard let text = element.located("modalPresentationStyle"), let style = PresentationStyle(rawValue: text.value) else { return nil }
        return Located(style, at: text.range)
    }

    static func transitionStyle(_ element: StoryboardElement) -> Located<TransitionStyle>? {
        guard let text = element.located("modalTransitionStyle"), let style = TransitionStyle(rawValue: text.value) else { return nil }
        return Located(style, at: text.range)
    }
}
