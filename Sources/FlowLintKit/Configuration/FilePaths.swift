#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic for configuration lookup, globs and baselines: plain strings, `/`-separated,
/// with `.` and `..` resolved lexically (symbolic links are left alone, as the file finder does).
enum FilePaths {
    /// The working directory, or `.` when it cannot be named (it was deleted under us): paths then
    /// stay relative rather than being anchored somewhere false.
    static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` made absolute against `base` (the current directory by default) and normalised.
    static func absolute(_ path: String, from base: String = currentDirectory) -> String {
        normalized(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Removes `.` and empty components and resolves `..` textually, without touching the disk. A
    /// relative path stays relative, keeping the `..` that climb above its start; at `/` they go nowhere.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !path.hasPrefix("/") {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The absolute directory holding `path`.
    static func directory(of path: String) -> String {
        let absolutePath = absolute(path)
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }

    /// `path` relative to the directory `base`, both absolute; nil when `path` is not inside `base`.
    static func relative(_ path: String, to base: String) -> String? {
        if base == "/" { return String(path.dropFirst()) }
        if path == base { return "" }
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }

    /// How to show a file the user did not name: relative to the current directory when inside it.
    static func display(_ absolutePath: String) -> String {
        relative(absolutePath, to: absolute(".")).flatMap { $0.isEmpty ? nil : $0 } ?? absolutePath
    }

    static func parent(of directory: String) -> String? {
        guard directory != "/" else { return nil }
        guard let slash = directory.lastIndex(of: "/"), slash != directory.startIndex else { return "/" }
        return String(directory[..<slash])
    }
}
