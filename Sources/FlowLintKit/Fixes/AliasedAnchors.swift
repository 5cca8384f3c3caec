/// The parts of a flow file that a YAML alias repeats elsewhere: an edit inside one would change
/// every place that uses it, not just the one a finding is about, so no fix edits there.
struct AliasedAnchors {
    /// The anchored nodes used more than once, as scalar ranges of the text.
    private var ranges: [Range<Int>] = []
    private let lines: LineTable

    init(_ bytes: [UInt8], limits: YAMLLimits) {
        lines = LineTable(bytes)
        guard let root = YAMLParser(limits: limits).parse(bytes).document?.root else { return }
        // A node met a second time is reached through an alias; its range is the anchor's. Its
        // children are not walked again, so an alias of an alias costs nothing more.
        var seen: Set<Int> = []
        var pending = [root]
        while let node = pending.popLast() {
            guard seen.insert(node.indexInDocument).inserted else {
                ranges.append(node.range.start ..< max(node.range.end, node.range.start + 1))
                continue
            }
            switch node.kind {
            case .sequence: node.forEachItem { pending.append($0) }
            case .mapping: node.forEachEntry { key, value in pending += [key, value] }
            default: break
            }
        }
    }

    /// Whether an edit of these lines and columns touches an aliased anchor.
    func touch(_ range: LineColumnRange) -> Bool {
        guard !ranges.isEmpty, let startLine = lines.start(ofLine: range.start.line), let endLine = lines.start(ofLine: range.end.line) else {
            return false
        }
        let edit = (startLine + range.start.column - 1) ..< max(endLine + range.end.column - 1, startLine + range.start.column)
        return ranges.contains { $0.overlaps(edit) }
    }
}
