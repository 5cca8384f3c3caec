#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CGlibcExtras)
import CGlibcExtras // memmem
#endif
import PositionedYAML

/// The rest of the app a storyboard or a code file is checked with, when only some of its files
/// are named.
///
/// A storyboard's findings depend on its app: segues and references into sibling storyboards,
/// the facts an overlay flow file adds, and, in a build that reads code, the classes behind its
/// scenes. A Swift file's do too: a class presented in one file is declared in another. pre-commit
/// names only the files of a commit, and an editor has one document in hand, so a file checked
/// alone would lose those and gain false findings. Its companions are read too, and checked with
/// it, but only the files that were asked for are reported.
///
/// The app is what lies below the app root (`appRoot(of:)`). Its storyboards, its code files (when
/// the finder collects code) and the flow files that may overlay storyboards (their text mentions
/// `storyboards`) are companions, found as a directory walk finds files: hidden and build folders
/// skipped, links not followed, the configuration's `include` and `exclude` applied, and code no
/// target of an Xcode project in the walk builds left out. Documents open in an editor and not
/// saved yet (`OpenTexts`) are companions as saved files are.
struct AppCompanions {
    /// Companion paths, shown as a walk shows them (relative to the current directory when inside
    /// it), in the order found; none of them among the files asked for.
    private(set) var paths: [String] = []

    /// The companions of the storyboards and code files among `files`, which were found in
    /// `paths` (the paths given: a directory among them was walked, and everything below it is
    /// already there). Code is a file whose name ends in one of `finder.codeSuffixes`.
    init(of files: [String], foundIn given: [String], finder: FlowFileFinder, configurations: ConfigurationResolver?) {
        let asked = Set(files.map { FilePaths.absolute($0) })
        let walked = given.filter { FileKind(atPath: $0) == .directory }.map { FilePaths.absolute($0) }
        let openTexts = configurations?.openTexts ?? OpenTexts()
        let isCode = { (path: String) in finder.codeSuffixes.contains { path.hasSuffix($0) } }
        var roots: [AppRootSearch.Root] = [], taken: Set<String> = [], takenWhole: Set<String> = []
        var search = AppRootSearch(openTexts: openTexts)
        for file in files where Linter.isStoryboard(file) || isCode(file) {
            let root = search.appRoot(of: file)
            guard !taken.contains(root.directory), !walked.contains(where: { FilePaths.relative(root.directory, to: $0) != nil }) else { continue }
            taken.insert(root.directory)
            if root.isMarked { takenWhole.insert(root.directory) }
            // A root below one already taken whole is walked with it (folders nested a thousand
            // deep, each holding a storyboard and a project, are walked once).
            guard !sequence(first: root.directory, next: FilePaths.parent(of:)).dropFirst().contains(where: takenWhole.contains) else { continue }
            roots.append(root)
        }
        var seen = asked
        var ownFilesOnly = finder
        ownFilesOnly.descends = false
        for root in roots {
            // Shown as a walk of the current directory shows its files, when it is the root.
            let shown = root.directory == FilePaths.absolute(".") ? "." : FilePaths.display(root.directory)
            let walker = root.isMarked ? finder : ownFilesOnly
            let found = configurations?.files(in: [shown], finder: walker).files ?? walker.files(in: [shown]).files
            let unsaved = openTexts.unsavedPaths(below: FilePaths.absolute(root.directory)).filter { path in
                guard root.isMarked || FilePaths.directory(of: path) == root.directory else { return false }
                let name = path.split(separator: "/").last.map(String.init) ?? path
                return (FlowFileFinder.isFlowFileName(name) || isCode(name))
                    && configurations?.configuration(forFile: path).map { $0.admits(path) } != false
            }.map(FilePaths.display)
            for path in found + unsaved where seen.insert(FilePaths.absolute(path)).inserted && Self.mayBelongToApp(path, isCode: isCode, openTexts: openTexts) {
                paths.append(path)
            }
        }
    }

    /// Where the app of the file at `path` starts: the directory of the nearest `.flowlint.yml` at
    /// or above it (one open in the editor counts, saved or not); else the nearest directory at or
    /// above it that holds an Xcode project (`*.xcodeproj`), looked for no higher than the top of
    /// its git work tree (a directory holding `.git`); else the file's own directory, of which,
    /// outside any git work tree, only the files in it are the app's (`AppRootSearch.Root.isMarked`).
    ///
    /// The configuration is the team's own word for where its app is. Without one, the project is
    /// what builds the app: its storyboards and its code, whatever folders they are spread over.
    /// A `Package.swift` is not taken for an app: a modular app's local packages each have one,
    /// below the project that makes them one app, and a package is more often a library than an
    /// app; an app built from a package alone says where it starts with a `.flowlint.yml`.
    static func appRoot(of path: String, openTexts: OpenTexts = OpenTexts()) -> String {
        var search = AppRootSearch(openTexts: openTexts)
        return search.root(of: path)
    }

