import Foundation
import Testing
@testable import FlowLintKit

/// The hostile-names flow drawn in both languages: every line must be a statement the writer
/// means to write, and every label must read back as exactly the name or title it shows.
@Suite struct DrawingEscapingTests {
    static let hostile = "\(DrawingFixture.directory)/hostile-names.flow.yaml"

    static let id = "[A-Za-z0-9_]+"
    /// Statements with every quoted label replaced by `""`; see `isMermaidStatement`.
    static let mermaidStatements = [
        "flowchart LR",
        #"entry\(\(""\)\)"#,
        #"subgraph cluster_[0-9]+\[""\]"#,
        "end",
        #"ID(\[""\]|\[\[""\]\]|\{\{""\}\}|\[/""\\\]|\(\[""\]\))"#,
        #"ID (-->|-\.->|==>)(\|""\|)? ID"#,
        "classDef (error|warning|info|missing) [a-z-]+:[^\"]*",
        "class ID(,ID)* (error|warning|info|missing)",
        "linkStyle [0-9]+(,[0-9]+)* stroke:#[0-9a-f]{6},stroke-width:2px,color:#[0-9a-f]{6}",
    ].map { pattern in
        try! NSRegularExpression(pattern: "^ *" + pattern.replacingOccurrences(of: "ID", with: id) + "$")
    }

    static func matches(_ pattern: NSRegularExpression, _ line: String) -> Bool {
        pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// Whether a line is one of the statements the writer means to write, with labels made only
    /// of safe ASCII, `#NN;` entities, `<br>` and visible non-ASCII characters. Labels are checked
    /// by a scan rather than a pattern, which runs out of stack on a 100,000-character title.
    static func isMermaidStatement(_ line: String) -> Bool {
        let labels = DrawingFixture.quotedStrings(in: line, backslashEscapes: false)
        var skeleton = line
        for label in labels {
            guard isMermaidLabel(label), let range = skeleton.range(of: "\"\(label)\"") else { return false }
            skeleton.replaceSubrange(range, with: "\"\"")
        }
        return mermaidStatements.contains { matches($0, skeleton) }
    }

    static func isMermaidLabel(_ label: String) -> Bool {
        var rest = Substring(label)
        while let first = rest.unicodeScalars.first {
            if rest.hasPrefix("<br>") {
                rest = rest.dropFirst(4)
            } else if first == "#" {
                let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, rest.dropFirst(1 + digits.count).first == ";" else { return false }
                rest = rest.dropFirst(2 + digits.count)
            } else if first.isASCII ? !(first.properties.isAlphabetic || ("0" ... "9").contains(first) || " .,-_'/!?+*=@()".unicodeScalars.contains(first))
                                    : DrawingText.isInvisible(first) || first.properties.generalCategory == .spaceSeparator {
                return false
            } else {
                rest = Substring(rest.unicodeScalars.dropFirst())
            }
        }
        return true
    }

    @Test func mermaidLinesAreOnlyTheStatementsWritten() throws {
        let mermaid = MermaidWriter().write(try DrawingFixture.drawing(Self.hostile, findings: true))
        for line in mermaid.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) {
            #expect(Self.isMermaidStatement(line), "unexpected Mermaid line: \(line.prefix(300))")
        }
        #expect(mermaid.hasSuffix("\n"))
    }

