import Foundation

/// The files of this repository that are written by `swift run flowlint-generate` rather than by
/// hand, so that a new rule is two files: the rule and its page.
///
/// Generated files are committed, so that packages depending on flowlint build them as any other
/// source (no plugin to trust, nothing to run), and the test suite fails when one is stale.
/// This target must not depend on FlowLintKit: a stale list of rule types can keep FlowLintKit
/// from compiling, and the generator has to build then to repair it.
public enum GeneratedSources {
    public struct File: Sendable, Equatable {
        /// Relative to the repository's root.
        public let path: String
        public let text: String
    }

    public static let rulesFolder = "Sources/FlowLintKit/Rules"
    public static let ruleListPath = "Sources/FlowLintKit/Rules/RuleCatalog+Generated.swift"
    public static let embeddedDocumentationPath = "Sources/FlowLintKit/Documentation/EmbeddedDocumentation.swift"
    public static let guidelinesPath = "rules/GUIDELINES.md"

    /// Every generated file as the rule files and pages under `root` say it should read.
    public static func files(inRepository root: String) throws -> [File] {
        let pages = try rulePages(inRepository: root)
        let guidelines = try GuidelineIndex.update(try read(guidelinesPath, in: root), from: pages)
        let ruleTypes = try ruleTypes(inRepository: root)
        return [
            File(path: guidelinesPath, text: guidelines),
            File(path: ruleListPath, text: renderRuleList(ruleTypes.map(\.name))),
            File(path: embeddedDocumentationPath, text: EmbeddedDocumentationSource.render(pages: pages, guidelines: guidelines)),
        ]
    }

    /// Every type under `Rules/` that declares a conformance to `Rule`, with its file, by name.
    ///
    /// Read from the source text, since FlowLintKit cannot be asked (see above). Rules are
    /// declared one to a file as `struct NameRule: Rule {`; the compiler rejects anything this
    /// reading gets wrong, as the generated list would then name a type that does not exist.
    public static func ruleTypes(inRepository root: String) throws -> [(name: String, path: String)] {
        let folder = root + "/" + rulesFolder
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw GenerationError("\(rulesFolder) cannot be read")
        }
        var found: [(name: String, path: String)] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let path = rulesFolder + "/" + relative
            guard path != ruleListPath else { continue }
            for line in try read(path, in: root).split(separator: "\n") {
                if let name = ruleTypeName(declaredBy: line) { found.append((name, path)) }
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    /// `NameRule` for a line such as `struct NameRule: Rule {` or `final class NameRule: Rule, X {`.
    static func ruleTypeName(declaredBy line: Substring) -> String? {
        var words = line.split(separator: " ")[...]
        while let first = words.first, ["public", "package", "internal", "final"].contains(first) { words = words.dropFirst() }
        guard let keyword = words.first, ["struct", "class", "enum"].contains(keyword) else { return nil }
        let declaration = words.dropFirst().joined(separator: " ")
        guard let colon = declaration.firstIndex(of: ":") else { return nil }
        let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
        let conformances = declaration[declaration.index(after: colon)...].prefix { $0 != "{" }
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return conformances.contains("Rule") ? name : nil
    }

    /// Every page of `rules/` but the guideline document (and a README, should there be one).
    static func rulePages(inRepository root: String) throws -> [RulePage] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/rules")
        return try names.filter { $0.hasSuffix(".md") && $0 != "GUIDELINES.md" && $0 != "README.md" }.sorted().map { name in
            try RulePage(id: String(name.dropLast(".md".count)), markdown: read("rules/" + name, in: root))
        }
    }

    static func renderRuleList(_ names: [String]) -> String {
        """
        // Generated from the rule types in \(rulesFolder) by `swift run flowlint-generate`. Do not edit.

        extension RuleCatalog {
            /// Every type of `Rules/` that conforms to `Rule`, by name: `RuleCatalog.all` puts them
            /// in the order of their `listing`.
            static let generatedRuleTypes: [any Rule.Type] = [
        \(names.map { "        \($0).self,\n" }.joined())    ]
        }

        """
    }

    static func read(_ path: String, in root: String) throws -> String {
        do {
            return try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        } catch {
            throw GenerationError("\(path) cannot be read: \(error.localizedDescription)")
        }
    }
}

/// A page of `rules/`, with the guidelines its front matter says the rule enforces.
struct RulePage {
    let id: String
    let markdown: String
    let guidelines: [String]

    init(id: String, markdown: String) throws {
        self.id = id
        self.markdown = markdown
        // The front matter is a few `key: value` lines between `---` lines; `guidelines` is a flow
        // sequence such as `[G2, G22]`. The test suite reads the same front matter as YAML and
        // checks it against the rule, so this narrow reading cannot drift unnoticed.
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let front = lines.first == "---" ? lines.dropFirst().prefix { $0 != "---" } : []
        guard let line = front.first(where: { $0.hasPrefix("guidelines:") }) else {
            guidelines = []
            return
        }
        let value = line.dropFirst("guidelines:".count).trimmingCharacters(in: .whitespaces)
        guard value.hasPrefix("["), value.hasSuffix("]") else {
            throw GenerationError("rules/\(id).md: write guidelines as a list in brackets, such as [G3, G7]")
        }
        guidelines = value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

public struct GenerationError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
