extension LintConfiguration {
    /// Whether the check `checkID` reports under this configuration, and how its findings are
    /// graded; nil when it is off. Every finding is reported through here — a rule's, a format
    /// check's, a storyboard's, a suppression comment's — so that a check turned off is off
    /// everywhere.
    ///
    /// A configuration is already a file's own (`ConfigurationResolver` picks the nearest
    /// `.flowlint.yml`, or `--config`), so the answer is the file's. `--report-unused-suppressions`
    /// turns unused-suppression on even where the configuration turns it off; otherwise what the
    /// configuration says wins over the check's default. Over all of them, `--only-rule` and
    /// `--disable-rule` (`RuleSelection`) decide for the run.
    public func grading(of checkID: String) -> CheckGrading? {
        guard let check = RuleCatalog.check(id: checkID) else {
            preconditionFailure("\(checkID) is not in RuleCatalog.checks")
        }
        let setting = rules[checkID]
        let requested = reportsUnusedSuppressions && checkID == SuppressionCheck.unusedSuppression.rawValue
        guard ruleSelection.decision(for: checkID) ?? ((setting?.isEnabled ?? check.isOnByDefault) || requested) else { return nil }
        return CheckGrading(configured: setting?.severity, byDefault: check.defaultSeverity)
    }

    /// `finding` as this configuration reports it: graded as `grading(of:)` says, with the
    /// severity it was made with as the check's own grade; nil when its check is off.
    public func reported(_ finding: Finding) -> Finding? {
        guard let grading = grading(of: finding.ruleID) else { return nil }
        var finding = finding
        finding.severity = grading.severity(graded: finding.severity)
        return finding
    }
}

/// How a check that is on grades its findings, as `LintConfiguration.grading(of:)` decided.
/// Decided once per check rather than per finding: a rule over a large flow may report millions.
public struct CheckGrading: Sendable, Equatable {
    /// What the configuration set; it wins over any grade the check gives a finding.
    public let configured: Severity?
    public let byDefault: Severity

    /// The severity of one finding. `graded` is the check's own grade for it, as a rule gives an
    /// error for one case and a warning for another.
    public func severity(graded: Severity? = nil) -> Severity {
        configured ?? graded ?? byDefault
    }
}
