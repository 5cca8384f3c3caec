/// An app's storyboards and its code (read by a `CodeFrontend`), as one flow: the storyboards'
/// scenes with what their classes do in code, and the code's other screens
/// (`StoryboardCodeJoin`). The storyboards' reports come first, then the code's files'.
struct StoryboardsWithCodeFrontend: Frontend {
    let storyboards: [SourceFile]
    let code: [SourceFile]
    let frontend: any CodeFrontend

    func read(with linter: Linter) -> FrontendResult {
        let converted = StoryboardFrontend(storyboards).convert(configuration: linter.configuration, catalogued: true)
        let reading = linter.timed("read code") {
            frontend.read(code, firstFile: storyboards.count, configuration: linter.configuration)
        }
        let flow: Flow? = switch (converted.readCount > 0 ? converted.conversion.flow : nil, reading.flow) {
        case (let storyboards?, let code?):
            StoryboardCodeJoin.join(code, into: storyboards, leaving: converted.conversion.classesOfOtherPlatforms)
        case (let storyboards, let code): storyboards ?? code
        }
        var result = FrontendResult(sources: storyboards + code, findings: converted.findings + reading.findings, flow: flow)
        result.codeSuppressions = CodeSuppressions.read(reading.comments, of: code, firstFile: storyboards.count)
        return result
    }
}
