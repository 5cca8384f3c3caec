/// Applies the fixes a flow file's findings carry, keeping only changes that do what a fix
/// promises: the finding goes away, no finding appears that was not there, and a second run
/// finds nothing more to fix. Each change is checked by linting the changed text, so a fix that
/// would break something elsewhere in the file (an `enable` left without its `disable`, a YAML
/// structure thrown off) is left out rather than trusted.
///
/// Fixes apply to flow files only: storyboards and Swift sources are never rewritten. A finding
/// whose fix would edit a YAML anchor that an alias uses elsewhere carries no fix at all
/// (`AliasedAnchors`), here as in SARIF and the editor.
public struct FixApplication {
    public let linter: Linter
    /// What the app's code read in the same run says: a flow file compared with it
    /// (`flow-file-drift`) is compared again after each change, as it was before.
    let code: CodeCounterpart?

    public init(linter: Linter) {
        self.init(linter: linter, comparingWith: nil)
    }

    init(linter: Linter, comparingWith code: CodeCounterpart?) {
        self.linter = linter
        self.code = code
    }

    public struct Outcome: Sendable {
        /// The fixed text.
        public var bytes: [UInt8]
        /// What was fixed, in the order applied.
        public var applied: [String]
        /// The fixed text's report.
        public var report: FileReport
    }

    /// Fixing passes at most this often: a fix that uncovers another is rare, and a chain of them
    /// must end.
    static let passes = 4
    /// Within a pass, the fixes are linted together at most this often, each time without the
    /// ones blamed for what the last try added: each try lints the whole file again, so a file
    /// of a thousand fixes costs a few lints, not one per fix.
    static let triesPerPass = 3

    /// The file's text with every fix that checks out applied; nil when none does.
    public func fix(_ report: FileReport) -> Outcome? {
        guard !Linter.isStoryboard(report.path), report.diagnostics.contains(where: { $0.fix != nil }) else { return nil }
        var bytes = report.source.bytes
        var current = report
        var applied: [String] = []
        // Fixes blamed once are not tried again: the rest of the text rarely changes what they add.
        var refused: Set<Diagnostic.Identity> = []
        for _ in 0 ..< Self.passes {
            let fixable = current.diagnostics.filter { $0.fix != nil && !refused.contains($0.identity) }
            var candidates = TextEdits.compatibleGroups(fixable.map { $0.fix!.edits }, in: bytes).map { fixable[$0] }
            var kept: (bytes: [UInt8], report: FileReport)?
            for _ in 0 ..< Self.triesPerPass where kept == nil && !candidates.isEmpty {
                switch attempt(candidates, on: bytes, path: report.path, before: current) {
                case .checksOut(let fixed, let relinted):
                    kept = (fixed, relinted)
                case .adds(let added):
                    let blamed = FixBlame.culprits(of: added, among: candidates)
                    refused.formUnion(blamed.map { candidates[$0].identity })
                    candidates = candidates.indices.filter { !blamed.contains($0) }.map { candidates[$0] }
                case .unusable:
                    candidates = []
                }
            }
            guard let kept else { break }
            bytes = kept.bytes
            current = kept.report
            applied += candidates.compactMap(\.fix?.title)
        }
        return applied.isEmpty ? nil : Outcome(bytes: bytes, applied: applied, report: current)
    }

    private enum Attempt {
        /// Every finding fixed went away and nothing new appeared.
        case checksOut([UInt8], FileReport)
        /// The findings of the changed text that were not there before (or did not go away).
        case adds([Diagnostic])
        /// The edits could not be made together.
        case unusable
    }

    /// The text with `findings`' fixes made and its report, or what the change added.
    private func attempt(_ findings: [Diagnostic], on bytes: [UInt8], path: String, before: FileReport) -> Attempt {
        guard let fixed = TextEdits.apply(findings.flatMap { $0.fix!.edits }, to: bytes) else { return .unusable }
        let after = linter.lintFile(SourceFile(path: path, bytes: fixed), comparingWith: code).reports[0]
        // A check whose findings are not all listed shows a different window of them after any
        // change; only checks listed whole can be compared finding by finding.
        let windowed = Set((before.diagnostics + after.diagnostics).filter { $0.subject == ListedFindings.unlistedSubject }.map(\.ruleID))
        var remaining = Self.counts(of: before.diagnostics)
        for (identity, count) in Self.counts(of: findings) { remaining[identity, default: 0] -= count }
        let grown = Set(Self.counts(of: after.diagnostics).filter { identity, count in
            !windowed.contains(identity.rule) && count > remaining[identity, default: 0]
        }.keys)
        guard grown.isEmpty else { return .adds(after.diagnostics.filter { grown.contains($0.identity) }) }
        return .checksOut(fixed, after)
    }

    private static func counts(of diagnostics: [Diagnostic]) -> [Diagnostic.Identity: Int] {
        var counts: [Diagnostic.Identity: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.identity, default: 0] += 1 }
        return counts
    }
}
