/// `textDocument/hover` on a rule id, where rule ids are written: in a `flowlint-disable…` or
/// `flowlint-enable` comment, and anywhere in `.flowlint.yml`. It shows the check's summary,
/// its default severity and a link to its page; elsewhere there is nothing to show (null).
enum RuleHover {
    static func answer(_ params: JSONValue, documents: OpenDocuments, encoding: PositionEncoding) -> Result<JSONValue, RequestFailure> {
        guard let uri = params["textDocument"]?["uri"]?.string,
              let line = params["position"]?["line"]?.integer, let character = params["position"]?["character"]?.integer else {
            return .failure(RequestFailure(.invalidParams, "textDocument/hover needs textDocument.uri and position"))
        }
        guard let document = documents[uri], line >= 0, line < document.lines.count, let text = document.lines.line(line + 1) else {
            return .success(.null)
        }
        let inConfiguration = document.path.map(DocumentLinting.isConfiguration(path:)) ?? false
        guard inConfiguration || text.contains("flowlint-disable") || text.contains("flowlint-enable") else { return .success(.null) }
        let prefix = document.lines.uncountedPrefix(ofLine: line + 1)
        let column = encoding.column(forCharacter: max(character, 0) - prefix, inLine: text)
        guard let word = word(in: text, atColumn: column), let check = RuleCatalog.check(id: word.text) else { return .success(.null) }
        let severity = check.isOnByDefault ? "\(check.defaultSeverity.rawValue) by default" : "off by default"
        let value = "**\(check.id)** (\(check.kind.rawValue), \(severity))\n\n\(check.summary)\n\n[Rule page](\(check.documentationURL))"
        let range: JSONValue = .object([
            ("start", .object([("line", .int(line)), ("character", .int(prefix + encoding.character(forColumn: word.columns.lowerBound, inLine: text)))])),
            ("end", .object([("line", .int(line)), ("character", .int(prefix + encoding.character(forColumn: word.columns.upperBound, inLine: text)))])),
        ])
        return .success(.object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(value))])),
            ("range", range),
        ]))
    }

    /// The run of id characters (lower-case letters, digits, `-`) around a 1-based scalar column,
    /// touching it from either side; its columns are half-open.
    static func word(in line: Substring, atColumn column: Int) -> (text: String, columns: Range<Int>)? {
        let scalars = Array(line.unicodeScalars)
        func isIDScalar(_ index: Int) -> Bool {
            guard index >= 0, index < scalars.count else { return false }
            let scalar = scalars[index]
            return ("a" ... "z").contains(scalar) || ("0" ... "9").contains(scalar) || scalar == "-"
        }
        var index = column - 1
        if !isIDScalar(index) { index -= 1 }
        guard isIDScalar(index) else { return nil }
        var start = index, end = index + 1
        while isIDScalar(start - 1) { start -= 1 }
        while isIDScalar(end) { end += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start ..< end])
        return (String(text), (start + 1) ..< (end + 1))
    }
}
