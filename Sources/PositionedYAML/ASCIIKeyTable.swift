#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ASCII keys of a large mapping being composed, found by their bytes: a flow's `screens:`
/// has a key per screen, a hundred thousand in a large one, and a Dictionary by String would make
/// and hash a String for each. The table holds node indices only; the bytes stay in the
/// composer's buffer, read through the `bytesOf` its callers pass.
struct ASCIIKeyTable {
    /// Node + 1 for each occupied slot, 0 for an empty one. The count is a power of two, kept at
    /// least twice the number of keys, so probe sequences stay short.
    private var slots: [Int32]
    private var count = 0

    init(expectedKeys: Int) {
        var capacity = 16
        while capacity < expectedKeys * 2 { capacity *= 2 }
        slots = [Int32](repeating: 0, count: capacity)
    }

    /// The node already held whose key is spelled `bytes`; nil after adding `node` for them.
    mutating func firstOrAdd(
        _ node: Int32, bytes: UnsafeBufferPointer<UInt8>, bytesOf: (Int32) -> UnsafeBufferPointer<UInt8>
    ) -> Int32? {
        if (count + 1) * 2 > slots.count { grow(bytesOf: bytesOf) }
        var slot = Self.hash(bytes) & (slots.count - 1)
        while slots[slot] != 0 {
            let other = slots[slot] - 1
            if Self.same(bytesOf(other), bytes) { return other }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = node + 1
        count += 1
        return nil
    }

    /// Merge keys can bring in more keys than the mapping wrote.
    private mutating func grow(bytesOf: (Int32) -> UnsafeBufferPointer<UInt8>) {
        let old = slots
        slots = [Int32](repeating: 0, count: old.count * 2)
        for stored in old where stored != 0 {
            var slot = Self.hash(bytesOf(stored - 1)) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = stored
        }
    }

    /// FNV-1a: keys are short, and a byte at a time is as fast as anything for them.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    private static func same(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        first.count == second.count && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
    }
}
