#if SwiftSources
import FlowLintKit
import PositionedYAML
import SwiftSyntax

/// flowlint's range, not swift-syntax's type of the same name, everywhere in this module.
typealias SourceRange = PositionedYAML.SourceRange

/// Ranges in one Swift file as flowlint keeps them: counts of Unicode scalars, in the file the
/// frontend numbered it. swift-syntax counts UTF-8 bytes, so its offsets are recounted from the
/// bytes, walking on from the offset recounted last (the syntax tree is visited in file order).
final class SwiftPositions {
    let file: SourceFileID
    private var scalars: ScalarCursor

    init(file: SourceFileID, bytes: [UInt8]) {
        self.file = file
        scalars = ScalarCursor(bytes)
    }

    /// From the node's first token to its last, without the trivia around them.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        let start = scalars.scalars(before: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return SourceRange(file: file, start: start, end: scalars.scalars(before: node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// The offset in scalars of a UTF-8 offset; asked in increasing order, as the rest.
    func scalarOffset(ofUTF8 offset: Int) -> Int {
        scalars.scalars(before: offset)
    }

    func located<Value>(_ value: Value, at node: some SyntaxProtocol) -> Located<Value> {
        Located(value, at: range(of: node))
    }
}
#endif
