import PositionedYAML

/// A fixed list of key spellings, matched against a scalar's UTF-8 bytes.
///
/// Reading a mapping this way makes no String per key and uses no general-purpose hashing: a
/// key's length and first and last bytes pick a slot in a small table, and only the one or two
/// keys in that slot are compared byte by byte.
struct KeyTable: Sendable {
    let keys: [String]
    private let layout: Layout

    init(_ keys: [String]) {
        self.keys = keys
        layout = Layout(keys)
    }

    /// The index in `keys` of the key spelled by `text`, or nil for an unknown key.
    func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        layout.index(of: text)
    }

    /// The index of the key `node` spells; nil when it is unknown or not a scalar.
    func index(of node: YAMLNode) -> Int? {
        guard node.kind == .scalar else { return nil }
        return node.withScalarBytes { layout.index(of: $0) }
    }
}

/// The table's slots and spellings, behind pointers: a lookup runs for every key of every mapping
/// in a flow, a million times in a large one, and arrays would add bounds checks and a closure
/// per comparison. Written once in `init`, only read after, hence `@unchecked Sendable`.
private final class Layout: @unchecked Sendable {
    private struct Entry {
        /// Where the key's spelling starts in `bytes`.
        var start: Int32
        var count: Int32
        /// The next key in the same slot, plus one (0: none).
        var nextInSlot: Int32
    }

    private static let slotCount = 64

    /// Per slot, the first key whose signature lands there, plus one (0: none).
    private let slots: UnsafeMutablePointer<Int32>
    private let entries: UnsafeMutablePointer<Entry>
    /// All spellings back to back.
    private let bytes: UnsafeMutablePointer<UInt8>

    init(_ keys: [String]) {
        let spellings = keys.map { Array($0.utf8) }
        precondition(spellings.allSatisfy { !$0.isEmpty }, "a key table's keys are not empty")
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
        entries = .allocate(capacity: max(keys.count, 1))
        bytes = .allocate(capacity: max(spellings.reduce(0) { $0 + $1.count }, 1))
        var start = 0
        for (index, spelling) in spellings.enumerated() {
            (bytes + start).initialize(from: spelling, count: spelling.count)
            (entries + index).initialize(to: Entry(start: Int32(start), count: Int32(spelling.count), nextInSlot: 0))
            start += spelling.count
            let slot = spelling.withUnsafeBufferPointer(Self.slot)
            // Keys sharing a slot form a chain; appending keeps them in table order.
            if slots[slot] == 0 {
                slots[slot] = Int32(index + 1)
            } else {
                var last = Int(slots[slot]) - 1
                while entries[last].nextInSlot != 0 { last = Int(entries[last].nextInSlot) - 1 }
                entries[last].nextInSlot = Int32(index + 1)
            }
        }
    }

    deinit {
        slots.deallocate()
        entries.deallocate()
        bytes.deallocate()
    }

    private static func slot(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        (text.count &* 7 &+ Int(text[0]) &* 3 &+ Int(text[text.count - 1])) & (slotCount - 1)
    }

    func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        // No key is empty.
        guard let base = text.baseAddress, !text.isEmpty else { return nil }
        var candidate = Int(slots[Self.slot(text)]) - 1
        while candidate >= 0 {
            let entry = entries[candidate]
            if Int(entry.count) == text.count, ShortBytes.same(bytes + Int(entry.start), base, count: text.count) { return candidate }
            candidate = Int(entry.nextInSlot) - 1
        }
        return nil
    }
}
