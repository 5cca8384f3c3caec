/// A check over the flow graph. One rule per file, each with its own description.
public protocol Rule: Sendable {
    static var description: CheckDescription { get }
    /// Where the rule stands in `RuleCatalog.all`: the order `flowlint rules` lists rules in,
    /// rules run in, and findings at the same place are reported in.
    static var listing: RuleListing { get }
    /// Options come from the configuration, already validated against `description.options`.
    init(options: RuleOptions)
    func check(_ context: RuleContext)
}

/// A rule's place in the catalogue: its category, then its position among that category's rules.
///
/// The catalogue is generated from the rule files (`swift run flowlint-generate`), which say
/// nothing about order, so each rule carries its own place. A new rule usually takes the next
/// position of its category; the test suite rejects two rules in the same place and a rule whose
/// category is not the folder it sits in.
public struct RuleListing: Sendable, Comparable {
    /// In the order `flowlint rules` lists them, each the name of a folder of `Rules/`.
    public enum Category: Int, Sendable, CaseIterable {
        case structure, navigation, presentation, modality
    }

    public let category: Category
    public let position: Int

    public init(_ category: Category, _ position: Int) {
        self.category = category
        self.position = position
    }

    public static func < (lhs: RuleListing, rhs: RuleListing) -> Bool {
        (lhs.category.rawValue, lhs.position) < (rhs.category.rawValue, rhs.position)
    }
}

/// A setting a team may tune, with the value used when the configuration says nothing.
public struct RuleOption: Sendable, Equatable {
    public let name: String
    public let defaultValue: RuleOptionValue
    public let summary: String
    /// For a whole-number option, the values a configuration may set: a bound keeps a value from a
    /// pull request's `.flowlint.yml` from overflowing the rule's arithmetic or meaning nothing.
    public let allowed: ClosedRange<Int>?

    public init(_ name: String, default defaultValue: RuleOptionValue, allowed: ClosedRange<Int>? = nil, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.allowed = allowed
        self.summary = summary
    }
}

public enum RuleOptionValue: Sendable, Equatable, CustomStringConvertible {
    case int(Int)
    case bool(Bool)
    case string(String)

    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        }
    }
}

/// The options a rule runs with: configured values over the description's defaults.
public struct RuleOptions: Sendable {
    private var values: [String: RuleOptionValue]

    public init(_ values: [String: RuleOptionValue] = [:]) {
        self.values = values
    }

    public func int(_ name: String, default fallback: Int) -> Int {
        if case .int(let value) = values[name] { return value }
        return fallback
    }

    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let value) = values[name] { return value }
        return fallback
    }

    public func string(_ name: String, default fallback: String) -> String {
        if case .string(let value) = values[name] { return value }
        return fallback
    }
}
