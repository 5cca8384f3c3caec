/// "Did you mean" for misspelt keys, values, screen names and rule ids: the one place that
/// decides what a word was probably meant to be.
///
/// The work is bounded whatever the file holds. Words and candidates longer than
/// `longestCompared` take no part: a typo is a slip in a name someone types, and comparing two
/// long strings costs the product of their lengths. A short list is compared with each word. A
/// long one is read once for all the words asked about together: each word is filed under its
/// zero-, one- and two-letter deletions, and a candidate that meets a word under one of its own
/// zero- or one-letter deletions is measured; so a large flow with a misspelt name every few
/// hundred screens costs one pass over its names, however many there are.
public struct Suggestions: Sendable {
    /// Names longer than this, in Unicode scalars, are neither suggested nor given suggestions.
    public static let longestCompared = 64
    /// Up to this many candidates each word is compared with every one of them.
    static let scannedCandidates = 512
    /// The most candidates measured for one word in a long list; more only share a common stem.
    static let measuredPerWord = 256
    /// The most distinct words one call looks up.
    static let suggestedWords = 1_000

    private let candidates: [String]
    /// A short list's candidates lowercased, made once for every word asked about; empty for a
    /// long list, which is read afresh for each batch of words.
    private let lowered: [[Unicode.Scalar]]

    public init(_ candidates: some Sequence<String>) {
        self.candidates = Array(candidates)
        lowered = self.candidates.count <= Self.scannedCandidates ? self.candidates.map { Self.comparable($0) ?? [] } : []
    }

    /// A trailing clause for a message: `; did you mean "pageSheet"?`, or an empty string.
    public func clause(for word: String) -> String {
        Self.clause(suggesting: closest(to: word))
    }

    /// The clause for a suggestion already found, or an empty string for none.
    static func clause(suggesting suggestion: String?) -> String {
        suggestion.map { "; did you mean \(UserText.quoted($0))?" } ?? ""
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
        closest(to: [word])[word]
    }

    /// The closest candidate of each word that has one, the candidates read once for them all.
    /// Only the first `suggestedWords` distinct words are looked up: past a thousand misspelt
    /// names in one file a suggestion helps nobody, and each word's deletions cost memory.
    public func closest(to words: some Sequence<String>) -> [String: String] {
        var typed: [(word: String, scalars: [Unicode.Scalar])] = []
        var seen: Set<String> = []
        for word in words where typed.count < Self.suggestedWords && seen.insert(word).inserted {
            if let scalars = Self.comparable(word), !scalars.isEmpty { typed.append((word, scalars)) }
        }
        var found: [String: String] = [:]
        if candidates.count <= Self.scannedCandidates {
            let lowered = lowered
            for (word, scalars) in typed {
                found[word] = Self.best(for: scalars, among: lowered.indices, lowered: { lowered[$0] }).map { candidates[$0] }
                    ?? Self.extended(scalars, among: lowered).map { candidates[$0] }
            }
        } else {
            let met = DeletionMatch(words: typed.map(\.scalars), candidates: candidates, most: Self.measuredPerWord)
            for (index, (word, scalars)) in typed.enumerated() {
                found[word] = Self.best(for: scalars, among: met.candidates(of: index), lowered: { Self.comparable(candidates[$0]) ?? [] })
                    .map { candidates[$0] }
            }
        }
        return found
    }

    /// How many edits (a letter changed, added or dropped, or two neighbours swapped) still make
    /// two names a likely slip of each other, by the shorter one's length in scalars: none under
    /// 3 (`ok` is not a slip of `on`), one up to 5 (`Setngs` is not a slip, `Gone` is no `Home`),
    /// two from 6 (`Setings` for `Settings`); so never more than a third of the name. Both
    /// suggestions and the replacements `--fix` makes ask this one question.
    static func allowance(_ typed: Int, _ candidate: Int) -> Int {
        let shorter = min(typed, candidate)
        return shorter < 3 ? 0 : shorter < 6 ? 1 : 2
    }

