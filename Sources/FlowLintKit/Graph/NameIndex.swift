#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The node each screen and modal name refers to: the first node of that name, as names repeat
/// only in flows that already report a duplicate key.
///
/// A large flow looks a name up for every edge, hundreds of thousands of times. When every name
/// is ASCII, as in nearly every flow, an open-addressing table keyed by the names' bytes answers
/// without String hashing. Otherwise a Dictionary does, so names match exactly as Swift compares
/// Strings: by canonical equivalence.
struct NameIndex: Sendable {
    /// The names, by node.
    private let names: NodeNames
    /// Node + 1 for each occupied slot, 0 for an empty one; the count is a power of two.
    private let slots: [Int32]
    /// The modals' names, when `slots` holds only the screens' (indexed as they were decoded,
    /// and shared with the flow rather than copied to add the modals); otherwise empty. A name
    /// in both is the screen's, as the first node keeps its name.
    private let modalSlots: [Int32]
    /// Set instead of `slots` when some name is not ASCII.
    private let dictionary: [String: Int]?

    /// The index of a flow's screens and modals, which reads their names in place rather than
    /// keeping a copy of every one.
    init(flow: Flow) {
        self.init(NodeNames(screens: flow.screens, modals: flow.modals))
    }

    /// An index of screens with these names, in this order.
    init(names: [String]) {
        let nowhere = SourceRange(at: .start)
        self.init(NodeNames(screens: names.map { Screen(id: Located($0, at: nowhere), range: nowhere) }, modals: []))
    }

    /// The index of a flow whose screens' names were indexed as they were decoded: only the
    /// modals' names are added.
    init(flow: Flow, screenNames: NameSlots) {
        let names = NodeNames(screens: flow.screens, modals: flow.modals)
        var modalSlots = NameSlots(expectedCount: flow.modals.count)
        let allASCII = (flow.screens.count ..< names.count).allSatisfy { modalSlots.add(names[$0], node: $0, nameOf: { names[$0] }) }
        if allASCII {
            self.init(names, slots: screenNames.slots, modalSlots: modalSlots.slots, dictionary: nil)
        } else {
            self.init(names)
        }
    }

    private init(_ names: NodeNames, slots: [Int32], modalSlots: [Int32] = [], dictionary: [String: Int]?) {
        self.names = names
        self.slots = slots
        self.modalSlots = modalSlots
        self.dictionary = dictionary
    }

    private init(_ names: NodeNames) {
        guard names.allSatisfy(Self.isASCII) else {
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(names.count)
            for (node, name) in names.enumerated() where dictionary[name] == nil { dictionary[name] = node }
            self.init(names, slots: [], dictionary: dictionary)
            return
        }
        var slots = NameSlots(expectedCount: names.count)
        for (node, name) in names.enumerated() {
            _ = slots.add(name, node: node, nameOf: { names[$0] })
        }
        self.init(names, slots: slots.slots, dictionary: nil)
    }

    /// The name of a node.
    func name(of node: Int) -> String { names[node] }

    /// Whether every node's name resolves to the same node in both; for checking an index built
    /// another way.
    func resolvesAlike(_ other: NameIndex) -> Bool {
        names.indices.allSatisfy { self[names[$0]] == other[names[$0]] }
    }

    subscript(name: String) -> Int? {
        if let dictionary { return dictionary[name] }
        var text = name
        let found = text.withUTF8 { bytes -> Int?? in
            guard Self.isASCII(bytes) else { return .none }
            let hash = Self.hash(bytes)
            if let node = lookUp(bytes, hash: hash, in: slots) { return node }
            return .some(modalSlots.isEmpty ? nil : lookUp(bytes, hash: hash, in: modalSlots))
        }
        if let found { return found }
        // Only a name canonically equivalent to an ASCII one can match, such as one written with
        // the Kelvin sign for K.
        return Self.asciiEquivalent(of: name).flatMap { self[$0] }
    }

    private func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int, in slots: [Int32]) -> Int? {
        var slot = hash & (slots.count - 1)
        while slots[slot] != 0 {
            let node = Int(slots[slot]) - 1
            if Self.same(bytes, names[node]) { return node }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// The ASCII text that Swift's String comparison (canonical equivalence) finds equal to
    /// `name`, if any. Combining marks never compose into ASCII, so each scalar on its own must be
    /// ASCII or equivalent to one ASCII character, as the Kelvin sign is to K.
    static func asciiEquivalent(of name: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar.isASCII {
                scalars.append(scalar)
                continue
            }
            let character = Character(scalar)
            guard let ascii = asciiScalars.first(where: { Character($0) == character }) else { return nil }
            scalars.append(ascii)
        }
        let equivalent = String(scalars)
        return equivalent == name ? equivalent : nil
    }

    private static let asciiScalars = (0 as UInt8 ..< 128).map(Unicode.Scalar.init)

    fileprivate static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isASCII)
    }

    fileprivate static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// FNV-1a: names are short, and a byte at a time is as fast as anything for them.
    fileprivate static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    fileprivate static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        var name = name
        return name.withUTF8 { other in
            other.count == bytes.count && (bytes.isEmpty || memcmp(other.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }
}

/// The open-addressing table of ASCII names behind `NameIndex`, which can also be filled one
/// name at a time: as screens are decoded, so that a large flow's graph has only its modals
/// left to index.
///
/// A slot holds node + 1, 0 when empty; names are not kept but read back by node, through
/// `nameOf`, only to tell apart names whose slots collide.
struct NameSlots: Sendable {
    private(set) var slots: [Int32]
    private var count = 0

    init(expectedCount: Int) {
        slots = [Int32](repeating: 0, count: Self.capacity(for: expectedCount))
    }

    /// A power of two at least twice `count`: at most half full, probe sequences stay short.
    private static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        return capacity
    }

    /// Adds `node`, named `name`, unless an earlier node has that name: the first keeps it.
    /// False when the name is not ASCII, which this table cannot hold.
    mutating func add(_ name: String, node: Int, nameOf: (Int) -> String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard NameIndex.isASCII(bytes) else { return false }
            if count + 1 > slots.count / 2 { reserve(count + 1, nameOf: nameOf) }
            let mask = slots.count - 1
            var slot = NameIndex.hash(bytes) & mask
            while slots[slot] != 0 {
                if NameIndex.same(bytes, nameOf(Int(slots[slot]) - 1)) { return true }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(node + 1)
            count += 1
            return true
        }
    }

    /// Room for `total` names, moving those held into a larger table if need be.
    mutating func reserve(_ total: Int, nameOf: (Int) -> String) {
        let capacity = Self.capacity(for: total)
        guard capacity > slots.count else { return }
        let held = slots.filter { $0 != 0 }
        slots = [Int32](repeating: 0, count: capacity)
        for stored in held {
            var name = nameOf(Int(stored) - 1)
            name.withUTF8 { bytes in
                var slot = NameIndex.hash(bytes) & (capacity - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
                slots[slot] = stored
            }
        }
    }
}

/// A graph's node names, screens first, read from the flow's own arrays rather than copied.
private struct NodeNames: RandomAccessCollection, Sendable {
    let screens: [Screen]
    let modals: [SystemModal]

    var startIndex: Int { 0 }
    var endIndex: Int { screens.count + modals.count }

    subscript(node: Int) -> String {
        node < screens.count ? screens[node].id.value : modals[node - screens.count].id.value
    }
}
