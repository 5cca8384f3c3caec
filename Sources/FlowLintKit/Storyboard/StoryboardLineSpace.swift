/// Gives each of several storyboards its own band of lines, so one `Flow` can hold positions in
/// all of them: a range's band says which file it lies in.
///
/// Rules report every finding in the flow's one file; storyboards checked together are one app,
/// and its findings must land on the storyboard each element comes from. Banding keeps the rules
/// unchanged, and `split` moves each finding back to its own file and line.
struct StoryboardLineSpace {
    let paths: [String]
    /// Lines per band: more than the longest file has.
    let band: Int

    /// Nil when the files would not fit in the 32-bit line numbers positions store.
    init?(paths: [String], lineCounts: [Int]) {
        self.paths = paths
        band = (lineCounts.max() ?? 0) + 1
        guard paths.count * band < Int(Int32.max) else { return nil }
    }

    /// A band for each of `sources`, in order.
    init?(sources: [SourceFile]) {
        self.init(paths: sources.map(\.path), lineCounts: sources.map { $0.bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } })
    }

    func offset(of file: Int) -> Int { file * band }

    /// The finding moved to the file its range lies in; notes likewise, unless they name another file.
    func split(_ diagnostic: Diagnostic, flowFile: String) -> (file: Int, diagnostic: Diagnostic) {
        var moved = diagnostic
        let file = fileIndex(of: diagnostic.range)
        moved.file = paths[file]
        moved.range = unbanded(diagnostic.range)
        moved.notes = diagnostic.notes.map { note in
            guard note.file == flowFile else { return note }
            return Diagnostic.Note(note.message, file: paths[fileIndex(of: note.range)], range: unbanded(note.range))
        }
        return (file, moved)
    }

    private func fileIndex(of range: SourceRange) -> Int {
        min(max((range.start.line - 1) / band, 0), paths.count - 1)
    }

    private func unbanded(_ range: SourceRange) -> SourceRange {
        let shift = fileIndex(of: range) * band
        return SourceRange(start: SourcePosition(line: range.start.line - shift, column: range.start.column),
                           end: SourcePosition(line: range.end.line - shift, column: range.end.column))
    }
}
