#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths given on the command line into the flow files to check.
///
/// A file named explicitly is always checked. A directory contributes, recursively, the files
/// named `app-flow.yaml` / `app-flow.yml` or ending in `.flow.yaml` / `.flow.yml` / `.storyboard`; hidden
/// directories and build folders are skipped, and the result is sorted so runs are repeatable.
/// Symbolic links met during a walk are skipped, so a walk never leaves the given roots, unless
/// `followsSymbolicLinks` is set; then each directory is entered once by its real path, so a
/// link loop cannot trap the walk.
public struct FlowFileFinder {
    public struct Failure: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
        /// The path is a directory that holds nothing the walk collects (`reason` lists what it looks for).
        public var foundNothing = false
    }

    public static let fileNames: Set<String> = ["app-flow.yaml", "app-flow.yml"]
    /// Storyboards are read as flows too (see Storyboard/).
    public static let fileSuffixes = [".flow.yaml", ".flow.yml", ".storyboard"]
    private static let skippedDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData"]
    /// Bundles that hold copies of an app's storyboards rather than the app: an Xcode
    /// localization catalog exported for translators (`fr.xcloc/Source Contents/...`) and an
    /// archive of a build.
    private static let skippedBundleSuffixes = [".xcloc", ".xcarchive"]

    /// A library's example or demo app, beside its `Sources` or its manifest: another app, not
    /// the one checked (a package vendored into an app often brings one). Named for it, alone or
    /// as one word of its name (`ReachabilitySample`, `DemoApp`).
    private static let exampleWords: Set<String> = ["example", "examples", "demo", "demos", "sample", "samples"]

    static func isExample(directory name: String) -> Bool {
        ClosingWords.words(of: name).contains(where: exampleWords.contains)
    }

    /// A test target's folder (`Tests`, `NotesTests`, `NotesUITests`) beside a library's manifest or
    /// an Xcode project: its code drives the app in tests, and what it presents is no part of the
    /// app's flow.
    static func isTests(directory name: String) -> Bool {
        ClosingWords.words(of: name).last == "tests"
    }

    /// Whether a directory holds an Xcode project (`Notes.xcodeproj`): an app's folder.
    private static func holdsProject(_ listing: DirectoryListing) -> Bool {
        listing.entries.contains { entry in entry.name.count > 10 && entry.name.suffix(10).elementsEqual(".xcodeproj".utf8) }
    }

    /// Whether a directory is a library's: it holds a `Package.swift`, a `.podspec` or `Sources`.
    private static func isLibrary(_ listing: DirectoryListing) -> Bool {
        listing.entries.contains { entry in
            entry.name.elementsEqual("Package.swift".utf8) || entry.name.elementsEqual("Sources".utf8)
                || (entry.name.count > 8 && entry.name.suffix(8).elementsEqual(".podspec".utf8))
        }
    }

    /// Whether a walk leaves the directory out: build output, dependencies, and copies.
    static func skips(directory name: String) -> Bool {
        skippedDirectories.contains(name) || skippedBundleSuffixes.contains { name.hasSuffix($0) }
    }

    public var followsSymbolicLinks: Bool
    /// Endings of source files a code frontend reads (`CodeFrontend.fileSuffixes`), looked for
    /// too; empty unless `CheckRunner` has such a frontend.
    public var codeSuffixes: [String] = []
    /// Whether a directory's walk enters the folders in it; when not, it takes the directory's
    /// own files only (`AppCompanions`, for a file in a folder nothing marks as an app's).
    var descends = true

    public init(followsSymbolicLinks: Bool = false) {
        self.followsSymbolicLinks = followsSymbolicLinks
    }

    public static func isFlowFileName(_ name: String) -> Bool {
        fileNames.contains(name) || fileSuffixes.contains { name.hasSuffix($0) }
    }

    /// Whether a walk collects the file: a flow file, a storyboard, or code a frontend reads.
    private func collects(_ name: String) -> Bool {
        Self.isFlowFileName(name) || codeSuffixes.contains { name.hasSuffix($0) }
    }

    public func files(in paths: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        var seen: Set<String> = []
        for path in paths {
            let kind = FileKind(atPath: path)
            guard kind != .missing else {
                failures.append(Failure(path: path, reason: "no such file or directory"))
                continue
            }
            let walked = kind == .directory ? walk(path) : (files: [path], failures: [])
            let found = walked.files
            failures += walked.failures
            if found.isEmpty, walked.failures.isEmpty {
                failures.append(Failure(path: path, reason: "no flow files found (flowlint looks for app-flow.yaml, app-flow.yml, *.flow.yaml, *.flow.yml and *.storyboard\(codeSuffixes.map { " and *" + $0 }.joined()))",
                                        foundNothing: true))
            }
            // One file can be named twice (`Flows` and `./Flows/app-flow.yaml`), and followed links
            // can reach it by two names; it is checked once, under the first.
            for file in found where seen.insert(followsSymbolicLinks ? Self.realPath(file) : FilePaths.absolute(file)).inserted {
                files.append(file)
            }
        }
        return (files, failures)
    }

    /// The flow files below `root`, and what could not be looked at: a directory that cannot be
    /// read, or an entry whose name is not UTF-8 (flowlint names files in its reports, and a name
    /// it cannot print is one it would have to skip in silence). The rest is still walked.
    private func walk(_ root: String) -> (files: [String], failures: [Failure]) {
        var found: [String] = []
        var failures: [Failure] = []
        // Xcode projects, which say which of the code files and storyboards an app builds (`XcodeTargets`).
        var projects: [String] = [], workspaces: [String] = []
        var pending = [root]
        var entered: Set<String> = [Self.realPath(root)]
        while let directory = pending.popLast() {
            let listing = DirectoryListing(directory)
            if let reason = listing.failure {
                failures.append(Failure(path: directory, reason: reason))
                continue
            }
            // Walking "." yields `app-flow.yaml`, not `./app-flow.yaml`, as compilers print it.
            let prefix = directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
            let isLibrary = Self.isLibrary(listing)
            let holdsTargets = isLibrary || Self.holdsProject(listing)
            for entry in listing.entries where entry.name.first != UInt8(ascii: ".") {
                guard let name = String(validating: entry.name, as: UTF8.self) else {
                    if matters(entry) {
                        failures.append(Failure(path: prefix + Self.escaped(entry.name), reason: "the name is not valid UTF-8, so it is not checked; rename it"))
                    }
                    continue
                }
                let path = prefix + name
                var kind = entry.kind
                if kind == .symbolicLink {
                    guard followsSymbolicLinks else { continue }
                    kind = FileKind(atPath: path)
                }
                if kind == .directory {
                    if descends, !Self.skips(directory: name), !(isLibrary && Self.isExample(directory: name)), !(holdsTargets && Self.isTests(directory: name)),
                       entered.insert(Self.realPath(path)).inserted { pending.append(path) }
                } else if collects(name), kind == .regular {
                    found.append(path)
                } else if name == "project.pbxproj", kind == .regular {
                    projects.append(path)
                } else if name == "contents.xcworkspacedata", kind == .regular {
                    workspaces.append(path)
                }
            }
        }
        found = XcodeTargets.built(found, codeSuffixes: codeSuffixes, projects: projects, workspaces: workspaces)
        return (found.sorted(), failures.sorted { $0.path < $1.path })
    }

    /// Whether an entry whose name is not UTF-8 could have held or been a flow file: a directory
    /// the walk would enter, or a file (or, when links are followed, a link) whose name ends as a
    /// flow file's does. A link the walk would skip anyway is skipped here too.
    private func matters(_ entry: DirectoryListing.Entry) -> Bool {
        let flowFileName = (Self.fileSuffixes + codeSuffixes).contains { entry.name.count > $0.utf8.count && entry.name.suffix($0.utf8.count).elementsEqual($0.utf8) }
        switch entry.kind {
        case .directory: return true
        case .regular: return flowFileName
        case .symbolicLink: return followsSymbolicLinks && flowFileName
        default: return false
        }
    }

    /// A name shown with each byte that is not part of a UTF-8 character as `\xNN`.
    static func escaped(_ name: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < name.count {
            let lead = name[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if index + length <= name.count, let character = String(validating: name[index ..< index + length], as: UTF8.self) {
                text += character
                index += length
            } else {
                let hex = String(lead, radix: 16, uppercase: true)
                text += "\\x" + (hex.count < 2 ? "0" : "") + hex
                index += 1
            }
        }
        return text
    }

    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return FilePaths.absolute(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
