/// How serious a finding is. Ordered so that `.error` is the greatest.
public enum Severity: String, CaseIterable, Comparable, Sendable, Codable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
