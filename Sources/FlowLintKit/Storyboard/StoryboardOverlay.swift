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
        screen.secondary = overlay.secondary ?? base.secondary
        for flag in ScreenFlag.allCases { screen[flag] = overlay[flag] ?? base[flag] }
        screen.onAttemptToDismiss = overlay.onAttemptToDismiss ?? base.onAttemptToDismiss
        screen.storyboard = overlay.storyboard ?? base.storyboard
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

extension Linter {
    /// `fileDiagnostics` are the overlay's own YAML and format findings, already filtered by the
    /// configuration; `suppressions`, its comments, which apply to the findings in it.
    func lintOverlay(_ source: SourceFile, suppressions: Suppressions?, flow overlay: Flow, fileDiagnostics: [Diagnostic]) -> [FileReport] {
        var overlayDiagnostics = fileDiagnostics
        var storyboards: [SourceFile] = []
        // The storyboards must lie in the overlay's repository: the overlay may come from a pull request.
        let containment = StoryboardContainment(flowFile: source.path)
        for name in overlay.storyboards {
            let path = StoryboardOverlay.path(of: name.value, nextTo: source.path)
            do throws(StoryboardContainment.Refusal) {
                storyboards.append(try containment.read(path, limit: configuration.limits.maxStoryboardSize))
            } catch {
                let refusal = Diagnostic(ruleID: FormatCheck.storyboardXML.rawValue, severity: .error,
                                         message: error.message, file: source.path, range: name.range)
                if let reported = configuration.reported(refusal) { overlayDiagnostics.append(reported) }
            }
        }
        // The overlay keeps its own lines (band 0), so its YAML positions need no shifting.
        let sources = [source] + storyboards
        var reports: [[Diagnostic]] = [overlayDiagnostics] + Array(repeating: [], count: storyboards.count)
        if let space = StoryboardLineSpace(sources: sources) {
            var problems: [[Diagnostic]] = Array(repeating: [], count: storyboards.count)
            let read = readStoryboards(storyboards, space: space, firstBand: 1, problems: &problems)
            for (index, found) in problems.enumerated() { reports[index + 1] += found }
            let base = StoryboardConversion.convert(read, file: source.path).flow
            let merged = StoryboardOverlay.merge(overlay, into: base)
            for finding in runRules(on: FlowGraph(flow: configuration.defaults.apply(to: merged))) {
                let (file, moved) = space.split(finding, flowFile: source.path)
                reports[file].append(moved)
            }
        }
        if let suppressions { reports[0] = suppressions.apply(to: reports[0], file: source.path, configuration: configuration) }
        return sources.enumerated().map { index, file in
            FileReport(source: file, diagnostics: reports[index].sorted(by: Diagnostic.reportOrder))
        }
    }
}
