/// A list of nodes for each node, stored one after another with where each list starts: a large
/// flow would otherwise make an array for each of its hundred thousand screens.
struct NodeLists: Sendable {
    private let items: [Int]
    /// `items[starts[list] ..< starts[list + 1]]` is `list`.
    private let starts: [Int]

    /// Lists `0 ..< count` holding, in the order given, each `item` paired with them; with
    /// `droppingRepeats`, an item already in its list is not added again.
    init(count: Int, lists: [Int], items pairedItems: [Int], droppingRepeats: Bool = false) {
        // A counting sort by list, which keeps each list's items in the order given.
        var starts = [Int](repeating: 0, count: count + 1)
        for list in lists { starts[list + 1] += 1 }
        for list in 0 ..< count { starts[list + 1] += starts[list] }
        var next = starts
        var items = [Int](repeating: 0, count: pairedItems.count)
        for (list, item) in zip(lists, pairedItems) {
            items[next[list]] = item
            next[list] += 1
        }
        if droppingRepeats { (items, starts) = Self.droppingRepeats(items, starts) }
        self.items = items
        self.starts = starts
    }

    subscript(list: Int) -> ArraySlice<Int> {
        items[starts[list] ..< starts[list + 1]]
    }

    var count: Int { starts.count - 1 }

    /// Each list without the items it already holds, first occurrences kept.
    private static func droppingRepeats(_ items: [Int], _ starts: [Int]) -> ([Int], [Int]) {
        var kept: [Int] = []
        kept.reserveCapacity(items.count)
        var keptStarts = [0]
        keptStarts.reserveCapacity(starts.count)
        var seen = AppendOnce()
        var list: [Int] = []
        for listID in 0 ..< starts.count - 1 {
            list.removeAll(keepingCapacity: true)
            for item in items[starts[listID] ..< starts[listID + 1]] {
                seen.append(item, to: &list, listID: listID)
            }
            kept += list
            keptStarts.append(kept.count)
        }
        return (kept, keptStarts)
    }
}

/// Appends screens to per-node lists at most once each. Short lists are scanned; a list that
/// grows long (a Help screen shown from thousands of screens) gets a set, so appending stays
/// constant time however many screens share a target.
struct AppendOnce {
    private static let scanLimit = 16
    private var members: [Int: Set<Int>] = [:]

    mutating func append(_ screen: Int, to list: inout [Int], listID: Int) {
        if list.count < Self.scanLimit {
            if !list.contains(screen) { list.append(screen) }
            return
        }
        if members[listID] == nil { members[listID] = Set(list) }
        if members[listID]!.insert(screen).inserted { list.append(screen) }
    }
}
