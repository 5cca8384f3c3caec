import Foundation
import Testing

/// Inside GitHub Actions the runner reads both of flowlint's streams for workflow commands, and a
/// pull request names the files, keys and screens flowlint prints: run the binary there on
/// crafted input, in every format, and read its output as the runner would.
@Suite(.serialized) struct ActionsCommandLineTests {
    static let actions = ["GITHUB_ACTIONS": "true"]

    /// A directory holding `files`, removed after `body`.
    func withDirectory(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            let file = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try body(directory)
    }

    /// The lines of `output` the runner would act on: those holding `##[`, and those starting
    /// with `::` once .NET's `TrimStart` has removed Unicode spaces. Lines end at LF or CR.
    static func commandLines(in output: String) -> [String] {
        output.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.map(String.init).filter { line in
            let trimmed = String(String.UnicodeScalarView(line.unicodeScalars.drop { $0.properties.isWhitespace }))
            return line.contains("##[") || trimmed.hasPrefix("::")
        }
    }

    static let crafted = """
        flowlint: 1
        app: X
        entry: Home
        screens:
          Home:
            title: Home
            terminal: true
            segues:
              - show: "\\u3000::error::injected ##[add-mask]secret"
          "##[add-mask]secret": { title: x }

        """
    static let craftedName = "\u{2003}::error::x.flow.yaml"

