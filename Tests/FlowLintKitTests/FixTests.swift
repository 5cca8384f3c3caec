import Foundation
import Testing
@testable import FlowLintKit

/// `check --fix`: each fixture `X.flow.yaml` in Fixtures/fix becomes exactly `X.fixed.yaml`, a
/// second pass finds nothing more it may fix, and a fixture without a `.fixed.yaml` is left as it is.
@Suite struct FixTests {
    static let directory = "Tests/FlowLintKitTests/Fixtures/fix"
    static let linter = Linter(configuration: LintConfiguration(reportsUnusedSuppressions: true))

    static var fixtures: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(directory).path))?
            .filter { $0.hasSuffix(".flow.yaml") }.sorted() ?? []
    }

    @Test(arguments: fixtures)
    func fixtureFixesToItsExpectedText(name: String) throws {
        let path = "\(Self.directory)/\(name)"
        let source = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: Repository.url(path))))
        let outcome = FixApplication(linter: Self.linter).fix(Self.linter.lint(source))
        let expectedURL = Repository.url(path.replacingOccurrences(of: ".flow.yaml", with: ".fixed.yaml"))
        guard FileManager.default.fileExists(atPath: expectedURL.path) else {
            #expect(outcome == nil, "\(name) has no .fixed.yaml, so nothing in it may be fixed")
            return
        }
        let fixed = try #require(outcome)
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == String(decoding: try Data(contentsOf: expectedURL), as: UTF8.self))
        // A fix may be left, when it would add a finding; then it is left on every pass.
        #expect(FixApplication(linter: Self.linter).fix(fixed.report) == nil, "a second pass changed the file again")
    }

    /// Lines a fix adds end as the file's lines do: a file with CRLF line ends, and no break
    /// after its last line, is fixed to its fixture's text in the same shape.
    @Test(arguments: ["attempt-to-dismiss-layout", "alert-cancel"])
    func addedLinesEndAsTheFilesLinesDo(name: String) throws {
        func crlf(_ path: String) throws -> String {
            String(decoding: try Data(contentsOf: Repository.url("\(Self.directory)/\(path)")), as: UTF8.self)
                .replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "\r\n", with: "", options: [.anchored, .backwards])
        }
        let source = SourceFile(path: "\(name).flow.yaml", text: try crlf("\(name).flow.yaml"))
        let fixed = try #require(FixApplication(linter: Self.linter).fix(Self.linter.lint(source)))
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == (try crlf("\(name).fixed.yaml")))
    }

    /// A large file's text is set aside while it is linted; the lines a fix adds still end as
    /// its lines do, told without reading it back whole.
    @Test func addedLinesInATextSetAsideEndAsItsLinesDo() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-set-aside-\(UUID().uuidString).flow.yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = String(decoding: try Data(contentsOf: Repository.url("\(Self.directory)/alert-cancel.flow.yaml")), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: URL(fileURLWithPath: path))
        let source = try SourceFile(readingAt: path, limit: 1 << 20)
        source.setTextAside()
        let report = Self.linter.lint(source)
        #expect(source.isTextSetAside)
        let added = report.diagnostics.compactMap(\.fix).flatMap(\.edits).map(\.replacement)
        #expect(added == ["}  # no way back\r\n      - {title: Cancel, role: cancel}", "e\r\n      - title: Cancel\r\n        role: cancel",
                          "e\r\n    -   title: Cancel\r\n        role: cancel", "}\r\n      - { title: Cancel, role: cancel }",
                          "}\r\n      - { title: Cancel, role: cancel }"])
    }

    /// Suggestions are offered, never made: `--fix` renames the misspelt target and leaves the
    /// Cancel without `confirm:` and the Settings without a button as they are, suggestions still.
    @Test func suggestionsAreNeverApplied() throws {
        let path = "Tests/FlowLintKitTests/Fixtures/formats/suggestions.flow.yaml"
        let report = try Repository.lint(path, configuration: Self.linter.configuration)
        #expect(report.diagnostics.flatMap(\.suggestions).map(\.title) == [
            "ask first: add confirm: DiscardChanges to \"Cancel\", with a new action sheet", "add a Cancel button to \"Settings\"",
        ])
        let fixed = try #require(FixApplication(linter: Self.linter).fix(report))
        #expect(fixed.applied == ["rename \"Archve\" to \"Archive\""])
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == (try Repository.read(path)).replacingOccurrences(of: "show: Archve", with: "show: Archive"))
        #expect(fixed.report.diagnostics.flatMap(\.suggestions).count == 2)
    }

    /// The action sheet a confirm suggestion adds goes in a new `modals:` after the flow's last
    /// line; not when `modals:` is already written with no entry (a second key would be a
    /// duplicate) or when the document is closed by `...` (the lines would fall outside it).
    @Test func aNewActionSheetIsAddedOnlyWhereItFits() throws {
        let flow = """
        flowlint: 1
        app: Mail
        entry: Inbox
        screens:
          Inbox:
            title: Inbox
            segues:
              - { present: Compose, presentationStyle: fullScreen }
          Compose:
            title: New Message
            userContent: true
            buttons:
              - { title: Cancel, role: cancel, action: dismiss }
              - { title: Send, role: done, action: dismiss }

        """
        func suggested(_ text: String) -> [String] {
            Self.linter.lint(SourceFile(path: "a.flow.yaml", text: text)).diagnostics.flatMap(\.suggestions).map(\.title)
        }
        let report = Self.linter.lint(SourceFile(path: "a.flow.yaml", text: flow))
        let suggestion = try #require(report.diagnostics.flatMap(\.suggestions).first)
        #expect(suggestion.title == "ask first: add confirm: DiscardChanges to \"Cancel\", with a new action sheet")
        let changed = String(decoding: try #require(TextEdits.apply(suggestion.edits, to: Array(flow.utf8))), as: UTF8.self)
        #expect(changed.hasSuffix("\nmodals:\n  DiscardChanges:\n    kind: actionSheet\n    actions:\n      - { title: Discard Changes, role: destructive, action: dismiss }\n      - { title: Keep Editing, role: cancel }\n"))
        #expect(Self.linter.lint(SourceFile(path: "a.flow.yaml", text: changed)).diagnostics.isEmpty)
        #expect(suggested(flow + "modals:\n") == [])
        #expect(suggested(flow + "modals: {}\n") == [])
        #expect(suggested(flow + "...\n") == [])
        #expect(suggested(flow + "# the end\n") == [suggestion.title])
    }

    /// A did-you-mean that is no safe rename (here, the name in other letter case) and an action
    /// titled Cancel without the role cancel are suggestions: applied by hand, each answers its
    /// finding and leaves nothing new.
    @Test func aNameInOtherLetterCaseAndAnUnmarkedCancelAreSuggestions() throws {
        let text = """
        flowlint: 1
        app: A
        entry: Home
        screens:
          Home:
            title: Home
            container: navigation
            buttons:
              - { title: Clear, action: { present: ClearAll } }
              - { title: Reset, action: { present: ResetAll } }
            segues:
              - show: settings
          Settings: { title: Settings, terminal: true }
        modals:
          ClearAll:
            kind: alert
            actions:
              - { title: Clear, role: destructive }
              - { title: Cancel }
          ResetAll:
            kind: alert
            actions:
              - title: Reset
                role: destructive
              - title: Cancel
                role: default

        """
        let report = Self.linter.lint(SourceFile(path: "a.flow.yaml", text: text))
        #expect(report.diagnostics.map { "\($0.range.start.line) \($0.ruleID) \($0.fix?.title ?? "-") \($0.suggestions.map(\.title))" } == [
            #"12 unknown-target - ["rename \"settings\" to \"Settings\""]"#,
            "13 unreachable-screen - []",
            #"18 alert-actions - ["give \"Cancel\" the role cancel"]"#,
            #"24 alert-actions - ["give \"Cancel\" the role cancel"]"#,
        ])
        let edits = report.diagnostics.flatMap { $0.suggestions.flatMap(\.edits) }
        let suggested = try #require(TextEdits.apply(edits, to: Array(text.utf8)))
        let expected = text.replacingOccurrences(of: "show: settings", with: "show: Settings")
            .replacingOccurrences(of: "{ title: Cancel }", with: "{ title: Cancel, role: cancel }")
            .replacingOccurrences(of: "role: default", with: "role: cancel")
        #expect(String(decoding: suggested, as: UTF8.self) == expected)
        #expect(Self.linter.lint(SourceFile(path: "a.flow.yaml", bytes: suggested)).diagnostics.isEmpty)
        #expect(FixApplication(linter: Self.linter).fix(report) == nil)
    }

    /// A screen whose `buttons` is written empty gets its Cancel there, not under a second
    /// `buttons:` key; one written empty another way gets no suggestion.
    @Test func aCancelButtonGoesInAnEmptyButtonsList() throws {
        let text = """
        flowlint: 1
        app: A
        entry: Home
        screens:
          Home:
            title: Home
            segues:
              - { present: Settings, presentationStyle: fullScreen }
              - { present: About, presentationStyle: fullScreen }
          Settings:
            title: Settings
            buttons: []
          About:
            title: About
            buttons: [ ]

        """
        let report = Self.linter.lint(SourceFile(path: "a.flow.yaml", text: text))
        #expect(report.diagnostics.map { "\($0.range.start.line) \($0.ruleID) \($0.suggestions.flatMap(\.edits).map(\.replacement))" } == [
            "10 modal-dismiss-button [\"[{ title: Cancel, role: cancel, action: dismiss }]\"]",
            "13 modal-dismiss-button []",
        ])
        let suggested = try #require(TextEdits.apply(report.diagnostics[0].suggestions[0].edits, to: Array(text.utf8)))
        #expect(String(decoding: suggested, as: UTF8.self) == text.replacingOccurrences(of: "buttons: []", with: "buttons: [{ title: Cancel, role: cancel, action: dismiss }]"))
        #expect(Self.linter.lint(SourceFile(path: "a.flow.yaml", bytes: suggested)).diagnostics.map(\.range.start.line) == [13])
    }

    /// A rule page whose How to fix offers suggestions shows them: the lines each suggestion for
    /// the page's first triggering example adds are lines of one of its passing examples, and
    /// each answers the finding it is offered for.
    @Test(arguments: ["confirm-before-discard", "modal-dismiss-button"])
    func aRulePagesSuggestionWritesWhatItsPassingExampleHas(id: String) throws {
        let document = RuleDocument(markdown: try Repository.read("rules/\(id).md"))
        #expect(try Repository.read("rules/\(id).md").contains("suggest"), "rules/\(id).md says nothing of its suggestion")
        let triggers = try #require(document.examples.first { $0.kind == .triggers && $0.language == "yaml" })
        let passes = document.examples.filter { $0.kind == .passes && $0.language == "yaml" }.map { Set($0.yaml.split(separator: "\n")) }
        let lines = triggers.yaml.split(separator: "\n", omittingEmptySubsequences: false).filter { !($0.hasPrefix("#") && $0.contains("^ ")) }
        let text = lines.joined(separator: "\n")
        let report = Self.linter.lint(SourceFile(path: "\(id).flow.yaml", text: text))
        let suggested = report.diagnostics.filter { $0.ruleID == id }.flatMap { finding in finding.suggestions.map { (finding, $0) } }
        #expect(!suggested.isEmpty)
        for (finding, suggestion) in suggested {
            let changed = try #require(TextEdits.apply(suggestion.edits, to: Array(text.utf8)))
            let after = Self.linter.lint(SourceFile(path: "\(id).flow.yaml", bytes: changed))
            #expect(!after.diagnostics.contains { $0.ruleID == id && $0.message == finding.message }, "\(after.diagnostics.map(\.message))")
            var added = String(decoding: changed, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines {
                if let same = added.firstIndex(of: line) { added.remove(at: same) }
            }
            #expect(!added.isEmpty)
            #expect(passes.contains { passing in added.allSatisfy(passing.contains) }, "\(suggestion.title) added \(added), which no passing example of rules/\(id).md has")
        }
    }

    /// A rule page that says its triggering example is fixed shows the fix: the lines `--fix`
    /// adds to that example are lines of its passing example.
    @Test(arguments: ["attempt-to-dismiss-unreachable", "alert-actions"])
    func aRulePagesFixWritesWhatItsPassingExampleHas(id: String) throws {
        let document = RuleDocument(markdown: try Repository.read("rules/\(id).md"))
        let triggers = try #require(document.examples.first { $0.kind == .triggers && $0.language == "yaml" })
        let passes = try #require(document.examples.first { $0.kind == .passes && $0.language == "yaml" })
        // The marker comments under findings are the page's, not the flow's.
        let lines = triggers.yaml.split(separator: "\n", omittingEmptySubsequences: false).filter { !($0.hasPrefix("#") && $0.contains("^ ")) }
        let report = Self.linter.lint(SourceFile(path: "\(id).flow.yaml", text: lines.joined(separator: "\n")))
        let fixed = try #require(FixApplication(linter: Self.linter).fix(report))
        var added = String(decoding: fixed.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            if let same = added.firstIndex(of: line) { added.remove(at: same) }
        }
        #expect(!added.isEmpty)
        let passing = Set(passes.yaml.split(separator: "\n"))
        #expect(added.allSatisfy(passing.contains), "added \(added), which rules/\(id).md's passing example does not have")
        #expect(fixed.report.diagnostics.filter { $0.ruleID == id }.count < report.diagnostics.filter { $0.ruleID == id }.count)
    }

    @Test func aPreviewIsAUnifiedDiff() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n".utf8), new = Array("a\nb\nc\nd\nE\nf\ng\nh\nj\n".utf8)
        #expect(UnifiedDiff.text(from: old, to: new, path: "x.flow.yaml") == """
        --- a/x.flow.yaml
        +++ b/x.flow.yaml
        @@ -2,9 +2,8 @@
         b
         c
         d
        -e
        +E
         f
         g
         h
        -i
         j

        """)
        #expect(UnifiedDiff.text(from: old, to: old, path: "x.flow.yaml") == "")
        // Six unchanged lines between two changes: one hunk, as `diff -u` makes it; seven: two.
        let six = Array("1\n2\n3\n4\n5\n6\n7\n8\n".utf8), seven = Array("1\n2\n3\n4\n5\n6\n7\n8\n9\n".utf8)
        #expect(UnifiedDiff.text(from: six, to: Array("0\n2\n3\n4\n5\n6\n7\n0\n".utf8), path: "x") == """
        --- a/x
        +++ b/x
        @@ -1,8 +1,8 @@
        -1
        +0
         2
         3
         4
         5
         6
         7
        -8
        +0

        """)
        #expect(UnifiedDiff.text(from: seven, to: Array("0\n2\n3\n4\n5\n6\n7\n8\n0\n".utf8), path: "x") == """
        --- a/x
        +++ b/x
        @@ -1,4 +1,4 @@
        -1
        +0
         2
         3
         4
        @@ -6,4 +6,4 @@
         6
         7
         8
        -9
        +0

        """)
    }

    @Test func overlappingEditsAreRefused() {
        let bytes = Array("abcdef\n".utf8)
        func edit(_ from: Int, _ to: Int, _ text: String) -> Diagnostic.Edit {
            Diagnostic.Edit(LineColumnRange(start: SourcePosition(line: 1, column: from), end: SourcePosition(line: 1, column: to)), text)
        }
        #expect(TextEdits.apply([edit(2, 4, "X"), edit(3, 5, "Y")], to: bytes) == nil)
        #expect(TextEdits.apply([edit(2, 4, "X"), edit(4, 5, "Y"), edit(2, 4, "X")], to: bytes).map { String(decoding: $0, as: UTF8.self) } == "aXYef\n")
        #expect(TextEdits.apply([edit(1, 1, "é")], to: Array("é\n".utf8)).map { String(decoding: $0, as: UTF8.self) } == "éé\n")
    }

    /// Fixes whose edits clash are put off, the later in the text first; the same edit in two
    /// fixes, or edits that only touch, do not clash.
    @Test func fixesWhoseEditsClashAreNotMadeTogether() {
        let bytes = Array("abcdefgh\n".utf8)
        func edit(_ from: Int, _ to: Int, _ text: String) -> Diagnostic.Edit {
            Diagnostic.Edit(LineColumnRange(start: SourcePosition(line: 1, column: from), end: SourcePosition(line: 1, column: to)), text)
        }
        #expect(TextEdits.compatibleGroups([[edit(3, 5, "X")], [edit(2, 4, "Y")], [edit(5, 6, "Z")]], in: bytes) == [1, 2])
        #expect(TextEdits.compatibleGroups([[edit(2, 4, "X")], [edit(2, 4, "X"), edit(6, 7, "W")], [edit(4, 5, "Y")]], in: bytes) == [0, 1, 2])
        #expect(TextEdits.compatibleGroups([[edit(2, 2, "X")], [edit(2, 2, "Y")], [edit(2, 3, "Z")]], in: bytes) == [0, 2])
        #expect(TextEdits.compatibleGroups([[edit(1, 9, "")], [edit(2, 3, "Y"), edit(9, 9, "V")], [edit(4, 5, "Z")]], in: bytes) == [0])
        #expect(TextEdits.compatibleGroups([[edit(7, 8, "A")], [edit(1, 2, "B"), edit(7, 9, "C")], [edit(3, 4, "D")]], in: bytes) == [0, 2])
        let pastTheText = Diagnostic.Edit(LineColumnRange(at: SourcePosition(line: 5, column: 1)), "B")
        #expect(TextEdits.compatibleGroups([[edit(5, 1, "A")], [pastTheText]], in: bytes) == [0])
    }
}

extension FixApplication.Outcome: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.bytes == rhs.bytes && lhs.applied == rhs.applied }
}


/// A fixed file is written only over the text that was linted.
@Suite struct FixedFileTests {
    @Test func aFileChangedSinceItWasLintedIsNotOverwritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-fixed-\(UUID().uuidString).flow.yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("edited by its user\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: FixedFile.Refusal.changed) {
            try FixedFile.write(Array("fixed\n".utf8), over: Array("as linted\n".utf8), at: path, limit: 1 << 20)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "edited by its user\n")
        try FixedFile.write(Array("fixed\n".utf8), over: Array("edited by its user\n".utf8), at: path, limit: 1 << 20)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "fixed\n")
    }
}
