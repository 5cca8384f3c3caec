/// A place as a reader sees it: 1-based line, 1-based column counted in Unicode scalars.
///
/// The model and the parser keep `SourceRange`s, which are smaller and need no line counting
/// while a file is read; a range becomes lines and columns only when a finding is shown
/// (`LineTable`).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open span between two places as a reader sees them: `end` is just after the last
/// character. What a finding shows.
public struct LineColumnRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at a single position.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public var description: String { "\(start)-\(end)" }
}
