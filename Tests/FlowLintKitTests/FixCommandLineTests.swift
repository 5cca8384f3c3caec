import Foundation
import Testing

/// `flowlint check --fix` and `--fix --dry-run` as a user runs them: what they write, print and exit with.
@Suite(.serialized) struct FixCommandLineTests {
    let command = CommandLineTests()

    func scratch(_ fixtureName: String = "unused-suppressions") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-fix-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fixture = try Data(contentsOf: Repository.url("Tests/FlowLintKitTests/Fixtures/fix/\(fixtureName).flow.yaml"))
        try fixture.write(to: directory.appendingPathComponent("app.flow.yaml"))
        return directory
    }

    @Test func dryRunPrintsTheDiffChangesNothingAndExitsOne() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Data(contentsOf: directory.appendingPathComponent("app.flow.yaml"))
        let result = try command.run(["check", "--report-unused-suppressions", "--fix", "--dry-run", "app.flow.yaml"], directory: directory)
        #expect(result.status == 1)
        #expect(result.stdout == """
        --- a/app.flow.yaml
        +++ b/app.flow.yaml
        @@ -6,8 +6,7 @@
         screens:
           Home:
             title: Home
        -    # flowlint-disable-next-line modal-title dead-end -- kept for the demo
        -    terminal: true # flowlint-disable-line unreachable-screen
        -  Other: # flowlint-disable-line unreachable-screen, modal-title
        +    terminal: true
        +  Other: # flowlint-disable-line unreachable-screen
             title: Other
             terminal: true

        """)
        #expect(try Data(contentsOf: directory.appendingPathComponent("app.flow.yaml")) == before)
    }

    @Test func dryRunShowsAddedLinesInTheListsAndScreensOwnLayout() throws {
        let directory = try scratch("alert-cancel")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(contentsOf: Repository.url("Tests/FlowLintKitTests/Fixtures/fix/attempt-to-dismiss-layout.flow.yaml"))
            .write(to: directory.appendingPathComponent("editor.flow.yaml"))
        let result = try command.run(["check", "--fix", "--dry-run", "app.flow.yaml", "editor.flow.yaml"], directory: directory)
        #expect(result.status == 1)
        #expect(result.stdout == """
        --- a/app.flow.yaml
        +++ b/app.flow.yaml
        @@ -18,6 +18,7 @@
             kind: actionSheet
             actions:
               - {title: Delete All, role: destructive}  # no way back
        +      - {title: Cancel, role: cancel}
           ClearAll:
             kind: alert
             title: Clear everything?
        @@ -25,14 +26,19 @@
               - title: Keep Some
               - title: Clear
                 role: destructive
        +      - title: Cancel
        +        role: cancel
           ResetAll:
             kind: alert
             title: Reset?
             actions:
             -   title: Reset
                 role: destructive
        +    -   title: Cancel
        +        role: cancel
           EmptyTrash:
             kind: actionSheet
             actions:
               - { title: Empty Trash, role: destructive }
               - { title: Empty and Delete, role: destructive }
        +      - { title: Cancel, role: cancel }
        --- a/editor.flow.yaml
        +++ b/editor.flow.yaml
        @@ -13,6 +13,7 @@
                 title: Editor
                 userContent: true
                 # Asked when the sheet is swiped down.
        +        isModalInPresentation: true
                 onAttemptToDismiss: Discard   # the sheet below
                 buttons:
                     - title: Cancel

        """)
        let fixedAgain = try command.run(["check", "--fix", "app.flow.yaml", "editor.flow.yaml"], directory: directory)
        #expect(fixedAgain.status == 0)
        #expect(fixedAgain.stdout == "no problems in 2 files\n")
        for (file, fixture) in [("app.flow.yaml", "alert-cancel"), ("editor.flow.yaml", "attempt-to-dismiss-layout")] {
            let fixed = try Data(contentsOf: directory.appendingPathComponent(file))
            #expect(fixed == (try Data(contentsOf: Repository.url("Tests/FlowLintKitTests/Fixtures/fix/\(fixture).fixed.yaml"))))
        }
    }

    /// Standard error says how many fixes were made, and why any were left out: a fix left out
    /// is still a finding in the report, which alone would not say why it was not made.
    @Test func fixesLeftOutAreCountedOnStandardError() throws {
        let directory = try scratch("many-misspelt-targets")
        defer { try? FileManager.default.removeItem(at: directory) }
        let previewed = try command.run(["check", "--fix", "--dry-run", "app.flow.yaml"], directory: directory)
        #expect(previewed.status == 1)
        #expect(previewed.stderr == "flowlint: app.flow.yaml: 6 fixes shown; 1 left out, because making it would add a finding (it stays in the report)\n")
        let fixed = try command.run(["check", "--fix", "app.flow.yaml"], directory: directory)
        #expect(fixed.status == 1)
        #expect(fixed.stderr == "flowlint: app.flow.yaml: 6 fixes made; 1 left out, because making it would add a finding (it stays in the report)\n")
        #expect(fixed.stdout.contains("did you mean \"Composer\"? [unknown-target]"))
        let again = try command.run(["check", "--fix", "app.flow.yaml"], directory: directory)
        #expect(again.stderr == "flowlint: app.flow.yaml: 0 fixes made; 1 left out, because making it would add a finding (it stays in the report)\n")
        let clean = try command.run(["check", "--fix", "--dry-run", "--only-rule", "modal-title", "app.flow.yaml"], directory: directory)
        #expect(clean.stderr == "")
    }

    /// An overlay's storyboards get reports of their own: fixing goes by each report's own file,
    /// fixes the overlay and leaves the storyboard as it is.
    @Test func anOverlayIsFixedAndItsStoryboardLeftAlone() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storyboard = try Data(contentsOf: Repository.url("examples/Journal.storyboard"))
        try storyboard.write(to: directory.appendingPathComponent("Journal.storyboard"))
        try Data("""
        flowlint: 1
        app: Journal
        storyboards: [Journal.storyboard]
        screens:
          Compose:
            userContent: true
            onAttemptToDismiss: DiscardEntry
        modals:
          DiscardEntry:
            kind: actionSheet
            actions:
              - { title: Discard Entry, role: destructive, action: dismiss }

        """.utf8).write(to: directory.appendingPathComponent("overlay.flow.yaml"))
        let result = try command.run(["check", "--fix", "--dry-run", "overlay.flow.yaml"], directory: directory)
        #expect(result.status == 1)
        #expect(result.stdout == """
        --- a/overlay.flow.yaml
        +++ b/overlay.flow.yaml
        @@ -4,9 +4,11 @@
         screens:
           Compose:
             userContent: true
        +    isModalInPresentation: true
             onAttemptToDismiss: DiscardEntry
         modals:
           DiscardEntry:
             kind: actionSheet
             actions:
               - { title: Discard Entry, role: destructive, action: dismiss }
        +      - { title: Cancel, role: cancel }

        """)
        #expect(try Data(contentsOf: directory.appendingPathComponent("Journal.storyboard")) == storyboard)
    }

    @Test func fixWritesTheFileAndReportsWhatIsLeft() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try command.run(["check", "--report-unused-suppressions", "--fix", "app.flow.yaml"], directory: directory)
        #expect(result.status == 0)
        #expect(result.stdout == "no problems in 1 file\n")
        let fixed = try Data(contentsOf: directory.appendingPathComponent("app.flow.yaml"))
        #expect(fixed == (try Data(contentsOf: Repository.url("Tests/FlowLintKitTests/Fixtures/fix/unused-suppressions.fixed.yaml"))))
        // Nothing left to fix: a dry run now prints nothing and exits 0.
        let again = try command.run(["check", "--report-unused-suppressions", "--fix", "--dry-run", "app.flow.yaml"], directory: directory)
        #expect(again.status == 0 && again.stdout.isEmpty)
    }

    /// A fix keeps the file's encoding, byte order mark and line ends: UTF-16 either way round
    /// stays UTF-16 with its mark (a character outside the BMP as its surrogate pair), and UTF-8
    /// keeps its mark. Only the misspelt name changes.
    @Test(arguments: [("utf-16le", [UInt8]([0xFF, 0xFE])), ("utf-16be", [0xFE, 0xFF]), ("utf-8", [0xEF, 0xBB, 0xBF])])
    func aFixedFileKeepsItsEncodingAndByteOrderMark(encoding: String, mark: [UInt8]) throws {
        func stored(_ text: String) -> Data {
            let body: Data
            switch encoding {
            case "utf-16le": body = text.data(using: .utf16LittleEndian)!
            case "utf-16be": body = text.data(using: .utf16BigEndian)!
            default: body = Data(text.utf8)
            }
            return Data(mark) + body
        }
        let before = "flowlint: 1\r\napp: A\r\nentry: Home\r\nscreens:\r\n  Home: { title: \"Hé 🎛\", container: navigation, segues: [{ show: Setings }] }\r\n  Settings: { title: S, terminal: true }\r\n"
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.flow.yaml")
        try stored(before).write(to: file)
        let result = try command.run(["check", "--fix", "app.flow.yaml"], directory: directory)
        #expect(result.status == 0)
        #expect(result.stdout == "no problems in 1 file\n")
        let after = try Data(contentsOf: file)
        #expect(after == stored(before.replacingOccurrences(of: "show: Setings", with: "show: Settings")))
        #expect(Array(after.prefix(mark.count)) == mark)
    }

    @Test func standardInputAndADryRunAloneAreRefused() throws {
        let stdin = try command.run(["check", "--fix", "-"], stdin: "flowlint: 1\n")
        #expect(stdin.status == 2 && stdin.stderr.contains("--fix cannot write standard input back"))
        let alone = try command.run(["check", "--dry-run", "examples"])
        #expect(alone.status == 2 && alone.stderr.contains("--dry-run goes with --fix"))
    }
}
