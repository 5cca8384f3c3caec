import PositionedYAML

/// Which fixes to leave out when a set of them, made together, adds findings: the fixes with an
/// edit on the line nearest each added finding. A fix that brings a finding to light does so
/// where it edits (a renamed target makes its segue's other facts count), so the nearest edit is
/// nearly always the one to blame; a wrong guess costs one more lint, never a wrong fix, since
/// the rest are linted again before they are kept.
enum FixBlame {
    /// The indexes into `fixes` to leave out for `added`, findings of the text with every one of
    /// `fixes` made. Findings are placed in that text, edits in the text before it, so each
    /// edit's line is moved by the lines the edits before it add or take away. The fixes of one
    /// line are blamed together, once however many findings are nearest it (a flow written on a
    /// single line has all its edits and findings there).
    static func culprits(of added: [Diagnostic], among fixes: [Diagnostic]) -> Set<Int> {
        var edits: [(line: Int, fix: Int, linesAdded: Int)] = []
        for (index, fix) in fixes.enumerated() {
            for edit in fix.fix?.edits ?? [] {
                let breaks = edit.replacement.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                edits.append((edit.range.start.line, index, breaks - (edit.range.end.line - edit.range.start.line)))
            }
        }
        edits.sort { $0.line < $1.line }
        // The lines edits land on in the fixed text, each with the fixes editing it.
        var lines: [Int] = [], fixesOnLine: [[Int]] = []
        var shift = 0
        for edit in edits {
            let line = edit.line + shift
            shift += edit.linesAdded
            if lines.last == line { fixesOnLine[fixesOnLine.count - 1].append(edit.fix) } else {
                lines.append(line)
                fixesOnLine.append([edit.fix])
            }
        }
        var culprits = Set<Int>()
        var blamedLines = Set<Int>()
        for finding in added {
            let line = finding.range.start.line
            let after = lines.partitionIndex { $0 >= line }
            let near = [after - 1, after].filter(lines.indices.contains)
            guard let nearest = near.map({ abs(lines[$0] - line) }).min() else { continue }
            // Both neighbours when they are as near: a tie is not a guess worth making.
            for index in near where abs(lines[index] - line) == nearest && blamedLines.insert(index).inserted {
                culprits.formUnion(fixesOnLine[index])
            }
        }
        return culprits
    }
}
