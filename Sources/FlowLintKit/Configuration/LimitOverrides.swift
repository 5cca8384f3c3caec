/// Limits given on the command line (`--max-file-size`, `--max-nodes`, `--max-depth`), which win
/// over a configuration's `limits:` for every file of the run.
public struct LimitOverrides: Sendable, Equatable {
    public var maxFileSize: Int?
    public var maxNodes: Int?
    public var maxDepth: Int?

    public init(maxFileSize: Int? = nil, maxNodes: Int? = nil, maxDepth: Int? = nil) {
        self.maxFileSize = maxFileSize
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
    }

    public func applied(to limits: YAMLLimits) -> YAMLLimits {
        var limits = limits
        if let maxFileSize { limits.maxFileSize = maxFileSize }
        if let maxNodes { limits.maxNodes = maxNodes }
        if let maxDepth { limits.maxDepth = maxDepth }
        return limits
    }
}
