/// Checks built into reading a flow file, as opposed to rules over the graph.
///
/// They are always errors: a file that fails them cannot be understood well enough to lint.
public enum FormatCheck: String, CaseIterable, Sendable {
    case yamlSyntax = "yaml-syntax"
    case duplicateKey = "duplicate-key"
    case multipleDocuments = "multiple-documents"
    case yamlAlias = "yaml-alias"
    case yamlLimit = "yaml-limit"
    case unknownKey = "unknown-key"
    case invalidType = "invalid-type"
    case invalidValue = "invalid-value"
    case missingField = "missing-field"
    case unsupportedVersion = "unsupported-version"
    /// A storyboard that libxml2 cannot read; storyboards have no YAML to check.
    case storyboardXML = "storyboard-xml"

    public var summary: String {
        switch self {
        case .yamlSyntax: "the file is not well-formed YAML"
        case .duplicateKey: "a mapping repeats a key, so one of the two values would be silently lost"
        case .multipleDocuments: "a flow file holds exactly one YAML document"
        case .yamlAlias: "an alias or merge key that cannot be resolved"
        case .yamlLimit: "the input exceeds a size, node-count or nesting limit"
        case .unknownKey: "a key the flow format does not define"
        case .invalidType: "a value of the wrong YAML type, such as a list where a mapping belongs"
        case .invalidValue: "a value outside the allowed set, such as an unknown presentation style"
        case .missingField: "a required field is absent"
        case .unsupportedVersion: "the file declares a format version this flowlint does not read"
        case .storyboardXML: "an Interface Builder storyboard that is not well-formed XML"
        }
    }

    public var description: CheckDescription {
        CheckDescription(id: rawValue, summary: summary, severity: .error, kind: .formatCheck)
    }

    init(_ kind: YAMLProblem.Kind) {
        switch kind {
        case .syntax: self = .yamlSyntax
        case .duplicateKey: self = .duplicateKey
        case .extraDocument: self = .multipleDocuments
        case .badAlias, .badMerge: self = .yamlAlias
        case .limit: self = .yamlLimit
        }
    }
}
