/// The findings of one check in one file, listed up to `limit`; the rest are counted, and one
/// more finding, where the first of them is, says how many there were.
///
/// Real flows stay far below the limit. A generated or hostile one (a chain of 500,000 segues, a
/// suppression comment naming 200,000 rules) would otherwise hold millions of findings in memory
/// and write reports of gigabytes; a compiler stops listing errors for the same reason.
struct ListedFindings {
    static let limit = 10_000
    /// The subject of the finding that counts the findings not listed: one subject whatever the
    /// count, so that it is known as that finding and baselined as one.
    static let unlistedSubject = "unlisted"

    private(set) var listed: [Finding] = []
    private var unlisted = 0
    private var firstUnlisted: Finding?
    private var mostSevereUnlisted = Severity.info

    /// `make` is called only for a finding that is listed, or the first that is not: past the
    /// limit a finding's message and notes are never built.
    mutating func append(_ severity: Severity, _ make: () -> Finding) {
        guard listed.count >= Self.limit else { return listed.append(make()) }
        unlisted += 1
        if firstUnlisted == nil { firstUnlisted = make() }
        mostSevereUnlisted = max(mostSevereUnlisted, severity)
    }

    mutating func append(_ finding: Finding) {
        append(finding.severity) { finding }
    }

    /// The findings listed, and the count of the others as one finding of the same check.
    var all: [Finding] {
        guard let first = firstUnlisted else { return listed }
        let summary = Finding(
            ruleID: first.ruleID, severity: mostSevereUnlisted,
            message: "\(unlisted) more \(first.ruleID) finding\(unlisted == 1 ? "" : "s") from here on are not listed; flowlint lists the first \(Self.limit) of a check in a file",
            range: first.range, subject: Self.unlistedSubject
        )
        return listed + [summary]
    }
}
