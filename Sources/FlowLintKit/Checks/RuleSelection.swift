/// The checks chosen for one run on the command line, over what every configuration says:
/// `--only-rule` (run only these, even one a configuration or its default leaves off, as
/// SwiftLint's option does) and `--disable-rule` (never these). `LintConfiguration.grading(of:)`
/// asks it, so a check chosen here is on or off everywhere a configuration's would be.
public struct RuleSelection: Sendable, Equatable {
    public var only: Set<String>
    public var disabled: Set<String>

    public init(only: Set<String> = [], disabled: Set<String> = []) {
        self.only = only
        self.disabled = disabled
    }

    /// true: on whatever the configuration says; false: off; nil: as the configuration says.
    func decision(for checkID: String) -> Bool? {
        if disabled.contains(checkID) { return false }
        if !only.isEmpty { return only.contains(checkID) }
        return nil
    }

    /// The message for an id no check has, with a did-you-mean; nil for a known id.
    public static func problem(withID id: String, option: String) -> String? {
        guard RuleCatalog.check(id: id) == nil else { return nil }
        return "\(option): \(RuleDocumentation.unknownRule(id))"
    }
}
