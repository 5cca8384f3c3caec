/// `flowlint import storyboard`: storyboards in, the equivalent flow file out.
public enum StoryboardImport {
    public struct Outcome: Sendable {
        /// The flow file, or nil when a storyboard could not be read.
        public var yaml: String?
        /// Why not: `storyboard-xml` findings, one report per storyboard.
        public var reports: [FileReport]
    }

    /// Converts storyboards read together, as `check` reads them, so references between them resolve.
    public static func run(_ sources: [SourceFile], configuration: LintConfiguration = LintConfiguration()) -> Outcome {
        guard let storyboards = StoryboardFrontend(sources) else {
            let tooLarge = Diagnostic(ruleID: FormatCheck.storyboardXML.rawValue, severity: .error,
                                      message: "these storyboards have too many lines to be imported together; import them in smaller groups",
                                      file: sources[0].path, range: SourceRange(at: .start))
            return Outcome(yaml: nil, reports: [FileReport(source: sources[0], diagnostics: [tooLarge].compactMap(configuration.reported))])
        }
        let (conversion, readCount, problems) = storyboards.convert(configuration: configuration)
        guard readCount == sources.count, !sources.isEmpty else {
            return Outcome(yaml: nil, reports: zip(sources, problems).map { FileReport(source: $0, diagnostics: $1) })
        }
        let names = sources.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        let writer = FlowYAMLWriter(header: [
            "Imported by `flowlint import storyboard` from \(names.joined(separator: ", ")).",
            "Lines starting with \"# assumed:\" mark facts the storyboard does not state: check them.",
        ], assumptions: conversion.assumptions)
        return Outcome(yaml: writer.write(conversion.flow), reports: [])
    }
}
