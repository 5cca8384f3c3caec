import Foundation
import Testing

/// The options users of SwiftLint and ESLint reach for: `--quiet`, `--only-rule`,
/// `--disable-rule`, and shell completions.
@Suite(.serialized) struct ConventionsCommandLineTests {
    let commandLine = CommandLineTests()

    /// The lines that name a finding, without their source snippets and notes.
    func findings(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("examples/") }
    }

    @Test func quietReportsErrorsOnlyAndDoesNotCountTheRest() throws {
        let quiet = try commandLine.run(["check", "--color", "never", "--quiet", "examples/broken.flow.yaml", "examples/Journal.storyboard"])
        #expect(quiet.status == 1)
        #expect(findings(quiet.stdout) == [
            "examples/broken.flow.yaml:41:3: error: modal \"Settings\" has no button that dismisses it, and no gesture can close it [modal-dismiss-button]",
            "examples/broken.flow.yaml:45:15: error: a segue from \"Settings\" names screen \"Acount\", which is not defined [unknown-target]",
            "examples/broken.flow.yaml:49:5: error: unknown key \"presentationStyle\" in screen \"Trash\"; presentationStyle belongs on the `present` segue that shows the screen [unknown-key]",
        ])
        #expect(quiet.stdout.hasSuffix("\n3 errors in 2 files\n"))
        // Warnings only: nothing to print, exit 0.
        let clean = try commandLine.run(["check", "--color", "never", "--quiet", "examples/Journal.storyboard"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "no problems in 1 file\n")
        let strict = try commandLine.run(["check", "--quiet", "--strict", "examples/Journal.storyboard"])
        #expect(strict.status == 2)
        #expect(strict.stderr.hasPrefix("Error: --quiet counts no warnings, so it cannot be used with --strict, --fail-on warning or --max-warnings\n"))
        let baseline = try commandLine.run(["check", "--quiet", "--write-baseline", "unwritten.json", "examples/Journal.storyboard"])
        #expect(baseline.status == 2)
        #expect(baseline.stderr.hasPrefix("Error: --write-baseline records every finding, so it cannot be used with --quiet\n"))
        #expect(!FileManager.default.fileExists(atPath: Repository.url("unwritten.json").path))
    }

    @Test func onlyRuleChecksTheNamedRulesEvenOnesTurnedOff() throws {
        let only = try commandLine.run(["check", "--color", "never", "--only-rule", "modal-title", "--only-rule", "pop-from-root", "examples"])
        #expect(only.status == 1)
        #expect(findings(only.stdout) == [
            "examples/Journal.storyboard:136:55: warning: modal \"Compose\" has no title; name the task it is for [modal-title]",
            "examples/broken.flow.yaml:25:3: warning: modal \"Compose\" has no title; name the task it is for [modal-title]",
            "examples/modality.flow.yaml:62:3: warning: modal \"CookMode\" has no title; name the task it is for [modal-title]",
            "examples/navigation.flow.yaml:13:44: error: \"Settings\" pops, but it is the root of its navigation stack [pop-from-root]",
            "examples/presentation.flow.yaml:32:17: error: \"Grid\" pops to the root, but it is the root of its navigation stack [pop-from-root]",
        ])
        // unused-suppression is off by default; naming it turns it on.
        let flow = "flowlint: 1\napp: X\nentry: Home\nscreens:\n  Home: { title: Home, terminal: true }  # flowlint-disable-line modal-title\n"
        let unused = try commandLine.run(["check", "--color", "never", "--only-rule", "unused-suppression", "-", "--stdin-filename", "examples/a.flow.yaml"], stdin: flow)
        #expect(unused.status == 0)
        #expect(findings(unused.stdout).count == 1)
        #expect(findings(unused.stdout).first?.hasSuffix("[unused-suppression]") == true)
    }

    @Test func disableRuleTurnsARuleOffForTheRun() throws {
        let all = try commandLine.run(["check", "--color", "never", "examples/Journal.storyboard"])
        let disabled = try commandLine.run(["check", "--color", "never", "--disable-rule", "modal-title", "examples/Journal.storyboard"])
        #expect(disabled.status == 0)
        #expect(findings(disabled.stdout) == findings(all.stdout).filter { !$0.hasSuffix("[modal-title]") })
        #expect(findings(disabled.stdout).count == 3)
        // --disable-rule wins over --only-rule.
        let both = try commandLine.run(["check", "--color", "never", "--only-rule", "modal-title", "--disable-rule", "modal-title", "examples/Journal.storyboard"])
        #expect(both.stdout == "no problems in 1 file\n")
    }

    @Test func anUnknownRuleIDIsAUsageErrorWithASuggestion() throws {
        let typo = try commandLine.run(["check", "--only-rule", "modal-titel", "examples"])
        #expect(typo.status == 2)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr.hasPrefix("Error: --only-rule: unknown rule \"modal-titel\"; did you mean \"modal-title\"? `flowlint rules` lists them\n"))
        let unknown = try commandLine.run(["check", "--disable-rule", "no-such-thing", "examples"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Error: --disable-rule: unknown rule \"no-such-thing\"; `flowlint rules` lists them\n"))
    }

    /// swift-argument-parser writes the script; flowlint must let it through to standard output.
    @Test func aCompletionScriptIsGeneratedForEachShell() throws {
        for (shell, start) in [("bash", "#!/bin/bash\n"), ("zsh", "#compdef flowlint\n"), ("fish", "")] {
            let result = try commandLine.run(["--generate-completion-script", shell])
            #expect(result.status == 0, "\(shell)")
            #expect(result.stderr.isEmpty, "\(shell)")
            #expect(result.stdout.hasPrefix(start), "\(shell)")
            #expect(result.stdout.contains("only-rule") && result.stdout.contains("modal-dismiss-button"), "\(shell)")
        }
    }
}
