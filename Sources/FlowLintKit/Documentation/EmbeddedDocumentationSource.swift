/// Writes `EmbeddedDocumentation.swift`, which carries `rules/*.md` inside the binary so that
/// `flowlint explain` works wherever flowlint is installed. The test suite regenerates it with
/// FLOWLINT_UPDATE_GOLDEN=1 and fails when it is out of date.
public enum EmbeddedDocumentationSource {
    public static func render(documents: [(id: String, markdown: String)], guidelines: String) -> String {
        var output = """
        // Generated from rules/*.md by the test suite (FLOWLINT_UPDATE_GOLDEN=1 swift test). Do not edit.

        enum EmbeddedDocumentation {
            static let guidelines = \(literal(guidelines))

            static let rules: [String: String] = [

        """
        for (id, markdown) in documents.sorted(by: { $0.id < $1.id }) {
            output += "        \"\(id)\": \(literal(markdown)),\n"
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
