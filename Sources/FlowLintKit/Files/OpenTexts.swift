/// Texts that stand in for files on disk: the documents an editor has open, edits not yet saved
/// included. The language server hands them to `ConfigurationResolver.openTexts`, which passes
/// them to every linter it makes; each read a lint makes beside its input (an overlay's
/// storyboards, a storyboard's companions, a `.flowlint.yml`) looks here first, so that a file
/// is checked as the editor shows it, not as it was last saved. Empty for `check`.
public struct OpenTexts: Sendable {
    /// By absolute path, and also by the path with its links resolved, when it has one: an
    /// overlay's storyboards are read by their resolved paths.
    private var byPath: [String: String] = [:]

    public init() {}

    /// `texts` maps a file's path (absolute, as an editor's URI gives it) to its text.
    public init(_ texts: [String: String]) {
        for (path, text) in texts {
            byPath[FilePaths.absolute(path)] = text
            if let resolved = try? StoryboardContainment.resolved(path) { byPath[resolved] = text }
        }
    }

    public var isEmpty: Bool { byPath.isEmpty }

    /// The open documents below the absolute directory `root` that are not saved anywhere yet (a
    /// new overlay, a new storyboard), by absolute path, in order: a walk of the disk cannot find
    /// them, yet they belong to the app as much as saved files do.
    func unsavedPaths(below root: String) -> [String] {
        byPath.keys.filter { FilePaths.relative($0, to: root) != nil && FileKind(atPath: $0, followingLinks: false) == .missing }.sorted()
    }

    func text(at path: String) -> String? {
        byPath.isEmpty ? nil : byPath[FilePaths.absolute(path)]
    }

    /// The open text at `path` as a file read with `limit` would be: one over it is kept only a
    /// byte past the limit, so that the parser reports it as too large, as it would from disk.
    func source(at path: String, shownAs shown: String, limit: Int) -> SourceFile? {
        guard let text = text(at: path) else { return nil }
        let bytes = Array(text.utf8)
        guard bytes.count > limit else { return SourceFile(path: shown, bytes: bytes) }
        return SourceFile(path: shown, bytes: Array(bytes.prefix(limit + 1)), decodingUTF16: false)
    }
}