    /// For each word, the candidate a fix may put in its place: within its allowance of edits, nearer
    /// than any other candidate, and not merely the word in other letter case (which two names
    /// may differ by on purpose). A suggestion may be a guess; a replacement must not be.
    public func replacements(for words: some Sequence<String>) -> [String: String] {
        var found: [String: String] = [:]
        let typed = Array(Set(words).prefix(Self.suggestedWords)).compactMap { word in Self.comparable(word).map { (word, $0) } }
        let met = candidates.count <= Self.scannedCandidates ? nil : DeletionMatch(words: typed.map(\.1), candidates: candidates, most: Self.measuredPerWord)
        for (index, (word, scalars)) in typed.enumerated() where !scalars.isEmpty {
            let among = met?.candidates(of: index) ?? Array(candidates.indices)
            var best: (candidate: Int, distance: Int, tied: Bool)?
            for candidate in among {
                guard let other = lowered.isEmpty ? Self.comparable(candidates[candidate]) : lowered[candidate], !other.isEmpty else { continue }
                let allowance = Self.allowance(scalars.count, other.count)
                let distance = Self.editDistance(scalars, other, limit: allowance)
                guard distance <= allowance else { continue }
                if distance < best?.distance ?? .max { best = (candidate, distance, false) } else if distance == best?.distance { best?.tied = true }
            }
            if let best, !best.tied, best.distance > 0 { found[word] = candidates[best.candidate] }
        }
        return found
    }

    /// The candidate within the word's allowance of edits, the nearest, the first of equals.
    private static func best(for typed: [Unicode.Scalar], among indices: some Sequence<Int>, lowered: (Int) -> [Unicode.Scalar]) -> Int? {
        var best: (candidate: Int, distance: Int)?
        for candidate in indices {
            let other = lowered(candidate)
            guard !other.isEmpty else { continue }
            let allowance = allowance(typed.count, other.count)
            let distance = editDistance(typed, other, limit: allowance)
            if distance <= allowance, distance < best?.distance ?? .max || (distance == best?.distance && candidate < best!.candidate) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The first candidate that the word shortens or extends at either end.
    private static func extended(_ typed: [Unicode.Scalar], among lowered: [[Unicode.Scalar]]) -> Int? {
        guard typed.count >= 3 else { return nil }
        return lowered.indices.first { candidate in
            let other = lowered[candidate]
            return !other.isEmpty && (other.starts(with: typed) || typed.starts(with: other) || other.reversed().starts(with: typed.reversed()))
        }
    }

    /// The lowercased scalars of `text`, or nil when it is too long to compare.
    static func comparable(_ text: String) -> [Unicode.Scalar]? {
        guard text.utf8.count <= longestCompared * 4 else { return nil }
        let scalars = Array(text.lowercased().unicodeScalars)
        return scalars.count <= longestCompared ? scalars : nil
    }

    /// Edit distance counting a swap of neighbouring letters as one slip (`Hmoe` for `Home`), as
    /// a typist makes it; gives up early once every path exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1 ... b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            // A swap reaches back two rows, so stopping needs both rows past the limit.
            if rowMinimum > limit, previous.min()! > limit { return limit + 1 }
            swap(&beforePrevious, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Which candidates of a long list each word may be a slip of. Each word is filed under its
/// zero-, one- and two-letter deletions; a candidate meets a word when one of its own zero- or
/// one-letter deletions is among them. That finds a word one slip from a candidate (a letter
/// changed, added or dropped, or two swapped), two letters added, or one added and another
/// changed or dropped. (Two letters dropped as well would take every pair of every candidate's
/// letters: a hundred keys a name.) The words' keys are few and stay in the cache; the candidates
/// are read once, in order, and a bit filter spares the table most of their keys.
private struct DeletionMatch {
    private var met: [[Int]]

    init(words: [[Unicode.Scalar]], candidates: [String], most: Int) {
        met = Array(repeating: [], count: words.count)
        guard !words.isEmpty else { return }
        var wordsByKey = KeyedWords()
        var filter = [UInt64](repeating: 0, count: Self.filterWords)
        var usefulLength = [Bool](repeating: false, count: Suggestions.longestCompared + 3)
        for (index, word) in words.enumerated() {
            let values = word.map(\.value)
            for length in max(0, word.count - 2) ... min(Suggestions.longestCompared, word.count + 2) { usefulLength[length] = true }
            let hashes = DeletionHashes(values)
            var keys: Set<UInt64> = [hashes.whole]
            for first in values.indices {
                keys.insert(hashes.without(first))
                for second in values.indices where second > first { keys.insert(hashes.without(first, second)) }
            }
            for key in keys {
                wordsByKey.file(index, under: key)
                filter[Self.filterSlot(key) >> 6] |= 1 << (Self.filterSlot(key) & 63)
            }
        }
        var values: [UInt32] = []
        values.reserveCapacity(Suggestions.longestCompared)
        for (candidate, name) in candidates.enumerated() {
            guard Self.lowered(name, into: &values), usefulLength[values.count] else { continue }
            func look(_ key: UInt64) {
                let slot = Self.filterSlot(key)
                guard filter[slot >> 6] & (1 << (slot & 63)) != 0 else { return }
                wordsByKey.forEachWord(under: key) { word in
                    if met[word].count < most, met[word].last != candidate { met[word].append(candidate) }
                }
            }
            let hashes = DeletionHashes(values)
            look(hashes.whole)
            for skipped in values.indices where skipped == 0 || values[skipped] != values[skipped - 1] {
                look(hashes.without(skipped))
            }
        }
    }

    /// The candidates word `index` met, in the order of the list.
    func candidates(of index: Int) -> [Int] {
        met[index]
    }

    private static let filterWords = 1 << 14

    private static func filterSlot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key >> 17) & UInt64(filterWords * 64 - 1))
    }

    /// `name` lowercased into `values`, one scalar each; false when it is too long to compare.
    /// ASCII, nearly every name, is lowered byte by byte without making a string.
    private static func lowered(_ name: String, into values: inout [UInt32]) -> Bool {
        values.removeAll(keepingCapacity: true)
        var isASCII = true
        for byte in name.utf8 {
            guard byte < 0x80 else { isASCII = false; break }
            guard values.count < Suggestions.longestCompared else { return false }
            values.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
        }
        if isASCII { return true }
        guard let scalars = Suggestions.comparable(name) else { return false }
        values = scalars.map(\.value)
        return true
    }
}

/// The words' keys in one table of plain arrays, each key's words chained: a word of 64 letters
/// has two thousand deletions, and a table of arrays would allocate one for each.
private struct KeyedWords {
    private var slots = [Int32](repeating: -1, count: 1 << 12)
    private var keys: [UInt64] = []
    private var words: [Int32] = []
    private var next: [Int32] = []

