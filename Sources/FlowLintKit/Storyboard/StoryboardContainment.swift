#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the storyboards a flow file names may lie: inside the repository being checked, as
/// regular files.
///
/// A flow file can come from a pull request, and the storyboards it names are read and quoted in
/// the report: `../../../../etc/passwd` or `/proc/self/environ` would put another file's text in
/// a CI log, and a FIFO or `/dev/stdin` would stop the run for good. So a name must resolve, with
/// symbolic links followed, to a path inside the repository's root, and is opened only once it is
/// known to be a regular file, and never in a way that could block.
struct StoryboardContainment {
    /// The flow file's repository with symbolic links resolved (see `root(ofFlowAt:)`); nil
    /// when the flow file's directory does not exist (a flow read from standard input may name one).
    let root: String?

    init(flowFile: String) {
        root = Self.root(ofFlowAt: flowFile)
    }

    /// Why a storyboard is not read, in the words of the finding on its name.
    struct Refusal: Error {
        var message: String
    }

    /// The storyboard at `path` (as the flow file names it, joined to the flow file's directory),
    /// read when it is a regular file inside the root.
    /// An open document's text (`openTexts`) stands in for the file's saved text.
    func read(_ path: String, limit: Int, openTexts: OpenTexts = OpenTexts()) throws(Refusal) -> SourceFile {
        let resolved: String
        do {
            resolved = try Self.resolved(path)
        } catch {
            // A new storyboard open in the editor and not saved yet: it lies where its directory does.
            guard openTexts.text(at: path) != nil, FileKind(atPath: path, followingLinks: false) == .missing,
                  let directory = try? Self.resolved(FilePaths.directory(of: path)) else {
                throw Refusal(message: "storyboard \(UserText.capped(path)) cannot be read: \(error.reason)")
            }
            resolved = (directory == "/" ? "" : directory) + "/" + (path.split(separator: "/").last.map(String.init) ?? path)
        }
        guard let root else {
            throw Refusal(message: "storyboard \(UserText.capped(path)) cannot be read: the flow file's directory does not exist, so the repository it belongs to is unknown")
        }
        guard FilePaths.relative(resolved, to: root) != nil else {
            throw Refusal(message: "storyboard \(UserText.capped(path)) is refused: it lies outside \(FilePaths.display(root)), the repository being checked")
        }
        if let open = openTexts.source(at: resolved, shownAs: path, limit: limit) ?? openTexts.source(at: path, shownAs: path, limit: limit) { return open }
        do {
            let (bytes, identity) = try FileReader.readRegularFile(resolved, limit: limit)
            return SourceFile(path: path, bytes: bytes, decodingUTF16: bytes.count <= limit, identity: identity)
        } catch let failure where failure.isNotRegular {
            throw Refusal(message: "storyboard \(UserText.capped(path)) is refused: it \(failure.reason), and a flow may name only regular files")
        } catch {
            throw Refusal(message: "storyboard \(UserText.capped(path)) cannot be read: \(error.reason)")
        }
    }

    /// The directory of the nearest `.flowlint.yml` at or above the flow file's directory, else
    /// the nearest such directory holding `.git` (a git work tree, whose `.git` may be a file),
    /// else the flow file's own directory; all with symbolic links resolved.
    static func root(ofFlowAt flowFile: String) -> String? {
        guard let directory = try? resolved(FilePaths.directory(of: flowFile)) else { return nil }
        for marker in [ConfigurationFile.fileName, ".git"] {
            var candidate: String? = directory
            while let current = candidate {
                if exists((current == "/" ? "" : current) + "/" + marker) { return current }
                candidate = FilePaths.parent(of: current)
            }
        }
        return directory
    }

    /// `path` absolute, with every symbolic link in it resolved.
    static func resolved(_ path: String) throws(FileReader.Failure) -> String {
        guard let resolved = realpath(path, nil) else {
            throw FileReader.Failure(path: path, reason: FileReader.reason(errno))
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
