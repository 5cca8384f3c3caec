/// A rule's documentation page, `rules/<id>.md`: YAML front matter, prose, and examples that
/// the test suite runs.
///
/// Examples are fenced blocks whose info string is `yaml triggers` or `yaml passes`, optionally
/// followed by option settings (`yaml triggers maxDepth=2`). In a triggering example each expected
/// finding is marked by a comment line whose `^` sits under the finding's first column on the line
/// above (`#   ^ rule-id`), or by `# expect: rule-id LINE:COLUMN` where a caret cannot reach.
/// `xml` examples are storyboards, marked with `<!-- expect: rule-id LINE:COLUMN -->`; `swift`
/// examples are Swift sources, run only where the Swift frontend is built, marked with `//`
/// comments (`//  ^ rule-id`, `// expect: rule-id LINE:COLUMN`). A `yaml` example with the option
/// `code=Name` is a flow file read beside the `swift` example of the same option, and is run
/// only where that one is.
public struct RuleDocument: Sendable {
    public struct Example: Sendable {
        public enum Kind: String, Sendable { case triggers, passes }
        public var kind: Kind
        /// The example's text: a flow file, a storyboard when `language` is `xml`, Swift source
        /// when it is `swift`.
        public var yaml: String
        /// `yaml`, `xml` or `swift`, from the fence's info string.
        public var language = "yaml"
        public var options: [String: String]
        /// Where the examples says findings must be, as (rule id, position).
        public var expected: [(rule: String, position: SourcePosition)]
        /// The example's first line within the document, for failure messages.
        public var line: Int

        /// What is wrong with the example, given where `rule`'s findings in it start (`line:column`),
        /// or nil when it behaves as documented: a triggering example gives exactly the findings
        /// its markers place, a passing one none.
        public func problem(found: [SourcePosition], rule: String) -> String? {
            let found = found.map(\.description).sorted()
            let expected = self.expected.filter { $0.rule == rule }.map(\.position.description).sorted()
            switch kind {
            case .triggers:
                if expected.isEmpty { return "a triggering example marks no finding" }
                return found == expected ? nil : "found \(found), the markers say \(expected)"
            case .passes:
                return found.isEmpty ? nil : "a passing example gives \(found)"
            }
        }
    }

    public var frontMatter: String
    public var body: String
    public var examples: [Example]

    public init(markdown: String) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var bodyStart = 0
        var front: [String] = []
        if lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") {
            front = Array(lines[1 ..< close])
            bodyStart = close + 1
        }
        frontMatter = front.joined(separator: "\n")
        body = lines[bodyStart...].joined(separator: "\n")
        examples = Self.examples(in: lines)
    }

    private static func examples(in lines: [String]) -> [Example] {
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            // `xml` examples are storyboards, for the checks that only storyboards can trigger;
            // `swift` examples show what a rule finds in an app's Swift code.
            guard let language = ["yaml", "xml", "swift"].first(where: { line.hasPrefix("```\($0) ") }) else { continue }
            let words = line.dropFirst("```\(language) ".count).split(separator: " ").map(String.init)
            guard let kindWord = words.first, let kind = Example.Kind(rawValue: kindWord) else { continue }
            var options: [String: String] = [:]
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { options[parts[0]] = parts[1] }
            }
            let firstLine = index + 1
            var yamlLines: [String] = []
            while index < lines.count, lines[index] != "```" {
                yamlLines.append(lines[index])
                index += 1
            }
            index += 1
            var example = Example(kind: kind, yaml: yamlLines.joined(separator: "\n") + "\n", options: options,
                                  expected: markers(in: yamlLines, language: language), line: firstLine)
            example.language = language
            examples.append(example)
        }
        return examples
    }

    /// Reads `#  ^ rule-id` and `# expect: rule-id L:C` marker comments (`//` ones in Swift).
    static func markers(in lines: [String], language: String = "yaml") -> [(rule: String, position: SourcePosition)] {
        var found: [(rule: String, position: SourcePosition)] = []
        var lastContentLine = 0
        for (offset, written) in lines.enumerated() {
            var line = written
            // In Swift the marker is a line comment: `//` is read as ` #`, which keeps columns.
            if language == "swift", let slashes = line.firstRange(of: "//"), line[..<slashes.lowerBound].allSatisfy({ $0 == " " }) {
                line.replaceSubrange(slashes, with: " #")
            }
            let scalars = Array(line.unicodeScalars)
            var trimmed = line.drop { $0 == " " }
            // In an XML example the marker is a comment: `<!-- expect: rule-id L:C -->`.
            if trimmed.hasPrefix("<!-- expect:"), trimmed.hasSuffix("-->") {
                trimmed = "# expect:" + trimmed.dropFirst("<!-- expect:".count).dropLast("-->".count)
            }
            if trimmed.hasPrefix("# expect:") {
                let words = trimmed.dropFirst("# expect:".count).split(separator: " ")
                if words.count == 2 {
                    let coordinates = words[1].split(separator: ":").compactMap { Int($0) }
                    if coordinates.count == 2 {
                        found.append((String(words[0]), SourcePosition(line: coordinates[0], column: coordinates[1])))
                    }
                }
                continue
            }
            if trimmed.hasPrefix("#"), let caret = scalars.firstIndex(of: "^"),
               scalars[..<caret].allSatisfy({ $0 == " " || $0 == "#" }) {
                let rest = String(String.UnicodeScalarView(scalars[(caret + 1)...])).trimmingSpaces
                if !rest.isEmpty, lastContentLine > 0 {
                    found.append((rest, SourcePosition(line: lastContentLine, column: caret + 1)))
                }
                continue
            }
            lastContentLine = offset + 1
        }
        return found
    }
}

extension String {
    var trimmingSpaces: String {
        // Rules trim every button and screen title; most have no spaces to trim, so skip the copies.
        guard utf8.first == 0x20 || utf8.last == 0x20 else { return self }
        return String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// Whether the title, trimmed of spaces and lowercased, is `word` (given in lowercase).
    /// Rules ask this of every button; ASCII titles, nearly all of them, are compared byte by
    /// byte without making the trimmed and lowercased copies.
    func isTitle(_ word: String) -> Bool {
        let answer = withUTF8Bytes { bytes -> Bool? in
            var start = 0, end = bytes.count
            while start < end, bytes[start] == 0x20 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 { end -= 1 }
            guard end - start == word.utf8.count else {
                // Lowercasing non-ASCII text can change its length, so only ASCII may be ruled out here.
                return bytes.allSatisfy { $0 < 0x80 } ? false : nil
            }
            var matches = true
            for (offset, wordByte) in word.utf8.enumerated() {
                let byte = bytes[start + offset]
                if byte >= 0x80 { return nil }
                let isUppercase = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                if (isUppercase ? byte | 0x20 : byte) != wordByte { matches = false }
            }
            return matches
        }
        return answer ?? (trimmingSpaces.lowercased() == word)
    }
}
