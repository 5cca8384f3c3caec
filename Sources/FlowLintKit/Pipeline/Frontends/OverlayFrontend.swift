/// A flow file with `storyboards:` over the storyboards it names: the storyboards give the
/// screens, containers, buttons and segues, and the flow file what a storyboard cannot state
/// (see `StoryboardOverlay.merge`).
///
/// The overlay's report comes first, then those of its storyboards, in the order it names them.
struct OverlayFrontend: Frontend {
    /// The flow file as `FlowFileFrontend` read it, naming at least one storyboard.
    let overlay: FrontendResult
    let overlayFlow: Flow

    /// Nil when the flow file overlays no storyboards.
    init?(_ flowFile: FrontendResult) {
        guard let flow = flowFile.flow, !flow.storyboards.isEmpty else { return nil }
        overlay = flowFile
        overlayFlow = flow
    }

    func read(with linter: Linter) -> FrontendResult {
        let source = overlay.sources[0]
        var overlayFindings = overlay.findings
        var storyboards: [SourceFile] = []
        // The storyboards must lie in the overlay's repository: the overlay may come from a pull request.
        let containment = StoryboardContainment(flowFile: source.path)
        for name in overlayFlow.storyboards {
            let path = StoryboardOverlay.path(of: name.value, nextTo: source.path)
            do throws(StoryboardContainment.Refusal) {
                storyboards.append(try containment.read(path, limit: linter.configuration.limits.maxStoryboardSize, openTexts: linter.openTexts))
            } catch {
                let refusal = Finding(ruleID: FormatCheck.storyboardXML.rawValue, severity: .error, message: error.message, range: name.range)
                if let reported = linter.configuration.reported(refusal) { overlayFindings.append(reported) }
            }
        }
        // The overlay is its run's first file; its storyboards follow it.
        let converted = StoryboardFrontend(storyboards, firstFile: 1, flowFile: source.path).convert(configuration: linter.configuration)
        var result = FrontendResult(sources: [source] + storyboards, findings: overlayFindings + converted.findings,
                                    flow: StoryboardOverlay.merge(overlayFlow, into: converted.conversion.flow), suppressions: overlay.suppressions)
        result.aliasedAnchors = overlay.aliasedAnchors
        return result
    }
}
