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

    private init(_ names: NodeNames) {
        self.names = names
        guard names.allSatisfy(Self.isASCII) else {
            var dictionary: [String: Int] = [:]
            dictionary.reserveCapacity(names.count)
            for (node, name) in names.enumerated() where dictionary[name] == nil { dictionary[name] = node }
            self.dictionary = dictionary
            slots = []
            return
        }
        dictionary = nil
        // At most half full, so probe sequences stay short.
        var capacity = 16
        while capacity < names.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (node, name) in names.enumerated() {
            var name = name
            name.withUTF8 { bytes in
                var slot = Self.hash(bytes) & (capacity - 1)
                while slots[slot] != 0 {
                    // A repeated name keeps its first node.
                    if Self.same(bytes, names[Int(slots[slot]) - 1]) { return }
                    slot = (slot + 1) & (capacity - 1)
                }
                slots[slot] = Int32(node + 1)
            }
        }
        self.slots = slots
    }

    /// The name of a node.
    func name(of node: Int) -> String { names[node] }

    subscript(name: String) -> Int? {
        if let dictionary { return dictionary[name] }
        var text = name
        let found = text.withUTF8 { bytes -> Int?? in
            guard Self.isASCII(bytes) else { return .none }
            var slot = Self.hash(bytes) & (slots.count - 1)
            while slots[slot] != 0 {
                let node = Int(slots[slot]) - 1
                if Self.same(bytes, names[node]) { return node }
                slot = (slot + 1) & (slots.count - 1)
            }
            return .some(nil)
        }
        if let found { return found }
        // Only a name canonically equivalent to an ASCII one can match, such as one written with
        // the Kelvin sign for K.
        return Self.asciiEquivalent(of: name).flatMap { self[$0] }
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

    private static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8(isASCII)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// FNV-1a: names are short, and a byte at a time is as fast as anything for them.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        var name = name
        return name.withUTF8 { other in
            other.count == bytes.count && (bytes.isEmpty || memcmp(other.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
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
