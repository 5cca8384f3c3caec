/// A fixed list of key spellings, matched against a scalar's UTF-8 bytes.
///
/// Reading a mapping this way makes no String per key and uses no general-purpose hashing: a
/// key's length and first and last bytes pick a slot in a small table, and only the one or two
/// keys in that slot are compared byte by byte.
struct KeyTable: Sendable {
    let keys: [String]
    /// All spellings back to back; key `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Per slot, the first key whose signature lands there, plus one (0: none).
    private let slots: [Int16]
    /// Per key, the next key in the same slot, plus one (0: none).
    private let nextInSlot: [Int16]

    private static let slotCount = 64

    init(_ keys: [String]) {
        self.keys = keys
        var bytes: [UInt8] = []
        var starts = [0]
        var slots = [Int16](repeating: 0, count: Self.slotCount)
        var nextInSlot = [Int16](repeating: 0, count: keys.count)
        for (index, key) in keys.enumerated() {
            let spelling = Array(key.utf8)
            bytes += spelling
            starts.append(bytes.count)
            let slot = spelling.withUnsafeBufferPointer(Self.slot)
            // Keys sharing a slot form a chain; appending keeps them in table order.
            if slots[slot] == 0 {
                slots[slot] = Int16(index + 1)
            } else {
                var last = Int(slots[slot]) - 1
                while nextInSlot[last] != 0 { last = Int(nextInSlot[last]) - 1 }
                nextInSlot[last] = Int16(index + 1)
            }
        }
        self.bytes = bytes
        self.starts = starts
        self.slots = slots
        self.nextInSlot = nextInSlot
    }

    private static func slot(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = text.first, let last = text.last else { return 0 }
        return (text.count &* 7 &+ Int(first) &* 3 &+ Int(last)) & (slotCount - 1)
    }

    /// The index in `keys` of the key spelled by `text`, or nil for an unknown key.
    func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        var candidate = Int(slots[Self.slot(text)]) - 1
        while candidate >= 0 {
            let start = starts[candidate]
            if starts[candidate + 1] - start == text.count, spells(text, from: start) { return candidate }
            candidate = Int(nextInSlot[candidate]) - 1
        }
        return nil
    }

    private func spells(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { table in
            var offset = 0
            while offset < text.count, table[start + offset] == text[offset] { offset += 1 }
            return offset == text.count
        }
    }

    /// The index of the key `node` spells; nil when it is unknown or not a scalar.
    func index(of node: YAMLNode) -> Int? {
        guard node.kind == .scalar else { return nil }
        return node.withScalarBytes { index(of: $0) }
    }
}
