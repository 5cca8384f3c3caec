/// "Did you mean" for misspelt keys, values, screen names and rule ids: the one place that
/// decides what a word was probably meant to be.
///
/// The candidates are prepared once, and the work of a lookup is bounded whatever the file holds: words and candidates longer than
/// `longestCompared` take no part (a typo is a slip in a name someone types, and comparing two
/// long strings costs the product of their lengths), and a long candidate list is searched
/// through an index of its one-letter deletions rather than name by name, so that a large flow
/// with a misspelt name in every few hundred screens stays linear.
public struct Suggestions: Sendable {
    /// Names longer than this, in Unicode scalars, are neither suggested nor given suggestions.
    public static let longestCompared = 64
    /// Up to this many candidates a lookup compares the word with each of them; beyond it, with
    /// the names the deletion index finds.
    static let scannedCandidates = 512
    /// The most candidates the index hands a lookup to compare; more only share a common stem.
    static let comparedFromIndex = 256

    private let candidates: [String]
    /// Each candidate lowercased, or empty when it is too long to take part.
    private let lowered: [[Unicode.Scalar]]
    private let index: DeletionIndex?

    public init(_ candidates: some Sequence<String>) {
        self.candidates = Array(candidates)
        lowered = self.candidates.map { Self.comparable($0) ?? [] }
        index = self.candidates.count > Self.scannedCandidates ? DeletionIndex(lowered) : nil
    }

    /// A trailing clause for a message: `; did you mean "pageSheet"?`, or an empty string.
    public func clause(for word: String) -> String {
        closest(to: word).map { "; did you mean \(UserText.quoted($0))?" } ?? ""
    }

    /// For a list used once.
    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        Suggestions(candidates).closest(to: word)
    }

    /// For a list used once.
    static func clause(for word: String, in candidates: some Collection<String>) -> String {
        Suggestions(candidates).clause(for: word)
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo, or else (in a
    /// short list) one that `word` shortens or extends at either end (`warn` for `warning`,
    /// `presentation` for `presentationStyle`, `sheet` for `pageSheet`).
    public func closest(to word: String) -> String? {
        guard let typed = Self.comparable(word), !typed.isEmpty else { return nil }
        let allowance = max(2, typed.count / 3)
        var best: (candidate: Int, distance: Int)?
        func consider(_ candidate: Int) {
            let other = lowered[candidate]
            guard !other.isEmpty else { return }
            let distance = Self.editDistance(typed, other, limit: allowance)
            if distance <= allowance, distance < best?.distance ?? .max || (distance == best?.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        if let index {
            for candidate in index.neighbours(of: typed, most: Self.comparedFromIndex) { consider(candidate) }
        } else {
            for candidate in candidates.indices { consider(candidate) }
        }
        if let best { return candidates[best.candidate] }
        guard typed.count >= 3, candidates.count <= Self.scannedCandidates else { return nil }
        return lowered.indices.first { candidate in
            let other = lowered[candidate]
            return !other.isEmpty && (other.starts(with: typed) || typed.starts(with: other) || other.reversed().starts(with: typed.reversed()))
        }.map { candidates[$0] }
    }

    /// The lowercased scalars of `text`, or nil when it is too long to compare.
    private static func comparable(_ text: String) -> [Unicode.Scalar]? {
        guard text.utf8.count <= longestCompared * 4 else { return nil }
        let scalars = Array(text.lowercased().unicodeScalars)
        return scalars.count <= longestCompared ? scalars : nil
    }

    /// Levenshtein distance, giving up early once every path exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1 ... b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Every candidate filed under itself and each of its one-letter deletions. A word one slip from
/// a candidate (a letter changed, added or dropped, or two swapped), or two letters added, or one
/// added and another changed or dropped, meets it under one of the word's own zero-, one- or
/// two-letter deletions, so a lookup asks for a few hundred keys instead of reading every name.
/// (Finding two letters dropped as well would file every candidate under each pair of its
/// letters: a hundred keys a name.)
private struct DeletionIndex: Sendable {
    private var slots: [Int32]
    private var keys: [UInt64] = []
    private var owners: [Int32] = []
    private var next: [Int32] = []

    init(_ names: [[Unicode.Scalar]]) {
        let keyCount = names.reduce(0) { $0 + ($1.isEmpty ? 0 : $1.count + 1) }
        var size = 16
        while size < keyCount * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        keys.reserveCapacity(keyCount)
        owners.reserveCapacity(keyCount)
        next.reserveCapacity(keyCount)
        for (owner, name) in names.enumerated() where !name.isEmpty {
            insert(Self.hash(name, skipping: -1, -1), owner: owner)
            for skipped in name.indices where skipped == 0 || name[skipped] != name[skipped - 1] {
                insert(Self.hash(name, skipping: skipped, -1), owner: owner)
            }
        }
    }

    /// The candidates filed under any deletion of up to two letters of `word`, in the order of
    /// the list, at most `most` of them.
    func neighbours(of word: [Unicode.Scalar], most: Int) -> [Int] {
        var found = Set<Int>()
        func look(_ key: UInt64) {
            var entry = slots[slot(key)]
            while entry >= 0, found.count < most {
                if keys[Int(entry)] == key { found.insert(Int(owners[Int(entry)])) }
                entry = next[Int(entry)]
            }
        }
        look(Self.hash(word, skipping: -1, -1))
        for first in word.indices {
            look(Self.hash(word, skipping: first, -1))
            for second in word.indices where second > first {
                look(Self.hash(word, skipping: first, second))
            }
        }
        return found.sorted()
    }

    private mutating func insert(_ key: UInt64, owner: Int) {
        let slot = slot(key)
        keys.append(key)
        owners.append(Int32(owner))
        next.append(slots[slot])
        slots[slot] = Int32(keys.count - 1)
    }

    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key ^ (key >> 29)) & UInt64(slots.count - 1))
    }

    /// FNV-1a over the scalars of `name` but the ones at `first` and `second`. A collision only
    /// costs a comparison: every candidate found is measured before it is suggested.
    private static func hash(_ name: [Unicode.Scalar], skipping first: Int, _ second: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for (position, scalar) in name.enumerated() where position != first && position != second {
            hash = (hash ^ UInt64(scalar.value)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
