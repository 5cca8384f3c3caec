import Testing
@testable import FlowLintKit

/// Lists decoded as runs of one shared store must read, copy and change exactly as arrays do.
@Suite struct FlowListTests {
    @Test func runsOfOneStoreReadAsTheirOwnLists() {
        let store = FlowListStore<Int>()
        let first = store.keep([1, 2, 3])
        let empty = store.keep([])
        let second = store.keep([4, 5])
        #expect(Array(first) == [1, 2, 3])
        #expect(empty.isEmpty)
        #expect(Array(second) == [4, 5])
        #expect(second.withUnsafeBufferPointer { Array($0) } == [4, 5])
        #expect(first.count == 3 && second.first == 4 && second.last == 5)
    }

    @Test func changingARunLeavesTheOtherRunsAndCopiesAlone() {
        let store = FlowListStore<Int>(reserving: 8)
        var first = store.keep([1, 2, 3])
        let second = store.keep([4, 5])
        let copy = first
        first[1] = 20
        first.append(6)
        first += [7]
        #expect(Array(first) == [1, 20, 3, 6, 7])
        #expect(Array(copy) == [1, 2, 3])
        #expect(Array(second) == [4, 5])
        first.remove(at: 0)
        #expect(Array(first) == [20, 3, 6, 7])
    }

    /// A list alone in its store is changed in place, not copied at every change.
    @Test func aListAloneInItsStoreChangesInPlace() {
        var list = FlowList([1, 2, 3])
        let before = list.withUnsafeBufferPointer { $0.baseAddress }
        list[0] = 9
        #expect(list.withUnsafeBufferPointer { $0.baseAddress } == before)
        #expect(Array(list) == [9, 2, 3])
    }

    @Test func aListMadeFromElementsIsItsOwn() {
        var list: FlowList<String> = ["a", "b"]
        let copy = list
        list.append("c")
        #expect(Array(list) == ["a", "b", "c"] && Array(copy) == ["a", "b"])
        #expect(FlowList<Int>().withUnsafeBufferPointer { $0.count } == 0)
        #expect(Array(FlowList([3, 4]) + [5]) == [3, 4, 5])
    }

    // A store's elements are not checked for exclusive access at run time; what that check
    // caught, a store used again while a list is being appended to it, must still stop.

    @Test func keepingAListWhileAppendingAnotherStops() async {
        await #expect(processExitsWith: .failure) {
            let store = FlowListStore<Int>()
            _ = store.keep { elements in
                elements.append(1)
                _ = store.keep([2])
            }
        }
    }

    @Test func readingAListWhileItsStoreIsAppendedToStops() async {
        await #expect(processExitsWith: .failure) {
            let store = FlowListStore<Int>()
            let first = store.keep([1])
            _ = store.keep { elements in
                elements.append(first[0])
            }
        }
    }

    @Test func appendingAfterReadingIsAllowed() {
        let store = FlowListStore<Int>()
        let first = store.keep([1])
        let second = store.keep { $0.append(first.count + 1) }
        #expect(Array(second) == [2] && Array(first) == [1])
    }
}

private extension FlowListStore {
    /// `list`, as a run of this store: the decoders append in place, the tests from arrays.
    func keep(_ list: [Element]) -> FlowList<Element> {
        keep { $0 += list }
    }
}
