/// Which of the texts read together a range lies in: a number the reader of the texts gives
/// each one (for a run, the index of the file among those it reads).
public struct SourceFileID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(_ index: Int) {
        rawValue = UInt32(clamping: index)
    }

    /// The configuration file a run reads its app defaults from, whatever else it reads.
    public static let configuration = SourceFileID(Int(UInt32.max))

    public static func < (lhs: SourceFileID, rhs: SourceFileID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { self == .configuration ? "configuration" : "file \(rawValue)" }
}

/// A half-open span of one file's text: which file, and where the span starts and ends as
/// counts of Unicode scalars from the start of the text (after any byte order mark).
///
/// Every node, model value and finding carries one, so it is kept to twelve bytes: the file and
/// two 32-bit counts (values beyond 32 bits are clamped; files are far smaller). Counting scalars
/// is what libyaml's marks do, so a parsed range needs no conversion, and a column is then the
/// count's distance from its line's start (`LineTable`).
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public let file: SourceFileID
    private var storedStart: UInt32
    private var storedEnd: UInt32

    public init(file: SourceFileID, start: Int, end: Int) {
        self.file = file
        storedStart = UInt32(clamping: start)
        storedEnd = max(storedStart, UInt32(clamping: end))
    }

    /// For counts already in 32 bits and in order, such as a libyaml event's marks.
    init(file: SourceFileID, orderedStart start: UInt32, end: UInt32) {
        assert(start <= end, "a range that ends before it starts")
        self.file = file
        storedStart = start
        storedEnd = end
    }

    /// An empty range at `index`.
    public init(file: SourceFileID, at index: Int) {
        self.init(file: file, start: index, end: index)
    }

    /// The empty range at the start of `file`.
    public static func start(of file: SourceFileID) -> SourceRange {
        SourceRange(file: file, at: 0)
    }

    public var start: Int { Int(storedStart) }

    /// Never before `start`.
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = max(storedStart, UInt32(clamping: newValue)) }
    }

    /// From this range's start to `other`'s end, which must lie in the same file.
    public func through(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: start, end: other.end)
    }

    /// The empty range where this one starts.
    public var head: SourceRange { SourceRange(file: file, at: start) }

    /// Whether this range starts before `other`: by file, then by start.
    public func startsBefore(_ other: SourceRange) -> Bool {
        (file, storedStart) < (other.file, other.storedStart)
    }

    public var description: String { "\(file):\(start)-\(end)" }
}
