/// An app's storyboards and its code (read by a `CodeFrontend`), as one flow: the storyboards'
/// scenes with what their classes do in code, and the code's other screens
/// (`StoryboardCodeJoin`). The storyboards' reports come first, then the code's files'.
struct StoryboardsWithCodeFrontend: Frontend {
    let storyboards: [SourceFile]
    let code: [SourceFile]
    let frontend: any CodeFrontend

    /// What both readers made of the app: the joined flow (nil when neither read one), their
    /// findings, the code's suppression comments, and what each assumed (`flowlint import`).
    struct Reading {
        var flow: Flow?
        var findings: [Finding]
        var codeComments: [Int: CodeComments]
        var assumptions: [SourceRange: String]
        /// The flow the code alone describes, its screens the classes and views it declares.
        var codeFlow: Flow?
    }

    func read(with linter: Linter) -> FrontendResult {
        let reading = joined(with: linter)
        var result = FrontendResult(sources: storyboards + code, findings: reading.findings, flow: reading.flow)
        result.codeSuppressions = CodeSuppressions.read(reading.codeComments, of: code, firstFile: storyboards.count)
        if let flow = reading.flow, let codeFlow = reading.codeFlow {
            result.describedByCode = CodeCounterpart(flow: flow, sources: storyboards + code, codeFlow: codeFlow)
        }
        return result
    }

    func joined(with linter: Linter) -> Reading {
        let converted = StoryboardFrontend(storyboards).convert(configuration: linter.configuration, catalogued: true)
        let reading = linter.timed("read code") {
            frontend.read(code, firstFile: storyboards.count, configuration: linter.configuration)
        }
        var unreadClasses: [SourceRange: String] = [:]
        var flow = converted.readCount > 0 ? converted.conversion.flow : nil
        if let storyboards = flow, let code = reading.flow {
            var joined = StoryboardCodeJoin.join(code, into: storyboards, leaving: converted.conversion.classesOfOtherPlatforms,
                                                 assumedNavigationRoots: converted.conversion.assumedNavigationRoots,
                                                 assumedWithoutBar: converted.conversion.assumedWithoutBar)
            unreadClasses = StoryboardCodeJoin.markScenesOfUnreadClasses(&joined, code: code)
            flow = joined
        } else {
            flow = flow ?? reading.flow
        }
        // With no storyboard read, its empty conversion's notes would land on the code's ranges.
        var storyboardAssumptions = converted.readCount > 0 ? converted.conversion.assumptions : [:]
        // A scene assumed to show no bar that the code gives one (`StoryboardCodeJoin`) loses the note.
        for screen in flow?.screens ?? [] where converted.conversion.assumedWithoutBar.contains(screen.id.value) && screen[.navigationBarHidden] == nil {
            storyboardAssumptions[screen.range] = nil
        }
        storyboardAssumptions.merge(unreadClasses) { storyboard, unread in "\(storyboard); \(unread)" }
        return Reading(flow: flow, findings: converted.findings + reading.findings, codeComments: reading.comments,
                       assumptions: storyboardAssumptions.merging(reading.assumptions) { storyboard, _ in storyboard },
                       codeFlow: reading.flow)
    }
}
