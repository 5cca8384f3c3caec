/// How one rule should run: off, at another severity, or with options.
public struct RuleSetting: Sendable {
    public var isEnabled: Bool
    public var severity: Severity?
    public var options: RuleOptions

    public init(isEnabled: Bool = true, severity: Severity? = nil, options: RuleOptions = RuleOptions()) {
        self.isEnabled = isEnabled
        self.severity = severity
        self.options = options
    }

    public static let off = RuleSetting(isEnabled: false)
}

/// Everything a lint run can be told, whatever it was read from.
public struct LintConfiguration: Sendable {
    public var limits: YAMLLimits
    /// Settings by rule id; rules not named run at their defaults.
    public var rules: [String: RuleSetting]
    /// App-wide facts from `.flowlint.yml`, used where a flow's own `defaults:` is silent.
    public var defaults: ConfiguredDefaults

    public init(limits: YAMLLimits = .default, rules: [String: RuleSetting] = [:], defaults: ConfiguredDefaults = ConfiguredDefaults()) {
        self.limits = limits
        self.rules = rules
        self.defaults = defaults
    }
}
