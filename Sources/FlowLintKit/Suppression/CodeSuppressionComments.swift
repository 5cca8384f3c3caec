import PositionedYAML

/// Where a source code file's `flowlint-` comments are, as a code frontend found them in its
/// parse (a `//` inside a string literal is no comment, which only the parse knows), for the
/// same suppression directives flow files write with `#`.
public struct CodeComments: Sendable {
    /// The offset, in Unicode scalars, of each line comment's `//` whose text mentions `flowlint-`.
    public var markers: [Int]
    /// The offsets of the code's tokens, in order: the lines that hold code, which a
    /// `flowlint-disable-next-line` looks for.
    public var tokenStarts: [Int]

    public init(markers: [Int], tokenStarts: [Int]) {
        self.markers = markers
        self.tokenStarts = tokenStarts
    }
}

extension SuppressionComments {
    /// The directives of a code file, from where its frontend found them. `source`'s text must be
    /// in memory, as for a flow file.
    init(code source: SourceFile, file: SourceFileID, comments code: CodeComments) {
        let lineTable = source.lineTable
        let place = WordPlace(file: file, lines: lineTable)
        guard var lines = source.sparseLines(mentioning: Array("flowlint-".utf8)) else { return }
        var codeLines: [Int] = []
        for start in code.tokenStarts {
            let line = lineTable.position(of: start).line
            if codeLines.last != line { codeLines.append(line) }
        }
        for marker in code.markers {
            let position = lineTable.position(of: marker)
            guard let text = lines.line(position.line).map({ Array($0.unicodeScalars) }) else { continue }
            let hash = position.column - 1
            guard hash + 2 <= text.count else { continue }
            let standsAlone = text[..<hash].allSatisfy { $0 == " " || $0 == "\t" }
            parse(comment: Array(text[(hash + 2)...]), startColumn: hash + 3, line: position.line, standsAlone: standsAlone, place: place)
            guard comments.last?.line == position.line else { continue }
            comments[comments.count - 1].removal = place.removal(ofCommentAt: hash, in: text, line: position.line, standsAlone: standsAlone)
            // The first line after it that holds code.
            let next = codeLines.partitionIndex { $0 > position.line }
            comments[comments.count - 1].nextContentLine = next < codeLines.count ? codeLines[next] : position.line + 1
        }
    }
}
