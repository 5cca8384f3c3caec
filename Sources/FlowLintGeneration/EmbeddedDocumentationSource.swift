/// Writes `EmbeddedDocumentation.swift`, which carries `rules/*.md` inside the binary so that
/// `flowlint explain` works wherever flowlint is installed.
enum EmbeddedDocumentationSource {
    static func render(pages: [RulePage], guidelines: String) -> String {
        var output = """
        // Generated from rules/*.md by `swift run flowlint-generate`. Do not edit.

        enum EmbeddedDocumentation {
            static let guidelines = \(literal(guidelines))

            static let rules: [String: String] = [

        """
        for page in pages.sorted(by: { $0.id < $1.id }) {
            output += "        \"\(page.id)\": \(literal(page.markdown)),\n"
        }
        output += "    ]\n}\n"
        return output
    }

    /// A raw string literal whose delimiter cannot occur in the text.
    private static func literal(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"\"\"\n" + text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n    \"\"\"" + hashes
    }
}