    /// Storyboards and code belong to the app; a flow file only if it may overlay storyboards. Its
    /// `storyboards:` decides once it is decoded; a file that does not mention the word is not
    /// read as a flow only to be dropped.
    private static func mayBelongToApp(_ path: String, isCode: (String) -> Bool, openTexts: OpenTexts) -> Bool {
        if Linter.isStoryboard(path) || isCode(path) { return true }
        if let open = openTexts.text(at: path) { return open.contains("storyboards") }
        guard let bytes = try? FileReader.read(path, limit: YAMLLimits.default.maxFileSize) else { return false }
        let word: StaticString = "storyboards"
        return bytes.withUnsafeBufferPointer { memmem($0.baseAddress, $0.count, word.utf8Start, word.utf8CodeUnitCount) != nil }
    }

    /// The order an app's files are linted in, as indices of `paths`: by absolute path, which is
    /// the order a walk of the app root lists them in. A file checked alone comes first among the
    /// files of its run, and its companions after it; linted in walk order instead, the app reads
    /// as it does when its directory is checked (the code's files are joined in order, and the
    /// first storyboard's configuration is the app's).
    static func walkOrder(of paths: [String]) -> [Int] {
        let absolute = paths.map { FilePaths.absolute($0) }
        return paths.indices.sorted { absolute[$0] != absolute[$1] ? absolute[$0] < absolute[$1] : $0 < $1 }
    }

    /// The reports of the files asked for, in the order they were asked for (the app was linted
    /// in walk order), each under the path it was asked by: a storyboard an overlay companion
    /// claimed comes back under the overlay's name for it. Companions' own reports are left out.
    static func askedReports(_ reports: [FileReport], asked: [SourceFile]) -> [FileReport] {
        var byPath: [String: FileReport] = [:]
        for report in reports { byPath[FilePaths.absolute(report.path)] = byPath[FilePaths.absolute(report.path)] ?? report }
        var kept: [FileReport] = []
        for source in asked {
            guard let report = byPath.removeValue(forKey: FilePaths.absolute(source.path)) else { continue }
            kept.append(report.path == source.path ? report : report.renamed(to: source))
        }
        return kept
    }
}

extension FileReport {
    /// The same findings, reported under `source`'s path: the same file, named another way.
    func renamed(to source: SourceFile) -> FileReport {
        let old = path
        let moved = diagnostics.map { finding in
            var finding = finding
            if finding.file == old { finding.file = source.path }
            finding.notes = finding.notes.map { note in
                note.file == old ? Diagnostic.Note(note.message, file: source.path, range: note.range) : note
            }
            return finding
        }
        return FileReport(source: source, diagnostics: moved, readFailure: readFailure)
    }
}

/// `AppCompanions.appRoot(of:)` for many files: each directory is looked at once, however many
/// files lie in or below it (a commit of a thousand storyboards in one folder lists it once).
struct AppRootSearch {
    private let openTexts: OpenTexts
    /// Per directory: whether it holds the configuration.
    private var configured: [String: Bool] = [:]
    /// Per directory: whether it holds an Xcode project, and whether it is the top of a git work tree.
    private var listed: [String: (project: Bool, gitTop: Bool)] = [:]
    /// Per directory of a file asked about: the root found.
    private var roots: [String: Root] = [:]

    init(openTexts: OpenTexts) {
        self.openTexts = openTexts
    }

    /// An app root, and whether something marks it as the place of an app's files: a
    /// configuration, an Xcode project, or at least a git work tree around it. An unmarked root is
    /// a file's own folder outside any of them, taken for want of a better one: a storyboard or
    /// Swift file checked from a downloads folder or `/tmp` has the files beside it as its app,
    /// not everything below.
    struct Root: Equatable {
        var directory: String
        var isMarked: Bool
    }

    mutating func root(of path: String) -> String {
        appRoot(of: path).directory
    }

    mutating func appRoot(of path: String) -> Root {
        let directory = FilePaths.directory(of: path)
        if let known = roots[directory] { return known }
        var project: String?
        var looksForProject = true, inGitWorkTree = false
        var candidate: String? = directory
        while let current = candidate, !isConfigured(current) {
            if looksForProject {
                let marks = self.marks(of: current)
                if project == nil, marks.project { project = current }
                inGitWorkTree = inGitWorkTree || marks.gitTop
                looksForProject = project == nil && !marks.gitTop
            }
            candidate = FilePaths.parent(of: current)
        }
        let root = candidate.map { Root(directory: $0, isMarked: true) } ?? project.map { Root(directory: $0, isMarked: true) }
            ?? Root(directory: directory, isMarked: inGitWorkTree)
        roots[directory] = root
        return root
    }

    private mutating func isConfigured(_ directory: String) -> Bool {
        if let known = configured[directory] { return known }
        let configuration = (directory == "/" ? "" : directory) + "/" + ConfigurationFile.fileName
        let answer = openTexts.text(at: configuration) != nil || FileKind(atPath: configuration) == .regular
        configured[directory] = answer
        return answer
    }

    private mutating func marks(of directory: String) -> (project: Bool, gitTop: Bool) {
        if let known = listed[directory] { return known }
        let entries = DirectoryListing(directory).entries
        let marks = (project: entries.contains { $0.kind == .directory && $0.name.count > 10 && $0.name.suffix(10).elementsEqual(".xcodeproj".utf8) },
                     gitTop: entries.contains { $0.name.elementsEqual(".git".utf8) })
        listed[directory] = marks
        return marks
    }
}
