/// A place in a source file: 1-based line, 1-based column counted in Unicode scalars.
///
/// libyaml counts columns in characters, which for its UTF-8 input are Unicode scalars,
/// so positions coming from the parser need no conversion beyond the 1-based shift.
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

/// A half-open span of source: `end` is the position just after the last character.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
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
