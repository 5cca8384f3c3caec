import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import FlowLintKit

/// A flow file and path built to break every format: each report must still parse and must say
/// exactly what the input said (XML, which cannot hold some control characters at all, aside).
@Suite struct FormatsEscapingTests {
    /// Newlines, workflow-command syntax, `%` escapes, delimiters, quotes, markup, CDATA ends,
    /// table pipes, Markdown emphasis and links, an escape character and a CR.
    static let hostile = "E\n::error file=x::pwned%0A,a:b \"q\" 'a' <b>&amp; ]]> | `t` *s* _u_ [l](x) \\ \u{1B}[31m\r\nz\rend"

    static func yamlName(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            .replacingOccurrences(of: "\u{1B}", with: "\\e") + "\""
    }

    static var flow: String {
        """
        flowlint: 1
        app: Evil
        entry: Home
        screens:
          Home:
            title: Home
            segues:
              - show: \(yamlName(hostile))
            \(yamlName("key " + hostile)): x
          \(yamlName(hostile + "2")): { title: x }
        """ + "\n"
    }

    static let path = "dir/\(hostile).flow.yaml"

    static func run() -> LintRun {
        let report = Linter(configuration: FormatsFixture.configuration).lint(SourceFile(path: path, text: flow))
        var file = report
        // A path-shaped finding whose notes carry the hostile text too.
        file.diagnostics.append(Diagnostic(
            ruleID: "example-path", severity: .info, message: "path through \(hostile)", file: path,
            range: LineColumnRange(start: SourcePosition(line: 9, column: 3), end: SourcePosition(line: 9, column: 5)),
            notes: [Diagnostic.Note("step \(hostile)", file: path, range: LineColumnRange(at: SourcePosition(line: 8, column: 9)))],
            subject: "screen:\(hostile)", notesArePath: true
        ))
        return LintRun(files: [file])
    }

    @Test func hostileNamesReachTheMessages() {
        let messages = Self.run().diagnostics.map(\.message)
        #expect(messages.count >= 3)
        #expect(messages.allSatisfy { $0.contains(Self.hostile) }, "\(messages)")
    }

    // MARK: GitHub

    /// Annotations say what the input said with line breaks and control characters spelled
    /// out, as the text report spells them.
    @Test func everyGitHubLineIsOneWellFormedCommand() throws {
        let visible = { (text: String) in TerminalText.escape(text) }
        let run = Self.run()
        let lines = GitHubActionsFormatter().format(run).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let commands = try lines.dropLast().map { try ParsedCommand(String($0)) }
        #expect(commands.count == run.diagnostics.count + 1)
        let annotations = commands.dropLast()
        #expect(Set(annotations.map { $0.properties["file"] }) == [visible(Self.path)])
        for diagnostic in run.diagnostics {
            #expect(annotations.contains { $0.message.hasPrefix(visible(diagnostic.message)) }, "\(diagnostic.message)")
        }
        let withNote = try #require(annotations.first { $0.message.hasPrefix("path through") })
        #expect(withNote.message == "path through \(visible(Self.hostile))\nnote: step \(visible(Self.hostile)) (\(visible(Self.path)):8:9)")
    }

