/// Keeps the "Enforced by:" line under each guideline of `rules/GUIDELINES.md` in step with the
/// `guidelines` each rule's page names, so that a new rule does not also edit the guidelines.
enum GuidelineIndex {
    static let prefix = "Enforced by: "

    /// `document` with each guideline's "Enforced by:" line rewritten from `pages`.
    ///
    /// The rules already listed keep their order, which was chosen by hand and is not the
    /// catalogue's (G7 names confirm-before-discard first); rules newly enforcing a guideline
    /// follow, by id. A guideline no rule enforces keeps its "not checkable" explanation.
    static func update(_ document: String, from pages: [RulePage]) throws -> String {
        var enforcing: [String: [String]] = [:]
        for page in pages {
            for guideline in page.guidelines { enforcing[guideline, default: []].append(page.id) }
        }
        var sections: Set<String> = []
        var section: String?
        var output: [String] = []
        // A guideline that rules enforce but that has no "Enforced by:" line yet gets one at the end
        // of its section, before the blank lines that lead to the next heading.
        func closeSection() {
            guard let guideline = section, let rules = enforcing[guideline] else { return }
            var end = output.count
            while end > 0, output[end - 1].isEmpty { end -= 1 }
            output.insert(contentsOf: ["", enforcedByLine(replacing: prefix, rules: rules)], at: end)
        }
        for line in document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                closeSection()
                // `## G7 Confirm before ...`: the guideline's number is the heading's first word.
                section = line.dropFirst(3).split(separator: " ").first.map(String.init)
                if let section { sections.insert(section) }
                output.append(line)
            } else if line.hasPrefix(prefix), let guideline = section {
                output.append(enforcedByLine(replacing: line, rules: enforcing[guideline] ?? []))
                section = nil
            } else {
                output.append(line)
            }
        }
        closeSection()
        for (guideline, ids) in enforcing.sorted(by: { $0.key < $1.key }) where !sections.contains(guideline) {
            throw GenerationError("rules/\(ids.sorted()[0]).md names guideline \(guideline), which rules/GUIDELINES.md has no section for")
        }
        return output.joined(separator: "\n")
    }

    private static func enforcedByLine(replacing line: String, rules: [String]) -> String {
        let listed = line.dropFirst(prefix.count).dropLast(line.hasSuffix(".") ? 1 : 0)
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let kept = listed.filter(rules.contains)
        let ids = kept + rules.filter { !kept.contains($0) }.sorted()
        if ids.isEmpty {
            // A guideline's explanation of why no rule can check it is prose, kept as written.
            return line.hasPrefix(prefix + "not checkable") ? line : prefix + "no rule yet."
        }
        return prefix + ids.joined(separator: ", ") + "."
    }
}
