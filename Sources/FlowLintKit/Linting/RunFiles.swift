/// The files one run reads, each known by the `SourceFileID` its ranges carry (its index here),
/// and the one place where a range becomes the path, line and column a reader sees.
struct RunFiles {
    /// The input first, then any file it brought in (an overlay's storyboards).
    let sources: [SourceFile]
    /// The configuration file app defaults come from, for ranges in `SourceFileID.configuration`.
    let configuration: ConfiguredDefaults
    /// Each source's lines, asked of it once: most files have no findings, and a large one's are
    /// read back from disk.
    private var lineTables: [LineTable?]
    /// The anchored nodes an alias uses, in which no fix edits (`AliasedAnchors`).
    var aliasedAnchors = AliasedAnchors(ranges: [])

    init(sources: [SourceFile], configuration: ConfiguredDefaults) {
        self.sources = sources
        self.configuration = configuration
        lineTables = Array(repeating: nil, count: sources.count)
    }

    func path(of file: SourceFileID) -> String {
        if file == .configuration { return configuration.file }
        return sources[index(of: file)].path
    }

    mutating func lineColumnRange(of range: SourceRange) -> LineColumnRange {
        if range.file == .configuration {
            return configuration.lines.lineColumnRange(of: range)
        }
        let index = index(of: range.file)
        if lineTables[index] == nil { lineTables[index] = sources[index].lineTable }
        return lineTables[index]!.lineColumnRange(of: range)
    }

    /// The source a finding at `range` is listed under: its own file, or the input for a range
    /// in the configuration.
    func reportIndex(of range: SourceRange) -> Int {
        range.file == .configuration ? 0 : index(of: range.file)
    }

    mutating func diagnostic(for finding: Finding) -> Diagnostic {
        let range = lineColumnRange(of: finding.range)
        var notes: [Diagnostic.Note] = []
        notes.reserveCapacity(finding.notes.count)
        for note in finding.notes {
            notes.append(Diagnostic.Note(note.message, file: path(of: note.range.file), range: lineColumnRange(of: note.range)))
        }
        return Diagnostic(
            ruleID: finding.ruleID, severity: finding.severity, message: finding.message, file: path(of: finding.range.file),
            range: range, notes: notes, subject: finding.subject, notesArePath: finding.notesArePath,
            fix: finding.fix.flatMap { shown($0, in: finding.range.file) }, suggestions: finding.suggestions.compactMap { shown($0, in: finding.range.file) }
        )
    }

    /// A fix or suggestion as a reader sees it, or nil where it may not be offered: each of its
    /// edits must lie in the finding's own file, the one it changes, change no text an alias
    /// repeats elsewhere, and have the layout its new lines expect.
    private mutating func shown(_ fix: Finding.Fix, in file: SourceFileID) -> Diagnostic.Fix? {
        guard fix.edits.allSatisfy({ $0.range.file == file && !aliasedAnchors.touch($0.range) }) else { return nil }
        var edits: [(order: Int, edit: Diagnostic.Edit)] = []
        for (order, edit) in fix.edits.enumerated() {
            guard let shown = self.edit(edit) else { return nil }
            edits.append((order, shown))
        }
        // In the order they stand in the file (SARIF lists replacements so), as written where two start alike.
        edits.sort { ($0.edit.range.start.line, $0.edit.range.start.column, $0.order) < ($1.edit.range.start.line, $1.edit.range.start.column, $1.order) }
        return Diagnostic.Fix(fix.title, edits: edits.map(\.edit))
    }

    /// An edit in lines and columns, with any new block lines laid out as the text around them
    /// (`BlockLines`); nil when they cannot be.
    private mutating func edit(_ edit: Finding.Edit) -> Diagnostic.Edit? {
        guard let blockLines = edit.blockLines else { return Diagnostic.Edit(lineColumnRange(of: edit.range), edit.replacement) }
        guard edit.range.file != .configuration else { return nil }
        let index = index(of: edit.range.file)
        if lineTables[index] == nil { lineTables[index] = sources[index].lineTable }
        return blockLines.edit(at: edit.range, lines: lineTables[index]!, in: sources[index])
    }

    /// The lines new block lines are laid out from (`BlockLines`: where the edit starts and
    /// ends, and the line before, whose break a last line without one takes), read back in one
    /// pass from a file whose text is set aside, rather than one pass for each.
    private mutating func readBackLinesOfBlockLines(in findings: [Finding]) {
        var wanted: [Int: Set<Int>] = [:]
        for finding in findings {
            for edit in ((finding.fix.map { [$0] } ?? []) + finding.suggestions).flatMap(\.edits) where edit.blockLines != nil && edit.range.file != .configuration {
                let index = index(of: edit.range.file)
                guard sources[index].isTextSetAside else { continue }
                let range = lineColumnRange(of: SourceRange(file: edit.range.file, start: edit.range.start, end: max(edit.range.end - 1, edit.range.start)))
                wanted[index, default: []].formUnion([range.start.line, range.end.line, range.end.line - 1])
            }
        }
        for (index, lines) in wanted { LargeFiles.beforeQuoting(lines: lines, of: sources[index]) }
    }

    /// Each finding in the report of the file it lies in, as a reader sees it, in report order;
    /// one report per source. A finding said twice in the same words at the same place is listed
    /// once: content a YAML alias repeats is the anchor's, and a rule finds it at each use.
    mutating func reports(of findings: [Finding]) -> [FileReport] {
        readBackLinesOfBlockLines(in: findings)
        var bySource = [[Diagnostic]](repeating: [], count: sources.count)
        for finding in findings {
            bySource[reportIndex(of: finding.range)].append(diagnostic(for: finding))
        }
        return zip(sources, bySource).map { source, diagnostics in
            var listed: [Diagnostic] = []
            listed.reserveCapacity(diagnostics.count)
            for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
                if let last = listed.last, last.range == diagnostic.range, last.ruleID == diagnostic.ruleID, last.message == diagnostic.message { continue }
                listed.append(diagnostic)
            }
            return FileReport(source: source, diagnostics: listed)
        }
    }

    /// A range from a frontend that knows only one file is always in `sources`; an id past
    /// them would be a frontend's mistake, placed in the input rather than trapping.
    private func index(of file: SourceFileID) -> Int {
        let index = Int(file.rawValue)
        assert(index < sources.count, "\(file) is not among the run's \(sources.count) files")
        return index < sources.count ? index : 0
    }
}
