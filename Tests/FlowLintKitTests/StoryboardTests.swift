import Foundation
import Testing
@testable import FlowLintKit

/// Storyboards: each folder of `Fixtures/storyboards` is one app, checked together, with its
/// golden `check.out` and (unless it holds malformed storyboards) `import.yaml` (not `.flow.yaml`, so directory walks leave it out).
@Suite struct StoryboardTests {
    static let fixtureRoot = "Tests/FlowLintKitTests/Fixtures/storyboards"
    static let apps = ["bars", "columns", "dismissal", "editors", "hidden-bar", "kinds", "legacy", "multi", "nested-tabs", "recursive", "references", "styles"]
    static let examples = Repository.files(in: "examples", withExtension: "storyboard")

    static func sources(_ paths: [String]) throws -> [SourceFile] {
        try paths.map { SourceFile(path: $0, bytes: [UInt8](try Data(contentsOf: Repository.url($0)))) }
    }

    static func storyboards(in app: String) -> [String] {
        Repository.files(in: "\(fixtureRoot)/\(app)", withExtension: "storyboard")
    }

    static func findings(_ reports: [FileReport]) -> [String] {
        reports.flatMap(\.diagnostics).map { "\($0.ruleID) \($0.subject ?? "-")" }.sorted()
    }

    @Test(arguments: apps + ["malformed"])
    func checkMatchesGoldenOutput(app: String) throws {
        let reports = Linter().lintStoryboards(try Self.sources(Self.storyboards(in: app)))
        let rendered = TextFormatter().format(LintRun(files: reports))
        #expect(try Repository.matchesGolden(rendered, at: "\(Self.fixtureRoot)/\(app)/check.out"), "\(app) now reports:\n\(rendered)")
    }

    @Test(arguments: apps)
    func importMatchesGoldenOutput(app: String) throws {
        let yaml = try #require(StoryboardImport.run(try Self.sources(Self.storyboards(in: app))).yaml)
        #expect(try Repository.matchesGolden(yaml, at: "\(Self.fixtureRoot)/\(app)/import.yaml"), "\(app) now imports as:\n\(yaml)")
    }

    /// The property `flowlint import` promises: the flow it writes lints to the same findings.
    @Test(arguments: apps.map { Self.storyboards(in: $0) } + examples.map { [$0] })
    func importedFlowLintsLikeTheStoryboards(paths: [String]) throws {
        let sources = try Self.sources(paths)
        let yaml = try #require(StoryboardImport.run(sources).yaml)
        let fromStoryboards = Self.findings(Linter().lintStoryboards(sources))
        let imported = Linter().lint(path: "imported.flow.yaml", text: yaml)
        let rendered = TextFormatter().format(LintRun(files: [imported]))
        #expect(!imported.diagnostics.contains { FormatCheck(rawValue: $0.ruleID) != nil }, "\(rendered)")
        #expect(Self.findings([imported]) == fromStoryboards, "\(yaml)\n\(rendered)")
        #expect(!fromStoryboards.isEmpty, "a fixture with findings tests more")
    }

    @Test(arguments: examples)
    func exampleMatchesGoldenOutput(path: String) throws {
        let report = try Repository.lint(path)
        let rendered = TextFormatter().format(LintRun(files: [report]))
        let golden = String(path.dropLast(".storyboard".count)) + ".out"
        #expect(try Repository.matchesGolden(rendered, at: golden), "\(path) now reports:\n\(rendered)")
    }

    /// A storyboard is named as the app's bundle names it: its file name without the extension
    /// or a device modifier, whatever folder holds it. So a reference to `Settings` resolves to
    /// `Base.lproj/Settings~iphone.storyboard`, and its screens say `storyboard: Settings`: the
    /// import is the `multi` fixture's, but for the file named in its first line.
    @Test func aStoryboardIsNamedAfterItsFileInTheApp() throws {
        let renamed = "App/Base.lproj/Settings~iphone.storyboard"
        let sources = try Self.sources(Self.storyboards(in: "multi")).map { source in
            source.path.hasSuffix("/Settings.storyboard") ? SourceFile(path: renamed, bytes: source.bytes) : source
        }
        #expect(sources.contains { $0.path == renamed })
        let yaml = try #require(StoryboardImport.run(sources).yaml)
        let golden = try String(contentsOf: Repository.url("\(Self.fixtureRoot)/multi/import.yaml"), encoding: .utf8)
        #expect(yaml == golden.replacingOccurrences(of: "Settings.storyboard.", with: "Settings~iphone.storyboard."))
    }

