import Foundation
import Testing
@testable import FlowLintKit

/// NEL, LS and PS end lines for libyaml, not for editors; ranges count scalars, which the file's
/// own lines place (`LineTable`). The parser's
/// own tests are in PositionedYAMLTests; this one is here for the seeded generator it shares.
@Suite struct ExtraLineBreakPositionTests {
    /// Random mappings whose quoted values and comments hold the three characters, with LF, CRLF
    /// and CR line ends: every key, a plain scalar, must stand in the file's own lines exactly
    /// where its range says, and every value must end on the line it starts on.
    @Test func keysStandWhereTheirRangesSayInRandomFiles() throws {
        var generator = SeededGenerator(seed: 2028)
        let plain = ["a", "é", " ", "–", "’", "x y"]
        let breaks = ["\u{85}", "\u{2028}", "\u{2029}"]
        let pieces = plain + breaks
        for round in 0 ..< 200 {
            let lineEnd = ["\n", "\r\n", "\r"][round % 3]
            var flow = ""
            var keys: [String] = []
            for entry in 0 ..< Int.random(in: 1 ... 12, using: &generator) {
                let key = "k\(entry)" + (Bool.random(using: &generator) ? "é" : "")
                keys.append(key)
                let value = (0 ..< Int.random(in: 0 ... 6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                flow += key + ": \"" + value + "\""
                if Bool.random(using: &generator) {
                    // A break in a comment starts a line for libyaml, so a `#` must follow it.
                    let words = (0 ..< 4).map { _ in plain.randomElement(using: &generator)! }.joined()
                    flow += " # " + words + breaks.randomElement(using: &generator)! + "# more"
                }
                flow += lineEnd
            }
            let result = YAMLParser().parse(flow)
            #expect(result.problems.isEmpty, "\(result.problems) in \(flow.debugDescription)")
            let root = try #require(result.document?.root)
            let lines = Self.fileLines(flow)
            #expect(root.entries.count == keys.count)
            let table = LineTable(Array(flow.utf8))
            for (entry, key) in zip(root.entries, keys) {
                let range = table.lineColumnRange(of: entry.key.range)
                let line = range.start.line <= lines.count ? Array(lines[range.start.line - 1].unicodeScalars) : []
                let columns = (range.start.column - 1) ..< (range.end.column - 1)
                let written = columns.upperBound <= line.count ? String(String.UnicodeScalarView(line[columns])) : nil
                #expect(written == key, "\(range) in \(flow.debugDescription)")
                #expect(table.position(of: entry.value.range.end).line == range.start.line, "\(entry.value.range) in \(flow.debugDescription)")
            }
        }
    }

    /// Lines as editors show them: broken at LF, CRLF and CR only.
    static func fileLines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
