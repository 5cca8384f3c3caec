#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names. Followed, a symbolic link is what it points to, and a broken one is missing;
/// not followed, it is a link.
enum FileKind {
    case missing, directory, regular, symbolicLink, other

    init(atPath path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            self = .missing
            return
        }
        self.init(mode: info.st_mode)
    }

    init(mode: mode_t) {
        self = switch mode & S_IFMT {
        case S_IFDIR: .directory
        case S_IFREG: .regular
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }
}
