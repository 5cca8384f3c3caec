/// Which code files an app builds, by the Xcode projects found with them: a file no target of its
/// project compiles (left in the folder after it was taken out of the project, or kept for
/// reference) is not the app's, and what it says would be findings about code that never runs.
///
/// A project says which files a target compiles in its `project.pbxproj`, one line per file of
/// each target's sources phase (`… /* Name.swift in Sources */`). Only that is read, by name: a
/// file is left out when a project whose folder holds it lists no file of that name. Nothing is
/// left out by a project that also builds whole folders (Xcode 16's synchronized groups, which
/// list no files), nor a file of a Swift package inside the project's folder (a `Package.swift`
/// on its way up), which the package builds.
enum XcodeTargets {
    /// `files` without the code files (those with one of `codeSuffixes`) that no target of a
    /// project among `projects` (paths of `project.pbxproj` files) builds.
    static func built(_ files: [String], codeSuffixes: [String], projects: [String], limit: Int = YAMLLimits.default.maxFileSize) -> [String] {
        let known = projects.compactMap { Project(path: $0, limit: limit) }
        guard !known.isEmpty else { return files }
        return files.filter { file in
            guard codeSuffixes.contains(where: file.hasSuffix) else { return true }
            let holding = known.filter { file.hasPrefix($0.folder) }
            guard !holding.isEmpty, holding.allSatisfy(\.listsItsFiles) else { return true }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if holding.contains(where: { $0.compiled.contains(name) }) { return true }
            return isInPackage(file, below: holding.map(\.folder).max { $0.count < $1.count }!)
        }
    }

    /// Whether a folder between the file and the project's holds a `Package.swift`.
    private static func isInPackage(_ file: String, below folder: String) -> Bool {
        var directory = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        while directory.count + 1 > folder.count, !directory.isEmpty {
            if FileKind(atPath: directory + "/Package.swift") == .regular { return true }
            guard let slash = directory.lastIndex(of: "/") else { break }
            directory = String(directory[..<slash])
        }
        return false
    }

    private struct Project {
        /// The folder the `.xcodeproj` bundle sits in, with a trailing slash ("" for the current one).
        let folder: String
        /// The names of the files the project's targets compile.
        let compiled: Set<String>
        /// Whether the project names every file it compiles (no synchronized folders).
        let listsItsFiles: Bool

        init?(path: String, limit: Int) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".xcodeproj"),
                  let bytes = try? FileReader.read(path, limit: limit) else { return nil }
            let above = parts.dropLast(2).joined(separator: "/")
            folder = above.isEmpty ? "" : above + "/"
            let text = String(decoding: bytes, as: UTF8.self)
            listsItsFiles = !text.contains("PBXFileSystemSynchronizedRootGroup")
            var names: Set<String> = []
            let marker = " in Sources */"
            for line in text.split(separator: "\n") where line.contains(marker) {
                guard let open = line.firstRange(of: "/* "), let close = line[open.upperBound...].firstRange(of: marker) else { continue }
                names.insert(String(line[open.upperBound ..< close.lowerBound]))
            }
            compiled = names
        }
    }
}
