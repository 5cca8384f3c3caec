/// The line and column a `textDocument/…` request with a `position` points at, in an open
/// document, in flowlint's 1-based scalar columns; and the way back to the client's units.
/// Hover and completion both start here.
struct RequestedPosition {
    var document: OpenDocuments.Document
    /// 0-based, as the client counts lines.
    var line: Int
    var text: Substring
    /// Units at the start of the line that flowlint's columns leave out (a byte order mark).
    var prefix: Int
    /// The 1-based scalar column of the character after the cursor.
    var column: Int
    var encoding: PositionEncoding

    /// Nil, as a success, when the document is not open or the line is past its end: there is
    /// nothing to answer there. A request without a uri or a position is InvalidParams.
    static func read(_ params: JSONValue, method: String, documents: OpenDocuments, encoding: PositionEncoding) -> Result<RequestedPosition?, RequestFailure> {
        guard let uri = params["textDocument"]?["uri"]?.string,
              let line = params["position"]?["line"]?.integer, let character = params["position"]?["character"]?.integer else {
            return .failure(RequestFailure(.invalidParams, "\(method) needs textDocument.uri and position"))
        }
        guard let document = documents[uri], line >= 0, line < document.lines.count, let text = document.lines.line(line + 1) else {
            return .success(nil)
        }
        let prefix = document.lines.uncountedPrefix(ofLine: line + 1)
        let column = encoding.column(forCharacter: max(character, 0) - prefix, inLine: text)
        return .success(RequestedPosition(document: document, line: line, text: text, prefix: prefix, column: column, encoding: encoding))
    }

    /// The answer to a request at a position: what `answer` gives for it, null where there is no
    /// open document or line there, InvalidParams without a uri or position.
    static func answering(_ params: JSONValue, method: String, documents: OpenDocuments, encoding: PositionEncoding,
                          _ answer: (RequestedPosition) -> JSONValue) -> Result<JSONValue, RequestFailure> {
        read(params, method: method, documents: documents, encoding: encoding).map { $0.map(answer) ?? .null }
    }

    var isInConfiguration: Bool { document.path.map(DocumentLinting.isConfiguration(path:)) ?? false }

    /// The line's scalars before the cursor (all of them when the cursor is past the end).
    var scalarsBefore: ArraySlice<Unicode.Scalar> {
        let scalars = Array(text.unicodeScalars)
        return scalars[..<min(max(column - 1, 0), scalars.count)]
    }

    /// An LSP range on this line over the half-open scalar `columns`.
    func range(_ columns: Range<Int>) -> JSONValue {
        func position(_ column: Int) -> JSONValue {
            .object([("line", .int(line)), ("character", .int(prefix + encoding.character(forColumn: column, inLine: text)))])
        }
        return .object([("start", position(columns.lowerBound)), ("end", position(columns.upperBound))])
    }

    /// Whether `scalar` can be part of a rule id: lower-case letters, digits and `-`.
    static func isRuleIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a" ... "z").contains(scalar) || ("0" ... "9").contains(scalar) || scalar == "-"
    }
}