    mutating func file(_ word: Int, under key: UInt64) {
        if keys.count * 2 >= slots.count { grow() }
        let slot = slot(key)
        keys.append(key)
        words.append(Int32(word))
        next.append(slots[slot])
        slots[slot] = Int32(keys.count - 1)
    }

    func forEachWord(under key: UInt64, _ body: (Int) -> Void) {
        var entry = slots[slot(key)]
        while entry >= 0 {
            if keys[Int(entry)] == key { body(Int(words[Int(entry)])) }
            entry = next[Int(entry)]
        }
    }

    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: key & UInt64(slots.count - 1))
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for entry in keys.indices {
            let slot = slot(keys[entry])
            next[entry] = slots[slot]
            slots[slot] = Int32(entry)
        }
    }
}

/// Hashes of a name with none, one or two of its letters left out, each in constant time once the
/// name is read: the hash of a sequence is its value as a polynomial, so a sequence with letters
/// left out is its pieces' hashes joined by powers. A name of 64 letters has 64 one-letter
/// deletions and two thousand two-letter ones; hashing each afresh would read the name again.
/// A collision only costs a comparison: every candidate met is measured before it is suggested.
private struct DeletionHashes {
    private static let base: UInt64 = 0x100_0000_01B3
    /// `prefixes[i]` is the hash of the first `i` values.
    private var prefixes: [UInt64]
    private var powers: [UInt64]
    private let count: Int

    init(_ values: [UInt32]) {
        count = values.count
        prefixes = [0]
        powers = [1]
        prefixes.reserveCapacity(count + 1)
        powers.reserveCapacity(count + 1)
        for value in values {
            prefixes.append(prefixes[prefixes.count - 1] &* Self.base &+ UInt64(value) &+ 1)
            powers.append(powers[powers.count - 1] &* Self.base)
        }
    }

    var whole: UInt64 { Self.mixed(prefixes[count]) }

    func without(_ position: Int) -> UInt64 {
        Self.mixed(piece(0, position) &* powers[count - position - 1] &+ piece(position + 1, count))
    }

    func without(_ first: Int, _ second: Int) -> UInt64 {
        let front = piece(0, first) &* powers[second - first - 1] &+ piece(first + 1, second)
        return Self.mixed(front &* powers[count - second - 1] &+ piece(second + 1, count))
    }

    /// The hash of the values from `start` up to `end`.
    private func piece(_ start: Int, _ end: Int) -> UInt64 {
        prefixes[end] &- prefixes[start] &* powers[end - start]
    }

    /// Spreads the bits, so that the low ones pick slots and the filter's bits evenly.
    private static func mixed(_ hash: UInt64) -> UInt64 {
        var mixed = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
