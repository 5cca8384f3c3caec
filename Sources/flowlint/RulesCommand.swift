import ArgumentParser
import FlowLintKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule and format check with its default severity and guidelines."
    )

    func run() {
        print(RuleDocumentation.table(), terminator: "")
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
            print(RuleDocumentation.guidelines, terminator: "")
            return
        }
        guard let page = RuleDocumentation.page(for: ruleID) else {
            throw failure("unknown rule \"\(ruleID)\"\(RuleDocumentation.suggestion(for: ruleID)); `flowlint rules` lists them")
        }
        print(page, terminator: "")
    }
}
