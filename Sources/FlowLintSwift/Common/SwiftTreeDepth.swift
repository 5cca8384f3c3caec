#if SwiftSources
import SwiftSyntax

/// Syntax trees deeper than the frontend walks.
///
/// The parser bounds how deeply brackets and braces nest (`maximumNesting`), but not what nests
/// without them: a member chain (`Color.red.a.b.c…`), a run of prefix operators, an `else if`
/// ladder. Each link is one level of the tree, and the walks over it recurse, a level a frame:
/// sixteen thousand links written in a pull request overflow a thread's stack. The deepest file
/// of some fifty thousand in real apps is 143 levels deep (a long SwiftUI view: a modifier
/// takes two levels of its chain).
///
/// So after parsing, one walk that keeps its own stack measures the tree; a node at
/// `maximumDepth` that holds more is blanked, as brackets nested too deep are, and the file is
/// parsed again (`SwiftParseBounds`). What a chain keeps is its outer links, enough to be read as
/// the shallow expression it then is.
enum SwiftTreeDepth {
    static let maximumDepth = 500

    /// The byte ranges to blank: for each node at `maximumDepth` that holds more, its ancestor
    /// half as deep, in file order. Blanking half way leaves room for what the parse makes of the
    /// gap (a missing expression after `try`), so the second parse is shallow.
    static func tooDeep(_ tree: SourceFileSyntax) -> [Range<Int>] {
        var deep: [Range<Int>] = []
        // The children still to visit of each node on the way down from the root, and the
        // nodes on the way: `path[i]`'s children are `open[i + 1]`'s.
        var open: [SyntaxChildren.Iterator] = [Syntax(tree).children(viewMode: .sourceAccurate).makeIterator()]
        var path: [Syntax] = []
        let half = maximumDepth / 2
        while !open.isEmpty {
            guard let child = open[open.count - 1].next() else {
                open.removeLast()
                if !path.isEmpty { path.removeLast() }
                continue
            }
            guard !child.is(TokenSyntax.self) else { continue }
            if open.count >= maximumDepth {
                let cut = path[half - 1]
                deep.append(cut.positionAfterSkippingLeadingTrivia.utf8Offset ..< cut.endPositionBeforeTrailingTrivia.utf8Offset)
                // On after the blanked node, among its siblings.
                open.removeLast(open.count - half)
                path.removeLast(path.count - half + 1)
            } else {
                open.append(child.children(viewMode: .sourceAccurate).makeIterator())
                path.append(child)
            }
        }
        return deep
    }
}
#endif
