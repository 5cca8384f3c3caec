/// What a configuration says about one check: off, at another severity, or with options.
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
    /// Settings by check id; checks not named run at their defaults. What they mean for a
    /// finding is decided by `grading(of:)` alone.
    public var rules: [String: RuleSetting]
    /// App-wide facts from `.flowlint.yml`, used where a flow's own `defaults:` is silent.
    public var defaults: ConfiguredDefaults
    /// `--report-unused-suppressions`.
    public var reportsUnusedSuppressions: Bool
    /// `--only-rule` and `--disable-rule`.
    public var ruleSelection = RuleSelection()
    /// The app's main storyboard and whether its code is described (`app:` in `.flowlint.yml`).
    public var app: AppSettings

    public init(
        limits: YAMLLimits = .default, rules: [String: RuleSetting] = [:], defaults: ConfiguredDefaults = ConfiguredDefaults(),
        reportsUnusedSuppressions: Bool = false, app: AppSettings = AppSettings()
    ) {
        self.app = app
        self.limits = limits
        self.rules = rules
        self.defaults = defaults
        self.reportsUnusedSuppressions = reportsUnusedSuppressions
    }
}
