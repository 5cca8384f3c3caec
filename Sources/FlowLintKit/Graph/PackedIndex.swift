import CMemoryHints

/// An optional node, edge or list index kept in 4 bytes, -1 for none, where an `Int?` takes 16:
/// a large flow's graph holds one per edge and several per screen.
@propertyWrapper
public struct PackedIndex: Sendable, Equatable {
    private var stored: Int32

    public init(wrappedValue: Int?) {
        stored = wrappedValue.map { Int32($0) } ?? -1
    }

    public var wrappedValue: Int? {
        get { stored < 0 ? nil : Int(stored) }
        set { stored = newValue.map { Int32($0) } ?? -1 }
    }
}

/// Optional indices, one per node or edge, in 4 bytes each where `[Int?]` takes 16.
public struct PackedIndices: RandomAccessCollection, MutableCollection, Sendable {
    private var stored: [PackedIndex]

    public init(repeating value: Int?, count: Int) {
        stored = Array(repeating: PackedIndex(wrappedValue: value), count: count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { stored.count }

    public subscript(position: Int) -> Int? {
        get { stored[position].wrappedValue }
        set { stored[position].wrappedValue = newValue }
    }
}

/// Each node's outgoing edges as a range of edge indices. A node's edges are consecutive and
/// nodes come in order, so where each node's edges start is enough: 4 bytes a node, not 16.
public struct EdgeRuns: RandomAccessCollection, Sendable {
    /// `starts[node] ..< starts[node + 1]`; one more than there are nodes.
    private let starts: [Int32]

    /// `starts` holds where each node's edges begin, then the edge count.
    init(starts: [Int32]) {
        precondition(!starts.isEmpty, "the edge count ends the starts")
        self.starts = starts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts.count - 1 }

    public subscript(node: Int) -> Range<Int> {
        Int(starts[node]) ..< Int(starts[node + 1])
    }

    /// Asks for where `node`'s edges begin to be fetched into the cache, for the breadth-first
    /// walks of `GraphAnalysis`.
    func prefetch(_ node: Int) {
        starts.withUnsafeBufferPointer { flowlint_prefetch($0.baseAddress! + node) }
    }
}