    @Test func annotatedTextFencesTheTextReport() throws {
        let output = AnnotatedTextFormatter(text: TextFormatter(), annotations: GitHubActionsFormatter(), makeToken: { "tok" })
            .format(Self.run())
        var lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "::stop-commands::tok")
        let resume = try #require(lines.firstIndex(of: "::tok::"))
        #expect(lines.filter { $0.contains("tok") }.count == 2)
        lines.removeSubrange(0 ... resume)
        for line in lines {
            _ = try ParsedCommand(line)
        }
    }

    /// A file named like a workflow command: the text report defuses it with `./`, and the fence
    /// around the text part would keep it inert even if it did not.
    @Test func annotatedTextFencesPathsThatLookLikeCommands() throws {
        let path = "::warning file=x::injected.flow.yaml"
        let run = LintRun(files: [Linter(configuration: FormatsFixture.configuration).lint(SourceFile(path: path, text: Self.flow))])
        let output = AnnotatedTextFormatter(text: TextFormatter(), annotations: GitHubActionsFormatter(), makeToken: { "tok" })
            .format(run)
        let lines = output.split(separator: "\n").map(String.init)
        let resume = try #require(lines.firstIndex(of: "::tok::"))
        #expect(lines[1 ..< resume].contains { $0.hasPrefix("./::warning file=x::injected") })
        #expect(!lines[1 ..< resume].contains { $0.hasPrefix("::warning") })
        let annotations = try lines[(resume + 1)...].map(ParsedCommand.init)
        #expect(annotations.dropLast().allSatisfy { $0.properties["file"] == path })
    }

    // MARK: JSON

    @Test(.enabled(if: SARIFSchema.isAvailable, "needs ../shared/conformance and python3 with jsonschema; always runs under CI=true"))
    func sarifSaysWhatTheInputSaid() throws {
        let run = Self.run()
        let sarif = SARIFFormatter(settings: FormatsFixture.settings).format(run)
        let problems = try SARIFSchema.problems(in: sarif)
        #expect(problems == nil, "\(problems ?? "")")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let messages = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages == run.diagnostics.map { Self.visible($0.message) })
        let location = try #require((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.removingPercentEncoding == Self.path)
        #expect(!uri.contains(":") && !uri.contains(" ") && !uri.contains("\n"))
    }

    @Test func gitLabSaysWhatTheInputSaid() throws {
        let run = Self.run()
        let text = GitLabCodeQualityFormatter().format(run)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.compactMap { $0["description"] as? String } == run.diagnostics.map { Self.visible($0.message) })
        #expect(issues.compactMap { ($0["location"] as? [String: Any])?["path"] as? String } == run.diagnostics.map { _ in Self.path })
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == issues.count)
    }

    @Test func jsonSaysWhatTheInputSaid() throws {
        let run = Self.run()
        let text = JSONFormatter().format(run)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["message"] as? String } == run.diagnostics.map { Self.visible($0.message) })
    }

    // MARK: Characters a reader cannot see

    /// Line breaks stay (these formats carry them); the rest a reader cannot see is spelled out.
    static func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}", with: "\\u{1b}")
    }

    /// Bidirectional overrides and isolates, marks, zero-width characters and a byte order mark,
    /// which reorder or hide text in a code-scanning alert or a reviewdog comment.
    static let hidden = "a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2066}g\u{2067}h\u{2068}i\u{2069}j\u{200E}k\u{200F}l\u{200B}m\u{200C}n\u{200D}o\u{FEFF}p\u{1B}q"
    static let hiddenSpelled = "a\\u{202a}b\\u{202b}c\\u{202c}d\\u{202d}e\\u{202e}f\\u{2066}g\\u{2067}h\\u{2068}i\\u{2069}j\\u{200e}k\\u{200f}l\\u{200b}m\\u{200c}n\\u{200d}o\\u{feff}p\\u{1b}q"

    static func hiddenRun() -> LintRun {
        let diagnostic = Diagnostic(
            ruleID: "example-path", severity: .warning, message: "message \(hidden)", file: "a.flow.yaml",
            range: LineColumnRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)),
            notes: [Diagnostic.Note("note \(hidden)", file: "a.flow.yaml", range: LineColumnRange(at: SourcePosition(line: 2, column: 1)))],
            subject: "screen:x", notesArePath: true
        )
        return LintRun(files: [FileReport(source: SourceFile(path: "a.flow.yaml", text: "x\ny\n"), diagnostics: [diagnostic])])
    }

    @Test func everyFormatSpellsOutWhatCannotBeSeen() throws {
        let run = Self.hiddenRun()
        let message = "message \(Self.hiddenSpelled)", note = "note \(Self.hiddenSpelled)"
        for format in ReportFormat.allCases {
            let output = format.formatter(FormatsFixture.settings).format(run)
            #expect(!output.unicodeScalars.contains { TerminalText.isInvisible($0) && $0 != "\n" }, "\(format)")
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONFormatter().format(run).utf8)) as? [String: Any])
        let diagnostic = try #require((json["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["message"] as? String == message)
        #expect((diagnostic["notes"] as? [[String: Any]])?.first?["message"] as? String == note)
        let gitlab = try #require(try JSONSerialization.jsonObject(with: Data(GitLabCodeQualityFormatter().format(run).utf8)) as? [[String: Any]])
        #expect(gitlab.first?["description"] as? String == message)
        let sarif = SARIFFormatter(settings: FormatsFixture.settings).format(run)
        #expect(sarif.contains("\"text\": \"\(message.replacingOccurrences(of: "\\", with: "\\\\"))\""))
        #expect(sarif.contains("\"text\": \"\(note.replacingOccurrences(of: "\\", with: "\\\\"))\""))
        let checkstyle = XMLTree.parse(CheckstyleFormatter().format(run))
        #expect(checkstyle.elements(named: "error").map { $0.attributes["message"] } == [message])
        let junit = XMLTree.parse(JUnitFormatter().format(run))
        let failure = try #require(junit.elements(named: "failure").first)
        #expect(failure.attributes["message"] == message)
        #expect(failure.text == "a.flow.yaml:1:1: warning: \(message) [example-path]\nnote: \(note) (a.flow.yaml:2:1)")
    }

    // MARK: XML

    /// XML 1.0 cannot carry ESC even as a reference, so it alone is shown as `\u{1b}`.
    static func xmlExpected(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}", with: "\\u{1b}")
    }

    @Test func checkstyleSaysWhatTheInputSaid() throws {
        let run = Self.run()
        let tree = XMLTree.parse(CheckstyleFormatter().format(run))
        #expect(tree.failure == nil, "\(tree.failure ?? "")")
        #expect(tree.elements(named: "file").map { $0.attributes["name"] } == [Self.xmlExpected(Self.path)])
        let errors = tree.elements(named: "error")
        #expect(errors.map { $0.attributes["message"] } == run.diagnostics.map { Self.xmlExpected($0.message) })
        #expect(errors.map { $0.attributes["source"] } == run.diagnostics.map { "flowlint.\($0.ruleID)" })
    }

    @Test func junitSaysWhatTheInputSaid() throws {
        let run = Self.run()
        let tree = XMLTree.parse(JUnitFormatter().format(run))
        #expect(tree.failure == nil, "\(tree.failure ?? "")")
        let failures = tree.elements(named: "failure")
        #expect(failures.map { $0.attributes["message"] } == run.diagnostics.map { Self.xmlExpected($0.message) })
        #expect(failures.allSatisfy { $0.text.contains(Self.xmlExpected(Self.hostile)) })
        let suite = try #require(tree.elements(named: "testsuite").first)
        #expect(suite.attributes["name"] == Self.xmlExpected(Self.path))
        #expect(suite.attributes["failures"] == String(run.diagnostics.count))
    }

    @Test func xmlEscapingCoversEveryIllegalCharacter() {
        let text = "a\u{0}b\u{8}c\u{B}\u{C}d\u{FFFE}\u{FFFF}e\t\n\r]]>&<>\"'"
        let tree = XMLTree.parse("<r a=\"\(XMLText.escape(text))\">\(XMLText.escape(text, inAttribute: false))</r>")
        #expect(tree.failure == nil, "\(tree.failure ?? "")")
        let expected = "a\\u{0}b\\u{8}c\\u{b}\\u{c}d\\u{fffe}\\u{ffff}e\t\n\r]]>&<>\"'"
        #expect(tree.elements.first?.attributes["a"] == expected)
        #expect(tree.elements.first?.text == expected)
    }

    // MARK: Markdown

    @Test func markdownTableKeepsItsShape() throws {
        let run = Self.run()
        // The table alone; DrawingMarkdownTests checks the graph below it.
        let lines = MarkdownFormatter(embedsGraphs: false).format(run).split(separator: "\n").map(String.init)
        let rows = lines.filter { $0.hasPrefix("| ") }
        #expect(rows.count == run.diagnostics.count + 2) // with the header and separator rows
        #expect(lines.count == rows.count + 2) // heading, summary
        for row in rows {
            #expect(MarkdownCell.split(row).count == 4, "\(row)")
            #expect(!row.contains("\r") && !row.contains("\u{1B}"))
            #expect(row.replacingOccurrences(of: "<br>", with: "").firstIndex(of: "<") == nil)
        }
        for (row, diagnostic) in zip(rows.dropFirst(2), run.diagnostics) {
            let cells = MarkdownCell.split(row)
            let expected = diagnostic.message.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                .replacingOccurrences(of: "\u{1B}", with: "\\u{1b}")
            #expect(MarkdownCell.unescape(cells[3]).hasPrefix(expected), "\(cells[3])")
            #expect(MarkdownCell.unescape(cells[0]).hasPrefix(Self.path.replacingOccurrences(of: "\r\n", with: "\n")
                .replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\u{1B}", with: "\\u{1b}")))
        }
    }
}

