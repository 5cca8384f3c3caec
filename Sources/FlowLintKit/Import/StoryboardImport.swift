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
        let (conversion, readCount, problems) = StoryboardFrontend(sources).convert(configuration: configuration)
        guard readCount == sources.count, !sources.isEmpty else {
            var files = RunFiles(sources: sources, configuration: configuration.defaults)
            return Outcome(yaml: nil, reports: files.reports(of: problems))
        }
        let names = sources.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        let writer = FlowYAMLWriter(header: [
            "Imported by `flowlint import storyboard` from \(names.joined(separator: ", ")).",
            "Lines starting with \"# assumed:\" mark facts the storyboard does not state: check them.",
        ], assumptions: conversion.assumptions)
        return Outcome(yaml: writer.write(conversion.flow), reports: [])
    }
}
