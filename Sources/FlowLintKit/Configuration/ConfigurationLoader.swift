/// Reads `.flowlint.yml` with the same YAML layer as flow files, so every mistake in it is a
/// positioned diagnostic: unknown keys, rule ids and options (with did-you-mean), wrong types,
/// bad severities and YAML syntax. Any diagnostic makes the configuration unusable.
public struct ConfigurationLoader: Sendable {
    public static let topLevelKeys = ["rules", "include", "exclude", "defaults", "limits", "app"]
    static let severityWords = ["off", "info", "warning", "error"]

    private let checks: [String: CheckDescription]
    /// Known ids in catalogue order, for suggestions.
    private let knownIDs: [String]

    /// `checks` defaults to the shipped catalogue; tests may pass their own descriptions.
    public init(checks: [CheckDescription] = RuleCatalog.checks) {
        self.checks = Dictionary(checks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        knownIDs = checks.map(\.id)
    }

    public struct Result: Sendable {
        public var configuration: ConfigurationFile
        /// The file with its diagnostics, for the text report; empty diagnostics when it is valid.
        public var report: FileReport

        public var isValid: Bool { report.diagnostics.isEmpty }
    }

    /// Parses a configuration. `path` is how diagnostics name the file; `directory` is absolute.
    public func load(_ source: SourceFile, directory: String) -> Result {
        var configuration = ConfigurationFile(path: source.path, directory: directory)
        var reader = ValueReader()
        // Its ranges lie in the configuration wherever they are reported: a default's note is
        // shown in the report of a flow file (see `RunFiles`).
        let parsed = YAMLParser(file: .configuration).parse(source.bytes)
        var findings = parsed.problems.map { problem in
            Finding(ruleID: FormatCheck(problem.kind).rawValue, severity: .error, message: problem.message,
                    range: problem.range, notes: problem.notes.map { Finding.Note($0.message, at: $0.range) })
        }
        if let root = parsed.document?.root, !root.isNull {
            read(root, into: &configuration, reader: &reader)
        }
        configuration.defaults.file = source.path
        configuration.defaults.lines = source.lineTable
        findings += reader.findings
        var files = RunFiles(sources: [], configuration: configuration.defaults)
        let diagnostics = findings.map { files.diagnostic(for: $0) }.sorted(by: Diagnostic.reportOrder)
        return Result(configuration: configuration, report: FileReport(source: source, diagnostics: diagnostics))
    }

    public func load(path: String, text: String, directory: String) -> Result {
        load(SourceFile(path: path, text: text), directory: directory)
    }

    // MARK: - Sections

    private func read(_ root: YAMLNode, into configuration: inout ConfigurationFile, reader: inout ValueReader) {
        Self.entries(of: root, named: "the configuration", known: Self.topLevelKeys, reader: &reader) { key, value, reader in
            switch key {
            case "rules": readRules(value, into: &configuration, reader: &reader)
            case "include": configuration.include = Self.patterns(value, for: key, reader: &reader)
            case "exclude": configuration.exclude = Self.patterns(value, for: key, reader: &reader)
            case "defaults":
                configuration.defaults = Self.defaults(value, reader: &reader)
            case "limits": configuration.limits = Self.limits(value, reader: &reader)
            case "app": configuration.app = Self.app(value, reader: &reader)
            default: break
            }
        }
    }

    private func readRules(_ node: YAMLNode, into configuration: inout ConfigurationFile, reader: inout ValueReader) {
        if node.isNull { return }
        guard node.kind == .mapping else {
            reader.reportValue(.invalidType, "rules must be a mapping from rule ids to settings, not \(ValueReader.describe(node))", for: node)
            return
        }
        node.forEachEntry { key, value in
            guard key.kind == .scalar, let id = key.scalar else {
                reader.report(.invalidType, "rule ids must be strings, not \(ValueReader.describe(key))", at: key.range)
                return
            }
            guard let check = checks[id] else {
                reader.report(.unknownKey, "unknown rule \(UserText.quoted(id))\(Suggestions.clause(for: id, in: knownIDs))", at: key.range)
                return
            }
            if let setting = self.setting(for: check, value, reader: &reader) {
                configuration.rules[id] = setting
            }
        }
    }

    /// `rule: warning`, or `rule: { severity: error, option: value }`.
    private func setting(for check: CheckDescription, _ node: YAMLNode, reader: inout ValueReader) -> RuleSetting? {
        if node.kind == .scalar, !node.isNull {
            return severity(node, for: check, reader: &reader)
        }
        guard node.kind == .mapping else {
            reader.reportValue(.invalidType,
                               "\(check.id) must be off, info, warning, error or a mapping of severity and options, not \(ValueReader.describe(node))",
                               for: node)
            return nil
        }
        var setting = RuleSetting()
        var options: [String: RuleOptionValue] = [:]
        let known = ["severity"] + check.options.map(\.name)
        var valid = true
        node.forEachEntry { key, value in
            guard key.kind == .scalar, let name = key.scalar else {
                reader.report(.invalidType, "option names must be strings, not \(ValueReader.describe(key))", at: key.range)
                valid = false
                return
            }
            if name == "severity" {
                if let parsed = severity(value, for: check, reader: &reader) {
                    setting.isEnabled = parsed.isEnabled
                    setting.severity = parsed.severity
                } else {
                    valid = false
                }
                return
            }
            guard let option = check.options.first(where: { $0.name == name }) else {
                let advice = check.options.isEmpty ? "; \(check.id) has no options" : Suggestions.clause(for: name, in: known)
                reader.report(.unknownKey, "unknown option \(UserText.quoted(name)) for \(check.id)\(advice)", at: key.range)
                valid = false
                return
            }
            if let parsed = Self.optionValue(value, like: option, reader: &reader) {
                options[name] = parsed
            } else {
                valid = false
            }
        }
        setting.options = RuleOptions(options)
        return valid ? setting : nil
    }

    private func severity(_ node: YAMLNode, for check: CheckDescription, reader: inout ValueReader) -> RuleSetting? {
        let allowed = check.mayOnlyBeTurnedOff ? ["off", "error"] : Self.severityWords
        guard let word = reader.string(node, for: "the severity of \(check.id)") else { return nil }
        guard allowed.contains(word.value) else {
            if check.mayOnlyBeTurnedOff, Self.severityWords.contains(word.value) {
                reader.report(.invalidValue, "\(check.id) is a format check and always an error; it can only be turned off", at: word.range)
            } else {
                reader.report(.invalidValue,
                              "severity \(UserText.quoted(word.value)) is not one of \(allowed.joined(separator: ", "))\(Suggestions.clause(for: word.value, in: allowed))",
                              at: word.range)
            }
            return nil
        }
        if word.value == "off" { return .off }
        return RuleSetting(severity: Severity(rawValue: word.value))
    }

    private static func optionValue(_ node: YAMLNode, like option: RuleOption, reader: inout ValueReader) -> RuleOptionValue? {
        switch option.defaultValue {
        case .int:
            guard let number = reader.int(node, for: option.name) else { return nil }
            if let allowed = option.allowed, !allowed.contains(number.value) {
                reader.report(.invalidValue,
                              "\(option.name) must be from \(allowed.lowerBound) to \(allowed.upperBound), not \(number.value)", at: number.range)
                return nil
            }
            return .int(number.value)
        case .bool: return reader.bool(node, for: option.name).map { .bool($0.value) }
        case .string: return reader.string(node, for: option.name).map { .string($0.value) }
        }
    }

    private static func patterns(_ node: YAMLNode, for key: String, reader: inout ValueReader) -> [GlobPattern] {
        if node.isNull { return [] }
        guard node.kind == .sequence || node.kind == .scalar else {
            reader.reportValue(.invalidType, "\(key) must be a list of glob patterns, not \(ValueReader.describe(node))", for: node)
            return []
        }
        return reader.stringList(node, for: key).compactMap { text in
            if text.value.hasPrefix("/") {
                reader.report(.invalidValue, "\(key) patterns are relative to the configuration's directory; remove the leading /", at: text.range)
                return nil
            }
            return GlobPattern(text.value)
        }
    }

    private static func defaults(_ node: YAMLNode, reader: inout ValueReader) -> ConfiguredDefaults {
        // An empty `defaults:` section says nothing; anything else reads as a flow's defaults do.
        guard !node.isNull else { return ConfiguredDefaults() }
        let read = FlowDecoder.defaults(node, reader: &reader)
        return ConfiguredDefaults(transitionStyle: read.transitionStyle, presentationStyle: read.presentationStyle)
    }

    private static func app(_ node: YAMLNode, reader: inout ValueReader) -> AppSettings {
        var app = AppSettings()
        entries(of: node, named: "app", known: AppSettings.keys, reader: &reader) { key, value, reader in
            switch key {
            case "mainStoryboard":
                guard let name = reader.string(value, for: key) else { return }
                // Info.plist's UIMainStoryboardFile has no extension; accept one written anyway.
                app.mainStoryboard = name.value.hasSuffix(".storyboard") ? String(name.value.dropLast(".storyboard".count)) : name.value
            case "codeDescribed": app.codeDescribed = reader.bool(value, for: key)?.value ?? false
            default: break
            }
        }
        return app
    }

    private static func limits(_ node: YAMLNode, reader: inout ValueReader) -> YAMLLimits {
        var limits = YAMLLimits.default
        let keys = YAMLLimits.Kind.allCases.map(\.rawValue)
        entries(of: node, named: "limits", known: keys, reader: &reader) { key, value, reader in
            guard let number = reader.int(value, for: key), let kind = YAMLLimits.Kind(rawValue: key) else { return }
            guard number.value > 0 else {
                reader.report(.invalidValue, "\(key) must be greater than zero", at: number.range)
                return
            }
            // A configuration travels with the repository, so a pull request can change it: it
            // may tighten a guard, never loosen one. Raising a limit is the command line's call.
            let builtIn = YAMLLimits.default[kind]
            guard number.value <= builtIn else {
                reader.report(.invalidValue,
                              "\(key) in a configuration can only lower the limit, to at most \(builtIn); raise it with --\(key) on the command line",
                              at: number.range)
                return
            }
            limits[kind] = number.value
        }
        return limits
    }

    /// Visits a mapping's entries whose keys are in `known`, reporting the others with a suggestion.
    private static func entries(
        of node: YAMLNode, named name: String, known: [String], reader: inout ValueReader,
        handle: (String, YAMLNode, inout ValueReader) -> Void
    ) {
        if node.isNull { return }
        guard node.kind == .mapping else {
            reader.reportValue(.invalidType, "\(name) must be a mapping, not \(ValueReader.describe(node))", for: node)
            return
        }
        node.forEachEntry { key, value in
            guard key.kind == .scalar, let text = key.scalar else {
                reader.report(.invalidType, "keys of \(name) must be strings, not \(ValueReader.describe(key))", at: key.range)
                return
            }
            guard known.contains(text) else {
                reader.report(.unknownKey, "unknown key \(UserText.quoted(text)) in \(name)\(Suggestions.clause(for: text, in: known))", at: key.range)
                return
            }
            handle(text, value, &reader)
        }
    }
}
