@testable import PositionedYAML

/// Test support: a parse's ranges read as the lines and columns of the text parsed, as a report
/// shows them.
struct Placed {
    let lines: LineTable

    init(_ text: String) { lines = LineTable(Array(text.utf8)) }
    init(_ bytes: [UInt8]) { lines = LineTable(bytes) }

    func callAsFunction(_ range: SourceRange) -> LineColumnRange { lines.lineColumnRange(of: range) }
    func start(_ range: SourceRange) -> SourcePosition { lines.position(of: range.start) }
    func end(_ range: SourceRange) -> SourcePosition { lines.position(of: range.end) }
}

/// A range from line and column to line and column.
func span(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> LineColumnRange {
    LineColumnRange(start: SourcePosition(line: startLine, column: startColumn), end: SourcePosition(line: endLine, column: endColumn))
}
