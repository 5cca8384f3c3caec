/// "Did you mean" for misspelt keys, values and screen names.
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a likely typo, or else one
    /// that `word` shortens or extends at either end (`warn` for `warning`, `presentation` for
    /// `presentationStyle`, `sheet` for `pageSheet`).
    public static func closest(to word: String, in candidates: some Collection<String>) -> String? {
        // A word longer than a message quotes is no typo, and comparing a megabyte name, aliased
        // as the target of hundreds of segues, with every screen's name would take seconds.
        guard word.utf8.count <= UserText.limit * 4 else { return nil }
        let lowered = Array(word.lowercased().unicodeScalars)
        let allowance = max(2, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: allowance)
            if distance <= allowance, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        guard lowered.count >= 3 else { return nil }
        let text = word.lowercased()
        return candidates.first { candidate in
            let candidate = candidate.lowercased()
            return candidate.hasPrefix(text) || text.hasPrefix(candidate) || candidate.hasSuffix(text)
        }
    }

    /// A trailing clause for a message: `; did you mean "pageSheet"?`, or an empty string.
    static func clause(for word: String, in candidates: some Collection<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean \(UserText.quoted($0))?" } ?? ""
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
