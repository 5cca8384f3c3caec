#if SwiftSources
import FlowLintKit
import PositionedYAML
import SwiftSyntax

/// flowlint's range, not swift-syntax's type of the same name, everywhere in this module.
typealias SourceRange = PositionedYAML.SourceRange

/// Positions in one Swift file as flowlint reports them: 1-based lines, shifted into the file's
/// band (see `CodeFrontend`), and 1-based columns counted in Unicode scalars. swift-syntax counts
/// columns in UTF-8 bytes, so a column after a non-ASCII character is recounted from the bytes.
struct SwiftPositions {
    let converter: SourceLocationConverter
    let bytes: [UInt8]
    let lineOffset: Int

    func position(_ absolute: AbsolutePosition) -> SourcePosition {
        let location = converter.location(for: absolute)
        let end = min(max(location.offset, 0), bytes.count)
        let lineStart = max(end - (location.column - 1), 0)
        // A scalar starts at every byte that is not a UTF-8 continuation byte.
        let scalars = bytes[lineStart ..< end].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourcePosition(line: location.line + lineOffset, column: scalars + 1)
    }

    /// From the node's first token to its last, without the trivia around them.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        SourceRange(start: position(node.positionAfterSkippingLeadingTrivia), end: position(node.endPositionBeforeTrailingTrivia))
    }

    func located<Value>(_ value: Value, at node: some SyntaxProtocol) -> Located<Value> {
        Located(value, at: range(of: node))
    }
}
#endif
