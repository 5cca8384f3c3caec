/// `textDocument/completion` of rule ids where they are written: after the directive of a
/// `flowlint-disable…` or `flowlint-enable` comment (before its `--` reason), leaving out the ids
/// the comment already names, and as a key of `.flowlint.yml`'s `rules:` mapping, block or flow.
/// Elsewhere there is nothing to offer (null), so the server can sit on every YAML file.
enum RuleCompletion {
    static func answer(_ params: JSONValue, documents: OpenDocuments, encoding: PositionEncoding) -> Result<JSONValue, RequestFailure> {
        RequestedPosition.answering(params, method: "textDocument/completion", documents: documents, encoding: encoding, completion)
    }

    private static func completion(at position: RequestedPosition) -> JSONValue {
        let before = position.scalarsBefore
        var start = before.endIndex
        while start > before.startIndex, RequestedPosition.isRuleIDScalar(before[start - 1]) { start -= 1 }
        let typed = String(String.UnicodeScalarView(before[start...]))
        let head = String(String.UnicodeScalarView(before[..<start]))
        guard !typed.contains("--") else { return .null }
        let offered: [String]
        if let named = idsNamed(afterDirectiveIn: head) {
            offered = RuleCatalog.allIDs.filter { !named.contains($0) }
        } else if position.isInConfiguration, isRulesKey(head, at: position) {
            offered = RuleCatalog.allIDs
        } else {
            return .null
        }
        let replaced = position.range((start + 1) ..< (before.endIndex + 1))
        let items: [JSONValue] = offered.compactMap { id in
            guard let check = RuleCatalog.check(id: id) else { return nil }
            return .object([
                ("label", .string(id)),
                ("kind", .int(12)), // Value
                ("detail", .string(detail(of: check))),
                ("documentation", .object([("kind", .string("markdown")), ("value", .string("\(check.summary)\n\n[Rule page](\(check.documentationURL))"))])),
                ("textEdit", .object([("range", replaced), ("newText", .string(id))])),
            ])
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// "rule, warning by default": what hover and completion say of a check beside its id.
    static func detail(of check: CheckDescription) -> String {
        "\(check.kind.rawValue), \(check.isOnByDefault ? "\(check.defaultSeverity.rawValue) by default" : "off by default")"
    }

    /// The ids a suppression comment names before the word being typed, when `head` (the line
    /// up to that word) ends inside one's id list: a `#` or `//` comment whose first word is a
    /// known directive, followed by ids separated by spaces or commas. Nil anywhere else.
    static func idsNamed(afterDirectiveIn head: String) -> Set<String>? {
        guard let marker = head.ranges(of: "flowlint-").last else { return nil }
        let opening = head[..<marker.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
        guard opening.first == "#" || opening.starts(with: "//") else { return nil }
        let rest = head[marker.lowerBound...]
        let directive = rest.prefix { $0.unicodeScalars.allSatisfy(RequestedPosition.isRuleIDScalar) }
        guard SuppressionComments.Directive(rawValue: String(directive)) != nil else { return nil }
        let list = rest.dropFirst(directive.count)
        guard let first = list.first, first == " " || first == "\t" || first == ",",
              list.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "," || $0.unicodeScalars.allSatisfy(RequestedPosition.isRuleIDScalar) }),
              !list.contains("--") else { return nil }
        return Set(list.split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init))
    }

    /// Whether the word being typed is a key of the top-level `rules:` mapping: on a line of its
    /// own below `rules:` (the nearest less indented line with content), or just after `{` or a
    /// `,` of a flow mapping written on the `rules:` line.
    static func isRulesKey(_ head: String, at position: RequestedPosition) -> Bool {
        if head.allSatisfy({ $0 == " " }) {
            guard !head.isEmpty else { return false }
            var line = position.line
            while line > 0 {
                line -= 1
                guard let text = position.document.lines.line(line + 1) else { return false }
                let content = text.drop { $0 == " " }
                if content.isEmpty || content.first == "#" { continue }
                guard text.count - content.count < head.count else { continue }
                return opensRules(content)
            }
            return false
        }
        let content = head.drop { $0 == " " }
        guard let brace = content.firstIndex(of: "{"),
              content[..<brace].reversed().drop(while: { $0 == " " }).reversed().elementsEqual("rules:") else { return false }
        var depth = 0
        var afterSeparator = false
        for character in content[brace...] {
            switch character {
            case "{", "[": depth += 1; afterSeparator = depth == 1
            case "}", "]": depth -= 1; afterSeparator = false
            case ",": afterSeparator = depth == 1
            case " ", "\t": break
            default: afterSeparator = false
            }
        }
        return depth == 1 && afterSeparator
    }

    /// `rules:`, with nothing after it but spaces and a comment.
    private static func opensRules(_ content: Substring) -> Bool {
        guard content.hasPrefix("rules:") else { return false }
        let after = content.dropFirst("rules:".count).drop { $0 == " " || $0 == "\t" }
        return after.isEmpty || after.first == "#"
    }
}
