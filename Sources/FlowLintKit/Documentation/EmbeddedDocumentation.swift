// Generated from rules/*.md by the test suite (FLOWLINT_UPDATE_GOLDEN=1 swift test). Do not edit.

enum EmbeddedDocumentation {
    static let guidelines = ""

    static let rules: [String: String] = [:]
}
