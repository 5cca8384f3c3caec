/// The `sarif` format: SARIF 2.1.0, as GitHub code scanning and IDE viewers read it.
///
/// Paths are repository-relative under `%SRCROOT%`, notes become related locations, path-shaped
/// findings also become code flows, and each result carries a fingerprint that ignores lines.
public struct SARIFFormatter: ReportFormatter {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let rootBaseID = "%SRCROOT%"
    public static let fingerprintKey = "flowlintFingerprint/v1"

    public var settings: ReportSettings

    public var syntax: OutputSyntax { .json }

    public init(settings: ReportSettings = ReportSettings()) {
        self.settings = settings
    }

    public func format(_ run: LintRun) -> String {
        let diagnostics = run.diagnostics
        let rules = describedRules(for: diagnostics)
        let indexes = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let fingerprints = Fingerprint.fingerprints(for: diagnostics, paths: settings.paths)
        let results = zip(diagnostics, fingerprints).map { diagnostic, fingerprint in
            result(diagnostic, ruleIndex: indexes[diagnostic.ruleID]!, fingerprint: fingerprint)
        }
        let driver = JSONValue.object([
            ("name", .string("flowlint")),
            ("version", .string(FlowLint.version)),
            ("semanticVersion", .string(FlowLint.version)),
            ("informationUri", .string(RuleDocumentationLink.project)),
            ("rules", .array(rules.map(Self.descriptor))),
        ])
        let document = JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("originalUriBaseIds", .object([(Self.rootBaseID, rootLocation)])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ])
        return document.rendered() + "\n"
    }

    /// The configured rules, plus any rule a finding names that they lack, so every result has a descriptor.
    func describedRules(for diagnostics: [Diagnostic]) -> [CheckDescription] {
        var rules = settings.rules
        var known = Set(rules.map(\.id))
        for diagnostic in diagnostics where known.insert(diagnostic.ruleID).inserted {
            rules.append(CheckDescription(id: diagnostic.ruleID, summary: "a flowlint check", severity: diagnostic.severity))
        }
        return rules
    }

    static func descriptor(_ rule: CheckDescription) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(rule.id)),
            ("name", .string(rule.pascalCaseName)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.fullDescription))])),
            ("help", .object([
                ("text", .string("\(rule.summary); see \(rule.documentationURL)")),
                ("markdown", .string("\(rule.summary); see [rules/\(rule.id).md](\(rule.documentationURL))")),
            ])),
            ("helpUri", .string(rule.documentationURL)),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ]
        if !rule.guidelines.isEmpty {
            members.append(("properties", .object([("tags", .array(rule.guidelines.map { .string("guideline-" + $0) }))])))
        }
        return .object(members)
    }

    func result(_ diagnostic: Diagnostic, ruleIndex: Int, fingerprint: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(TerminalText.visibleInReport(diagnostic.message)))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic.file, diagnostic.range))])])),
        ]
        // A path's notes are both related locations and the steps of a code flow.
        let noteLocations = diagnostic.notes.map { physicalLocation($0.file, $0.range) }
        if !diagnostic.notes.isEmpty {
            members.append(("relatedLocations", .array(zip(diagnostic.notes, noteLocations).enumerated().map { index, noted in
                let (note, location) = noted
                return .object([
                    ("id", .int(index + 1)),
                    ("physicalLocation", location),
                    ("message", .object([("text", .string(TerminalText.visibleInReport(note.message)))])),
                ])
            })))
        }
        if diagnostic.notesArePath, !diagnostic.notes.isEmpty {
            let steps = zip(diagnostic.notes, noteLocations).map { note, location in
                JSONValue.object([("location", .object([
                    ("physicalLocation", location),
                    ("message", .object([("text", .string(TerminalText.visibleInReport(note.message)))])),
                ]))])
            }
            members.append(("codeFlows", .array([.object([("threadFlows", .array([.object([("locations", .array(steps))])]))])])))
        }
        // The safe fix first, then the suggestions, whose descriptions say they need a person's choice.
        let fixes = (diagnostic.fix.map { [self.fix($0, in: diagnostic.file)] } ?? [])
            + diagnostic.suggestions.map { self.fix($0, in: diagnostic.file, described: "suggestion, to review before applying: \($0.title)") }
        if !fixes.isEmpty {
            members.append(("fixes", .array(fixes)))
        }
        members.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])))
        return .object(members)
    }

    /// A fix as SARIF describes one: its edits, each a region deleted and the text put there.
    func fix(_ fix: Diagnostic.Fix, in file: String, described description: String? = nil) -> JSONValue {
        .object([
            ("description", .object([("text", .string(TerminalText.visibleInReport(description ?? fix.title)))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", artifactLocation(file)),
                ("replacements", .array(fix.edits.map { edit in
                    .object([
                        ("deletedRegion", region(edit.range)),
                        ("insertedContent", .object([("text", .string(edit.replacement))])),
                    ])
                })),
            ])])),
        ])
    }

    func physicalLocation(_ file: String, _ range: LineColumnRange) -> JSONValue {
        .object([("artifactLocation", artifactLocation(file)), ("region", region(range))])
    }

    func region(_ range: LineColumnRange) -> JSONValue {
        .object([
            ("startLine", .int(range.start.line)),
            ("startColumn", .int(range.start.column)),
            ("endLine", .int(range.end.line)),
            ("endColumn", .int(range.end.column)),
        ])
    }

    /// Inside the root (with no root, any relative path): relative to `%SRCROOT%`; elsewhere an absolute file URI.
    func artifactLocation(_ file: String) -> JSONValue {
        let paths = settings.paths
        let relative = paths.root == nil ? (file.hasPrefix("/") ? nil : FilePaths.normalized(file)) : paths.relative(file)
        if let relative {
            return .object([("uri", .string(ReportPaths.uriPath(relative))), ("uriBaseId", .string(Self.rootBaseID))])
        }
        let absolute = paths.absolute(file) ?? FilePaths.normalized("/" + file)
        return .object([("uri", .string("file://" + ReportPaths.uriPath(absolute)))])
    }

    var rootLocation: JSONValue {
        guard let root = settings.root else {
            return .object([("description", .object([("text", .string("the directory flowlint was run in"))]))])
        }
        return .object([("uri", .string(ReportPaths.fileURI(directory: root)))])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
