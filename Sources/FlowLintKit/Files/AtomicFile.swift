#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that readers see either the old content or the new, never half of it:
/// the bytes go to a temporary file in the same directory, which is then renamed over the target.
/// The same directory matters: a rename is only atomic within one file system.
///
/// A path that names a FIFO or a device (`--output sarif=/dev/stdout`, a named pipe a CI step
/// reads) is written into instead: renaming over it would put a regular file in its place, and
/// whoever waits on the pipe would never hear of the report.
///
/// Every file flowlint writes where a user names it (reports, baselines, `init`'s configuration,
/// imports, stamps) gets its missing parent directories made here, so all of them behave alike.
public enum AtomicFile {
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        /// Set when `replacing: false` found the file already there.
        public var alreadyExists = false

        public var description: String { "\(path): \(reason)" }
    }

    public static func write(_ text: String, to path: String, replacing: Bool = true) throws(WriteError) {
        try write(Array(text.utf8), to: path, replacing: replacing)
    }

    /// Missing parent directories are made first (that part is not atomic, and they stay if the
    /// write then fails).
    /// With `replacing: false`, an existing file is left alone and the write fails with
    /// `alreadyExists`, even if the file appeared while this one was being written: the finished
    /// temporary file is linked into place, which the system refuses when the name is taken.
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true) throws(WriteError) {
        if FileKind(atPath: path) == .other {
            guard replacing else { throw WriteError(path: path, reason: "already exists", alreadyExists: true) }
            if try writeInto(bytes, path: path) { return }
        }
        // Split as the system will resolve the path, textually: `a/link/../b` is written beside
        // wherever `a/link/..` leads.
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if !makeDirectories(directory) {
            throw WriteError(path: path, reason: "could not create directory \(directory)")
        }
        guard FileKind(atPath: directory) == .directory else {
            throw WriteError(path: path, reason: "directory \(directory) does not exist")
        }
        let temporary = directory + "/." + name + ".tmp-" + RandomToken.make()
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: path, reason: "could not create a temporary file (\(lastErrorText()))")
        }
        var failure: String?
        // A replaced file keeps its permissions; a new one gets 0644 less the umask.
        var existing = stat()
        if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
            fchmod(descriptor, existing.st_mode & 0o7777)
        }
        if !bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) {
            failure = "could not write (\(lastErrorText()))"
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = "could not flush to disk (\(lastErrorText()))"
        }
        close(descriptor)
        var exists = false
        if failure == nil, replacing, rename(temporary, path) != 0 {
            failure = "could not replace the file (\(lastErrorText()))"
        }
        if failure == nil, !replacing, link(temporary, path) != 0 {
            exists = errno == EEXIST
            failure = exists ? "already exists" : "could not create the file (\(lastErrorText()))"
        }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure, alreadyExists: exists)
        }
        if !replacing { unlink(temporary) }
    }

    /// Writes into the FIFO or device at `path`, opened without creating or truncating anything;
    /// false when what is there turned out to be a regular file after all, for the caller to
    /// replace atomically. The open does not wait: a FIFO that no process reads is an error
    /// rather than a hang.
    private static func writeInto(_ bytes: [UInt8], path: String) throws(WriteError) -> Bool {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let failure = errno
            var info = stat()
            let isFIFO = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
            errno = failure
            throw WriteError(path: path, reason: isFIFO && failure == ENXIO ? "no process is reading this FIFO" : "could not open (\(lastErrorText()))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR else { return false }
        // Open now, the reader is there: from here on a full pipe is waited on, not an error.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        guard bytes.withUnsafeBytes({ writeAll($0, to: descriptor) }) else {
            throw WriteError(path: path, reason: "could not write (\(lastErrorText()))")
        }
        return true
    }

    /// `mkdir -p`: each missing directory on the way, in turn.
    private static func makeDirectories(_ directory: String) -> Bool {
        if FileKind(atPath: directory) == .directory { return true }
        if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex,
           !makeDirectories(String(directory[..<slash])) {
            return false
        }
        return mkdir(directory, 0o777) == 0 || (errno == EEXIST && FileKind(atPath: directory) == .directory)
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