    /// `--format text` had no fence: a file name starting with U+2003 before `::error::` was an annotation.
    @Test func theTextFormatIsInert() throws {
        try withDirectory([Self.craftedName: Self.crafted]) { directory in
            let result = try CommandLineTests().run(["check", "--format", "text", Self.craftedName], environment: Self.actions, directory: directory)
            #expect(result.status == 1)
            #expect(result.stdout.split(separator: "\n").first
                == "./\u{2003}::error::x.flow.yaml:9:15: error: a segue from \"Home\" names screen \"\u{3000}::error::injected ##\\u{5b}add-mask]secret\", which is not defined [unknown-target]")
            #expect(Self.commandLines(in: result.stdout + result.stderr) == [])
        }
    }

    /// Every format on standard output, and whatever goes to standard error with it: no line is a
    /// command except the `github` format's own (and the default report's fence).
    @Test func noFormatPrintsACommandOfTheInputsChoosing() throws {
        try withDirectory([Self.craftedName: Self.crafted]) { directory in
            let missing = "no\n::error::missing ##[add-mask]x.flow.yaml"
            for format in [nil, "text", "json", "github", "sarif", "checkstyle", "junit", "gitlab", "markdown"] {
                let arguments = ["check"] + (format.map { ["--format", $0] } ?? []) + [Self.craftedName, missing]
                let result = try CommandLineTests().run(arguments, environment: Self.actions, directory: directory)
                #expect(result.status == 2)
                #expect(result.stderr == "flowlint: error: no\\u{a}::error::missing ##\\u{5b}add-mask]x.flow.yaml: no such file or directory\n")
                let commands = Self.commandLines(in: result.stdout + result.stderr)
                if format == nil || format == "github" {
                    let ownLines = commands.filter { $0.hasPrefix("::stop-commands::flowlint-") || $0.hasPrefix("::flowlint-") }
                    #expect(ownLines.count == (format == nil ? 2 : 0))
                    for line in commands where !ownLines.contains(line) {
                        let command = try ParsedCommand(line)
                        #expect(!command.message.contains("##[") && !(command.properties["file"] ?? "").contains("##["), "\(line)")
                    }
                    #expect(commands.filter { $0.hasPrefix("::error ") }.count == 1)
                } else {
                    #expect(commands == [], "\(format ?? "")")
                }
            }
        }
    }

    /// Drawings and imported flows are printed too; their `##[` is escaped as their language
    /// escapes it, so the drawing and the YAML still say what the file said.
    @Test func drawingsAndImportsAreInert() throws {
        let storyboard = "<?xml version=\"1.0\"?>\n<document initialViewController=\"v\"><scenes><scene><objects>\n"
            + "<viewController title=\"##[add-mask]t\" storyboardIdentifier=\"Menu\" id=\"v\" sceneMemberID=\"viewController\"/>\n"
            + "</objects></scene></scenes></document>\n"
        try withDirectory(["a.flow.yaml": Self.crafted, "Menu.storyboard": storyboard]) { directory in
            let dot = try CommandLineTests().run(["graph", "--format", "dot", "a.flow.yaml"], environment: Self.actions, directory: directory)
            #expect(dot.status == 0)
            #expect(dot.stdout.contains("##&#91;add-mask]secret"))
            let mermaid = try CommandLineTests().run(["graph", "a.flow.yaml"], environment: Self.actions, directory: directory)
            #expect(mermaid.status == 0)
            let imported = try CommandLineTests().run(["import", "storyboard", "Menu.storyboard"], environment: Self.actions, directory: directory)
            #expect(imported.status == 0)
            #expect(imported.stdout.contains("    title: \"##\\u005badd-mask]t\"\n"))
            for result in [dot, mermaid, imported] {
                #expect(Self.commandLines(in: result.stdout + result.stderr) == [])
            }
        }
    }

    /// The escapes are the formats' own: a JSON or XML reader gets the same data in Actions as
    /// anywhere else, so a report saved with `>` is still the report.
    @Test func machineFormatsSayTheSameInActions() throws {
        try withDirectory([Self.craftedName: Self.crafted]) { directory in
            for format in ["json", "sarif", "gitlab", "checkstyle", "junit"] {
                let plain = try CommandLineTests().run(["check", "--format", format, Self.craftedName], directory: directory).stdout
                let actions = try CommandLineTests().run(["check", "--format", format, Self.craftedName], environment: Self.actions, directory: directory).stdout
                #expect(actions != plain, "\(format) was not escaped")
                if format == "checkstyle" || format == "junit" {
                    let (a, b) = (XMLTree.parse(plain), XMLTree.parse(actions))
                    #expect(a.failure == nil && b.failure == nil)
                    #expect(a.elements.map(\.attributes) == b.elements.map(\.attributes) && a.elements.map(\.text) == b.elements.map(\.text), "\(format)")
                } else {
                    let a = try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? NSObject
                    let b = try JSONSerialization.jsonObject(with: Data(actions.utf8)) as? NSObject
                    #expect(a != nil && a == b, "\(format)")
                }
            }
        }
    }

    /// Run in a subdirectory of the checkout (the Action's `working-directory`), annotations still
    /// name files from the checkout's top, where GitHub looks for them; outside the checkout the
    /// working directory stays the root.
    @Test func annotationPathsStartAtTheCheckout() throws {
        let flow = "flowlint: 1\napp: X\nentry: Home\nscreens:\n  Home: { title: Home, terminal: true }\n  Lost: { title: Lost, terminal: true }\n"
        try withDirectory(["ios/App/a.flow.yaml": flow]) { directory in
            let checkout = directory.path
            var environment = Self.actions
            environment["GITHUB_WORKSPACE"] = checkout
            let inside = try CommandLineTests().run(["check", "--format", "github", "App"], environment: environment, directory: directory.appendingPathComponent("ios"))
            #expect(inside.stdout.hasPrefix("::warning file=ios/App/a.flow.yaml,line=6,"), "\(inside.stdout)")
            environment["GITHUB_WORKSPACE"] = "/elsewhere"
            let outside = try CommandLineTests().run(["check", "--format", "github", "App"], environment: environment, directory: directory.appendingPathComponent("ios"))
            #expect(outside.stdout.hasPrefix("::warning file=App/a.flow.yaml,line=6,"), "\(outside.stdout)")
        }
    }

    /// A key of a pull request's `.flowlint.yml` went to standard error as it was.
    @Test func configurationProblemsAreInert() throws {
        let configuration = "rules:\n  \"##[error]pwned\": off\n  \"\\u2003::error::key\": off\n"
        try withDirectory([".flowlint.yml": configuration, "a.flow.yaml": "flowlint: 1\napp: X\nentry: Home\nscreens: { Home: { terminal: true } }\n"]) { directory in
            let result = try CommandLineTests().run(["check", "a.flow.yaml"], environment: Self.actions, directory: directory)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            let firstLines = result.stderr.split(separator: "\n").filter { $0.hasPrefix(".flowlint.yml") }
            #expect(firstLines == [
                ".flowlint.yml:2:3: error: unknown rule \"##\\u{5b}error]pwned\" [unknown-key]",
                ".flowlint.yml:3:3: error: unknown rule \"\u{2003}::error::key\" [unknown-key]",
            ])
            #expect(Self.commandLines(in: result.stderr) == [])
        }
    }

    /// Outside Actions nothing is escaped for the runner, but an error line still spells out a
    /// file name's line breaks and escape sequences: it is one line, whatever the name.
    @Test func errorLinesSpellOutFileNamesEverywhere() throws {
        let result = try CommandLineTests().run(["check", "no\n::error::x\u{1B}[31m.flow.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "flowlint: error: no\\u{a}::error::x\\u{1b}[31m.flow.yaml: no such file or directory\n")
    }
}
