/// The language of what flowlint prints, which decides how a character is written without its
/// meaning: GitHub Actions' command guard (`WorkflowCommandGuard`) escapes `[` and `:` in it.
public enum OutputSyntax: Sendable {
    /// Text for people, where `\u{5b}` is how flowlint already spells a character it will not print.
    case text
    /// JSON (also SARIF and GitLab's report), where these characters only ever stand inside
    /// strings, and `\u005b` is the same string.
    case json
    /// XML, where they stand in attribute values or character data, and `&#91;` is the same text.
    case xml
    /// Markdown, where a backslash before punctuation shows the punctuation.
    case markdown
    /// GitHub workflow commands, one per line: lines that start with `::` are meant as commands,
    /// and what they carry is escaped by their formatter.
    case workflowCommands
    /// The flow YAML `import` writes, where these characters stand only in double-quoted strings
    /// (`FlowYAMLWriter` quotes any text holding them) or comments.
    case yaml
    /// Graphviz DOT, whose labels decode HTML character references.
    case dot
    /// Mermaid, whose labels decode `#91;` entities.
    case mermaid

    /// `character` (the `[` of `##[`, the `:` of a leading `::`) written so that it shows as
    /// itself but is no such character to a reader of raw lines.
    func escaped(_ character: Unicode.Scalar) -> String {
        let hex = String(character.value, radix: 16)
        switch self {
        case .text, .workflowCommands: return "\\u{\(hex)}"
        case .json, .yaml: return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        case .xml, .dot: return "&#\(character.value);"
        case .markdown: return "\\" + String(character)
        case .mermaid: return "#\(character.value);"
        }
    }
}
