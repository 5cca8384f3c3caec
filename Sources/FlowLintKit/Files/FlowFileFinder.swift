import Foundation

/// Expands the paths given on the command line into the flow files to check.
///
/// A file named explicitly is always checked. A directory contributes, recursively, the files
/// named `app-flow.yaml` / `app-flow.yml` or ending in `.flow.yaml` / `.flow.yml`; hidden
/// directories and build folders are skipped, symbolic links to directories are not followed
/// (so a link loop cannot trap the walk), and the result is sorted so runs are repeatable.
public struct FlowFileFinder {
    public struct Failure: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
    }

    public static let fileNames: Set<String> = ["app-flow.yaml", "app-flow.yml"]
    public static let fileSuffixes = [".flow.yaml", ".flow.yml"]
    private static let skippedDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData"]

    public init() {}

    public static func isFlowFileName(_ name: String) -> Bool {
        fileNames.contains(name) || fileSuffixes.contains { name.hasSuffix($0) }
    }

    public func files(in paths: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        var seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(Failure(path: path, reason: "no such file or directory"))
                continue
            }
            let found = isDirectory.boolValue ? walk(path) : [path]
            if found.isEmpty {
                failures.append(Failure(path: path, reason: "no flow files found (flowlint looks for app-flow.yaml, app-flow.yml, *.flow.yaml and *.flow.yml)"))
            }
            for file in found where seen.insert(file).inserted {
                files.append(file)
            }
        }
        return (files, failures)
    }

    private func walk(_ root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let directory = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                      let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if !Self.skippedDirectories.contains(name) { pending.append(path) }
                } else if Self.isFlowFileName(name), type == .typeRegular || type == .typeSymbolicLink {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
