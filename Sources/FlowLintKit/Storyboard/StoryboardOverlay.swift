/// A flow file with `storyboards:` overlays them: the storyboards give the screens, containers,
/// buttons and segues; the flow file adds, per screen id, what a storyboard cannot state
/// (`userContent`, `isModalInPresentation`, `onAttemptToDismiss`, code-driven segues, alerts).
///
/// What the overlay sets wins: a field replaces the storyboard's, a button replaces the
/// storyboard's button with the same title (to correct an assumed action), other buttons and
/// all segues are added, and screens and modals the storyboards lack are added.
enum StoryboardOverlay {
    static func merge(_ overlay: Flow, into base: Flow) -> Flow {
        var merged = base
        merged.app = overlay.app ?? base.app
        merged.entry = overlay.entry ?? base.entry
        merged.defaults.transitionStyle = overlay.defaults.transitionStyle ?? base.defaults.transitionStyle
        merged.defaults.presentationStyle = overlay.defaults.presentationStyle ?? base.defaults.presentationStyle
        var index: [String: Int] = [:]
        for (offset, screen) in merged.screens.enumerated() where index[screen.id.value] == nil {
            index[screen.id.value] = offset
        }
        for screen in overlay.screens {
            guard let offset = index[screen.id.value] else {
                merged.screens.append(screen)
                continue
            }
            merged.screens[offset] = merge(screen, into: merged.screens[offset])
        }
        merged.modals += overlay.modals
        return merged
    }

    private static func merge(_ overlay: Screen, into base: Screen) -> Screen {
        var screen = base
        screen.title = overlay.title ?? base.title
        screen.container = overlay.container ?? base.container
        if !overlay.tabs.isEmpty { screen.tabs = overlay.tabs }
        screen.primary = overlay.primary ?? base.primary
        screen.supplementary = overlay.supplementary ?? base.supplementary
        screen.secondary = overlay.secondary ?? base.secondary
        for flag in ScreenFlag.allCases { screen[flag] = overlay[flag] ?? base[flag] }
        screen.onAttemptToDismiss = overlay.onAttemptToDismiss ?? base.onAttemptToDismiss
        // Only a flow file's key has a place a fix can write next to; a storyboard's has none.
        screen.onAttemptToDismissKey = overlay.onAttemptToDismissKey
        screen.storyboard = overlay.storyboard ?? base.storyboard
        screen.storyboardIdentifier = overlay.storyboardIdentifier ?? base.storyboardIdentifier
        for button in overlay.buttons {
            if let title = button.title?.value, let same = screen.buttons.firstIndex(where: { $0.title?.value == title }) {
                screen.buttons[same] = button
            } else {
                screen.buttons.append(button)
            }
        }
        screen.segues += overlay.segues
        return screen
    }

    /// The path of a storyboard an overlay names, relative to the overlay's directory.
    static func path(of storyboard: String, nextTo overlay: String) -> String {
        guard !storyboard.hasPrefix("/"), let slash = overlay.lastIndex(of: "/") else { return storyboard }
        return String(overlay[...slash]) + storyboard
    }
}
