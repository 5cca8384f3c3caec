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
        var overlayFindings = overlay.findings[0]
        var storyboards: [SourceFile] = []
        // The storyboards must lie in the overlay's repository: the overlay may come from a pull request.
        let containment = StoryboardContainment(flowFile: source.path)
        for name in overlayFlow.storyboards {
            let path = StoryboardOverlay.path(of: name.value, nextTo: source.path)
            do throws(StoryboardContainment.Refusal) {
                storyboards.append(try containment.read(path, limit: linter.configuration.limits.maxStoryboardSize))
            } catch {
                let refusal = Diagnostic(ruleID: FormatCheck.storyboardXML.rawValue, severity: .error,
                                         message: error.message, file: source.path, range: name.range)
                if let reported = linter.configuration.reported(refusal) { overlayFindings.append(reported) }
            }
        }
        let sources = [source] + storyboards
        var result = FrontendResult(sources: sources, findings: [overlayFindings] + Array(repeating: [], count: storyboards.count),
                                    flow: nil, suppressions: overlay.suppressions)
        // Without a line space for them all, nothing is checked beyond what each file says of itself.
        guard let space = StoryboardLineSpace(sources: sources) else { return result }
        // The overlay keeps its own lines (band 0), so its YAML positions need no shifting.
        let converted = StoryboardFrontend(storyboards, space: space, firstBand: 1, flowFile: source.path).convert(configuration: linter.configuration)
        for (index, found) in converted.findings.enumerated() { result.findings[index + 1] += found }
        result.flow = StoryboardOverlay.merge(overlayFlow, into: converted.conversion.flow)
        result.lineSpace = space
        return result
    }
}
