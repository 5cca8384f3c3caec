@testable import FlowLintGeneration
import Testing
@testable import FlowLintKit

/// The files `swift run flowlint-generate` writes are committed; these tests fail when one is
/// stale, and guard what the generated list of rule types leaves to each rule: its place.
@Suite struct GeneratedSourcesTests {
    @Test func generatedFilesAreUpToDate() throws {
        for file in try GeneratedSources.files(inRepository: Repository.root.path) {
            #expect(try Repository.read(file.path) == file.text, "\(file.path) is stale: run `swift run flowlint-generate`")
        }
    }

    /// Two rules in one place would be listed, and run, in whichever order the sort left them.
    @Test func everyRuleHasAPlaceOfItsOwn() {
        var rulesByPlace: [String: [String]] = [:]
        for rule in RuleCatalog.all {
            rulesByPlace["\(rule.listing.category) \(rule.listing.position)", default: []].append(rule.description.id)
        }
        #expect(rulesByPlace.filter { $0.value.count > 1 }.mapValues { $0.sorted() } == [:], "give each rule its own listing position")
    }

    @Test func everyRuleSitsInTheFolderOfItsCategory() throws {
        let listings = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ("\($0)", $0.listing) })
        let declared = try GeneratedSources.ruleTypes(inRepository: Repository.root.path)
        let unlisted = Set(declared.map(\.name)).symmetricDifference(listings.keys).sorted()
        #expect(unlisted == [], "the list of rule types is stale: run `swift run flowlint-generate`")
        for (name, path) in declared {
            guard let category = listings[name]?.category else { continue }
            let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            #expect(folder.lowercased() == "\(category)", "\(path) is in \(folder), but its listing says \(category)")
        }
    }

    /// The order `flowlint rules` lists, in which rules also run and same-place findings are
    /// reported, comes from each rule's `listing`. These are the rules of the list once kept by
    /// hand, in its order; rules added since may stand anywhere among them.
    @Test func theCatalogueKeepsItsOrder() {
        let handListed = [
            "unknown-target", "missing-entry", "unreachable-screen",
            "pop-from-root", "pop-target-not-on-stack", "hidden-bar-no-back", "show-outside-navigation",
            "cross-storyboard-segue", "dead-end",
            "alert-actions", "context-presentation-root", "current-context-compact", "appearance-refresh",
            "attempt-to-dismiss-unreachable",
            "modal-dismiss-button", "modal-hierarchy-depth", "modal-single-path", "modal-completion",
            "nested-modal-depth", "confirm-before-discard", "done-completes-task", "modal-title",
            "consistent-transitions", "fullscreen-for-multistep",
        ]
        #expect(RuleCatalog.all.map { $0.description.id }.filter(handListed.contains) == handListed)
    }

    @Test func readsRuleDeclarations() {
        #expect(GeneratedSources.ruleTypeName(declaredBy: "struct ModalTitleRule: Rule {") == "ModalTitleRule")
        #expect(GeneratedSources.ruleTypeName(declaredBy: "public final class XRule: Sendable, Rule {") == "XRule")
        #expect(GeneratedSources.ruleTypeName(declaredBy: "public protocol Rule: Sendable {") == nil)
        #expect(GeneratedSources.ruleTypeName(declaredBy: "struct Helper: RuleContextual {") == nil)
        #expect(GeneratedSources.ruleTypeName(declaredBy: "    let rule: Rule") == nil)
    }

    /// A new rule's page is all it takes to list the rule under its guidelines.
    @Test func enforcedByFollowsThePages() throws {
        let document = """
        ## G1 Taste

        Enforced by: not checkable (taste).

        ## G2 Kept order

        Enforced by: second-rule, first-rule.

        ## G3 Dropped

        Enforced by: removed-rule.
        """
        let pages = try [
            RulePage(id: "first-rule", markdown: "---\nid: first-rule\nguidelines: [G2]\n---\n"),
            RulePage(id: "second-rule", markdown: "---\nid: second-rule\nguidelines: [G2]\n---\n"),
            RulePage(id: "a-new-rule", markdown: "---\nid: a-new-rule\nguidelines: [G2]\n---\n"),
        ]
        #expect(try GuidelineIndex.update(document, from: pages) == """
        ## G1 Taste

        Enforced by: not checkable (taste).

        ## G2 Kept order

        Enforced by: second-rule, first-rule, a-new-rule.

        ## G3 Dropped

        Enforced by: no rule yet.
        """)
        // A new guideline's section, written without the line, gets it from the first page naming it.
        let fresh = "## G4 New\n\nWhy it matters.\n\n## G5 Next\n\nMore.\n"
        let newRule = try RulePage(id: "newest-rule", markdown: "---\nid: newest-rule\nguidelines: [G4, G5]\n---\n")
        #expect(try GuidelineIndex.update(fresh, from: [newRule])
            == "## G4 New\n\nWhy it matters.\n\nEnforced by: newest-rule.\n\n## G5 Next\n\nMore.\n\nEnforced by: newest-rule.\n")
        let unknown = try RulePage(id: "stray", markdown: "---\nguidelines: [G9]\n---\n")
        #expect(throws: GenerationError.self) { try GuidelineIndex.update(document, from: [unknown]) }
    }
}
