/// A flow file: YAML parsed by libyaml into positioned nodes, decoded into the model, with the
/// file's format findings and its suppression comments. The file is its run's first.
struct FlowFileFrontend: Frontend {
    let source: SourceFile
    static let file = SourceFileID(0)

    func read(with linter: Linter) -> FrontendResult {
        LargeFlowText.readingAgainWhole(source, limit: linter.configuration.limits.maxFileSize) { fromFile in
            read(with: linter, fromFile: fromFile)
        }
    }

    /// Nil when the file must be read again, whole; see `LargeFlowText`.
    ///
    /// `fromFile`: whether a large file's text may be let go before it is parsed, and the file
    /// read by libyaml from disk as it parses.
    private func read(with linter: Linter, fromFile: Bool) -> FrontendResult? {
        let configuration = linter.configuration
        guard var text = LargeFlowText(source, setAsideFrom: linter.setAsideThreshold, parsingFromFile: fromFile) else { return nil }
        guard var (parsed, decoded) = parseAndDecode(text, with: linter) else { return nil }
        text.learnWhileParsed(hasDocument: parsed.document != nil)
        var findings = parsed.problems.compactMap { problem in
            configuration.reported(Finding(
                ruleID: FormatCheck(problem.kind).rawValue, severity: .error, message: problem.message, range: problem.range,
                notes: problem.notes.map { Finding.Note($0.message, at: $0.range) }
            ))
        }
        // Without a document only format findings were made, which no comment suppresses.
        guard let decoded = decoded.take() else {
            return FrontendResult(sources: [source], findings: findings, flow: nil)
        }
        let flow = decoded.flow
        findings += decoded.findings.compactMap(configuration.reported)
        let aliasedAnchors = parsed.document?.aliasedAnchorRanges ?? []
        if flow?.storyboards.isEmpty == false {
            guard text.bringBack() else { return nil }
            var result = FrontendResult(sources: [source], findings: findings, flow: flow,
                                        suppressions: suppressions(hashHoldingScalars: parsed.hashHoldingScalars, if: text.mayHoldComments, linter))
            result.aliasedAnchors = aliasedAnchors
            return result
        }
        LargeFiles.afterDecoding(source, document: &parsed.document, linter)
        text.afterDecoding()
        guard text.bringBack() else { return nil }
        let suppressions = suppressions(hashHoldingScalars: parsed.hashHoldingScalars, if: text.mayHoldComments, linter)
        text.afterComments()
        var result = FrontendResult(sources: [source], findings: findings, flow: flow, suppressions: suppressions)
        result.learntAhead = decoded.learntAhead
        result.aliasedAnchors = aliasedAnchors
        return result
    }

    /// The file's `# flowlint-` comments, read from its lines, whose text must be in memory. Where a
    /// `#` is scalar text comes from the parse.
    private func suppressions(hashHoldingScalars: [HashHoldingScalar], if mayHoldComments: Bool, _ linter: Linter) -> Suppressions? {
        guard mayHoldComments else { return nil }
        return linter.timed("suppression comments") {
            Suppressions(SuppressionComments(source: source, file: Self.file, hashHoldingScalars: hashHoldingScalars))
        }
    }

    /// Nil for the decoding when the YAML held no document; nil when the file must be read again
    /// (see `LargeFlowText.parse`).
    private func parseAndDecode(_ text: LargeFlowText, with linter: Linter) -> (parsed: YAMLParseResult, decoded: FlowDecoder.Decoded?)? {
        let ahead = LargeFiles.decodingAhead(of: source)
        let parser = YAMLParser(limits: linter.configuration.limits, file: Self.file)
        guard let parsed = linter.timed("parse", { text.parse(with: parser, observer: ahead) }) else { return nil }
        let decoded = parsed.document.map { document in linter.timed("decode") { FlowDecoder(file: source.path, id: Self.file).decode(document, ahead: ahead) } }
        return (parsed, decoded)
    }
}
