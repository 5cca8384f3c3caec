#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, following symbolic links: a broken link is missing.
enum FileKind {
    case missing, directory, other

    init(atPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        self = info.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }
}
