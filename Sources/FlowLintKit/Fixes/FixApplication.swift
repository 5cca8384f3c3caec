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
    /// When the fixes of a pass do not check out together, at most this many are tried alone:
    /// each try lints the whole file again.
    static let triedAlone = 16

    /// The file's text with every fix that checks out applied; nil when none does.
    public func fix(_ report: FileReport) -> Outcome? {
        guard !Linter.isStoryboard(report.path), report.diagnostics.contains(where: { $0.fix != nil }) else { return nil }
        var bytes = report.source.bytes
        var current = report
        var applied: [String] = []
        for _ in 0 ..< Self.passes {
            let fixable = current.diagnostics.filter { $0.fix != nil }
            guard !fixable.isEmpty else { break }
            // All at once; failing that, the first one that checks out on its own.
            let attempts = [fixable] + fixable.prefix(Self.triedAlone).map { [$0] }
            guard let (fixed, relinted, used) = attempts.lazy.compactMap({ attempt in
                self.attempt(attempt, on: bytes, path: report.path, before: current).map { ($0.0, $0.1, attempt) }
            }).first else { break }
            bytes = fixed
            current = relinted
            applied += used.compactMap(\.fix?.title)
        }
        return applied.isEmpty ? nil : Outcome(bytes: bytes, applied: applied, report: current)
    }

    /// The text with `findings`' fixes made and its report, when every one of them went away and
    /// nothing new appeared.
    private func attempt(_ findings: [Diagnostic], on bytes: [UInt8], path: String, before: FileReport) -> ([UInt8], FileReport)? {
        guard let fixed = TextEdits.apply(findings.flatMap { $0.fix!.edits }, to: bytes) else { return nil }
        let after = linter.lintFile(SourceFile(path: path, bytes: fixed), comparingWith: code).reports[0]
        var remaining = Self.keys(of: before.diagnostics)
        for (key, count) in Self.keys(of: findings) { remaining[key, default: 0] -= count }
        for (key, count) in Self.keys(of: after.diagnostics) where count > remaining[key, default: 0] { return nil }
        return (fixed, after)
    }

    /// Findings counted by what they say, not where: a fix moves the lines after it.
    private static func keys(of diagnostics: [Diagnostic]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            counts[diagnostic.ruleID + "\u{0}" + diagnostic.message + "\u{0}" + (diagnostic.subject ?? ""), default: 0] += 1
        }
        return counts
    }
}
