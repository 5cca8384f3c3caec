import ArgumentParser
import FlowLintKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule and format check with its default severity and guidelines."
    )

    func run() throws {
        try printPage(RuleDocumentation.table())
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's documentation: why it matters, how to fix it, examples.",
        discussion: "`flowlint explain guidelines` prints the guideline document."
    )

    @Argument(help: "A rule id from `flowlint rules`, or `guidelines`.")
    var ruleID: String

    func run() throws {
        if ruleID == "guidelines" {
            try printPage(RuleDocumentation.guidelines)
            return
        }
        guard let page = RuleDocumentation.page(for: ruleID) else {
            throw failure(RuleDocumentation.unknownRule(ruleID))
        }
        try printPage(page)
    }
}

/// Prints what `rules` and `explain` exist to print; exit 2 when it cannot be written.
private func printPage(_ text: String) throws {
    do { try StandardStream.output.writeReport(text) } catch { throw failure("\(error)") }
}
