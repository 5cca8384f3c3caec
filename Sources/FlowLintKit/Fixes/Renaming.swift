/// The fix for a misspelt name: a target, a key, a rule id in a suppression comment.
enum Renaming {
    /// Writes `replacement` over a name written plain, as it reads (quoted as YAML needs, if at
    /// all); a name written in quotes or escapes (its range longer than its text) is left to a
    /// person.
    static func fix(_ name: Located<String>, to replacement: String) -> Finding.Fix? {
        guard name.range.end - name.range.start == name.value.unicodeScalars.count else { return nil }
        return Finding.Fix("rename \(UserText.quoted(name.value)) to \(UserText.quoted(replacement))",
                           edits: [Finding.Edit(name.range, FlowYAMLWriter.scalar(replacement))])
    }
}
