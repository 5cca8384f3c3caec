import FlowLintKit
import FlowLintSwift
import Foundation
import Testing

/// Each folder of `Fixtures/swift` is one app's Swift sources, checked together as `flowlint
/// check DIR` does, with its golden `check.out`. Without the SwiftSources trait there is no
/// frontend, and the same folder holds nothing flowlint looks for.
@Suite struct SwiftFixtureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = "Tests/FlowLintSwiftTests/Fixtures/swift"

    static func check(_ relativePath: String, frontend: (any CodeFrontend)?) -> CheckRunner.Outcome {
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.codeFrontend = frontend
        return runner.run(paths: [root.appendingPathComponent(relativePath).path])
    }

    static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: root.path + "/", with: "")
    }

    /// The app whose folder also holds a hand-kept `app-flow.yaml` (`flow-file-drift`): checked
    /// as the others, but not imported, since its flow file is linted with the code.
    static let appsWithFlowFile = ["drift"]

    /// Without the code, a flow file is linted alone, as before: nothing to compare it with.
    @Test func aFlowFileCheckedWithoutTheCodeHasNoDrift() throws {
        let outcome = Self.check("\(Self.fixtures)/drift", frontend: nil)
        #expect(outcome.errors.isEmpty)
        #expect(outcome.run.files.map { Self.relative($0.path) } == ["\(Self.fixtures)/drift/app-flow.yaml"])
        #expect(outcome.run.files.flatMap(\.diagnostics).map(\.ruleID) == ["consistent-transitions", "modal-dismiss-button", "unreachable-screen"])
        #if SwiftSources
        // Read with the code, the flow file's report is the same but for the drifts.
        let withCode = Self.check("\(Self.fixtures)/drift", frontend: SwiftSources.frontend)
        let flowFile = try #require(withCode.run.files.first { $0.path.hasSuffix("/app-flow.yaml") })
        let others = flowFile.diagnostics.filter { $0.ruleID != "flow-file-drift" }
        #expect(others.map { "\($0.ruleID) \($0.range.start)" } == outcome.run.files[0].diagnostics.map { "\($0.ruleID) \($0.range.start)" })
        #endif
    }

    #if SwiftSources
    @Test(arguments: Self.appsWithFlowFile)
    func checkWithFlowFileMatchesGoldenOutput(app: String) throws {
        try checkMatchesGoldenOutput(app: app)
    }

    /// The drifts pinned apart from the golden file: each at the flow file's fact, with a note at
    /// the Swift token that states the other side.
    @Test func aDriftIsInTheFlowFileWithANoteAtTheSwiftToken() throws {
        let outcome = Self.check("\(Self.fixtures)/drift", frontend: SwiftSources.frontend)
        let drifts = outcome.run.files.flatMap(\.diagnostics).filter { $0.ruleID == "flow-file-drift" }
        #expect(drifts.allSatisfy { Self.relative($0.file) == "\(Self.fixtures)/drift/app-flow.yaml" && $0.severity == .warning })
        let style = try #require(drifts.first { $0.subject == "segue:LibraryViewController->EditorViewController:presentationStyle" })
        #expect(style.range.start == SourcePosition(line: 13, column: 61))
        let note = try #require(style.notes.first)
        #expect(Self.relative(note.file) == "\(Self.fixtures)/drift/LibraryViewController.swift")
        #expect(note.range.start == SourcePosition(line: 14, column: 41))
        // The flowlint-disable-next-line comment above the push of ArchiveViewController holds;
        // AttachmentsViewController is pushed by no code, but NoteViewController's share sheet is unresolved.
        #expect(drifts.compactMap(\.subject).sorted() == [
            "segue:LibraryViewController->EditorViewController:presentationStyle",
            "segue:LibraryViewController->SettingsViewController:transitionStyle",
            "segue:NoteViewController->HistoryViewController:kind",
            "transition:LibraryViewController->AboutViewController:notInCode",
            "transition:LibraryViewController->TrashViewController:notInFile",
        ])
        #expect(outcome.exitCode == 0)
    }

    /// `check --fix` lints a fixed flow file again as it was linted, compared with the code: its
    /// drifts stay in the report, and a fix that would make a new one is not applied.
    @Test func aFixedFlowFileIsComparedWithTheCodeAgain() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-drift-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = Self.root.appendingPathComponent("\(Self.fixtures)/drift")
        for name in ["LibraryViewController.swift", "EditorViewController.swift", "NoteViewController.swift"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        // Two misspelt targets, which unknown-target's fix renames: fixing the first changes
        // nothing else; fixing the second would make the push of AboutViewController, which the
        // code never makes, a drift.
        let flowFile = try String(contentsOf: fixture.appendingPathComponent("app-flow.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "      - { push: AttachmentsViewController }", with: "      - { push: AttachmentsViewControler }")
            .replacingOccurrences(of: "      - { push: AboutViewController }", with: "      - { push: AboutViewControler }")
        try flowFile.write(to: directory.appendingPathComponent("app-flow.yaml"), atomically: true, encoding: .utf8)
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.codeFrontend = SwiftSources.frontend
        runner.fixing = .apply
        let outcome = runner.run(paths: [directory.path])
        #expect(outcome.errors.isEmpty)
        let fixed = try String(contentsOf: directory.appendingPathComponent("app-flow.yaml"), encoding: .utf8)
        #expect(fixed.contains("{ push: AttachmentsViewController }") && fixed.contains("{ push: AboutViewControler }"))
        let subjects = outcome.run.files.filter { $0.path.hasSuffix("/app-flow.yaml") }.flatMap(\.diagnostics)
            .filter { $0.ruleID == "flow-file-drift" }.compactMap(\.subject)
        #expect(subjects.count == 4 && !subjects.contains { $0.contains("AboutViewController") }, "\(outcome.report)")
    }
    #endif

    #if SwiftSources
    /// Every other folder of the fixtures, so that a new one is checked without being listed.
    static let apps = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(fixtures).path)) ?? [])
        .filter { !$0.hasPrefix(".") && !appsWithFlowFile.contains($0) }.sorted()

    @Test(arguments: Self.apps)
    func checkMatchesGoldenOutput(app: String) throws {
        let outcome = Self.check("\(Self.fixtures)/\(app)", frontend: SwiftSources.frontend)
        #expect(outcome.errors.isEmpty)
        let rendered = Self.relative(outcome.report)
        let golden = Self.root.appendingPathComponent("\(Self.fixtures)/\(app)/check.out")
        if ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_GOLDEN"] == "1" {
            try rendered.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: golden, encoding: .utf8) == rendered, "\(app) now reports:\n\(rendered)")
    }

    @Test(arguments: Self.apps)
    func importMatchesGoldenOutput(app: String) throws {
        let outcome = CodeImport.run(paths: [Self.root.appendingPathComponent("\(Self.fixtures)/\(app)").path], frontend: try #require(SwiftSources.frontend))
        #expect(outcome.errors.isEmpty && outcome.reports.isEmpty)
        let yaml = Self.relative(try #require(outcome.yaml))
        let golden = Self.root.appendingPathComponent("\(Self.fixtures)/\(app)/import.yaml")
        if ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_GOLDEN"] == "1" {
            try yaml.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: golden, encoding: .utf8) == yaml, "\(app) now imports as:\n\(yaml)")
    }

    /// `flowlint graph DIR` draws the app as its imported flow file draws: the same screens,
    /// stacks and edges.
    @Test(arguments: Self.apps)
    func theFolderDrawsAsItsImportedFlow(app: String) throws {
        let folder = Self.root.appendingPathComponent("\(Self.fixtures)/\(app)")
        let storyboards = try Self.files(in: folder, endingIn: ".storyboard"), code = try Self.files(in: folder, endingIn: ".swift")
        guard case .drawn(let drawn) = GraphRenderer().render(storyboards: storyboards, code: code, readBy: SwiftSources.frontend, format: .mermaid,
                                                              withFindings: false) else { Issue.record("\(app) is not drawn"); return }
        let frontend = try #require(SwiftSources.frontend)
        let yaml = try #require(CodeImport.run(paths: [folder.path], frontend: frontend).yaml)
        guard case .drawn(let imported) = GraphRenderer().render(SourceFile(path: "imported.flow.yaml", text: yaml), format: .mermaid,
                                                                 withFindings: false) else { Issue.record("\(app)'s import is not drawn"); return }
        #expect(drawn == imported)
    }

    /// The findings of every file go on what they are about, the graph and exit status as a user
    /// sees them.
    @Test func theFolderIsDrawnWithItsFindings() throws {
        let result = try SwiftAppCompanionsTests.flowlint(["--findings", "\(Self.fixtures)/modals"], command: "graph")
        #expect(result.status == 0)
        let golden = Self.root.appendingPathComponent("\(Self.fixtures)/modals/graph.mmd")
        if ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_GOLDEN"] == "1" {
            try result.stdout.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: golden, encoding: .utf8) == result.stdout, "now draws:\n\(result.stdout)")
    }

    /// The files below the folder with the suffix, in its subfolders too, by path.
    static func files(in folder: URL, endingIn suffix: String) throws -> [SourceFile] {
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }.sorted()
        return try paths.map { try SourceFile(readingAt: folder.appendingPathComponent($0).path, limit: 1 << 20) }
    }

    /// Several flow files beside the code are each compared with it, on as many cores, sharing
    /// one graph of the code: each gets the drifts it would get alone.
    @Test func severalFlowFilesAreEachComparedWithTheCode() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-drift-several-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("\(Self.fixtures)/drift"), to: directory)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("check.out"))
        for name in ["a", "b", "c"] {
            try FileManager.default.copyItem(at: directory.appendingPathComponent("app-flow.yaml"), to: directory.appendingPathComponent("\(name).flow.yaml"))
        }
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.codeFrontend = SwiftSources.frontend
        let outcome = runner.run(paths: [directory.path])
        let flowFiles = outcome.run.files.filter { !$0.path.hasSuffix(".swift") }
        #expect(flowFiles.count == 4)
        let drifts = flowFiles.map { $0.diagnostics.filter { $0.ruleID == "flow-file-drift" }.map { "\($0.subject ?? "") \($0.range.start)" } }
        #expect(drifts[0].count == 5 && drifts.allSatisfy { $0 == drifts[0] }, "\(outcome.report)")
    }

    /// With storyboards, a flow file is compared with the app they and the code make, under the
    /// scenes' names; an overlay of the same storyboard, which adds to them, never is.
    @Test func aFlowFileBesideStoryboardsAndCodeIsComparedAndAnOverlayIsNot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-drift-storyboard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("\(Self.fixtures)/navstyles"), to: directory)
        for name in ["check.out", "import.yaml"] { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
        let screens = "screens:\n  Home:\n    title: Home\n    segues:\n      - { present: Edit, presentationStyle: pageSheet }\n  Edit:\n    title: Edit\n"
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.codeFrontend = SwiftSources.frontend
        for (header, expected) in [("flowlint: 1\napp: Main\nentry: Home\n", ["segue:Home->Edit:presentationStyle"]),
                                   ("flowlint: 1\napp: Main\nstoryboards: [Main.storyboard]\n", [])] {
            try (header + screens).write(to: directory.appendingPathComponent("app-flow.yaml"), atomically: true, encoding: .utf8)
            let outcome = runner.run(paths: [directory.path])
            let drifts = outcome.run.files.flatMap(\.diagnostics).filter { $0.ruleID == "flow-file-drift" }
            #expect(drifts.compactMap(\.subject) == expected, "\(outcome.report)")
            #expect(drifts.allSatisfy { $0.notes.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["HomeViewController.swift"] })
        }
        // An overlay checked with Swift files but not its storyboard, which it reads itself: the
        // screens it adds are named as classes of the code, and still it is not compared.
        let swift = "import UIKit\n\nfinal class AViewController: UIViewController {\n    func open() {\n        let b = BViewController()\n"
            + "        b.modalPresentationStyle = .fullScreen\n        present(b, animated: true)\n    }\n}\n\nfinal class BViewController: UIViewController {}\n"
        try swift.write(to: directory.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let added = "  AViewController:\n    segues:\n      - { present: BViewController, presentationStyle: pageSheet }\n  BViewController: {}\n"
        for (header, expected) in [("flowlint: 1\napp: Main\nentry: AViewController\n", ["segue:AViewController->BViewController:presentationStyle"]),
                                   ("flowlint: 1\napp: Main\nstoryboards: [Main.storyboard]\n", [])] {
            try (header + "screens:\n" + added).write(to: directory.appendingPathComponent("app-flow.yaml"), atomically: true, encoding: .utf8)
            let outcome = runner.run(paths: [directory.appendingPathComponent("app-flow.yaml").path, directory.appendingPathComponent("A.swift").path])
            let drifts = outcome.run.files.flatMap(\.diagnostics).filter { $0.ruleID == "flow-file-drift" }
            #expect(drifts.compactMap(\.subject) == expected, "\(outcome.report)")
        }
    }

    /// The flow file `flowlint import swift` writes says what the code says: kept beside the code
    /// unchanged, it never drifts. The modals app's, with one style changed, does.
    @Test(arguments: Self.apps)
    func anImportedFlowFileBesideItsCodeHasNoDrift(app: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-imported-\(app)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("\(Self.fixtures)/\(app)"), to: directory)
        for name in ["check.out", "import.yaml"] { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
        let frontend = try #require(SwiftSources.frontend)
        var yaml = try #require(CodeImport.run(paths: [directory.path], frontend: frontend).yaml)
        if app == "modals" {
            yaml = yaml.replacingOccurrences(of: "{ present: ComposeViewController, presentationStyle: fullScreen }",
                                             with: "{ present: ComposeViewController, presentationStyle: formSheet }")
        }
        try yaml.write(to: directory.appendingPathComponent("app-flow.yaml"), atomically: true, encoding: .utf8)
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.codeFrontend = SwiftSources.frontend
        let outcome = runner.run(paths: [directory.path])
        let drifts = outcome.run.files.flatMap(\.diagnostics).filter { $0.ruleID == "flow-file-drift" }.compactMap(\.subject)
        #expect(drifts == (app == "modals" ? ["button:InboxViewController->ComposeViewController:presentationStyle"] : []), "\(outcome.report)")
    }

    /// What `flowlint import swift` promises: the flow file it writes lints to the findings the
    /// code does, rule for rule and subject for subject.
    @Test(arguments: Self.apps)
    func importedFlowLintsLikeTheCode(app: String) throws {
        let outcome = Self.check("\(Self.fixtures)/\(app)", frontend: SwiftSources.frontend)
        let fromCode = outcome.run.files.flatMap(\.diagnostics).map { "\($0.ruleID) \($0.subject ?? "-")" }.sorted()
        let imported = CodeImport.run(paths: [Self.root.appendingPathComponent("\(Self.fixtures)/\(app)").path], frontend: try #require(SwiftSources.frontend))
        let yaml = try #require(imported.yaml)
        let report = Linter().lint(path: "imported.flow.yaml", text: yaml)
        let rendered = TextFormatter().format(LintRun(files: [report]))
        #expect(!report.diagnostics.contains { FormatCheck(rawValue: $0.ruleID) != nil }, "\(rendered)")
        #expect(report.diagnostics.map { "\($0.ruleID) \($0.subject ?? "-")" }.sorted() == fromCode, "\(yaml)\n\(rendered)")
    }

    /// The finding the frontend exists for, pinned apart from the golden file: a full-screen
    /// presentation of a class with no way out is an error at the class name's token, with a note
    /// at the `present` call in another file.
    @Test func fullScreenPresentWithoutDismissIsAnErrorAtTheClassName() throws {
        let outcome = Self.check("\(Self.fixtures)/modals", frontend: SwiftSources.frontend)
        let finding = try #require(outcome.run.files.flatMap(\.diagnostics).first { $0.subject == "screen:ComposeViewController" })
        #expect(finding.ruleID == "modal-dismiss-button")
        #expect(finding.severity == .error)
        #expect(Self.relative(finding.file) == "\(Self.fixtures)/modals/ComposeViewController.swift")
        #expect(finding.range.start == SourcePosition(line: 3, column: 13))
        let note = try #require(finding.notes.first)
        #expect(Self.relative(note.file) == "\(Self.fixtures)/modals/InboxViewController.swift")
        #expect(note.range.start == SourcePosition(line: 14, column: 9))
    }

    /// Columns count Unicode scalars, as everywhere in flowlint: "Sécurité" holds an é of two
    /// UTF-8 bytes before the `present` call, which swift-syntax would put one column later.
    @Test func columnsCountScalarsNotBytes() throws {
        let outcome = Self.check("\(Self.fixtures)/modals", frontend: SwiftSources.frontend)
        let finding = try #require(outcome.run.files.flatMap(\.diagnostics).first { $0.subject == "screen:LockViewController" })
        let note = try #require(finding.notes.first)
        #expect(note.range.start == SourcePosition(line: 24, column: 28))
    }
    /// A scene whose storyboard identifier no string of the app's code spells is unreachable
    /// (the storyboards fixture's "Legacy"), but only while the code could say so: not once one
    /// lookup computes its identifier, or R.swift's accessors ask, nor when a scene's class is
    /// code not read.
    @Test(arguments: [
        ("", true),
        ("final class Router: UIViewController {\n    func open(_ name: String) { _ = storyboard?.instantiateViewController(withIdentifier: name) }\n}\n", false),
        ("final class Names {\n    static let legacy = \"Legacy\"\n}\n", false),
        // R.swift's accessors, whose generated file (not committed) asks by identifier.
        ("final class Flows {\n    func start() -> UIViewController { R.storyboard.main.legacyViewController()! }\n}\n", false),
    ])
    func aSceneNoCodeAsksForIsUnreachable(extra: String, unreachable: Bool) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-dead-scenes-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("\(Self.fixtures)/storyboards"), to: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        if !extra.isEmpty { try extra.write(to: directory.appendingPathComponent("Extra.swift"), atomically: true, encoding: .utf8) }
        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        runner.codeFrontend = SwiftSources.frontend
        let found = runner.run(paths: [directory.path]).run.files.flatMap(\.diagnostics).filter { $0.ruleID == "unreachable-screen" }
        #expect(found.map(\.message) == (unreachable ? [#"screen "Legacy" cannot be reached from the entry or any screen that code creates"#] : []))
        // A scene whose class is not read (Objective-C, say): the code read may not be all there is.
        let storyboard = directory.appendingPathComponent("Main.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        let scene = #"<scene sceneID="objc-sc-001"><objects><viewController storyboardIdentifier="LegacyObjC" id="objc-vc-001" customClass="LegacyObjCViewController" sceneMemberID="viewController"><view key="view" id="objc-vw-001"/></viewController></objects></scene>"#
        try text.replacingOccurrences(of: "</scenes>", with: scene + "</scenes>").write(to: storyboard, atomically: true, encoding: .utf8)
        let withObjC = runner.run(paths: [directory.path]).run.files.flatMap(\.diagnostics).filter { $0.ruleID == "unreachable-screen" }
        #expect(withObjC.isEmpty)
    }
    #else
    @Test func withoutTheTraitNoSwiftFileIsLookedFor() {
        #expect(SwiftSources.frontend == nil)
        let outcome = Self.check("\(Self.fixtures)/modals", frontend: SwiftSources.frontend)
        #expect(outcome.exitCode == 2)
        #expect(outcome.errors.count == 1 && outcome.errors[0].hasSuffix("no flow files found (flowlint looks for app-flow.yaml, app-flow.yml, *.flow.yaml, *.flow.yml and *.storyboard)"))
    }
    #endif
}
