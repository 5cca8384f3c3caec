/// The commented `.flowlint.yml` that `flowlint init` writes: every rule at its default severity
/// and options, commented out, so a team sees what there is to tune. It loads cleanly and changes nothing.
public enum StarterConfiguration {
    public static func text(rules: [CheckDescription] = RuleCatalog.all.map { $0.description }) -> String {
        var lines = [
            "# flowlint configuration. flowlint uses the .flowlint.yml nearest to each flow file,",
            "# or the one given with --config. As written, this file changes nothing: every rule is",
            "# listed, commented out, at its default severity and options. Uncomment a line to change it.",
            "",
            "# Each rule: off, info, warning or error, or a mapping with severity and options,",
            "# such as `modal-hierarchy-depth: { severity: error, maxDepth: 3 }`. Setting a severity",
            "# applies it to all of a rule's findings, including those it would otherwise grade differently.",
            "rules:",
        ]
        for rule in rules {
            lines.append("  # \(rule.summary)")
            for option in rule.options {
                lines.append("  # \(option.name): \(option.summary)")
            }
            if rule.options.isEmpty {
                lines.append("  # \(rule.id): \(rule.defaultSeverity.rawValue)")
            } else {
                let options = rule.options.map { "\($0.name): \(yaml($0.defaultValue))" }.joined(separator: ", ")
                lines.append("  # \(rule.id): { severity: \(rule.defaultSeverity.rawValue), \(options) }")
            }
        }
        lines += [
            "  # flowlint comments that suppress nothing; --report-unused-suppressions turns this on",
            "  # \(SuppressionCheck.unusedSuppression.rawValue): off",
            "  # flowlint comments naming an unknown directive or rule",
            "  # \(SuppressionCheck.invalidSuppression.rawValue): \(SuppressionCheck.invalidSuppression.description.defaultSeverity.rawValue)",
            "  # Format checks are always errors and can only be turned off:",
        ]
        for check in FormatCheck.allCases {
            lines.append("  # \(check.rawValue): off    # \(check.summary)")
        }
        lines += [
            "",
            "# Globs relative to this file's directory, applied when flowlint walks a directory:",
            "# `*` and `?` stay within one path component, `**` spans any number of them.",
            "# Files named on the command line are always checked.",
            "# include: [\"Flows/**/*.flow.yaml\"]",
            "# exclude: [\"Pods/**\", \"**/Generated/**\"]",
            "",
            "# App-wide facts the rules compare against; a flow file's own `defaults:` wins.",
            "# defaults: { transitionStyle: coverVertical, presentationStyle: pageSheet }",
            "",
            "# Input limits that keep hostile files from exhausting memory or time. They can be lowered here;",
            "# raising one takes the command line (--max-file-size, --max-nodes, --max-depth).",
            "# limits: { max-file-size: \(YAMLLimits.default.maxFileSize), max-nodes: \(YAMLLimits.default.maxNodes), max-depth: \(YAMLLimits.default.maxDepth) }",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func yaml(_ value: RuleOptionValue) -> String {
        switch value {
        case .int(let number): String(number)
        case .bool(let flag): String(flag)
        case .string(let text): FlowYAMLWriter.scalar(text)
        }
    }
}
