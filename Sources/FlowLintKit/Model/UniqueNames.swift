/// Names kept unique by a numbered suffix (`Name-2`, `Name-3`; public for the Swift frontend's alerts): the name itself when it is free,
/// else the first free numbered one. Each name's next number is remembered, so that a name
/// repeated many times (as a hostile file can) costs one step per repeat, not one per earlier copy.
public struct UniqueNames: Sendable {
    private(set) var taken: Set<String>
    private let separator: String
    private var nextSuffix: [String: Int] = [:]

    public init(taken: Set<String> = [], separator: String = "-") {
        self.taken = taken
        self.separator = separator
    }

    /// `name`, or `name` with the first free suffix; it is taken from then on.
    public mutating func claim(_ name: String) -> String {
        var candidate = name
        var suffix = nextSuffix[name] ?? 2
        while taken.contains(candidate) {
            candidate = "\(name)\(separator)\(suffix)"
            suffix += 1
        }
        if candidate != name { nextSuffix[name] = suffix }
        taken.insert(candidate)
        return candidate
    }

    public func contains(_ name: String) -> Bool { taken.contains(name) }
}
