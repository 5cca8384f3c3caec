import Testing
@testable import FlowLintKit

/// Per-node lists stored flat must read like the arrays they replace.
@Suite struct NodeListsTests {
    @Test func listsKeepTheOrderTheirItemsCameIn() {
        let lists = NodeLists(count: 4, lists: [2, 0, 2, 3, 0], items: [7, 1, 5, 9, 3])
        #expect(lists.count == 4)
        #expect(Array(lists[0]) == [1, 3])
        #expect(lists[1].isEmpty)
        #expect(Array(lists[2]) == [7, 5])
        #expect(Array(lists[3]) == [9])
        // Indexed from 0, as an array is, wherever the list sits in the shared storage.
        #expect(lists[2].indices == 0 ..< 2 && lists[2][1] == 5 && lists[3][0] == 9)
    }

    /// Repeats are dropped whether a list is short (scanned) or long (a set takes over at 16).
    @Test func droppingRepeatsKeepsFirstOccurrences() {
        let long = (0 ..< 40).map { $0 % 25 }
        let lists = NodeLists(count: 3, lists: [0, 0, 0, 0] + Array(repeating: 2, count: long.count), items: [4, 4, 2, 4] + long,
                              droppingRepeats: true)
        #expect(Array(lists[0]) == [4, 2])
        #expect(lists[1].isEmpty)
        #expect(Array(lists[2]) == Array(0 ..< 25))
        #expect(NodeLists(count: 0, lists: [], items: []).count == 0)
    }

    /// Lists that are all empty keep no starts, but still count and read as empty lists.
    @Test func allEmptyListsReadAsEmpty() {
        let lists = NodeLists(count: 3, lists: [], items: [])
        #expect(lists.count == 3)
        #expect((0 ..< 3).allSatisfy { lists[$0].isEmpty })
        #expect(NodeLists([[], [], []]).count == 3 && NodeLists([[], [2], []])[1].first == 2)
    }
}
