/// A quoted or block scalar whose text holds a `#`. On its lines, a `#` within `range` is text,
/// not the start of a comment.
///
/// libyaml drops comments, so a tool that reads them from the lines (as flowlint reads its
/// suppression comments) needs these to tell the two apart, without keeping the document. Other
/// scalars cannot mislead it: a plain scalar neither starts with `#` nor holds one after a space,
/// and no quoting or folding turns a `#` of the source into something else, so a scalar whose
/// text has none had none in the file either.
public struct HashHoldingScalar: Sendable, Equatable {
    public var range: SourceRange
    /// A literal or folded scalar, whose text starts on the line after its `|` or `>`: that line
    /// may still end in a real comment.
    public var isBlock: Bool
}