    @Test func findingsPointAtTheAttributeInTheStoryboard() throws {
        let path = "\(Self.fixtureRoot)/kinds/Shelf.storyboard"
        let report = try Repository.lint(path)
        let finding = try #require(report.diagnostics.first { $0.subject == "segue:Library->Reader" })
        let line = try #require(report.source.line(finding.range.start.line))
        let scalars = Array(line.unicodeScalars)
        let text = String(String.UnicodeScalarView(scalars[(finding.range.start.column - 1) ..< (finding.range.end.column - 1)]))
        #expect(text == "crossDissolve")
    }

    /// A presented scene with a text field or editable text view and a Cancel beside a Save or
    /// Done is an editor: assumed `userContent`, so confirm-before-discard finds its swipe down.
    /// A text field closed by Done alone, a text view that cannot be edited, or a password field
    /// (a sign-in prompt) is no editor.
    @Test func presentedEditorsHoldUserContent() throws {
        let paths = Self.storyboards(in: "editors")
        let sources = try Self.sources(paths)
        let conversion = StoryboardConversion.convert(
            [StoryboardInput(path: paths[0], document: try StoryboardXMLReader().read(sources[0].bytes).get())], file: paths[0])
        let screens = Dictionary(uniqueKeysWithValues: conversion.flow.screens.map { ($0.id.value, $0) })
        let editor = try #require(screens["NewNote"])
        #expect(editor[.userContent]?.value == true)
        #expect(conversion.assumptions[editor.range]?.contains("editor holding user content") == true)
        #expect(screens["Search"]?[.userContent] == nil)
        #expect(screens["AboutNotes"]?[.userContent] == nil)
        // A name and a password: a sign-in prompt, cancelled without asking.
        #expect(screens["SyncAccount"]?[.userContent] == nil)
        let findings = Self.findings(Linter().lintStoryboards(sources))
        #expect(findings.contains("confirm-before-discard button:Notes->NewNote"), "\(findings)")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let text = "<?xml version=\"1.0\"?>\n<document initialViewController=\"v\"><scenes><scene><objects>\n"
            + "<viewController title=\"Café Menü\" storyboardIdentifier=\"Menü\" id=\"v\" sceneMemberID=\"viewController\"/>\n"
            + "</objects></scene></scenes></document>\n"
        let conversion = try #require(StoryboardImport.run([SourceFile(path: "Menu.storyboard", text: text)]).yaml)
        #expect(conversion.contains("  Menü:\n    title: Café Menü\n"))
        let flow = StoryboardConversion.convert(
            [StoryboardInput(path: "Menu.storyboard", document: try StoryboardXMLReader().read(Array(text.utf8)).get())], file: "Menu.storyboard").flow
        let id = try #require(flow.screens.first?.id)
        #expect(LineTable(Array(text.utf8)).lineColumnRange(of: id.range) == LineColumnRange(start: SourcePosition(line: 3, column: 57),
                                                                                          end: SourcePosition(line: 3, column: 61)))
    }

    @Test func referencesResolveOnlyWhenTheStoryboardsAreCheckedTogether() throws {
        let main = "\(Self.fixtureRoot)/multi/Main.storyboard"
        let alone = try Repository.lint(main)
        let together = Linter().lintStoryboards(try Self.sources(Self.storyboards(in: "multi")))
        // Alone, the referenced storyboards are ends of the flow; together, their screens are checked.
        #expect(!alone.diagnostics.contains { $0.subject == "screen:Welcome" && $0.ruleID == "modal-dismiss-button" })
        #expect(together.flatMap(\.diagnostics).contains { $0.subject == "screen:Welcome" && $0.file.hasSuffix("Onboarding.storyboard") })
        #expect(!together.flatMap(\.diagnostics).contains { $0.ruleID == "unknown-target" || $0.ruleID == "unreachable-screen" })
    }

    @Test func malformedStoryboardIsAPositionedFinding() throws {
        let report = try Repository.lint("\(Self.fixtureRoot)/malformed/Unclosed.storyboard")
        let finding = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(finding.ruleID == FormatCheck.storyboardXML.rawValue)
        #expect(finding.severity == .error)
        #expect(finding.range.start.line == 8)
        #expect(StoryboardImport.run([report.source]).yaml == nil)
    }

    /// External entities are never loaded, entity bombs and deep nesting stop with a finding.
    @Test(arguments: [
        ("<!DOCTYPE document [ <!ENTITY x SYSTEM \"file:///etc/passwd\"> ]>\n<document><scenes/><v title=\"&x;\"/></document>", "document type declaration"),
        ("<!DOCTYPE document [ <!ENTITY a \"aaaaaaaaaa\"> <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"> <!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"> "
            + "<!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\"> <!ENTITY e \"&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;\"> <!ENTITY f \"&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;\"> "
            + "<!ENTITY g \"&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;\"> <!ENTITY h \"&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;\"> ]>\n<document><v title=\"&h;\"/></document>", "document type declaration"),
        ("<document><v title=\"&x;\"/></document>", "an entity that is not defined"),
        ("<document>" + String(repeating: "<a>", count: 5000) + String(repeating: "</a>", count: 5000) + "</document>", "deeper than 256"),
    ])
    func hostileStoryboardStopsWithAFinding(text: String, expected: String) throws {
        let report = Linter().lint(path: "Hostile.storyboard", text: "<?xml version=\"1.0\"?>\n" + text)
        let finding = try #require(report.diagnostics.first)
        #expect(finding.ruleID == FormatCheck.storyboardXML.rawValue)
        #expect(finding.message.contains(expected), "\(finding.message)")
        #expect(!report.diagnostics.contains { $0.message.contains("root:") })
    }

    @Test func unknownElementsAndAttributesAreSkipped() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document futureAttribute="1" initialViewController="a">
          <futureSection><anything/></futureSection>
          <scenes>
            <scene sceneID="s"><objects>
              <futureController id="a" title="Home" sceneMemberID="viewController" futureFlag="YES">
                <futureView><connections><segue destination="b" kind="show" id="g"/></connections></futureView>
              </futureController>
            </objects></scene>
            <scene sceneID="t"><objects><viewController title="Next" id="b" sceneMemberID="viewController"/></objects></scene>
          </scenes>
        </document>
        """
        let yaml = try #require(StoryboardImport.run([SourceFile(path: "Future.storyboard", text: text)]).yaml)
        #expect(yaml.contains("  Home:\n    title: Home\n    segues:\n      - { show: Next, trigger: code }\n"))
    }

    @Test func directoryWalksFindStoryboards() throws {
        let found = FlowFileFinder().files(in: [Repository.url("\(Self.fixtureRoot)/multi").path]).files
        #expect(found.map { ($0 as NSString).lastPathComponent } == ["Main.storyboard", "Onboarding.storyboard", "Settings.storyboard"])
    }

    @Test func checkRunnerLintsStoryboardsTogetherAndKeepsOrder() throws {
        let flow = Repository.url("examples/mail.flow.yaml").path
        let directory = Repository.url("\(Self.fixtureRoot)/multi").path
        let outcome = CheckRunner(linter: Linter(), formatter: JSONFormatter()).run(paths: [flow, directory])
        #expect(outcome.run.files.map { ($0.path as NSString).lastPathComponent }
            == ["mail.flow.yaml", "Main.storyboard", "Onboarding.storyboard", "Settings.storyboard"])
        #expect(!outcome.run.diagnostics.contains { $0.ruleID == "unknown-target" })
    }

    /// A flow file with `storyboards:` adds facts a storyboard cannot state; findings land in either file.
    @Test func overlayAddsFactsTheStoryboardCannotState() throws {
        let directory = Repository.url("\(Self.fixtureRoot)/overlay").path
        let outcome = CheckRunner(linter: Linter(), formatter: TextFormatter()).run(paths: [directory])
        let rendered = outcome.report.replacingOccurrences(of: Repository.root.path + "/", with: "")
        #expect(try Repository.matchesGolden(rendered, at: "\(Self.fixtureRoot)/overlay/check.out"), "overlay now reports:\n\(rendered)")
        #expect(outcome.run.files.map { ($0.path as NSString).lastPathComponent } == ["notes.flow.yaml", "Notes.storyboard"])
        let findings = outcome.run.diagnostics
        // EditTags holds user content only according to the overlay, and its Cancel button is the storyboard's.
        #expect(findings.contains { $0.ruleID == "confirm-before-discard" && $0.file.hasSuffix("Notes.storyboard") && $0.notes.contains { $0.file.hasSuffix("notes.flow.yaml") } })
        // Compose's Cancel button was replaced by the overlay's, which asks first.
        #expect(!findings.contains { $0.subject?.contains("Compose") == true })
    }

    @Test func overlayNamingAMissingStoryboardIsAFinding() throws {
        let overlay = "flowlint: 1\napp: Notes\nstoryboards: [Missing.storyboard]\nscreens: {}\n"
        let report = Linter().lint(path: "/nonexistent-directory/app.flow.yaml", text: overlay)
        let finding = try #require(report.diagnostics.first { $0.ruleID == FormatCheck.storyboardXML.rawValue })
        #expect(finding.range.start == SourcePosition(line: 3, column: 15))
    }

    @Test func screenIDsAreUniqueAndDeterministic() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document initialViewController="a"><scenes>
          <scene><objects><viewController title="Item" id="a" sceneMemberID="viewController"/></objects></scene>
          <scene><objects><viewController title="Item" id="b" sceneMemberID="viewController"/></objects></scene>
          <scene><objects><viewController title="Item" customClass="ItemViewController" id="c" sceneMemberID="viewController"/></objects></scene>
          <scene><objects><viewController storyboardIdentifier="Item" id="d" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """
        let document = try StoryboardXMLReader().read(Array(text.utf8)).get()
        let flow = StoryboardConversion.convert([StoryboardInput(path: "Items.storyboard", document: document)], file: "Items.storyboard").flow
        #expect(flow.screens.map(\.id.value) == ["a", "b", "ItemViewController", "Item"])
    }

    /// Attribute values arrive as XML means them: character references and predefined entities
    /// are replaced (a storyboard declares no entities of its own: a DTD is refused); element
    /// positions are libxml2's.
    @Test func attributeValuesHaveTheirReferencesReplaced() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <document initialViewController="a"><scenes>
          <scene><objects><viewController title="Home &#38; Away" userLabel="A&#10;B &lt;C&gt;" id="a" sceneMemberID="viewController"/></objects></scene>
        </scenes></document>
        """
        let document = try StoryboardXMLReader().read(Array(text.utf8)).get()
        let controller = try #require(document.children.first?.children.first?.children.first?.children.first)
        #expect(controller.name == "viewController")
        #expect(controller["title"] == "Home & Away")
        #expect(controller["userLabel"] == "A\nB <C>")
        #expect(LineTable(Array(text.utf8)).position(of: controller.tagRange.start) == SourcePosition(line: 4, column: 19))
    }

    /// Each attribute's range, whole and value, as written: quotes of either kind, spaces around
    /// `=`, a tag over two lines, and text inside a value that looks like another attribute.
    @Test func attributeRangesCoverTheAttributesAsWritten() throws {
        let text = """
        <?xml version="1.0"?>
        <document><scenes><scene><objects>
        <viewController userLabel="id=&quot;x&quot; Ü" title = 'Menü "A"'
            id="v" sceneMemberID="viewController"/>
        </objects></scene></scenes></document>
        """
        let document = try StoryboardXMLReader().read(Array(text.utf8)).get()
        let controller = try #require(document.children.first?.children.first?.children.first?.children.first)
        func columns(_ range: SourceRange) -> String {
            LineTable(Array(text.utf8)).lineColumnRange(of: range).description
        }
        #expect(columns(controller.range(of: "userLabel")) == "3:17-3:47")
        #expect(columns(try #require(controller.located("userLabel")).range) == "3:28-3:46")
        #expect(columns(controller.range(of: "title")) == "3:48-3:66")
        #expect(columns(try #require(controller.located("title")).range) == "3:57-3:65")
        #expect(columns(controller.range(of: "id")) == "4:5-4:11")
        #expect(columns(try #require(controller.located("id")).range) == "4:9-4:10")
        #expect(controller.range(of: "customClass") == controller.tagRange)
    }

    /// What the importer writes reads back as the same string, with no character in it that
    /// ends a line for libyaml or hides from an editor.
    @Test func importedScalarsReadBackAsWritten() throws {
        let titles = ["Inbox", "true", "Say \"hi\"", "back\\slash", "two\nlines", "tab\there", "bell\u{07}",
                      "Next\u{2028}line", "Para\u{2029}graph", "N\u{85}EL", "trailing ", "café – “quoted”"]
        for title in titles {
            let written = FlowYAMLWriter.scalar(title)
            #expect(!written.unicodeScalars.contains { [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) }, "\(written)")
            let parsed = YAMLParser().parse("title: \(written)\n")
            #expect(parsed.problems.isEmpty, "\(written): \(parsed.problems)")
            #expect(parsed.document?.root?.entries.first?.value.scalar == title, "\(written)")
        }
    }

    @Test func anEmptyStoryboardSaysSo() throws {
        let failure = try #require(throws: StoryboardXMLReader.Failure.self) { try StoryboardXMLReader().read([]).get() }
        #expect(failure.message == "malformed storyboard XML: the storyboard is empty or does not start with an XML element")
        #expect(failure.range.start == 0)
    }

    /// Each common mistake is named for what it is, where libxml2 stopped; a number libxml2 has
    /// no wording for here keeps libxml2's own message.
    @Test(arguments: [
        ("<document><scenes>", "1:19", "the storyboard ends before its elements are closed", "<scenes> is opened here and not closed before it"),
        ("<document></document>trailing", "1:22", "something follows the storyboard's root element", nil),
        ("<document><a b=1/></document>", "1:16", "an attribute value is not quoted", nil),
        ("<document><a b/></document>", "1:15", "an attribute lacks its value", nil),
        ("<document><a b=\"x<y\"/></document>", "1:18", "an attribute value contains `<`, which must be written `&lt;`", nil),
        ("<document><a b=\"x &amp y\"/></document>", "1:23", "a reference such as `&amp;` is not ended by `;`", nil),
        ("<document>\n<<<<<<< HEAD\n</document>", "2:2", "a `<` that starts no element, such as a leftover merge-conflict marker", nil),
        ("<document><a></b></document>", "1:14", "a closing tag does not match the element it closes", "<a> is opened here and not closed before it"),
        ("<document><!-- x -- y --></document>", "1:18", "a comment contains `--`", nil),
        ("\n<?xml version=\"1.0\"?>\n<document/>", "2:6", "an XML declaration that is not at the very start of the file", nil),
        ("<document><a b=\"1\" c=\"2\"d=\"3\"/></document>", "1:25", "a space is missing, such as between two attributes", nil),
        ("<document><a b=\"Tom & Jerry\"/></document>", "1:21", "an `&` that starts no reference; a lone `&` is written `&amp;`", nil),
        ("<document><!-- x", "1:17", "comment not terminated (libxml2 error 45)", nil),
        ("<?xml version=\"1.0\"?>\n", "2:1", "the storyboard is empty or does not start with an XML element", nil),
    ] as [(String, String, String, String?)])
    func malformedXMLIsNamedForWhatItIs(text: String, position: String, message: String, note: String?) throws {
        let failure = try #require(throws: StoryboardXMLReader.Failure.self) { try StoryboardXMLReader().read(Array(text.utf8)).get() }
        #expect(failure.message == "malformed storyboard XML: " + message)
        #expect("\(LineTable(Array(text.utf8)).position(of: failure.range.start))" == position)
        #expect(failure.note?.message == note)
    }
}
