/// `textDocument/codeAction`: a quick fix for each finding that carries a fix and lies in the
/// range asked about, its edits as a WorkspaceEdit on the document.
enum CodeActions {
    static func answer(_ params: JSONValue, documents: OpenDocuments, conversion: LSPConversion) -> Result<JSONValue, RequestFailure> {
        guard let uri = params["textDocument"]?["uri"]?.string,
              let asked = params["range"].flatMap(Span.init) else {
            return .failure(RequestFailure(.invalidParams, "textDocument/codeAction needs textDocument.uri and range"))
        }
        if let only = params["context"]?["only"]?.items?.compactMap(\.string),
           !only.contains(where: { $0 == "quickfix" || $0.isEmpty }) {
            return .success(.array([]))
        }
        guard let document = documents[uri] else { return .success(.array([])) }
        var actions: [JSONValue] = []
        for diagnostic in document.diagnostics {
            guard let fix = diagnostic.fix, !fix.edits.isEmpty else { continue }
            let converted = conversion.diagnostic(diagnostic, lines: document.lines)
            guard let span = converted["range"].flatMap(Span.init), span.touches(asked) else { continue }
            let edits = fix.edits.map { conversion.textEdit($0, lines: document.lines) }
            actions.append(.object([
                ("title", .string(fix.title)),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([converted])),
                ("isPreferred", .bool(true)),
                ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
            ]))
        }
        return .success(.array(actions))
    }

    /// An LSP range as comparable (line, character) pairs.
    struct Span {
        var start: (Int, Int)
        var end: (Int, Int)

        init?(_ range: JSONValue) {
            guard let startLine = range["start"]?["line"]?.integer, let startCharacter = range["start"]?["character"]?.integer,
                  let endLine = range["end"]?["line"]?.integer, let endCharacter = range["end"]?["character"]?.integer else { return nil }
            start = (startLine, startCharacter)
            end = (endLine, endCharacter)
        }

        /// Overlapping or meeting at an end: a cursor just after a name still asks about it.
        func touches(_ other: Span) -> Bool {
            !(end < other.start || other.end < start)
        }
    }
}
