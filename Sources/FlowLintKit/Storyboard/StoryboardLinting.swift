/// Linting storyboards: read each with libxml2, convert them together into one flow, run the rules.
extension Linter {
    public static func isStoryboard(_ path: String) -> Bool {
        path.hasSuffix(".storyboard")
    }

    /// Lints storyboards as one app, so references between them resolve; one report per source, in order.
    public func lintStoryboards(_ sources: [SourceFile]) -> [FileReport] {
        guard let space = StoryboardLineSpace(sources: sources) else {
            // Too many lines to band together: each storyboard is checked on its own.
            return sources.flatMap { lintStoryboards([$0]) }
        }
        var diagnostics: [[Diagnostic]] = Array(repeating: [], count: sources.count)
        let read = readStoryboards(sources, space: space, problems: &diagnostics)
        if !read.isEmpty {
            let flowFile = sources[0].path
            let conversion = StoryboardConversion.convert(read, file: flowFile)
            for finding in runRules(on: FlowGraph(flow: configuration.defaults.apply(to: conversion.flow))) {
                let (file, moved) = space.split(finding, flowFile: flowFile)
                diagnostics[file].append(moved)
            }
        }
        return sources.enumerated().map { index, source in
            FileReport(source: source, diagnostics: diagnostics[index].sorted(by: Diagnostic.reportOrder))
        }
    }

    /// The storyboards that parse, each in its band; a malformed one becomes a `storyboard-xml` finding.
    /// `firstBand` is the band of `sources[0]` in `space`.
    func readStoryboards(_ sources: [SourceFile], space: StoryboardLineSpace, firstBand: Int = 0, problems: inout [[Diagnostic]]) -> [StoryboardInput] {
        var read: [StoryboardInput] = []
        for (index, source) in sources.enumerated() {
            let failure: StoryboardXMLReader.Failure?
            if source.bytes.count > configuration.limits.maxStoryboardSize {
                failure = StoryboardXMLReader.Failure(
                    message: "the storyboard is larger than \(configuration.limits.maxStoryboardSize) bytes, a quarter of the max-file-size limit "
                        + "(reading a storyboard takes about four times the memory of a flow file of its size; raise it with --max-file-size)",
                    range: StoryboardXMLReader.range(line: 1, column: 1))
            } else {
                let reader = StoryboardXMLReader(maxDepth: configuration.limits.maxDepth, lineOffset: space.offset(of: firstBand + index))
                switch reader.read(source.bytes) {
                case .success(let document) where document.name == "document":
                    read.append(StoryboardInput(path: source.path, document: document))
                    failure = nil
                case .success(let document):
                    failure = StoryboardXMLReader.Failure(message: "the root element is <\(UserText.capped(document.name))>, not a storyboard's <document>",
                                                          range: StoryboardXMLReader.range(line: 1, column: 1))
                case .failure(let error):
                    failure = error
                }
            }
            if let failure {
                let notes = failure.note.map { [Diagnostic.Note($0.message, file: source.path, range: $0.range)] } ?? []
                let finding = Diagnostic(ruleID: FormatCheck.storyboardXML.rawValue, severity: .error, message: failure.message,
                                         file: source.path, range: failure.range, notes: notes)
                if let reported = configuration.reported(finding) { problems[index].append(reported) }
            }
        }
        return read
    }
}

extension YAMLLimits {
    /// The largest storyboard read. The storyboard reader keeps every element with its attributes
    /// and their positions, about four times what a flow file's parse keeps for the same bytes;
    /// the largest storyboards of real apps are a few hundred kilobytes.
    var maxStoryboardSize: Int { maxFileSize / 4 }
}
