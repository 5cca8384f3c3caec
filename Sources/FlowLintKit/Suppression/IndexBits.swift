/// A set of small non-negative integers, one bit each: for sets as large as a file's lines or
/// its YAML nodes, where a `Set<Int>` would take dozens of bytes a member.
struct IndexBits {
    private var words: [UInt64] = []

    init(capacity: Int = 0) {
        words = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    func contains(_ index: Int) -> Bool {
        let word = index >> 6
        return index >= 0 && word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }

    /// Whether `index` was not a member before.
    @discardableResult
    mutating func insert(_ index: Int) -> Bool {
        precondition(index >= 0, "a negative index")
        let word = index >> 6
        if word >= words.count { words += Array(repeating: 0, count: max(word + 1 - words.count, words.count)) }
        let bit: UInt64 = 1 << UInt64(index & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        return true
    }
}
