/// Bounds that keep hostile input from exhausting time, memory or the stack.
public struct YAMLLimits: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case fileSize = "max-file-size"
        case nodes = "max-nodes"
        case depth = "max-depth"

        /// The problem's message: what happened, then which limit it was and how to raise it.
        func message(_ detail: String) -> String {
            "\(detail) (the \(rawValue) limit; raise it with --\(rawValue))"
        }
    }

    /// Largest input accepted, in bytes.
    public var maxFileSize: Int
    /// Most nodes the document may hold once every alias is counted as a copy of its anchor.
    public var maxNodes: Int
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int

    public init(maxFileSize: Int = 64 << 20, maxNodes: Int = 10_000_000, maxDepth: Int = 256) {
        self.maxFileSize = maxFileSize
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
    }

    public static let `default` = YAMLLimits()

    /// The most the command line may raise each limit to. Past these a file's positions, counts
    /// or libyaml's own work would no longer fit the promise of bounded time and memory.
    public static let ceiling = YAMLLimits(maxFileSize: 1 << 30, maxNodes: 100_000_000, maxDepth: 10_000)

    public subscript(kind: Kind) -> Int {
        get {
            switch kind {
            case .fileSize: maxFileSize
            case .nodes: maxNodes
            case .depth: maxDepth
            }
        }
        set {
            switch kind {
            case .fileSize: maxFileSize = newValue
            case .nodes: maxNodes = newValue
            case .depth: maxDepth = newValue
            }
        }
    }
}
