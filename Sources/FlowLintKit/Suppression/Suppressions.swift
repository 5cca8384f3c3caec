/// Applies a file's `# flowlint-…` comments to its findings.
///
/// - `# flowlint-disable-next-line ID [ID…] -- reason`: the next line with YAML content.
/// - `# flowlint-disable-line ID…` (after content): its own line.
/// - `# flowlint-disable ID…` … `# flowlint-enable ID…`: the lines between, or to the end of the
///   file. `flowlint-enable` with no ids ends every open region; with ids, only those ids' regions.
/// - `# flowlint-disable-file [ID…]`: the whole file.
///
/// No ids means every rule. A finding is matched by the line it starts on. Format checks
/// (`yaml-syntax`, `unknown-key`, …) and the suppression checks themselves cannot be suppressed:
/// they say the file cannot be read as written, which a comment does not change.
struct Suppressions {
    /// One thing a comment suppresses: one rule id (or all rules) over some lines.
    private struct Region {
        var id: String?
        var lines: ClosedRange<Int>
        /// Where to point when the region is unused: the id, or the directive when there is none.
        var origin: SuppressionComments.Word
        var directive: SuppressionComments.Directive
        /// The comment's index among the file's comments.
        var comment: Int
        var used = false
    }

    private var regions: [Region] = []
    private let comments: [SuppressionComments.Comment]
    /// Each problem's message is made only when it is listed: one comment may name 200,000 rules
    /// that do not exist, and each unknown one is looked up for a suggestion.
    private var problems: [(word: SuppressionComments.Word, message: () -> String, fix: Finding.Fix?)] = []

    /// Ids a suppression may name: every rule, in catalogue order for suggestions. Made once,
    /// with a set beside them: every id of every comment is checked.
    static let suppressibleIDs: [String] = RuleCatalog.checks.filter(\.isSuppressibleByComment).map(\.id)
    private static let suppressibleIDSet = Set(suppressibleIDs)
    private static let suppressibleIDSuggestions = Suggestions(suppressibleIDs)

    static func isSuppressible(_ ruleID: String) -> Bool {
        RuleCatalog.check(id: ruleID)?.isSuppressibleByComment ?? true
    }

    init(_ comments: SuppressionComments) {
        // A region to the end of the file covers every line after its start: the file's lines
        // need not be counted.
        let lastLine = Int.max
        self.comments = comments.comments
        var open = OpenRegions()
        for (commentIndex, comment) in comments.comments.enumerated() {
            guard let directive = comment.directive else {
                let known = SuppressionComments.Directive.allCases.map(\.rawValue)
                let fix = Suggestions(known).replacements(for: [comment.word.text])[comment.word.text]
                    .flatMap { Renaming.fix(Located(comment.word.text, at: comment.word.range), to: $0) }
                problems.append((comment.word, { "unknown directive \(UserText.quoted(comment.word.text))\(Suggestions.clause(for: comment.word.text, in: known))" }, fix))
                continue
            }
            let ids = validIDs(comment)
            switch directive {
            case .enable:
                var closed = comment.ids.isEmpty ? open.closeAll() : open.close(ids.map(\.text))
                for index in closed.indices {
                    closed[index].lines = closed[index].lines.lowerBound ... max(closed[index].lines.lowerBound, comment.line)
                }
                regions += closed
                if closed.isEmpty, comment.ids.isEmpty || !ids.isEmpty {
                    if let first = ids.first, open.hasRegionForEveryRule {
                        problems.append((first, { "flowlint-enable \(ids.map(\.text).joined(separator: " ")) cannot end a flowlint-disable of every rule; end it with a flowlint-enable without ids" }, nil))
                    } else {
                        problems.append((comment.word, { "flowlint-enable has no flowlint-disable before it to end" }, nil))
                    }
                }
                continue
            case .disableNextLine, .disableLine, .disable, .disableFile:
                let lines: ClosedRange<Int> = switch directive {
                case .disableNextLine: comment.nextContentLine ... comment.nextContentLine
                case .disableLine: comment.line ... comment.line
                case .disableFile: 1 ... lastLine
                default: comment.line ... lastLine
                }
                let made: [Region] = comment.ids.isEmpty
                    ? [Region(id: nil, lines: lines, origin: comment.word, directive: directive, comment: commentIndex)]
                    : ids.map { Region(id: $0.text, lines: lines, origin: $0, directive: directive, comment: commentIndex) }
                if directive == .disable { open.add(made) } else { regions += made }
            }
        }
        // Regions never closed run to the end of the file.
        regions += open.closeAll()
    }

    /// The `flowlint-disable` regions not yet ended, by rule id, so that a `flowlint-enable` of
    /// some ids looks at those ids' regions only: a file may open thousands of regions and then
    /// end none of them thousands of times.
    private struct OpenRegions {
        private var byID: [String?: [Region]] = [:]

        var hasRegionForEveryRule: Bool { byID[nil]?.isEmpty == false }

        mutating func add(_ made: [Region]) {
            for region in made { byID[region.id, default: []].append(region) }
        }

        /// The regions of `ids` (each id once), removed; regions of every rule stay open.
        mutating func close(_ ids: [String]) -> [Region] {
            var closed: [Region] = []
            for id in Set(ids) { closed += byID.removeValue(forKey: id) ?? [] }
            return closed.sorted(by: Self.inCommentOrder)
        }

        /// Every open region, removed, in the order the comments opened them.
        mutating func closeAll() -> [Region] {
            defer { byID = [:] }
            return byID.values.joined().sorted(by: Self.inCommentOrder)
        }

