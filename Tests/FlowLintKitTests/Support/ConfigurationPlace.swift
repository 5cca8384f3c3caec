@testable import FlowLintKit

/// Test support: a place in a configuration file, for app defaults made by hand.
enum ConfigurationPlace {
    /// The range at `line`:`column` of a configuration file of blank lines, and that file's lines.
    static func at(line: Int, column: Int) -> (range: SourceRange, lines: LineTable) {
        let text = String(repeating: "\n", count: line - 1) + String(repeating: " ", count: column - 1) + "value\n"
        let lines = LineTable(Array(text.utf8))
        return (SourceRange(file: .configuration, at: lines.start(ofLine: line)! + column - 1), lines)
    }
}
