import CMemoryHints

/// Keys found by their bytes, with no String made or hashed per key: the keys of a large
/// mapping being composed (a flow's `screens:` has one per screen, a hundred thousand in a large
/// one), and the linter's index of screen and modal names.
///
/// Bytes match as Swift compares Strings only when both are ASCII, so callers keep other text
/// out. The table holds key numbers only; the bytes stay with the caller, who lends them through
/// `KeyBytes` when two keys land in the same slot or the table grows.
public struct ASCIIKeyTable: Sendable {
    /// Key + 1 for each occupied slot, 0 for an empty one. The count is a power of two, kept at
    /// least twice the number of keys, so probe sequences stay short.
    @usableFromInline var slots: [Int32]
    @usableFromInline var count = 0

    public init(expectedKeys: Int) {
        slots = [Int32](repeating: 0, count: Self.capacity(for: expectedKeys))
    }

    /// A power of two at least twice `keys`.
    @usableFromInline static func capacity(for keys: Int) -> Int {
        var capacity = 16
        while capacity < keys * 2 { capacity *= 2 }
        return capacity
    }

    /// The key held that is spelled `bytes`, whose `hash(_:)` is `hash`, if any.
    @inlinable
    public func first(spelled bytes: UnsafeBufferPointer<UInt8>, hash: Int, keys: some KeyBytes) -> Int32? {
        probe(bytes, hash: hash, keys: keys).found
    }

    // A lookup in a large table waits on memory twice: for its slot, then for the bytes of the
    // key there. Callers with many lookups to make gather them in groups of `lookupsPerGroup`,
    // ask for each one's slot, then for each one's first key, and only then make them, so that
    // the waits overlap.

    /// Enough lookups for their memory reads to overlap; few enough for their slots and keys to
    /// stay in the cache until they are made.
    public static let lookupsPerGroup = 32

    /// Asks for the slot where a lookup of `hash` starts to be fetched into the cache.
    @inlinable
    public func prefetchSlot(hash: Int) {
        slots.withUnsafeBufferPointer { flowlint_prefetch($0.baseAddress! + (hash & ($0.count - 1))) }
    }

    /// Asks for the bytes of the key in the slot where a lookup of `hash` starts, the one it most
    /// likely compares; after `prefetchSlot(hash:)`, whose slot this reads.
    @inlinable
    public func prefetchFirstKey(hash: Int, keys: some KeyBytes) {
        let stored = slots[hash & (slots.count - 1)]
        if stored != 0 { keys.prefetchBytes(of: stored - 1) }
    }

    /// The key already held that is spelled `bytes`; nil after adding `key` for them.
    @inlinable
    public mutating func firstOrAdd(_ key: Int32, spelled bytes: UnsafeBufferPointer<UInt8>, keys: some KeyBytes) -> Int32? {
        firstOrAdd(key, spelled: bytes, hash: Self.hash(bytes), keys: keys)
    }

    /// The same, for bytes whose `hash(_:)` is known.
    @inlinable
    public mutating func firstOrAdd(_ key: Int32, spelled bytes: UnsafeBufferPointer<UInt8>, hash: Int, keys: some KeyBytes) -> Int32? {
        if (count + 1) * 2 > slots.count { grow(keys: keys) }
        let (found, emptySlot) = probe(bytes, hash: hash, keys: keys)
        if let found { return found }
        slots[emptySlot] = key + 1
        count += 1
        return nil
    }

    /// The key held that is spelled `bytes`, or else the empty slot where it would go.
    @inlinable
    func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int, keys: some KeyBytes) -> (found: Int32?, emptySlot: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let other = slots[slot] - 1
            if keys.withBytes(of: other, { Self.same($0, bytes) }) { return (other, slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    /// Twice the room: merge keys can bring in more keys than a mapping wrote, and a section's
    /// size is only estimated.
    @usableFromInline
    mutating func grow(keys: some KeyBytes) {
        let old = slots
        slots = [Int32](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for stored in old where stored != 0 {
            var slot = keys.withBytes(of: stored - 1, Self.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
    }

    /// FNV-1a: keys are short, and a byte at a time is as fast as anything for them.
    @inlinable
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// `ShortBytes.same`, kept as a function of its own: with the probe and the composer calling
    /// `ShortBytes.same` straight, the compiler arranged them otherwise, and the composing thread
    /// ran 2 M more instructions at 10k screens (callgrind).
    @inlinable
    static func same(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        ShortBytes.same(first, second)
    }
}

/// Lends the bytes of the keys an `ASCIIKeyTable` holds, by key number.
public protocol KeyBytes {
    func withBytes<Result>(of key: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result

    /// Asks for a key's bytes to be fetched into the cache, for lookups made in groups (see
    /// `ASCIIKeyTable.prefetchFirstKey(hash:keys:)`). By default nothing is fetched.
    func prefetchBytes(of key: Int32)
}

extension KeyBytes {
    public func prefetchBytes(of key: Int32) {}
}
