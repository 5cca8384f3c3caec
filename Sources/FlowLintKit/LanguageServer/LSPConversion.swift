/// flowlint's findings in LSP's terms: 0-based lines, characters in the agreed encoding,
/// severities as numbers, notes as related information.
struct LSPConversion {
    let encoding: PositionEncoding
    /// The lines of a file, for the columns of ranges in it: an open document's text, or the
    /// file on disk; nil when neither can be had (columns are then taken as they are).
    let lines: (String) -> DocumentLines?

    func position(_ position: SourcePosition, in lines: DocumentLines?) -> JSONValue {
        let line = max(position.line - 1, 0)
        let prefix = lines?.uncountedPrefix(ofLine: position.line) ?? 0
        let character = prefix + encoding.character(forColumn: position.column, inLine: lines?.line(position.line))
        return .object([("line", .int(line)), ("character", .int(character))])
    }

    func range(_ range: LineColumnRange, in lines: DocumentLines?) -> JSONValue {
        .object([("start", position(range.start, in: lines)), ("end", position(range.end, in: lines))])
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .info: 3
        }
    }

    /// `lines` are those of the diagnostic's own file, which the caller has at hand.
    func diagnostic(_ diagnostic: Diagnostic, lines documentLines: DocumentLines?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("range", range(diagnostic.range, in: documentLines)),
            ("severity", .int(Self.severity(diagnostic.severity))),
            ("code", .string(diagnostic.ruleID)),
        ]
        if RuleCatalog.check(id: diagnostic.ruleID) != nil {
            members.append(("codeDescription", .object([("href", .string(RuleDocumentationLink.url(for: diagnostic.ruleID)))])))
        }
        members.append(("source", .string("flowlint")))
        members.append(("message", .string(diagnostic.message)))
        if !diagnostic.notes.isEmpty {
            let related = diagnostic.notes.map { note -> JSONValue in
                let path = FilePaths.absolute(note.file)
                let noteLines = note.file == diagnostic.file ? documentLines : lines(path)
                return .object([
                    ("location", .object([("uri", .string(DocumentURI.uri(ofPath: path))), ("range", range(note.range, in: noteLines))])),
                    ("message", .string(note.message)),
                ])
            }
            members.append(("relatedInformation", .array(related)))
        }
        return .object(members)
    }

    func textEdit(_ edit: Diagnostic.Edit, lines: DocumentLines?) -> JSONValue {
        .object([("range", range(edit.range, in: lines)), ("newText", .string(edit.replacement))])
    }
}
