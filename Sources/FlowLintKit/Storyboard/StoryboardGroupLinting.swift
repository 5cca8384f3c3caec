extension ParallelLinting {
    /// Like `lint(_:with:)`, but storyboards are linted as apps: each overlay flow file with the
    /// storyboards it names (its report followed by theirs, replacing their own), and the remaining
    /// storyboards together, with the first one's linter (its configuration), so references resolve.
    static func lintKeepingStoryboardsTogether(_ sources: [SourceFile], with linters: [Linter]) -> [FileReport] {
        var groups: [Int: [FileReport]] = [:]
        var claimed: Set<String> = []
        // Flow files that mention `storyboards` are linted here, one at a time, to learn whether they
        // overlay any; the report of one that does not is kept as it is, not made again below. So
        // are large flows left on disk, which are not looked through beforehand, and each keep
        // both cores busy on their own.
        for index in sources.indices where !Linter.isStoryboard(sources[index].path)
            && (sources[index].isLookedThroughWhileParsed || sources[index].mentions.storyboards) {
            let (reports, isOverlay) = linters[index].lintFile(sources[index])
            guard isOverlay else {
                groups[index] = reports
                continue
            }
            // A storyboard belongs to the first overlay that names it.
            let fresh = reports.dropFirst().filter { claimed.insert(FilePaths.absolute($0.path)).inserted }
            groups[index] = [reports[0]] + fresh
        }
        let storyboards = sources.indices.filter { Linter.isStoryboard(sources[$0].path) && !claimed.contains(FilePaths.absolute(sources[$0].path)) }
        if let first = storyboards.first {
            for (index, report) in zip(storyboards, linters[first].lintStoryboards(storyboards.map { sources[$0] })) {
                groups[index] = [report]
            }
        }
        let others = sources.indices.filter { groups[$0] == nil && !(Linter.isStoryboard(sources[$0].path)) }
        for (index, report) in zip(others, lint(others.map { sources[$0] }, with: others.map { linters[$0] })) {
            groups[index] = [report]
        }
        // Storyboards an overlay claimed appear once, after the overlay.
        return sources.indices.flatMap { groups[$0] ?? [] }
    }
}
