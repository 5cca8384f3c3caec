/// The difference between a file's text and its fixed text, as `diff -u` and `git diff` write
/// it: what `check --fix --dry-run` prints instead of changing the file.
enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3

    static func text(from old: [UInt8], to new: [UInt8], path: String) -> String {
        let before = lines(old), after = lines(new)
        let script = editScript(before, after)
        guard script.contains(where: { $0 != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Walk the script, cutting it into hunks separated by more than twice the context.
        var operations: [(Operation, oldLine: Int, newLine: Int)] = []
        var oldLine = 0, newLine = 0
        for operation in script {
            operations.append((operation, oldLine, newLine))
            if operation != .insert { oldLine += 1 }
            if operation != .delete { newLine += 1 }
        }
        let changed = operations.indices.filter { operations[$0].0 != .same }
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            // As diff and git do, changes with up to twice the context of unchanged lines between
            // them share a hunk, whose contexts would otherwise meet.
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] - 1 <= 2 * context { hunkEnd += 1 }
            let from = max(changed[hunkStart] - context, 0), to = min(changed[hunkEnd] + context, operations.count - 1)
            let slice = operations[from ... to]
            let oldCount = slice.filter { $0.0 != .insert }.count, newCount = slice.filter { $0.0 != .delete }.count
            let oldStart = slice.first { $0.0 != .insert }?.oldLine ?? operations[from].oldLine - 1
            let newStart = slice.first { $0.0 != .delete }?.newLine ?? operations[from].newLine - 1
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for (operation, old, new) in slice {
                switch operation {
                case .same: output += " " + before[old]
                case .delete: output += "-" + before[old]
                case .insert: output += "+" + after[new]
                }
            }
            hunkStart = hunkEnd + 1
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // A hunk that holds no line of one side names the line before it, as diff does.
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start + 1 : start + 1),\(count)"
    }

    /// The text's lines, each with its line break; a last line without one is marked as diff marks it.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(String(decoding: bytes[start ... index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n") }
        return lines
    }

    enum Operation { case same, delete, insert }

    /// How far ahead a change is looked past for lines that agree again.
    static let window = 16

    /// An edit script from `a` to `b`: equal lines are kept, and at a difference the nearest
    /// place where the two agree again for two lines (or both end), within `window` lines, ends
    /// the change: one line alike, such as a lone `terminal: true`, is no sign that they agree. Fixes change a
    /// few lines in place and never move any, so this finds what a full diff would, in time
    /// and memory linear in the file however long it is.
    static func editScript(_ a: [String], _ b: [String]) -> [Operation] {
        var script: [Operation] = []
        var x = 0, y = 0
        while x < a.count || y < b.count {
            if x < a.count, y < b.count, a[x] == b[y] {
                script.append(.same)
                x += 1; y += 1
                continue
            }
            var skip = (deleted: min(1, a.count - x), inserted: min(1, b.count - y))
            search: for distance in 1 ... window {
                for deleted in 0 ... distance {
                    let inserted = distance - deleted
                    if Self.agree(a, from: x + deleted, b, from: y + inserted) {
                        skip = (deleted, inserted)
                        break search
                    }
                }
            }
            script += Array(repeating: .delete, count: skip.deleted) + Array(repeating: .insert, count: skip.inserted)
            x += skip.deleted; y += skip.inserted
        }
        return script
    }

    /// Whether `a` from `x` and `b` from `y` agree for two lines, or up to where both end.
    private static func agree(_ a: [String], from x: Int, _ b: [String], from y: Int) -> Bool {
        guard x <= a.count, y <= b.count else { return false }
        for step in 0 ..< 2 {
            if x + step == a.count, y + step == b.count { return true }
            guard x + step < a.count, y + step < b.count, a[x + step] == b[y + step] else { return false }
        }
        return true
    }
}
