/// Something wrong with a YAML stream, found by libyaml or by the composer.
///
/// The YAML layer knows nothing of flowlint's rules; the linter maps `kind` to a rule id.
public struct YAMLProblem: Error, Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// libyaml rejected the stream (reader, scanner or parser error).
        case syntax
        /// A mapping repeats a key.
        case duplicateKey
        /// The stream holds more than one document.
        case extraDocument
        /// An alias names an anchor that was never defined, or one still being defined.
        case badAlias
        /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
        case badMerge
        /// A configured limit was reached; composition stopped there.
        case limit(YAMLLimits.Kind)
    }

    /// A secondary place that explains the problem, such as the first occurrence of a duplicated key.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    public var notes: [Note]

    public init(kind: Kind, message: String, range: SourceRange, notes: [Note] = []) {
        self.kind = kind
        self.message = message
        self.range = range
        self.notes = notes
    }
}
