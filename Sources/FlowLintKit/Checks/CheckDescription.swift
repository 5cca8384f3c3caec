/// What a check is — a rule, a format check or a suppression check — in the one shape that goes
/// from the rule's own file to the catalogue, the configuration, `flowlint rules` and every report.
public struct CheckDescription: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case rule
        case formatCheck = "format check"
        case suppressionCheck = "suppression check"
    }

    public let id: String
    public let summary: String
    public let defaultSeverity: Severity
    /// The guidelines of `rules/GUIDELINES.md` the check enforces, such as `G5`.
    public let guidelines: [String]
    public let options: [RuleOption]
    public let kind: Kind
    /// False for a check that reports only when a configuration or the command line asks for it.
    public let isOnByDefault: Bool

    public init(
        id: String, summary: String, severity: Severity, guidelines: [String] = [], options: [RuleOption] = [],
        kind: Kind = .rule, isOnByDefault: Bool = true
    ) {
        self.id = id
        self.summary = summary
        defaultSeverity = severity
        self.guidelines = guidelines
        self.options = options
        self.kind = kind
        self.isOnByDefault = isOnByDefault
    }

    /// A format check says the file cannot be read as written, and a suppression check guards the
    /// comments themselves: a comment changes neither, so only a rule's findings can be suppressed.
    public var isSuppressibleByComment: Bool { kind == .rule }

    /// A file that fails a format check cannot be understood well enough to lint, so a
    /// configuration may turn one off but not make it less than an error.
    public var mayOnlyBeTurnedOff: Bool { kind == .formatCheck }
}