/// One GitHub workflow command line, parsed the way the runner parses it.
struct ParsedCommand {
    var name: String
    var properties: [String: String]
    var message: String

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(_ line: String) throws {
        guard line.hasPrefix("::"), !line.contains("\r"), !line.contains("\n") else { throw Malformed(description: "not a command: \(line)") }
        let body = line.dropFirst(2)
        guard let end = body.range(of: "::") else { throw Malformed(description: "unterminated: \(line)") }
        let head = body[..<end.lowerBound]
        message = Self.unescape(String(body[end.upperBound...]))
        let parts = head.split(separator: " ", maxSplits: 1)
        name = String(parts.first ?? "")
        guard ["error", "warning", "notice"].contains(name) else { throw Malformed(description: "unexpected command \(name): \(line)") }
        properties = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: ",") {
                let keyValue = pair.split(separator: "=", maxSplits: 1)
                guard keyValue.count == 2, !pair.contains(":") else { throw Malformed(description: "bad property \(pair): \(line)") }
                let key = String(keyValue[0])
                guard properties[key] == nil else { throw Malformed(description: "repeated property \(key): \(line)") }
                properties[key] = Self.unescape(String(keyValue[1]))
            }
        }
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }
}

/// Reads GitHub-flavoured Markdown table cells back, undoing `MarkdownText.escapeCell`.
enum MarkdownCell {
    /// The cells of `| a | b |`, split at pipes no backslash escapes.
    static func split(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row.dropFirst().dropLast() {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        return cells.map { String($0.dropFirst().dropLast()) }
    }

    static func unescape(_ cell: String) -> String {
        var result = ""
        var escaped = false
        var text = Substring(cell)
        while let character = text.first {
            if escaped {
                result.append(character)
                escaped = false
                text = text.dropFirst()
            } else if character == "\\" {
                escaped = true
                text = text.dropFirst()
            } else if text.hasPrefix("<br>") {
                result += "\n"
                text = text.dropFirst(4)
            } else if let entity = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">")].first(where: { text.hasPrefix($0.0) }) {
                result += entity.1
                text = text.dropFirst(entity.0.count)
            } else {
                result.append(character)
                text = text.dropFirst()
            }
        }
        return result
    }
}
