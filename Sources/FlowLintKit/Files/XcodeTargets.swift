/// Which code files and storyboards an app builds, by the Xcode projects found with them: a file
/// no target of its project compiles or copies (left in the folder after it was taken out of the
/// project, or kept for reference, as `Login~.storyboard` beside the `Login.storyboard` it backs up)
/// is not the app's, and what it says would be findings about screens that never show.
///
/// A project says which files a target compiles in its `project.pbxproj`, one line per file of
/// each target's sources phase (`… /* Name.swift in Sources */`), and which it copies into the app
/// in its resources phase (`… /* Main.storyboard in Resources */`, once for all the localized copies
/// of a storyboard). Only that is read, by name: a file is left out when a project whose folder
/// holds it lists no file of that name in that phase, and lists some file there (an empty project
/// says nothing). Nothing is left out by a project that also builds whole folders (Xcode 16's
/// synchronized groups, which list no files), nor a file of a Swift package inside the project's
/// folder (a `Package.swift` on its way up), which the package builds.
enum XcodeTargets {
    /// `files` without the code files (those with one of `codeSuffixes`) that no target of a
    /// project among `projects` (paths of `project.pbxproj` files) compiles, and the storyboards
    /// none copies.
    static func built(_ files: [String], codeSuffixes: [String], projects: [String], limit: Int = YAMLLimits.default.maxFileSize) -> [String] {
        let known = projects.compactMap { Project(path: $0, limit: limit) }
        guard !known.isEmpty else { return files }
        return files.filter { file in
            let phase: KeyPath<Project, Set<String>>
            if codeSuffixes.contains(where: file.hasSuffix) { phase = \.compiled } else if file.hasSuffix(".storyboard") { phase = \.copied } else { return true }
            let holding = known.filter { file.hasPrefix($0.folder) }
            guard !holding.isEmpty, holding.allSatisfy({ $0.listsItsFiles && !$0[keyPath: phase].isEmpty }) else { return true }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            if holding.contains(where: { $0[keyPath: phase].contains(name) }) { return true }
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
        /// The names of the files the project's targets compile, and of those they copy.
        let compiled: Set<String>
        let copied: Set<String>
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
            var compiled: Set<String> = [], copied: Set<String> = []
            for line in text.split(separator: "\n") {
                guard let open = line.firstRange(of: "/* ") else { continue }
                if let close = line[open.upperBound...].firstRange(of: " in Sources */") {
                    compiled.insert(String(line[open.upperBound ..< close.lowerBound]))
                } else if let close = line[open.upperBound...].firstRange(of: " in Resources */") {
                    copied.insert(String(line[open.upperBound ..< close.lowerBound]))
                }
            }
            self.compiled = compiled
            self.copied = copied
        }
    }
}
