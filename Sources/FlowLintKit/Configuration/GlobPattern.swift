/// A path pattern for `include:` and `exclude:`, matched against `/`-separated relative paths.
///
/// `*` matches any run of characters within one path component, `?` exactly one character
/// other than `/`, and a component that is exactly `**` matches zero or more whole components.
/// A pattern that ends in `/` or in `/**` also matches everything below it. There are no
/// character classes and no escapes: flow file paths have no need of them.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let components: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        var parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // `Pods/` means the directory and everything in it, as `Pods/**` does.
        if trimmed.hasSuffix("/"), !parts.isEmpty { parts.append("**") }
        components = parts
    }

    public var description: String { pattern }

    /// Whether `path`, relative and `/`-separated, matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        return Self.match(components.map { Array($0.unicodeScalars) }[...], parts[...])
    }

    /// Matches pattern components against path components, trying each split for `**`.
    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            let rest = pattern.dropFirst()
            // `**` consumes 0, 1, 2 … components.
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one component with `*` and `?`, iteratively with a single backtrack point per `*`.
    static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        var star: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t], pattern[p] != "*" {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
