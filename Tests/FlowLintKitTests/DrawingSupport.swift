import Foundation
@testable import FlowLintKit

/// Draws repository flows for the drawing tests, and reads labels back out of the output so the
/// escaping can be checked by what it means rather than by how it looks.
enum DrawingFixture {
    static let directory = "Tests/FlowLintKitTests/Fixtures/drawing"

    static func graph(_ relativePath: String) throws -> FlowGraph {
        let source = SourceFile(path: relativePath, bytes: [UInt8](try Data(contentsOf: Repository.url(relativePath))))
        guard let graph = Linter().graph(of: source) else { throw Failure(description: "\(relativePath) does not decode") }
        return graph
    }

    static func drawing(_ relativePath: String, findings: Bool) throws -> FlowDrawing {
        let report = try Repository.lint(relativePath)
        return FlowDrawing(graph: try graph(relativePath), findings: findings ? report.diagnostics : [], lines: report.source.lineTable)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The quoted strings of a line, in order, still escaped. DOT strings may hold `\"`;
    /// Mermaid strings hold no quote at all.
    static func quotedStrings(in line: String, backslashEscapes: Bool) -> [String] {
        var strings: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            if var text = current {
                if escaped {
                    text.append(character)
                    escaped = false
                } else if backslashEscapes, character == "\\" {
                    text.append(character)
                    escaped = true
                } else if character == "\"" {
                    strings.append(text)
                    current = nil
                    continue
                } else {
                    text.append(character)
                }
                current = text
            } else if character == "\"" {
                current = ""
            }
        }
        return strings
    }

    /// Undoes `DrawingText.mermaidString`: `#NN;` entities, and `<br>` for line breaks.
    static func decodeMermaid(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("<br>") {
                result += "\n"
                rest = rest.dropFirst(4)
            } else if first == "#", let end = rest.firstIndex(of: ";"), let value = UInt32(rest[rest.index(after: rest.startIndex) ..< end]),
                      let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: end)...]
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// Undoes `DrawingText.dotString`: `\"`, `\\` and `\n`.
    static func decodeDOT(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// What a node's label should say, as its lines joined with line breaks, before escaping.
    static func expectedLabel(_ node: FlowDrawing.Node) -> String {
        DrawingStyle.nodeLines(node).joined(separator: "\n")
    }

    /// Control characters are spelled out in labels; this is the text that stands for them.
    static func spelledOut(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if scalar == "\r" || scalar == "\n" {
                result += "\n"
            } else if DrawingText.isInvisible(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the `dot` command is installed, for the tests that run it.
    static var dotPath: String? {
        ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `dot -Tsvg` on a graph; returns its exit status, the SVG and what it printed on stderr.
    static func renderSVG(_ dot: String) throws -> (status: Int32, svg: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dotPath ?? "/usr/bin/dot")
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: svg, as: UTF8.self), String(decoding: messages, as: UTF8.self))
    }
}
