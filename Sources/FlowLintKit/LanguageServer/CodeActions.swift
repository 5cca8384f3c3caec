/// `textDocument/codeAction`: a quick fix for each finding that carries a fix and lies in the
/// range asked about, its edits as a WorkspaceEdit on the document, preferred; then one for each
/// of its suggestions, not preferred, as they need a person's choice; and, when the client asks
/// for source actions (`only` naming `source` or `source.fixAll`, as "fix all" and fixes on save
/// do), one `source.fixAll` that makes every safe fix in the document, as `check --fix` would.
enum CodeActions {
    static let fixAll = "source.fixAll"

    static func answer(_ params: JSONValue, documents: OpenDocuments, conversion: LSPConversion) -> Result<JSONValue, RequestFailure> {
        guard let uri = params["textDocument"]?["uri"]?.string,
              let asked = params["range"].flatMap(Span.init) else {
            return .failure(RequestFailure(.invalidParams, "textDocument/codeAction needs textDocument.uri and range"))
        }
        let only = params["context"]?["only"]?.items?.compactMap(\.string)
        guard let document = documents[uri] else { return .success(.array([])) }
        var actions: [JSONValue] = []
        if only.map({ $0.contains { Self.kind(quickfixOrEmpty: $0) } }) ?? true {
            actions += quickFixes(in: document, uri: uri, asked: asked, conversion: conversion)
        }
        if only?.contains(where: { $0 == "source" || $0 == fixAll }) == true,
           let action = fixAllAction(for: document, uri: uri, documents: documents, encoding: conversion.encoding) {
            actions.append(action)
        }
        return .success(.array(actions))
    }

    private static func kind(quickfixOrEmpty kind: String) -> Bool {
        kind == "quickfix" || kind.isEmpty
    }

    private static func quickFixes(in document: OpenDocuments.Document, uri: String, asked: Span, conversion: LSPConversion) -> [JSONValue] {
        var actions: [JSONValue] = []
        for diagnostic in document.diagnostics {
            let offered = (diagnostic.fix.map { [($0, true)] } ?? []) + diagnostic.suggestions.map { ($0, false) }
            guard offered.contains(where: { !$0.0.edits.isEmpty }) else { continue }
            let converted = conversion.diagnostic(diagnostic, lines: document.lines)
            guard let span = converted["range"].flatMap(Span.init), span.touches(asked) else { continue }
            for (fix, preferred) in offered where !fix.edits.isEmpty {
                let edits = fix.edits.map { conversion.textEdit($0, lines: document.lines) }
                actions.append(.object([
                    ("title", .string(fix.title)),
                    ("kind", .string("quickfix")),
                    ("diagnostics", .array([converted])),
                    ("isPreferred", .bool(preferred)),
                    ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
                ]))
            }
        }
        return actions
    }

    /// One edit that replaces the whole text with the fixed text: the fixes are checked together
    /// on the whole file, so they are handed over as the file they give.
    private static func fixAllAction(for document: OpenDocuments.Document, uri: String, documents: OpenDocuments, encoding: PositionEncoding) -> JSONValue? {
        guard let path = document.path, document.diagnostics.contains(where: { $0.fix != nil }),
              let fixed = DocumentLinting.fixedText(path: path, text: document.text, openTexts: documents.texts) else { return nil }
        // The end of the text: the end of its last line, in the client's units.
        let lastLine = document.lines.count
        let text = document.lines.line(lastLine)
        let character = document.lines.uncountedPrefix(ofLine: lastLine)
            + encoding.character(forColumn: (text?.unicodeScalars.count ?? 0) + 1, inLine: text)
        let end: JSONValue = .object([("line", .int(lastLine - 1)), ("character", .int(character))])
        let whole: JSONValue = .object([("start", .object([("line", .int(0)), ("character", .int(0))])), ("end", end)])
        return .object([
            ("title", .string("fix all safe fixes (flowlint)")),
            ("kind", .string(fixAll)),
            ("edit", .object([("changes", .object([(uri, .array([.object([("range", whole), ("newText", .string(fixed))])]))]))])),
        ])
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
