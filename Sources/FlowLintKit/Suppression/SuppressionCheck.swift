/// Findings about `# flowlint-…` comments themselves.
///
/// Both may be configured like rules (`unused-suppression: warning`); neither can be suppressed
/// by a comment, since that would let a suppression hide its own mistakes.
public enum SuppressionCheck: String, CaseIterable, Sendable {
    /// A suppression that names an unknown rule, an unknown directive, or a format check.
    case invalidSuppression = "invalid-suppression"
    /// A suppression that silenced nothing. Off unless configured or `--report-unused-suppressions`.
    case unusedSuppression = "unused-suppression"

    public var summary: String {
        switch self {
        case .invalidSuppression: "a flowlint comment names an unknown directive or rule, or a check that cannot be suppressed"
        case .unusedSuppression: "a flowlint-disable comment that silences no finding"
        }
    }

    public var description: CheckDescription {
        CheckDescription(id: rawValue, summary: summary, severity: .warning, kind: .suppressionCheck,
                         isOnByDefault: self == .invalidSuppression)
    }
}
