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
        // With no storyboard read, its empty conversion's notes would land on the code's ranges.
        var read = converted.readCount > 0 ? converted.conversion : nil
        if let storyboards = read, let code = reading.flow { read = StoryboardCodeJoin.join(code, into: storyboards) }
        let storyboardAssumptions = read?.assumptions ?? [:]
        return Reading(flow: read?.flow ?? reading.flow, findings: converted.findings + reading.findings, codeComments: reading.comments,
                       assumptions: storyboardAssumptions.merging(reading.assumptions) { storyboard, _ in storyboard },
                       codeFlow: reading.flow)
    }
}
