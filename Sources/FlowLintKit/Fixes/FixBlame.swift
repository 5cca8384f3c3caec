import PositionedYAML

/// Which fixes to leave out when a set of them, made together, adds findings: the fixes with an
/// edit nearest each added finding. A fix that brings a finding to light does so where it
/// edits (a renamed target makes its segue's other facts count), so the nearest edit is nearly
/// always the one to blame; a wrong guess costs one more lint, never a wrong fix, since the
/// rest are linted again before they are kept.
enum FixBlame {
    /// The indexes into `fixes` to leave out for `added`, findings of the text with every one of
    /// `fixes` made. Findings are placed in that text, edits in the text before it, so each
    /// edit's line is moved by the lines the edits before it add or take away.
    static func culprits(of added: [Diagnostic], among fixes: [Diagnostic]) -> Set<Int> {
        var edits: [(line: Int, fix: Int, linesAdded: Int)] = []
        for (index, fix) in fixes.enumerated() {
            for edit in fix.fix?.edits ?? [] {
                let breaks = edit.replacement.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                edits.append((edit.range.start.line, index, breaks - (edit.range.end.line - edit.range.start.line)))
            }
        }
        edits.sort { $0.line < $1.line }
        var shift = 0
        let lines = edits.map { edit -> Int in
            defer { shift += edit.linesAdded }
            return edit.line + shift
        }
        var culprits = Set<Int>()
        for finding in added {
            let line = finding.range.start.line
            let after = binarySearchFirst(in: lines, atLeast: line)
            let distances = [after - 1, after].filter(lines.indices.contains).map { abs(lines[$0] - line) }
            guard let nearest = distances.min() else { continue }
            // Every edit at that distance, on either side: a tie is not a guess worth making.
            var index = after - 1
            while index >= 0, line - lines[index] <= nearest { culprits.insert(edits[index].fix); index -= 1 }
            index = after
            while index < lines.count, lines[index] - line <= nearest { culprits.insert(edits[index].fix); index += 1 }
        }
        return culprits
    }

    private static func binarySearchFirst(in sorted: [Int], atLeast value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
