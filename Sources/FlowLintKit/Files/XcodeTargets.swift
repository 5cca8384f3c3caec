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
    ///
    /// A project inside another's folder that neither that project (as a subproject) nor a
    /// workspace beside it (`workspaces`, paths of `contents.xcworkspacedata` files) names is a
    /// product of its own (a tool of the team's): its files are left out of the app around it. So
    /// are the files of a nested project that only its application targets build: a vendored
    /// library's example app, beside the framework the app links.
    static func built(_ files: [String], codeSuffixes: [String], projects: [String], workspaces: [String] = [],
                      limit: Int = YAMLLimits.default.maxFileSize) -> [String] {
        let known = projects.compactMap { Project(path: $0, limit: limit) }
        guard !known.isEmpty else { return files }
        let listed = workspaces.compactMap { Workspace(path: $0, limit: limit) }
        let separate = known.filter { inner in
            known.contains { outer in
                outer.folder.count < inner.folder.count && inner.folder.hasPrefix(outer.folder) && !outer.names.contains(inner.bundle)
                    && !listed.contains { outer.folder.hasPrefix($0.folder) && $0.names.contains(inner.bundle) }
            }
        }
        let nested = known.filter { inner in known.contains { $0.folder.count < inner.folder.count && inner.folder.hasPrefix($0.folder) } }
        return files.filter { file in
            if separate.contains(where: { file.hasPrefix($0.folder) }) { return false }
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            if nested.contains(where: { file.hasPrefix($0.folder) && $0.builtByAppsOnly.contains(fileName) }) { return false }
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

    /// The names of the projects (`Name.xcodeproj`) a project or workspace file mentions.
    private static func projectNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.contains(".xcodeproj") {
            for token in line.split(whereSeparator: { " \t\"'/;=(){},:<>".contains($0) }) where token.hasSuffix(".xcodeproj") {
                names.insert(String(token))
            }
        }
        return names
    }

    /// A file inside a bundle (`App.xcodeproj/project.pbxproj`) read: the folder the bundle sits
    /// in, with a trailing slash ("" for the current one), the bundle's name, and the text.
    private static func bundleFile(_ path: String, suffix: String, limit: Int) -> (folder: String, bundle: String, text: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(suffix), let bytes = try? FileReader.read(path, limit: limit) else { return nil }
        let above = parts.dropLast(2).joined(separator: "/")
        return (above.isEmpty ? "" : above + "/", String(parts[parts.count - 2]), String(decoding: bytes, as: UTF8.self))
    }

    private struct Workspace {
        /// The folder the `.xcworkspace` bundle sits in, with a trailing slash.
        let folder: String
        let names: Set<String>

        init?(path: String, limit: Int) {
            guard let read = XcodeTargets.bundleFile(path, suffix: ".xcworkspace", limit: limit) else { return nil }
            folder = read.folder
            names = XcodeTargets.projectNames(in: read.text)
        }
    }

    private struct Project {
        /// The folder the `.xcodeproj` bundle sits in, with a trailing slash ("" for the current one).
        let folder: String
        /// The bundle's name (`App.xcodeproj`), and the projects it names (its subprojects).
        let bundle: String
        let names: Set<String>
        /// The names of the files the project's targets compile, and of those they copy.
        let compiled: Set<String>
        let copied: Set<String>
        /// Whether the project names every file it compiles (no synchronized folders).
        let listsItsFiles: Bool
        /// The files only its application targets compile or copy, none of its others (a framework's).
        let builtByAppsOnly: Set<String>

        init?(path: String, limit: Int) {
            guard let read = XcodeTargets.bundleFile(path, suffix: ".xcodeproj", limit: limit) else { return nil }
            folder = read.folder
            bundle = read.bundle
            let text = read.text
            names = XcodeTargets.projectNames(in: text)
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
            builtByAppsOnly = Self.builtByAppsOnly(text)
        }

        /// Reads the targets (`PBXNativeTarget`: its `productType` and `buildPhases`) and the
        /// phases (their `files`, by name) of a project's objects, one object from its
        /// `ID /* … */ = {` line to its `};`.
        private static func builtByAppsOnly(_ text: String) -> Set<String> {
            var phases: [String: [String]] = [:]
            var targets: [(isApp: Bool, phases: [String])] = []
            var id: String?, isa = "", isApp = false, list: [String]?, listKey = ""
            var phaseFiles: [String] = [], targetPhases: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == "\t" || $0 == " " }
                if id == nil {
                    guard line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"), trimmed.hasSuffix("= {"),
                          let first = trimmed.split(separator: " ").first else { continue }
                    id = String(first); isa = ""; isApp = false; phaseFiles = []; targetPhases = []
                    continue
                }
                if line.hasPrefix("\t\t}") {
                    if isa == "PBXNativeTarget" { targets.append((isApp, targetPhases)) } else if isa.hasSuffix("BuildPhase") { phases[id!] = phaseFiles }
                    id = nil
                } else if trimmed.hasPrefix("isa = ") {
                    isa = String(trimmed.dropFirst(6).prefix { $0 != ";" })
                } else if trimmed.hasPrefix("productType = ") {
                    isApp = trimmed.contains("product-type.application\"")
                } else if trimmed.hasPrefix("buildPhases = (") || trimmed.hasPrefix("files = (") {
                    list = []; listKey = String(trimmed.prefix { $0 != " " })
                } else if trimmed.hasPrefix(");"), let items = list {
                    if listKey == "buildPhases" { targetPhases = items } else { phaseFiles = items }
                    list = nil
                } else if list != nil, let first = trimmed.split(separator: " ").first {
                    if listKey == "buildPhases" {
                        list!.append(String(first))
                    } else if let open = trimmed.firstRange(of: "/* "), let close = trimmed.ranges(of: " in ").last, open.upperBound <= close.lowerBound {
                        // `B4 /* Log in Screen.storyboard in Resources */`: the name ends at the last " in ".
                        list!.append(String(trimmed[open.upperBound ..< close.lowerBound]))
                    }
                }
            }
            var apps: Set<String> = [], others: Set<String> = []
            for target in targets {
                let names = target.phases.flatMap { phases[$0] ?? [] }
                if target.isApp { apps.formUnion(names) } else { others.formUnion(names) }
            }
            return apps.subtracting(others)
        }
    }
}
