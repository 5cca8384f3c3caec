/// Storyboards, read with libxml2 and converted together into one flow, so that references
/// between them resolve. Each storyboard keeps its own band of lines in the flow (see
/// `StoryboardLineSpace`), so that a finding goes back to the storyboard it lies in.
struct StoryboardFrontend: Frontend {
    /// The storyboards converted.
    let storyboards: [SourceFile]
    /// The bands of every file in the report: an overlay's own lines come first.
    let space: StoryboardLineSpace
    /// The band of `storyboards[0]` in `space`.
    let firstBand: Int
    /// The file the converted flow is named after.
    let flowFile: String

    /// Nil when the storyboards have too many lines, together, to share one line space.
    init?(_ storyboards: [SourceFile]) {
        guard let space = StoryboardLineSpace(sources: storyboards) else { return nil }
        self.init(storyboards, space: space, firstBand: 0, flowFile: storyboards.first?.path ?? "")
    }

    init(_ storyboards: [SourceFile], space: StoryboardLineSpace, firstBand: Int, flowFile: String) {
        self.storyboards = storyboards
        self.space = space
        self.firstBand = firstBand
        self.flowFile = flowFile
    }

    func read(with linter: Linter) -> FrontendResult {
        let converted = convert(configuration: linter.configuration)
        return FrontendResult(sources: storyboards, findings: converted.findings,
                              flow: converted.readCount > 0 ? converted.conversion.flow : nil, lineSpace: space)
    }

    /// The storyboards that parse, converted into one flow (`readCount` of them: launch screens
    /// are left out); a malformed one becomes a
    /// `storyboard-xml` finding in `findings`, one list per storyboard.
    func convert(configuration: LintConfiguration) -> (conversion: StoryboardConversion, readCount: Int, findings: [[Diagnostic]]) {
        var findings: [[Diagnostic]] = Array(repeating: [], count: storyboards.count)
        var read: [StoryboardInput] = []
        for (index, source) in storyboards.enumerated() {
            switch parse(source, band: firstBand + index, limits: configuration.limits) {
            case .success(let input):
                // A launch screen is drawn before the app runs: no flow, so no findings.
                if !input.isLaunchScreen { read.append(input) }
            case .failure(let failure):
                let notes = failure.note.map { [Diagnostic.Note($0.message, file: source.path, range: $0.range)] } ?? []
                let finding = Diagnostic(ruleID: FormatCheck.storyboardXML.rawValue, severity: .error, message: failure.message,
                                         file: source.path, range: failure.range, notes: notes)
                if let reported = configuration.reported(finding) { findings[index].append(reported) }
            }
        }
        let main = read.firstIndex { MainStoryboard.isMain($0, configured: configuration.app.mainStoryboard) }
        var conversion = StoryboardConversion.convert(read, file: flowFile, main: main)
        // Only the app's main storyboard must have an initial view controller (see `AppStart`).
        conversion.flow.isMainStoryboard = main != nil
        return (conversion, read.count, findings)
    }

    private func parse(_ source: SourceFile, band: Int, limits: YAMLLimits) -> Result<StoryboardInput, StoryboardXMLReader.Failure> {
        guard source.bytes.count <= limits.maxStoryboardSize else {
            return .failure(StoryboardXMLReader.Failure(
                message: "the storyboard is larger than \(limits.maxStoryboardSize) bytes, a quarter of the max-file-size limit "
                    + "(reading a storyboard takes about four times the memory of a flow file of its size; raise it with --max-file-size)",
                range: StoryboardXMLReader.range(line: 1, column: 1)))
        }
        let reader = StoryboardXMLReader(maxDepth: limits.maxDepth, lineOffset: space.offset(of: band))
        switch reader.read(source.bytes) {
        case .success(let document) where document.name == "document":
            return .success(StoryboardInput(path: source.path, document: document))
        case .success(let document):
            return .failure(StoryboardXMLReader.Failure(message: "the root element is <\(UserText.capped(document.name))>, not a storyboard's <document>",
                                                        range: StoryboardXMLReader.range(line: 1, column: 1)))
        case .failure(let error):
            return .failure(error)
        }
    }
}

extension YAMLLimits {
    /// The largest storyboard read. The storyboard reader keeps every element with its attributes
    /// and their positions, about four times what a flow file's parse keeps for the same bytes;
    /// the largest storyboards of real apps are a few hundred kilobytes.
    var maxStoryboardSize: Int { maxFileSize / 4 }
}
