/// The line `check --fix` writes for a file it fixed, or could not: a fix left out is still a
/// finding in the report, and without this line nothing says why it was not made.
struct FixCount {
    var path: String
    var made: Int
    /// Findings of the fixed text that still carry a fix: each was tried and would have added a
    /// finding or left its own in place (`FixApplication`); rarely, one a pass uncovered too late.
    var left: Int

    func line(previewed: Bool) -> String {
        var line = "\(TerminalText.escape(path)): \(Self.count(made, "fix", "fixes")) \(previewed ? "shown" : "made")"
        if left > 0 {
            line += left == 1 ? "; 1 left out, because making it would add a finding (it stays in the report)"
                : "; \(left) left out, because making them would add findings (they stay in the report)"
        }
        return line
    }

    private static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}
