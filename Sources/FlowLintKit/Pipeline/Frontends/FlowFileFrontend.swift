/// A flow file: YAML parsed by libyaml into positioned nodes, decoded into the model, with the
/// file's format findings and its suppression comments.
struct FlowFileFrontend: Frontend {
    let source: SourceFile

    func read(with linter: Linter) -> FrontendResult {
        var fromFile = true
        while true {
            if let result = read(with: linter, fromFile: fromFile) { return result }
            // The file changed after it was first read, so what was learnt from its text may not
            // hold; or its positions can be placed only from its whole text. It is read again, whole.
            do {
                try source.reload(limit: linter.configuration.limits.maxFileSize)
            } catch {
                return .unreadable(source, because: error.reason)
            }
            fromFile = false
        }
    }

    /// Nil when the file must be read again, whole; see `LargeFlowText`.
    ///
    /// `fromFile`: whether a large file's text may be let go before it is parsed, and the file
    /// read by libyaml from disk as it parses.
    private func read(with linter: Linter, fromFile: Bool) -> FrontendResult? {
        let configuration = linter.configuration
        guard var text = LargeFlowText(source, setAsideFrom: linter.setAsideThreshold, parsingFromFile: fromFile) else { return nil }
        guard var (parsed, decoded) = parseAndDecode(with: linter, watching: text.watch) else { return nil }
        text.learnWhileParsed(hasDocument: parsed.document != nil)
        var findings = parsed.problems.compactMap { problem in
            configuration.reported(Diagnostic(
                ruleID: FormatCheck(problem.kind).rawValue, severity: .error, message: problem.message, file: source.path, range: problem.range,
                notes: problem.notes.map { Diagnostic.Note($0.message, file: source.path, range: $0.range) }
            ))
        }
        // Without a document only format findings were made, which no comment suppresses.
        guard let decoded = decoded.take() else {
            return FrontendResult(sources: [source], findings: [findings], flow: nil)
        }
        let flow = decoded.flow
        findings += decoded.diagnostics.compactMap(configuration.reported)
        if flow?.storyboards.isEmpty == false {
            guard text.bringBack() else { return nil }
            return FrontendResult(sources: [source], findings: [findings], flow: flow,
                                  suppressions: suppressions(hashHoldingScalars: parsed.hashHoldingScalars, if: text.mayHoldComments, linter))
        }
        LargeFiles.afterDecoding(source, document: &parsed.document, linter)
        text.afterDecoding()
        guard text.bringBack() else { return nil }
        let suppressions = suppressions(hashHoldingScalars: parsed.hashHoldingScalars, if: text.mayHoldComments, linter)
        text.afterComments()
        var result = FrontendResult(sources: [source], findings: [findings], flow: flow, suppressions: suppressions)
        result.learntAhead = decoded.learntAhead
        return result
    }

    /// The file's `# flowlint-` comments, read from its lines, whose text must be in memory. Where a
    /// `#` is scalar text comes from the parse.
    private func suppressions(hashHoldingScalars: [HashHoldingScalar], if mayHoldComments: Bool, _ linter: Linter) -> Suppressions? {
        guard mayHoldComments else { return nil }
        return linter.timed("suppression comments") { Suppressions(SuppressionComments(source: source, hashHoldingScalars: hashHoldingScalars)) }
    }

    /// Nil for the decoding when the YAML held no document. A file whose text is set aside is
    /// parsed from disk; nil when it has changed since it was read, or holds a line break that
    /// only libyaml counts (see `YAMLParser.parse(fileDescriptor:…)`).
    private func parseAndDecode(
        with linter: Linter, watching watch: WordWatch?
    ) -> (parsed: YAMLParseResult, decoded: FlowDecoder.Decoded?)? {
        let ahead = LargeFiles.decodingAhead(of: source)
        let parser = YAMLParser(limits: linter.configuration.limits)
        let parsed: YAMLParseResult? = linter.timed("parse") {
            guard source.isTextSetAside else { return parser.parse(source.bytes, observer: ahead) }
            return source.withOriginalFile { parser.parse(fileDescriptor: $0, size: $1, observer: ahead, watching: watch) } ?? nil
        }
        guard let parsed else { return nil }
        let decoded = parsed.document.map { document in linter.timed("decode") { FlowDecoder(file: source.path).decode(document, ahead: ahead) } }
        return (parsed, decoded)
    }
}
