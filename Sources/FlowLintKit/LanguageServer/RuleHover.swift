/// `textDocument/hover` on a rule id, where rule ids are written: in a `flowlint-disable…` or
/// `flowlint-enable` comment, and anywhere in `.flowlint.yml`. It shows the check's summary,
/// its default severity and a link to its page; elsewhere there is nothing to show (null).
enum RuleHover {
    static func answer(_ params: JSONValue, documents: OpenDocuments, encoding: PositionEncoding) -> Result<JSONValue, RequestFailure> {
        RequestedPosition.answering(params, method: "textDocument/hover", documents: documents, encoding: encoding, hover)
    }

    private static func hover(at position: RequestedPosition) -> JSONValue {
        let text = position.text
        guard position.isInConfiguration || text.contains("flowlint-disable") || text.contains("flowlint-enable"),
              let word = word(in: text, atColumn: position.column), let check = RuleCatalog.check(id: word.text) else { return .null }
        let value = "**\(check.id)** (\(RuleCompletion.detail(of: check)))\n\n\(check.summary)\n\n[Rule page](\(check.documentationURL))"
        return .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(value))])),
            ("range", position.range(word.columns)),
        ])
    }

    /// The run of id characters (lower-case letters, digits, `-`) around a 1-based scalar column,
    /// touching it from either side; its columns are half-open.
    static func word(in line: Substring, atColumn column: Int) -> (text: String, columns: Range<Int>)? {
        let scalars = Array(line.unicodeScalars)
        func isIDScalar(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count && RequestedPosition.isRuleIDScalar(scalars[index])
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
