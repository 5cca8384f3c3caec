/// A screen's buttons or segues, or an alert's actions.
///
/// A large flow has such lists for most of its hundred thousand screens, and as arrays each would
/// be an allocation of its own, with some 48 bytes of header and allocator bookkeeping. The lists
/// a decoder reads are instead runs of one array shared among them (`FlowListStore`); a list that
/// is changed later is first copied out into a store of its own.
///
/// Sendable because a shared store is appended to only by the decoder building it, before its
/// lists are handed on, and any other store is changed only through its one list.
public struct FlowList<Element: Sendable>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, @unchecked Sendable {
    private var store: FlowListStore<Element>?
    private var offset: Int32 = 0
    private var storedCount: Int32 = 0

    public init() {}

    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }

    public init(_ elements: some Sequence<Element>) {
        let elements = Array(elements)
        guard !elements.isEmpty else { return }
        store = FlowListStore(elements)
        storedCount = Int32(elements.count)
    }

    fileprivate init(store: FlowListStore<Element>, offset: Int, count: Int) {
        self.store = store
        self.offset = Int32(offset)
        storedCount = Int32(count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Int(storedCount) }

    public subscript(position: Int) -> Element {
        get {
            // Beyond the run are other lists' elements.
            precondition(position >= 0 && position < Int(storedCount), "index out of range")
            precondition(!store!.isAppending, "a list read while its store is being appended to")
            return store!.elements[Int(offset) + position]
        }
        set {
            precondition(position >= 0 && position < Int(storedCount), "index out of range")
            makeStoreOwn()
            store!.elements[position] = newValue
        }
    }

    public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Element>) {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= Int(storedCount), "range out of bounds")
        makeStoreOwn()
        store!.elements.replaceSubrange(subrange, with: newElements)
        storedCount = Int32(store!.elements.count)
    }

    /// Calls `body` with the elements lent in place.
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        guard let store else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        precondition(!store.isAppending, "a list read while its store is being appended to")
        return try store.elements.withUnsafeBufferPointer { elements in
            try body(UnsafeBufferPointer(rebasing: elements[Int(offset) ..< Int(offset) + Int(storedCount)]))
        }
    }

    /// Copies the run out of a store that holds, or may hold, other lists.
    private mutating func makeStoreOwn() {
        // Uniqueness first: a binding of `store` would itself be a second reference to it.
        if offset == 0, isKnownUniquelyReferenced(&store), store!.elements.count == Int(storedCount) { return }
        store = FlowListStore(Array(self))
        offset = 0
    }
}

/// The array a decoder's lists of one kind are runs of.
final class FlowListStore<Element: Sendable>: @unchecked Sendable {
    /// Read for every list lent, which checking exclusive access at run time made cost more than
    /// the reading; the one overlap this design allows is ruled out by `isAppending` instead.
    @exclusivity(unchecked) fileprivate var elements: [Element]
    /// Set while `keep(appending:)` lends the elements out.
    @exclusivity(unchecked) fileprivate private(set) var isAppending = false
    /// Room made on the first `keep`: growing by doubling would copy the store and hold both.
    private var reservation: Int

    init(_ elements: [Element] = [], reserving reservation: Int = 0) {
        self.elements = elements
        self.reservation = reservation
    }

    /// What `append` adds to the elements it is lent, as a run of this store, decoded in place
    /// rather than into an array of its own and then copied. It must only append: it holds the
    /// store's elements, so another list kept in this store meanwhile would trap.
    func keep(appending append: (inout [Element]) -> Void) -> FlowList<Element> {
        precondition(!isAppending, "a list kept in a store while another is being appended to it")
        isAppending = true
        defer { isAppending = false }
        if reservation > 0 {
            elements.reserveCapacity(reservation)
            reservation = 0
        }
        let offset = elements.count
        append(&elements)
        precondition(elements.count >= offset, "a list's items may only be appended")
        let count = elements.count - offset
        return count == 0 ? FlowList() : FlowList(store: self, offset: offset, count: count)
    }
}

/// The stores of one decoder, one for each kind of list. Each makes room, when first used, for
/// `expectedLists` elements (twice that for alert actions): a guess from the file's size, which a
/// file of many short lists can outgrow, and which costs nothing until it is written.
final class FlowListStores: @unchecked Sendable {
    let buttons: FlowListStore<Button>
    let segues: FlowListStore<Action>
    let modalActions: FlowListStore<SystemModal.ModalAction>

    init(expectedLists: Int = 0) {
        buttons = FlowListStore(reserving: expectedLists)
        segues = FlowListStore(reserving: expectedLists)
        modalActions = FlowListStore(reserving: expectedLists * 2)
    }
}