        private static func inCommentOrder(_ first: Region, _ second: Region) -> Bool {
            (first.comment, first.origin.range.start) < (second.comment, second.origin.range.start)
        }
    }

    /// Which findings a region covers, each region that covers one marked used.
    ///
    /// A sweep down the file, findings by line and regions by first line, keeps in view only the
    /// regions open at the finding's line: a large flow can have thousands of each, and comparing
    /// every pair took longer than linting it.
    /// Only findings in `file`, whose lines are `lineTable`, are looked at.
    private mutating func markUses(by findings: [Finding], in file: SourceFileID, lines lineTable: LineTable) -> [Bool] {
        var suppressed = [Bool](repeating: false, count: findings.count)
        let lineOf = findings.map { $0.range.file == file ? lineTable.position(of: $0.range.start).line : 0 }
        let byLine = findings.indices.filter { lineOf[$0] > 0 }.sorted { lineOf[$0] < lineOf[$1] }
        let byFirstLine = regions.indices.sorted { regions[$0].lines.lowerBound < regions[$1].lines.lowerBound }
        // Per rule id (nil: every rule), the regions started and not yet looked at, and the last
        // line that the used ones cover. Lines only grow, so a region looked at once is used or
        // behind: each is looked at once, however many regions and findings share a line.
        var waiting: [String?: [Int]] = [:]
        var coveredThrough: [String?: Int] = [:]
        var nextToOpen = 0
        for finding in byLine where Self.isSuppressible(findings[finding].ruleID) {
            let line = lineOf[finding]
            while nextToOpen < byFirstLine.count, regions[byFirstLine[nextToOpen]].lines.lowerBound <= line {
                waiting[regions[byFirstLine[nextToOpen]].id, default: []].append(byFirstLine[nextToOpen])
                nextToOpen += 1
            }
            for id in [findings[finding].ruleID, nil] as [String?] {
                for region in waiting.removeValue(forKey: id) ?? [] where regions[region].lines.upperBound >= line {
                    regions[region].used = true
                    coveredThrough[id] = max(coveredThrough[id] ?? 0, regions[region].lines.upperBound)
                }
                if let last = coveredThrough[id], last >= line { suppressed[finding] = true }
            }
        }
        return suppressed
    }

    /// Removing an unused region: its id and the separator before it, or the whole comment when
    /// nothing else in it is used (removing every id would leave a comment that silences every
    /// rule).
    private func removal(of region: Region, commentsUsed: Set<Int>) -> Finding.Fix {
        let comment = comments[region.comment]
        guard commentsUsed.contains(region.comment), region.id != nil, let index = comment.ids.firstIndex(where: { $0.range == region.origin.range }) else {
            return Finding.Fix("remove the unused \(region.directive.rawValue) comment", edits: [Finding.Edit(comment.removal, "")])
        }
        let before = index == 0 ? comment.word.range : comment.ids[index - 1].range
        return Finding.Fix("remove \(region.origin.text) from the \(region.directive.rawValue) comment",
                           edits: [Finding.Edit(SourceRange(file: before.file, start: before.end, end: region.origin.range.end), "")])
    }

    /// The ids of a comment that name rules; the others are reported.
    private mutating func validIDs(_ comment: SuppressionComments.Comment) -> [SuppressionComments.Word] {
        comment.ids.filter { word in
            if Self.suppressibleIDSet.contains(word.text) { return true }
            if RuleCatalog.check(id: word.text) != nil {
                problems.append((word, { "\(word.text) cannot be suppressed by a comment; fix the file, or turn the check off in .flowlint.yml" }, nil))
            } else {
                let fix = Self.suppressibleIDSuggestions.replacements(for: [word.text])[word.text].flatMap { Renaming.fix(Located(word.text, at: word.range), to: $0) }
                problems.append((word, { "unknown rule \(UserText.quoted(word.text)) in \(comment.word.text)\(Self.suppressibleIDSuggestions.clause(for: word.text))" }, fix))
            }
            return false
        }
    }

    /// Removes the findings these comments, in `file` whose lines are `lines`, suppress, and adds
    /// the suppression checks' own findings.
    func apply(to findings: [Finding], in file: SourceFileID, lines: LineTable, configuration: LintConfiguration) -> [Finding] {
        var suppressions = self
        let suppressed = suppressions.markUses(by: findings, in: file, lines: lines)
        var kept = findings.indices.filter { !suppressed[$0] }.map { findings[$0] }
        let invalid = SuppressionCheck.invalidSuppression.rawValue
        if let grading = configuration.grading(of: invalid) {
            var listed = ListedFindings()
            let severity = grading.severity()
            for (word, message, fix) in suppressions.problems {
                listed.append(severity) {
                    Finding(ruleID: invalid, severity: severity, message: message(), range: word.range, fix: fix)
                }
            }
            kept += listed.all
        }
        let unused = SuppressionCheck.unusedSuppression.rawValue
        if let grading = configuration.grading(of: unused) {
            var listed = ListedFindings()
            let commentsUsed = Set(suppressions.regions.filter(\.used).map(\.comment))
            let severity = grading.severity()
            for region in suppressions.regions where !region.used {
                let what = region.id.map { UserText.quoted($0) } ?? "every rule"
                listed.append(severity) {
                    Finding(ruleID: unused, severity: severity, message: "\(region.directive.rawValue) of \(what) suppresses nothing; remove it",
                            range: region.origin.range, fix: suppressions.removal(of: region, commentsUsed: commentsUsed))
                }
            }
            kept += listed.all
        }
        return kept
    }
}
