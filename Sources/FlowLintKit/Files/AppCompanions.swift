#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CGlibcExtras)
import CGlibcExtras // memmem
#endif
import PositionedYAML

/// The rest of the app a storyboard is checked with, when only some of its files are named.
///
/// A storyboard's findings depend on its app: segues and references into sibling storyboards,
/// and the facts an overlay flow file adds. pre-commit names only the files of a commit, so a
/// storyboard checked alone would lose those and gain false findings. Its companions are read
/// too, and checked with it, but only the files that were asked for are reported.
///
/// The app is what lies below the app root: the directory of the nearest `.flowlint.yml` at or
/// above the storyboard, else the storyboard's own directory. Only its storyboards and the flow
/// files that may overlay them (their text mentions `storyboards`) are companions, found as a
/// directory walk finds files: hidden and build folders skipped, links not followed, the
/// configuration's `include` and `exclude` applied. Documents open in an editor and not saved
/// yet (`OpenTexts`) are companions as saved files are.
struct AppCompanions {
    /// Companion paths, shown as a walk shows them (relative to the current directory when inside
    /// it), in the order found; none of them among the files asked for.
    private(set) var paths: [String] = []

    /// The companions of the storyboards among `files`, which were found in `paths` (the paths
    /// given: a directory among them was walked, and everything below it is already there).
    init(of files: [String], foundIn given: [String], finder: FlowFileFinder, configurations: ConfigurationResolver?) {
        let asked = Set(files.map { FilePaths.absolute($0) })
        let walked = given.filter { FileKind(atPath: $0) == .directory }.map { FilePaths.absolute($0) }
        let openTexts = configurations?.openTexts ?? OpenTexts()
        var roots: [String] = []
        for file in files where Linter.isStoryboard(file) {
            let root = Self.appRoot(ofStoryboardAt: file, openTexts: openTexts)
            guard !roots.contains(root), !walked.contains(where: { FilePaths.relative(root, to: $0) != nil }) else { continue }
            roots.append(root)
        }
        var seen = asked
        for root in roots {
            // Shown as a walk of the current directory shows its files, when it is the root.
            let shown = root == FilePaths.absolute(".") ? "." : FilePaths.display(root)
            let found = configurations?.files(in: [shown], finder: finder).files ?? finder.files(in: [shown]).files
            let unsaved = openTexts.unsavedPaths(below: FilePaths.absolute(root)).filter { path in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                return FlowFileFinder.isFlowFileName(name) && configurations?.configuration(forFile: path).map { $0.admits(path) } != false
            }.map(FilePaths.display)
            for path in found + unsaved where seen.insert(FilePaths.absolute(path)).inserted && Self.mayBelongToApp(path, openTexts: openTexts) {
                paths.append(path)
            }
        }
    }

    /// The directory of the nearest `.flowlint.yml` at or above the storyboard, else its own; one
    /// open in the editor counts, saved or not.
    static func appRoot(ofStoryboardAt path: String, openTexts: OpenTexts = OpenTexts()) -> String {
        let directory = FilePaths.directory(of: path)
        var candidate: String? = directory
        while let current = candidate {
            let configuration = (current == "/" ? "" : current) + "/" + ConfigurationFile.fileName
            if openTexts.text(at: configuration) != nil || FileKind(atPath: configuration) == .regular { return current }
            candidate = FilePaths.parent(of: current)
        }
        return directory
    }

    /// Storyboards belong to the app; a flow file only if it may overlay storyboards. Its
    /// `storyboards:` decides once it is decoded; a file that does not mention the word is not
    /// read as a flow only to be dropped.
    private static func mayBelongToApp(_ path: String, openTexts: OpenTexts) -> Bool {
        if Linter.isStoryboard(path) { return true }
        if let open = openTexts.text(at: path) { return open.contains("storyboards") }
        guard let bytes = try? FileReader.read(path, limit: YAMLLimits.default.maxFileSize) else { return false }
        let word: StaticString = "storyboards"
        return bytes.withUnsafeBufferPointer { memmem($0.baseAddress, $0.count, word.utf8Start, word.utf8CodeUnitCount) != nil }
    }

    /// The reports of the files asked for, in the order linting gave them, each under the path it
    /// was asked by: a storyboard an overlay companion claimed comes back under the overlay's name
    /// for it. Companions' own reports are left out.
    static func askedReports(_ reports: [FileReport], asked: [SourceFile]) -> [FileReport] {
        var askedByPath: [String: SourceFile] = [:]
        for source in asked { askedByPath[FilePaths.absolute(source.path)] = askedByPath[FilePaths.absolute(source.path)] ?? source }
        var kept: [FileReport] = []
        for report in reports {
            guard let source = askedByPath.removeValue(forKey: FilePaths.absolute(report.path)) else { continue }
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
