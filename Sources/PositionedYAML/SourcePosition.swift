/// A place in a source file: 1-based line, 1-based column counted in Unicode scalars.
///
/// libyaml counts columns in characters, which for its UTF-8 input are Unicode scalars,
/// so positions coming from the parser need no conversion beyond the 1-based shift.
///
/// Stored as two 32-bit numbers: every node, model value and finding carries ranges, and halving
/// them keeps a large flow's model small. Values beyond 32 bits are clamped.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// From numbers already in 32 bits, such as libyaml's marks, clamped as they are read.
    init(line32: Int32, column32: Int32) {
        storedLine = line32
        storedColumn = column32
    }

    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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

    /// For a range known to be in order, such as a libyaml event's (its marks only move
    /// forward): the comparison `init(start:end:)` makes would run for every event.
    init(orderedStart start: SourcePosition, end: SourcePosition) {
        assert(start <= end, "a range that ends before it starts")
        self.start = start
        self.end = end
    }

    /// An empty range at a single position.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }

    public var description: String { "\(start)-\(end)" }
}
