/// A growable run of plain values written through a pointer.
///
/// The composer appends a node, a child or a scalar's bytes for nearly every libyaml event, and
/// an array checks on each append that no one else shares its storage, which for these buffers
/// never happens: the composer alone writes them, and a document only reads them once handed
/// over. Reads are still checked against the count, as an array's are.
///
/// Copies share the memory: exactly one holder calls `free()`, once: the document for the
/// buffers handed to it (see `YAMLDocument`), the composer for the stacks it keeps. For
/// plain data only (numbers, and structs and enums of them): elements are never deinitialized.
struct PlainBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    /// Allocating `capacity` costs no memory until it is written: the pages of a large
    /// allocation become resident only then.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base[index]
        }
        @inline(__always) nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            base[index] = newValue
        }
    }

    var indices: Range<Int> { 0 ..< count }

    var isEmpty: Bool { count == 0 }

    /// The last element, written in place: valid until the next append, which may move it.
    var last: UnsafeMutablePointer<Element> {
        precondition(count > 0, "no last element of an empty buffer")
        return base + (count - 1)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more than the buffer holds")
        count -= k
    }

    /// The elements in `range`, borrowed: valid until the next append, which may move them.
    func elements(in range: Range<Int>) -> UnsafeBufferPointer<Element> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    func free() {
        base.deallocate()
    }

    private mutating func grow(toHold minimum: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: max(capacity * 2, minimum))
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = max(capacity * 2, minimum)
    }
}
