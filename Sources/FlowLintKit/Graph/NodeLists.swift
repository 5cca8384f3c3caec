/// A list of nodes (or edges) for each node, stored one after another with where each list
/// starts, in 4 bytes an index: a large flow would otherwise make an array for each of its
/// hundred thousand screens, and hold every index in 8 bytes.
struct NodeLists: Sendable {
    private let items: [Int32]
    /// `items[starts[list] ..< starts[list + 1]]` is `list`. Empty when every list is, as for
    /// the screens shown with `showDetail` in most flows, which then take no memory per screen.
    private let starts: [Int32]
    private let listCount: Int

    /// Lists `0 ..< count` holding, in the order given, each `item` paired with them; with
    /// `droppingRepeats`, an item already in its list is not added again.
    init(count: Int, lists: [Int], items pairedItems: [Int], droppingRepeats: Bool = false) {
        // A counting sort by list, which keeps each list's items in the order given.
        var starts = [Int32](repeating: 0, count: count + 1)
        for list in lists { starts[list + 1] += 1 }
        for list in 0 ..< count { starts[list + 1] += starts[list] }
        var next = starts
        var items = [Int32](repeating: 0, count: pairedItems.count)
        for (list, item) in zip(lists, pairedItems) {
            items[Int(next[list])] = Int32(item)
            next[list] += 1
        }
        if droppingRepeats { (items, starts) = Self.droppingRepeats(items, starts) }
        self.init(items: items, starts: starts)
    }

    /// The lists as they are, one per element of `lists`.
    init(_ lists: [[Int]]) {
        var builder = Builder(reservingItems: lists.reduce(0) { $0 + $1.count }, lists: lists.count)
        for list in lists {
            for item in list { builder.append(item) }
            builder.endList()
        }
        self = builder.lists
    }

    private init(items: [Int32], starts: [Int32]) {
        self.items = items
        self.starts = items.isEmpty ? [] : starts
        listCount = starts.count - 1
    }

    /// Builds lists in order, each item appended to the list being built.
    struct Builder {
        fileprivate private(set) var items: [Int32] = []
        fileprivate private(set) var starts: [Int32] = [0]

        init(reservingItems itemCount: Int, lists listCount: Int) {
            items.reserveCapacity(itemCount)
            starts.reserveCapacity(listCount + 1)
        }

        mutating func append(_ item: Int) {
            items.append(Int32(item))
        }

        /// Ends the current list and starts the next.
        mutating func endList() {
            starts.append(Int32(items.count))
        }

        var lists: NodeLists { NodeLists(items: items, starts: starts) }
    }

    subscript(list: Int) -> NodeList {
        precondition(list >= 0 && list < listCount, "list out of range")
        return starts.isEmpty ? .empty : NodeList(items[Int(starts[list]) ..< Int(starts[list + 1])])
    }

    var count: Int { listCount }

    /// Each list without the items it already holds, first occurrences kept.
    private static func droppingRepeats(_ items: [Int32], _ starts: [Int32]) -> ([Int32], [Int32]) {
        var kept = Builder(reservingItems: items.count, lists: starts.count - 1)
        var seen = AppendOnce()
        var list: [Int] = []
        for listID in 0 ..< starts.count - 1 {
            list.removeAll(keepingCapacity: true)
            for item in items[Int(starts[listID]) ..< Int(starts[listID + 1])] {
                seen.append(Int(item), to: &list, listID: listID)
            }
            for item in list { kept.append(item) }
            kept.endList()
        }
        return (kept.items, kept.starts)
    }
}

/// One list of a `NodeLists`, read as `Int`s and indexed from 0, as an array is.
public struct NodeList: RandomAccessCollection, Sendable {
    /// A list longer than this is looked up in an index made once rather than read through
    /// for each question: below it, reading a few items in place is quicker than hashing, and an
    /// app's screens stay below it (a screen's edges, the screens sharing a target).
    static let scanLimit = 16

    private let stored: ArraySlice<Int32>

    init(_ stored: ArraySlice<Int32>) {
        self.stored = stored
    }

    static let empty = NodeList([])

    public var startIndex: Int { 0 }
    public var endIndex: Int { stored.count }
    public subscript(position: Int) -> Int { Int(stored[stored.startIndex + position]) }
}

/// Appends screens to per-node lists at most once each. Short lists are scanned; a list that
/// grows long (a Help screen shown from thousands of screens) gets a set, so appending stays
/// constant time however many screens share a target.
struct AppendOnce {
    private var members: [Int: Set<Int>] = [:]

    /// Appends `screen` unless the list holds it or `limit` screens already; returns whether the
    /// list holds it then.
    @discardableResult
    mutating func append(_ screen: Int, to list: inout [Int], listID: Int, limit: Int = .max) -> Bool {
        if list.count < NodeList.scanLimit {
            if list.contains(screen) { return true }
        } else {
            if members[listID] == nil { members[listID] = Set(list) }
            if members[listID]!.contains(screen) { return true }
        }
        guard list.count < limit else { return false }
        list.append(screen)
        members[listID]?.insert(screen)
        return true
    }
}
