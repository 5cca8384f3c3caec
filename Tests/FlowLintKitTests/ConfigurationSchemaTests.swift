import Foundation
import Testing
@testable import FlowLintKit

/// `schema/flowlint-config.schema.json`, for the YAML language server, must describe exactly what
/// `ConfigurationLoader` accepts: its keys, the rule ids of the registry, each rule's severities
/// and options. The schema is written from those same lists (`FLOWLINT_UPDATE_GOLDEN=1`), and
/// each configuration it allows is checked to load without a problem.
@Suite struct ConfigurationSchemaTests {
    static let path = "schema/flowlint-config.schema.json"

    @Test func theSchemaIsWrittenFromWhatTheLoaderKnows() throws {
        let data = try JSONSerialization.data(withJSONObject: Self.schema(), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(try Repository.matchesGolden(String(decoding: data, as: UTF8.self) + "\n", at: Self.path),
                "\(Self.path) is stale; run FLOWLINT_UPDATE_GOLDEN=1 swift test --filter ConfigurationSchemaTests")
    }

    /// Every rule at every severity the schema allows, with every option at its default, loads
    /// without a finding; a key the schema does not list is refused by the loader too.
    @Test func whatTheSchemaAllowsLoads() throws {
        let data = try Data(contentsOf: Repository.url(Self.path))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ConfigurationLoader.topLevelKeys))
        func keys(_ section: String) -> Set<String> {
            Set(((properties[section] as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(keys("app") == Set(AppSettings.keys))
        #expect(keys("limits") == Set(YAMLLimits.Kind.allCases.map(\.rawValue)))
        #expect(keys("defaults") == Set(FlowFormat.objects.first { $0.name == "defaults" }?.keys ?? []))
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(rules.keys) == Set(RuleCatalog.checks.map(\.id)))
        var text = "rules:\n"
        for check in RuleCatalog.checks {
            let variants = try #require(rules[check.id]?["oneOf"] as? [[String: Any]])
            let severities = try #require(variants.first?["enum"] as? [String])
            let options = try #require((variants.last?["properties"] as? [String: Any])?.keys)
            #expect(Set(options) == Set(["severity"] + check.options.map(\.name)), "\(check.id)")
            let settings = check.options.map { "\($0.name): \($0.defaultValue)" }
            text += "  \(check.id): { severity: \(severities.last!)\(settings.map { ", " + $0 }.joined()) }\n"
        }
        text += "limits: { \(YAMLLimits.Kind.allCases.map { "\($0.rawValue): 10" }.joined(separator: ", ")) }\n"
        text += "app: { mainStoryboard: Main, codeDescribed: true }\ndefaults: { presentationStyle: pageSheet, transitionStyle: coverVertical }\n"
        text += "include: ['**/*.flow.yaml']\nexclude: [Pods]\n"
        let loaded = ConfigurationLoader().load(path: ".flowlint.yml", text: text, directory: "/nonexistent")
        #expect(loaded.report.diagnostics.map(\.message) == [])
        let refused = ConfigurationLoader().load(path: ".flowlint.yml", text: "rulez: {}\n", directory: "/nonexistent")
        #expect(!refused.isValid)
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    /// The schema the loader's lists give.
    static func schema() -> [String: Any] {
        var rules: [String: Any] = [:]
        for check in RuleCatalog.checks {
            let severities = check.mayOnlyBeTurnedOff ? ["off", "error"] : ConfigurationLoader.severityWords
            var options: [String: Any] = ["severity": ["enum": severities]]
            for option in check.options {
                var property: [String: Any] = ["description": option.summary]
                switch option.defaultValue {
                case .int:
                    property["type"] = "integer"
                    if let allowed = option.allowed {
                        property["minimum"] = allowed.lowerBound
                        property["maximum"] = allowed.upperBound
                    }
                case .bool: property["type"] = "boolean"
                case .string: property["type"] = "string"
                }
                property["default"] = option.defaultValue.jsonValue
                options[option.name] = property
            }
            rules[check.id] = [
                "description": check.summary,
                "oneOf": [
                    ["enum": severities],
                    ["type": "object", "additionalProperties": false, "properties": options],
                ],
            ]
        }
        let patterns: [String: Any] = ["oneOf": [["type": "string"], ["type": "array", "items": ["type": "string"]]],
                                       "description": "Glob patterns, relative to the configuration's directory."]
        var limits: [String: Any] = [:]
        for kind in YAMLLimits.Kind.allCases {
            limits[kind.rawValue] = ["type": "integer", "minimum": 1, "maximum": YAMLLimits.default[kind],
                                     "description": "Lowers the built-in limit; only the command line raises it."]
        }
        return [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": "https://github.com/flowlint/flowlint/blob/main/schema/flowlint-config.schema.json",
            "title": "flowlint configuration (.flowlint.yml)",
            "description": "Which rules flowlint runs and how, which files it checks, app-wide defaults and limits.",
            "type": "object",
            "additionalProperties": false,
            "properties": [
                "rules": ["description": "Rule ids to off, info, warning or error, or to a severity and options.",
                          "type": ["object", "null"], "additionalProperties": false, "properties": rules],
                "include": patterns,
                "exclude": patterns,
                "defaults": ["description": "App-wide defaults, for what a flow's own defaults: leave unset.",
                             "type": ["object", "null"], "additionalProperties": false, "properties": [
                                 "presentationStyle": ["enum": PresentationStyle.allCases.map(\.rawValue)],
                                 "transitionStyle": ["enum": TransitionStyle.allCases.map(\.rawValue)],
                             ]],
                "limits": ["type": "object", "additionalProperties": false, "properties": limits],
                "app": ["type": "object", "additionalProperties": false, "properties": [
                    "mainStoryboard": ["type": "string", "description": "The storyboard the app starts in, by name, as Info.plist's UIMainStoryboardFile spells it; unset to read Info.plist."],
                    "codeDescribed": ["type": "boolean", "description": "Every transition the app's code makes is in the flow files (trigger: code), so a storyboard identifier makes no screen reachable."],
                ]],
            ] as [String: Any],
        ]
    }
}

private extension RuleOptionValue {
    var jsonValue: Any {
        switch self {
        case .int(let value): value
        case .bool(let value): value
        case .string(let value): value
        }
    }
}
