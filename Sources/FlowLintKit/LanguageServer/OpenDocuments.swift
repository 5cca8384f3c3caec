/// The documents the client has opened, as it last sent them (full text sync), with the
/// findings last published for each, which code actions offer the fixes of.
struct OpenDocuments {
    struct Document {
        var path: String?
        var text: String
        var version: Int?
        var lines: DocumentLines
        var diagnostics: [Diagnostic] = []
        /// The files, by absolute path, its last lint read (`DocumentLinting.Linted.inputs`).
        var inputs: Set<String> = []

        init(uri: String, text: String, version: Int?) {
            path = DocumentURI.path(of: uri)
            self.text = text
            self.version = version
            lines = DocumentLines(text)
        }
    }

    private(set) var byURI: [String: Document] = [:]

    subscript(uri: String) -> Document? {
        get { byURI[uri] }
        set { byURI[uri] = newValue }
    }

    /// The open document at a path, if any, for the lines of a note's file.
    func document(atPath path: String) -> Document? {
        byURI.values.first { $0.path == path }
    }

    var uris: [String] { byURI.keys.sorted() }

    /// Every open document's text by its path: what the linter reads in place of the saved files.
    var texts: OpenTexts {
        var byPath: [String: String] = [:]
        for document in byURI.values { if let path = document.path { byPath[path] = document.text } }
        return OpenTexts(byPath)
    }
}
