#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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
    }

    public static let fileNames: Set<String> = ["app-flow.yaml", "app-flow.yml"]
    /// Storyboards are read as flows too (see Storyboard/).
    public static let fileSuffixes = [".flow.yaml", ".flow.yml", ".storyboard"]
    private static let skippedDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData"]

    public var followsSymbolicLinks: Bool

    public init(followsSymbolicLinks: Bool = false) {
        self.followsSymbolicLinks = followsSymbolicLinks
    }

    public static func isFlowFileName(_ name: String) -> Bool {
        fileNames.contains(name) || fileSuffixes.contains { name.hasSuffix($0) }
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
            let found = kind == .directory ? walk(path) : [path]
            if found.isEmpty {
                failures.append(Failure(path: path, reason: "no flow files found (flowlint looks for app-flow.yaml, app-flow.yml, *.flow.yaml, *.flow.yml and *.storyboard)"))
            }
            // Followed links can reach one file by two names; it is checked once, under the first.
            for file in found where seen.insert(followsSymbolicLinks ? Self.realPath(file) : file).inserted {
                files.append(file)
            }
        }
        return (files, failures)
    }

    private func walk(_ root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        var entered: Set<String> = [Self.realPath(root)]
        while let directory = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                // Walking "." yields `app-flow.yaml`, not `./app-flow.yaml`, as compilers print it.
                let path = directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
                var kind = FileKind(atPath: path, followingLinks: false)
                if kind == .symbolicLink {
                    guard followsSymbolicLinks else { continue }
                    kind = FileKind(atPath: path)
                }
                if kind == .directory {
                    if !Self.skippedDirectories.contains(name), entered.insert(Self.realPath(path)).inserted { pending.append(path) }
                } else if Self.isFlowFileName(name), kind == .regular {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    private static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
