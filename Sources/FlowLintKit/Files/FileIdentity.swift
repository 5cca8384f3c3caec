#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a descriptor reads and how it stood: device, inode, size and the times of its last
/// change. A file read again later is taken to hold the same bytes only when all of these agree.
public struct FileIdentity: Equatable, Sendable {
    private var device: UInt64
    private var inode: UInt64
    public private(set) var size: Int
    private var modified: (seconds: Int, nanoseconds: Int)
    private var changed: (seconds: Int, nanoseconds: Int)

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int(info.st_size)
        #if canImport(Darwin)
        modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        changed = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        #else
        modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        #endif
    }

    /// The identity of what `descriptor` reads, when it is a regular file.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(info)
    }

    public static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified == rhs.modified && lhs.changed == rhs.changed
    }
}
