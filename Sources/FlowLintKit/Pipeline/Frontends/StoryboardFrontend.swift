/// Storyboards, read with libxml2 and converted together into one flow, so that references
/// between them resolve. Every range names the storyboard it lies in, so that a finding goes
/// back to that storyboard.
struct StoryboardFrontend: Frontend {
    /// The storyboards converted.
    let storyboards: [SourceFile]
    /// The id of `storyboards[0]` in its run: an overlay's own file comes first.
    let firstFile: Int
    /// The file the converted flow is named after.
    let flowFile: String

    init(_ storyboards: [SourceFile], firstFile: Int = 0, flowFile: String? = nil) {
        self.storyboards = storyboards
        self.firstFile = firstFile
        self.flowFile = flowFile ?? storyboards.first?.path ?? ""
    }

    func read(with linter: Linter) -> FrontendResult {
        let converted = convert(configuration: linter.configuration)
        return FrontendResult(sources: storyboards, findings: converted.findings,
                              flow: converted.readCount > 0 ? converted.conversion.flow : nil)
    }

    /// The storyboards that parse (`readCount` of them: launch screens are left out), converted
    /// into one flow, one copy standing for a storyboard localized per language
    /// (`LocalizedStoryboards`); a malformed one becomes a `storyboard-xml` finding in `findings`.
    /// `catalogued`: the flow also gets what the storyboards define by identifier, for the app's
    /// code to be checked against (`StoryboardCatalog`).
    func convert(configuration: LintConfiguration, catalogued: Bool = false) -> (conversion: StoryboardConversion, readCount: Int, findings: [Finding]) {
        var findings: [Finding] = []
        var read: [StoryboardInput] = []
        var otherPlatforms: Set<String> = []
        var otherPlatformNames: Set<String> = []
        for (index, source) in storyboards.enumerated() {
            switch parse(source, file: SourceFileID(firstFile + index), limits: configuration.limits) {
            case .success(let input):
                // A launch screen is drawn before the app runs, and a watchOS, macOS or tvOS
                // storyboard is not an iOS app's: no flow, so no findings.
                if input.isFlow { read.append(input) }
                if !input.isForIOS {
                    otherPlatforms.formUnion(input.customClasses)
                    otherPlatformNames.insert(input.name)
                }
            case .failure(let failure):
                let notes = failure.note.map { [Finding.Note($0.message, at: $0.range)] } ?? []
                let finding = Finding(ruleID: FormatCheck.storyboardXML.rawValue, severity: .error, message: failure.message,
                                      range: failure.range, notes: notes)
                if let reported = configuration.reported(finding) { findings.append(reported) }
            }
        }
        let readCount = read.count
        // Every copy is catalogued: a localized copy may lag behind the one converted.
        let catalog = catalogued ? StoryboardCatalog(read) : nil
        // One copy of a storyboard localized per language stands for all of them.
        read = LocalizedStoryboards.representatives(read.map(\.path)).map { read[$0] }
        var roots = AppRootSearch(openTexts: OpenTexts())
        let main = read.firstIndex { MainStoryboard.isMain($0, configured: configuration.app.mainStoryboard, roots: &roots) }
        var conversion = StoryboardConversion.convert(read, file: flowFile, main: main)
        // Only the app's main storyboard must have an initial view controller (see `AppStart`).
        conversion.flow.isMainStoryboard = main != nil
        conversion.classesOfOtherPlatforms = otherPlatforms
        for ring in conversion.referenceRings {
            let finding = Finding(ruleID: UnknownTargetRule.description.id, severity: .error, message: ring.message, range: ring.range)
            if let reported = configuration.reported(finding) { findings.append(reported) }
        }
        // What another platform's storyboards define is not known: leave out their names and classes.
        conversion.flow.storyboardCatalog = catalog.map { catalog in
            var known = catalog
            for name in otherPlatformNames { known.storyboards[name] = nil }
            for className in otherPlatforms { known.classes[className] = nil }
            return known
        }
        return (conversion, readCount, findings)
    }

    private func parse(_ source: SourceFile, file: SourceFileID, limits: YAMLLimits) -> Result<StoryboardInput, StoryboardXMLReader.Failure> {
        guard source.bytes.count <= limits.maxStoryboardSize else {
            return .failure(StoryboardXMLReader.Failure(
                message: "the storyboard is larger than \(limits.maxStoryboardSize) bytes, a quarter of the max-file-size limit "
                    + "(reading a storyboard takes about four times the memory of a flow file of its size; raise it with --max-file-size)",
                range: SourceRange(file: file, start: 0, end: 1)))
        }
        let reader = StoryboardXMLReader(maxDepth: limits.maxDepth, file: file)
        switch reader.read(source.bytes) {
        case .success(let document) where document.name == "document":
            return .success(StoryboardInput(path: source.path, document: document))
        case .success(let document):
            return .failure(StoryboardXMLReader.Failure(message: "the root element is <\(UserText.capped(document.name))>, not a storyboard's <document>",
                                                        range: SourceRange(file: file, start: 0, end: 1)))
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
