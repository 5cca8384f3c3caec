extension ParallelLinting {
    /// Like `lint(_:with:)`, but storyboards are linted as apps: each overlay flow file with the
    /// storyboards it names (its report followed by theirs, replacing their own), and the remaining
    /// storyboards together, with the first one's linter (its configuration), so references resolve.
    /// Code read by `frontend`, `code` of `sources`, is one app with those remaining storyboards,
    /// and its reports come last.
    static func lintKeepingStoryboardsTogether(_ sources: [SourceFile], with linters: [Linter],
                                               code: [Int] = [], readBy frontend: (any CodeFrontend)? = nil) -> [FileReport] {
        let code = frontend == nil ? [] : code
        let isCode = Set(code)
        var groups: [Int: [FileReport]] = [:]
        let flowFiles = sources.indices.filter { !sources[$0].isStoryboard && !isCode.contains($0) }
        let linted = lintFiles(flowFiles.map { sources[$0] }, with: flowFiles.map { linters[$0] })
        // A storyboard belongs to the first overlay that names it.
        var claimed: Set<String> = []
        for (index, reports) in zip(flowFiles, linted) {
            groups[index] = [reports[0]] + reports.dropFirst().filter { claimed.insert(FilePaths.absolute($0.path)).inserted }
        }
        let storyboards = sources.indices.filter { sources[$0].isStoryboard && !claimed.contains(FilePaths.absolute(sources[$0].path)) }
        var codeReports: [FileReport] = []
        if let first = storyboards.first ?? code.first {
            let reports = if let frontend {
                linters[first].lintStoryboards(storyboards.map { sources[$0] }, withCode: code.map { sources[$0] }, readBy: frontend)
            } else {
                linters[first].lintStoryboards(storyboards.map { sources[$0] })
            }
            for (index, report) in zip(storyboards, reports) { groups[index] = [report] }
            codeReports = Array(reports.dropFirst(storyboards.count))
        }
        // Storyboards an overlay claimed appear once, after the overlay.
        return sources.indices.flatMap { groups[$0] ?? [] } + codeReports
    }
}