    /// Mermaid rewrites `style…:…#…;` and `classDef…:…#…;` before parsing, and reads
    /// `direction LR` anywhere on a line as a statement; no label may look like either.
    @Test func mermaidLabelsAvoidMermaidsLinePatterns() throws {
        let mermaid = MermaidWriter().write(try DrawingFixture.drawing(Self.hostile, findings: true))
        let traps = [#"style.*:\S*#.*;"#, #"classDef.*:\S*#.*;"#, #"direction\s+(TB|BT|RL|LR|TD)"#].map { try! NSRegularExpression(pattern: $0) }
        for line in mermaid.split(separator: "\n").map(String.init) {
            #expect(!traps.contains { Self.matches($0, line) }, "line looks like a Mermaid statement: \(line)")
        }
        for scalar in mermaid.unicodeScalars where !scalar.isASCII {
            #expect(!DrawingText.isInvisible(scalar) && scalar.properties.generalCategory != .spaceSeparator, "raw U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func mermaidLabelsReadBackAsTheNames() throws {
        let drawing = try DrawingFixture.drawing(Self.hostile, findings: true)
        let mermaid = MermaidWriter().write(drawing)
        var labels: [String: String] = [:]
        for line in mermaid.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            // A node statement is an id followed at once by its shape's opening bracket.
            guard let id = line.prefix(while: { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }).nonEmpty,
                  let opening = line.dropFirst(id.count).first, "[{(".contains(opening),
                  let label = DrawingFixture.quotedStrings(in: line, backslashEscapes: false).first else { continue }
            #expect(labels[String(id)] == nil, "node \(id) written twice")
            labels[String(id)] = DrawingFixture.decodeMermaid(label)
        }
        #expect(Set(drawing.nodes.map(\.id)).count == drawing.nodes.count)
        for node in drawing.nodes {
            #expect(labels[node.id] == DrawingFixture.spelledOut(DrawingFixture.expectedLabel(node)), "\(node.id)")
        }
        let links = mermaid.split(separator: "\n").filter { $0.contains(" --> ") || $0.contains(" -.->") || $0.contains(" ==>") }
        #expect(links.count == drawing.edges.count + (drawing.entry == nil ? 0 : 1))
    }

    @Test func dotLabelsReadBackAsTheNames() throws {
        let drawing = try DrawingFixture.drawing(Self.hostile, findings: true)
        let dot = DOTWriter().write(drawing)
        var labels: [String: String] = [:]
        for line in dot.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where line.contains(" [label=") {
            let id = String(line.prefix { $0 != " " })
            labels[id] = DrawingFixture.quotedStrings(in: line, backslashEscapes: true).first.map(DrawingFixture.decodeDOT)
        }
        for node in drawing.nodes {
            #expect(labels[node.id] == DrawingFixture.spelledOut(DrawingFixture.expectedLabel(node)), "\(node.id)")
        }
    }

    /// Outside its quoted strings, a DOT line holds only ids, attribute names and punctuation.
    @Test func dotStructureIsUntouchedByNames() throws {
        let dot = DOTWriter().write(try DrawingFixture.drawing(Self.hostile, findings: true))
        var depth = 0
        for line in dot.split(separator: "\n").map(String.init) {
            var bare = line
            for string in DrawingFixture.quotedStrings(in: line, backslashEscapes: true) {
                bare = bare.replacingOccurrences(of: "\"\(string)\"", with: "\"\"")
            }
            #expect(bare.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || " _=[],;{}->.\"".contains($0)) }, "\(line)")
            depth += bare.count { $0 == "{" } - bare.count { $0 == "}" }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
    }

    @Test(.enabled(if: DrawingFixture.dotPath != nil, "needs Graphviz's dot"))
    func graphvizRendersEveryDrawing() throws {
        for fixture in DrawingGoldenTests.cases {
            let drawing = try DrawingFixture.drawing(fixture.flow, findings: fixture.findings)
            let result = try DrawingFixture.renderSVG(DOTWriter().write(drawing))
            #expect(result.status == 0, "\(fixture.name): \(result.errors)")
            #expect(!result.errors.lowercased().contains("error"), "\(fixture.name): \(result.errors)")
            for node in drawing.nodes {
                #expect(result.svg.contains("<title>\(node.id)</title>"), "\(fixture.name): \(node.id) missing from the SVG")
            }
        }
    }

    static let everyFixture = ["ok", "err", "hostile", "drawing"].flatMap {
        Repository.files(in: "Tests/FlowLintKitTests/Fixtures/\($0)", withExtension: "yaml")
    } + Repository.files(in: "examples", withExtension: "yaml")

    /// Whatever a fixture holds, if it decodes it draws, and its Mermaid is only the statements written.
    @Test(arguments: everyFixture)
    func everyFixtureDrawsCleanly(path: String) throws {
        let source = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: Repository.url(path))))
        guard let graph = Linter().graph(of: source) else { return }
        let drawing = FlowDrawing(graph: graph, findings: Linter().lint(source).diagnostics)
        for line in MermaidWriter().write(drawing).split(separator: "\n").map(String.init) {
            #expect(Self.isMermaidStatement(line), "unexpected Mermaid line: \(line.prefix(300))")
        }
        #expect(DOTWriter().write(drawing).hasSuffix("}\n"))
    }

    @Test func identifiersAreSanitizedAndUnique() {
        var taken = UniqueNames(separator: "_")
        #expect(DrawingText.identifier("end", prefix: "s_", taken: &taken) == "s_end")
        #expect(DrawingText.identifier("A B", prefix: "s_", taken: &taken) == "s_A_B")
        #expect(DrawingText.identifier("A_B", prefix: "s_", taken: &taken) == "s_A_B_2")
        #expect(DrawingText.identifier("A\"B", prefix: "s_", taken: &taken) == "s_A_B_3")
        #expect(DrawingText.identifier("画面", prefix: "s_", taken: &taken) == "s___")
        #expect(DrawingText.identifier("", prefix: "m_", taken: &taken) == "m_")
    }

    @Test func mermaidStringEscapesWhatMermaidReads() {
        #expect(DrawingText.mermaidString(["Say \"hi\" #quot; <b>"]) == "Say #34;hi#34; #35;quot#59; #60;b#62;")
        #expect(DrawingText.mermaidString(["a", "b\r\nc"]) == "a<br>b<br>c")
        #expect(DrawingText.mermaidString(["Direction LR"]) == "Direction#32;LR")
        #expect(DrawingText.mermaidString(["no\u{A0}break \u{1b}"]) == "no#160;break #92;u#123;1b#125;")
        #expect(DrawingText.mermaidString(["Écran 🚀"]) == "Écran 🚀")
    }

    @Test func dotStringEscapesWhatDOTReads() {
        #expect(DrawingText.dotString(["a\"b\\n", "c\nd\u{7}"]) == #"a\"b\\n\nc\nd\\u{7}"#)
    }
}

private extension Substring {
    var nonEmpty: Substring? { isEmpty ? nil : self }
}
