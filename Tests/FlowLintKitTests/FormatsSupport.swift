import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import FlowLintKit

/// The fixed findings every format's golden file is rendered from, and checks shared by the format tests.
enum FormatsFixture {
    static let directory = "Tests/FlowLintKitTests/Fixtures/formats"
    static let appPath = "\(directory)/app.flow.yaml"
    static let cleanPath = "\(directory)/clean.flow.yaml"

    /// Only these rules run, so rules added later cannot change the golden files.
    static let ruleIDs = ["unknown-target", "missing-entry", "unreachable-screen"]

    static var configuration: LintConfiguration {
        var rules: [String: RuleSetting] = [:]
        for rule in RuleCatalog.all where !ruleIDs.contains(rule.description.id) {
            rules[rule.description.id] = .off
        }
        return LintConfiguration(rules: rules)
    }

    /// A finding no shipped rule is guaranteed to make: an info-level path through two presentations.
    static let pathRule = CheckDescription(id: "example-path", summary: "an example finding that follows a path", severity: .info)

    /// Rules described in the golden SARIF: the three structural rules, the format checks and the example.
    static var rules: [CheckDescription] {
        ruleIDs.map { RuleCatalog.rule(id: $0)!.description } + RuleCatalog.checks.filter { $0.kind == .formatCheck } + [pathRule]
    }

    /// The `xcode` format's paths are absolute; this fixed directory keeps its golden file the same on every machine.
    static var settings: ReportSettings { ReportSettings(root: nil, rules: rules, workingDirectory: "/project") }

    static func run() throws -> LintRun {
        var app = try Repository.lint(appPath, configuration: configuration)
        let source = app.source
        let path = Diagnostic(
            ruleID: pathRule.id, severity: .info, message: "screen \"Sharing\" is presented 2 modals deep",
            file: appPath, range: try range(of: "Sharing", onLine: 18, in: source),
            notes: [
                Diagnostic.Note("Library → Compose", file: appPath, range: try range(of: "present: Compose", onLine: 10, in: source)),
                Diagnostic.Note("Compose → Sharing", file: appPath, range: try range(of: "present: Sharing", onLine: 15, in: source)),
            ],
            subject: "screen:Sharing", notesArePath: true
        )
        app.diagnostics.append(path)
        app.diagnostics.sort(by: Diagnostic.reportOrder)
        let clean = try Repository.lint(cleanPath, configuration: configuration)
        return LintRun(files: [app, clean])
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// The range of `text` on a line of the fixture, so the example finding's positions are checked, not assumed.
    static func range(of text: String, onLine line: Int, in source: SourceFile) throws -> LineColumnRange {
        guard let content = source.line(line), let found = content.range(of: text) else {
            throw Missing(description: "\"\(text)\" is not on line \(line) of \(source.path)")
        }
        let column = content.unicodeScalars.distance(from: content.unicodeScalars.startIndex, to: found.lowerBound) + 1
        return LineColumnRange(
            start: SourcePosition(line: line, column: column),
            end: SourcePosition(line: line, column: column + text.unicodeScalars.count)
        )
    }
}

/// Runs the SARIF 2.1.0 JSON schema (draft-04) over a document with Python's jsonschema, in the
/// Python that `FLOWLINT_PYTHON` names (`.ci/run` makes a virtual environment for it), or python3.
enum SARIFSchema {
    static let python = ProcessInfo.processInfo.environment["FLOWLINT_PYTHON"] ?? "python3"

    static let schemaPath = Repository.root.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/sarif-schema-2.1.0.json").path

    static let script = """
    import json, sys
    import jsonschema
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        document = json.load(f)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors:
        print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
    sys.exit(1 if errors else 0)
    """

    /// Whether the validation can run here. Outside CI, a clone without `../shared` or without
    /// Python's jsonschema skips it (the README's quick start must pass on a fresh machine); under
    /// CI=true it always runs, so a missing schema or module is a failure, never a silent skip.
    static var isAvailable: Bool {
        if ProcessInfo.processInfo.environment["CI"] == "true" { return true }
        guard FileManager.default.fileExists(atPath: schemaPath) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = [python, "-c", "import jsonschema"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }

    /// Nil when the document is valid, otherwise what the validator (or running it) said.
    static func problems(in sarif: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: schemaPath) else {
            return "the SARIF schema is not at \(schemaPath); it belongs in ../shared/conformance/ beside the repository"
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-\(UUID().uuidString).sarif")
        try sarif.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", script, schemaPath, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        if output.contains("No module named 'jsonschema'") {
            return "\(python) lacks jsonschema; install Debian's python3-jsonschema, or set FLOWLINT_PYTHON to a virtual environment's python that has it"
        }
        return "exit \(process.terminationStatus): \(output)"
    }
}

/// A parsed XML document, reduced to what the tests look at: elements, attributes and text.
final class XMLTree: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var failure: String?

    static func parse(_ xml: String) -> XMLTree {
        let tree = XMLTree()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = tree
        if !parser.parse() {
            tree.failure = parser.parserError.map { "\($0)" } ?? "unknown parse error"
        }
        return tree
    }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict, text: ""))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failure = "\(parseError)"
    }
}
