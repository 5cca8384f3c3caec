#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of one directory, with names as the bytes the file system holds: a name that is
/// not UTF-8 is still listed, so the walk can say it was passed over rather than lose it.
struct DirectoryListing {
    struct Entry {
        var name: [UInt8]
        /// What the entry is, its link not followed.
        var kind: FileKind
    }

    private(set) var entries: [Entry] = []
    /// Why the directory could not be read, or nil.
    private(set) var failure: String?

    init(_ path: String) {
        guard let directory = opendir(path) else {
            failure = "cannot be read (\(String(cString: strerror(errno))))"
            return
        }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while true {
            errno = 0
            guard let record = readdir(directory) else {
                if errno != 0 { failure = "cannot be read (\(String(cString: strerror(errno))))" }
                break
            }
            let name = Self.name(of: record)
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            entries.append(Entry(name: name, kind: Self.kind(of: name, in: descriptor)))
        }
    }

    /// The entry's name, read where the record holds it up to its terminating zero: a record is
    /// only as long as its name needs (`d_reclen`), so copying the whole `dirent` (whose `d_name`
    /// is declared 256 bytes long) could read past the end of the buffer `readdir` filled.
    private static func name(of record: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let start = UnsafeRawPointer(record) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let bytes = start.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: bytes, count: strlen(start.assumingMemoryBound(to: CChar.self))))
    }

    private static func kind(of name: [UInt8], in directory: Int32) -> FileKind {
        var info = stat()
        let found = name.withUnsafeBufferPointer { bytes in
            (Array(bytes) + [0]).withUnsafeBufferPointer { terminated in
                terminated.withMemoryRebound(to: CChar.self) { fstatat(directory, $0.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) }
            }
        }
        guard found == 0 else { return .missing }
        return FileKind(mode: info.st_mode)
    }
}
