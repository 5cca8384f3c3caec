extension ParallelLinting {
    /// Like `lint(_:with:)`, but storyboards are linted as apps: each overlay flow file with the
    /// storyboards it names (its report followed by theirs, replacing their own), and the remaining
    /// storyboards together, with the first one's linter (its configuration), so references resolve.
    /// Code read by `frontend`, `code` of `sources`, is one app with those remaining storyboards,
    /// and its reports come last; the flow files are compared with what it says
    /// (`CodeCounterpart`), so where there is code it is read first.
    static func lintKeepingStoryboardsTogether(_ sources: [SourceFile], with linters: [Linter],
                                               code: [Int] = [], readBy frontend: (any CodeFrontend)? = nil) -> [FileReport] {
        lintComparingWithCode(sources, with: linters, code: code, readBy: frontend).reports
    }

    /// As `lintKeepingStoryboardsTogether`, with what the code says, which the flow files were
    /// compared with (`CodeCounterpart`); `check --fix` checks its fixes against it too.
    static func lintComparingWithCode(_ sources: [SourceFile], with linters: [Linter],
                                      code: [Int] = [], readBy frontend: (any CodeFrontend)? = nil) -> (reports: [FileReport], code: CodeCounterpart?) {
        let code = frontend == nil ? [] : code
        let isCode = Set(code)
        var groups: [Int: [FileReport]] = [:]
        let flowFiles = sources.indices.filter { !sources[$0].isStoryboard && !isCode.contains($0) }
        var codeReports: [FileReport] = []
        var counterpart: CodeCounterpart?
        func lintApp(storyboards: [Int]) {
            guard let first = storyboards.first ?? code.first else { return }
            let reports: [FileReport]
            if let frontend {
                (reports, counterpart) = linters[first].lintApp(storyboards: storyboards.map { sources[$0] }, code: code.map { sources[$0] }, readBy: frontend)
            } else {
                reports = linters[first].lintStoryboards(storyboards.map { sources[$0] })
            }
            for (index, report) in zip(storyboards, reports) { groups[index] = [report] }
            codeReports = Array(reports.dropFirst(storyboards.count))
        }
        let storyboardFiles = sources.indices.filter { sources[$0].isStoryboard }
        // With no storyboard, the code is the whole app: read first, its flow files are compared with it as they are linted.
        if storyboardFiles.isEmpty { lintApp(storyboards: []) }
        let linted = lintFiles(flowFiles.map { sources[$0] }, with: flowFiles.map { linters[$0] }, comparingWith: counterpart)
        // A storyboard belongs to the first overlay that names it.
        var claimed: Set<String> = []
        var plainFlowFiles: [Int] = []
        for (index, reports) in zip(flowFiles, linted) {
            groups[index] = [reports[0]] + reports.dropFirst().filter { claimed.insert(FilePaths.absolute($0.path)).inserted }
            if reports.count == 1 { plainFlowFiles.append(index) }
        }
        if !storyboardFiles.isEmpty {
            // The app is read with the storyboards no overlay claimed, which linting the flow
            // files told; those that are no overlay are then linted again, compared with it.
            lintApp(storyboards: storyboardFiles.filter { !claimed.contains(FilePaths.absolute(sources[$0].path)) })
            if let counterpart, !code.isEmpty {
                let compared = lintFiles(plainFlowFiles.map { sources[$0] }, with: plainFlowFiles.map { linters[$0] }, comparingWith: counterpart)
                for (index, reports) in zip(plainFlowFiles, compared) { groups[index] = [reports[0]] }
            }
        }
        // Storyboards an overlay claimed appear once, after the overlay.
        return (sources.indices.flatMap { groups[$0] ?? [] } + codeReports, code.isEmpty ? nil : counterpart)
    }
}
