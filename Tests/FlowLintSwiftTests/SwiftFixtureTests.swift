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

    #if SwiftSources
    static let apps = ["modals", "notes", "swiftui", "navigation", "containers", "dialogs", "closing", "storyboards", "sheets", "cards", "titles", "lent", "navstyles", "pushedscenes", "inherited"]

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
    /// lookup computes its identifier, nor when a scene's class is code not read.
    @Test(arguments: [
        ("", true),
        ("final class Router: UIViewController {\n    func open(_ name: String) { _ = storyboard?.instantiateViewController(withIdentifier: name) }\n}\n", false),
        ("final class Names {\n    static let legacy = \"Legacy\"\n}\n", false),
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
