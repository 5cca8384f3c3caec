import PositionedYAML

/// The parts of a flow file that a YAML alias repeats elsewhere: an edit inside one would change
/// every place that uses it, not just the one a finding is about, so no fix edits there. This is
/// the one place that says so: a fix that touches one is dropped from its finding as the finding
/// is shown (`RunFiles`), so `check --fix`, SARIF's `fixes` and an editor's quick fixes and
/// "fix all" all leave it out alike.
struct AliasedAnchors {
    /// The anchored nodes an alias uses (`YAMLDocument.aliasedAnchorRanges`).
    let ranges: [SourceRange]

    /// Whether an edit of `range` touches an aliased anchor: shares text with it, or inserts
    /// inside it (an insertion at an anchor's first character counts, as it would be repeated).
    func touch(_ range: SourceRange) -> Bool {
        let edit = range.start ..< max(range.end, range.start + 1)
        return ranges.contains { $0.file == range.file && ($0.start ..< max($0.end, $0.start + 1)).overlaps(edit) }
    }
}
