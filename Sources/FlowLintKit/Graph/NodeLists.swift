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
        for list in 0 ..< starts.count - 1 {
            let first = kept.count
            // Most lists are short; a set is worth its cost only for long ones.
            var seen = Set<Int>()
            var usesSet = false
            for item in items[starts[list] ..< starts[list + 1]] {
                if !usesSet, kept.count - first >= 16 {
                    seen = Set(kept[first...])
                    usesSet = true
                }
                if usesSet {
                    if seen.insert(item).inserted { kept.append(item) }
                } else if !kept[first...].contains(item) {
                    kept.append(item)
                }
            }
            keptStarts.append(kept.count)
        }
        return (kept, keptStarts)
    }
}
