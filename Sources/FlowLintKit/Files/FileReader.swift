#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the files flowlint checks, draws, imports or compares against, all with the same
/// limit and the same one-line reasons when a file cannot be read.
public enum FileReader {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        /// The file exists but is not a regular file (see `readRegularFile`).
        var isNotRegular = false

        public var description: String { "\(path): \(reason)" }
    }

    /// The whole file, or with a `limit` at most one byte past it: a file over the limit is not
    /// loaded into memory, and the one extra byte lets the parser report the limit.
    public static func read(_ path: String, limit: Int? = nil) throws(Failure) -> [UInt8] {
        try readIdentified(path, limit: limit).bytes
    }

    /// As `read`, with the file's identity when it is a regular file, so that its text can be let
    /// go of and read again (see `SetAsideText`).
    public static func readIdentified(_ path: String, limit: Int? = nil) throws(Failure) -> (bytes: [UInt8], identity: FileIdentity?) {
        try withOpened(path) { descriptor, info throws(Failure) in
            try readOpened(descriptor, info, path: path, limit: limit)
        }
    }

    /// The bytes of an open file, with its identity when it is a regular file that did not change
    /// while it was read: a changed file has no identity its bytes could be checked against.
    private static func readOpened(_ descriptor: Int32, _ info: stat, path: String, limit: Int?) throws(Failure) -> (bytes: [UInt8], identity: FileIdentity?) {
        do throws(ReadError) {
            let bytes = try readAll(descriptor, expectedSize: Int(info.st_size), limit: limit)
            let identity = info.st_mode & S_IFMT == S_IFREG ? FileIdentity(info) : nil
            return (bytes, identity.flatMap { $0 == FileIdentity(descriptor: descriptor) && $0.size == bytes.count ? $0 : nil })
        } catch {
            throw Failure(path: path, reason: "could not be read (\(String(cString: strerror(error.code))))")
        }
    }

    /// As `readIdentified`, for a path that must name a regular file, and whose last component
    /// must not be a symbolic link (it names a file already resolved): anything else, a FIFO or a
    /// device above all, is refused before it is opened, and the file is opened without blocking
    /// and checked again once open, so that a FIFO put in its place meanwhile cannot stop the read.
    static func readRegularFile(_ path: String, limit: Int) throws(Failure) -> (bytes: [UInt8], identity: FileIdentity?) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }
        try requireRegular(info, path)
        return try withOpened(path, flags: O_NOFOLLOW) { descriptor, info throws(Failure) in
            try requireRegular(info, path)
            return try readOpened(descriptor, info, path: path, limit: limit)
        }
    }

    private static func requireRegular(_ info: stat, _ path: String) throws(Failure) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        case S_IFDIR: kind = "a directory"
        case S_IFLNK: kind = "a symbolic link"
        default: kind = "not a regular file"
        }
        throw Failure(path: path, reason: "is \(kind)", isNotRegular: true)
    }

    /// Runs `body` with `path` opened for reading and its status; throws the one-line reason when
    /// it cannot be opened or is a directory.
    private static func withOpened<Result>(
        _ path: String, flags: Int32 = 0, _ body: (Int32, stat) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // Opening a FIFO for reading waits for a writer, perhaps for ever; without waiting, a FIFO
        // nobody writes to reads as empty. Reads then block as usual, so `<(command)` still works.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | flags)
        guard descriptor >= 0 else { throw Failure(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: reason(errno)) }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw Failure(path: path, reason: "is a directory") }
        return try body(descriptor, info)
    }

    /// Opens `path` and runs `body` with it while it is the file `identity` describes; nil, with
    /// `body` not run or its result dropped, when it cannot be opened or has changed, before or
    /// while `body` reads it. A file rewritten during a read could mix old and new bytes.
    static func whileUnchanged<Result>(_ path: String, identity: FileIdentity, _ body: (_ descriptor: Int32) -> Result?) -> Result? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard FileIdentity(descriptor: descriptor) == identity, let result = body(descriptor) else { return nil }
        return FileIdentity(descriptor: descriptor) == identity ? result : nil
    }

    /// The identity of the file at `path` when it can be parsed from disk without being read
    /// first: a regular file of `minimumSize` bytes up to `limit`, not starting with a UTF-16 byte
    /// order mark (such text is turned into UTF-8 in memory). Nil when it must be read; throws,
    /// as `readIdentified` does, when it cannot be opened.
    static func identityForParsingInPlace(_ path: String, minimumSize: Int, limit: Int) throws(Failure) -> FileIdentity? {
        try withOpened(path) { descriptor, info in
            let identity = FileIdentity(info)
            guard info.st_mode & S_IFMT == S_IFREG, identity.size >= minimumSize, identity.size <= limit else { return nil }
            var start: [UInt8] = [0, 0]
            let got = start.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 2, 0) }
            return got == 2 && !TextEncoding.isUTF16(start) ? identity : nil
        }
    }

    /// Reads the file at `path` a piece at a time while it is the file `identity` describes, and
    /// passes each piece to `body`, which returns false to stop. A large file is looked through
    /// without being held whole, and, unlike a mapping of it, a file cut short meanwhile cannot
    /// crash the process. False when the file could not be read or has changed.
    ///
    /// The default `pieceSize` is large enough that the system calls cost little, and small
    /// enough to stay in the cache.
    static func readInPieces(
        _ path: String, identity: FileIdentity, pieceSize: Int = 1 << 18, _ body: (UnsafeRawBufferPointer) -> Bool
    ) -> Bool {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: pieceSize, alignment: 16)
        defer { buffer.deallocate() }
        let read = whileUnchanged(path, identity: identity) { descriptor -> Bool? in
            var offset = 0
            while true {
                let got = pread(descriptor, buffer.baseAddress!, pieceSize, off_t(offset))
                if got < 0, errno == EINTR { continue }
                guard got >= 0 else { return nil }
                guard got > 0 else { return true }
                offset += got
                guard body(UnsafeRawBufferPointer(rebasing: buffer[0 ..< got])) else { return true }
            }
        }
        return read ?? false
    }

    public static func standardInput() -> [UInt8] {
        (try? readAll(STDIN_FILENO, expectedSize: 0, limit: nil)) ?? []
    }

    private struct ReadError: Error {
        var code: Int32
    }

    /// Reads until the end or `limit + 1` bytes. `expectedSize` sizes the first read; a file
    /// that grew, or has no size (a pipe, a file in /proc), is read on in chunks.
    private static func readAll(_ descriptor: Int32, expectedSize: Int, limit: Int?) throws(ReadError) -> [UInt8] {
        let most = limit.map { $0 + 1 } ?? Int.max
        var failure: Int32?
        let firstSize = min(max(expectedSize, 0) + 1, most)
        var bytes = [UInt8](unsafeUninitializedCapacity: firstSize) { buffer, count in
            count = fill(buffer, from: descriptor, failure: &failure)
        }
        var ended = bytes.count < firstSize
        while failure == nil, !ended, bytes.count < most {
            let chunkSize = min(max(bytes.count, 1 << 16), most - bytes.count)
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                count = fill(buffer, from: descriptor, failure: &failure)
            }
            bytes += chunk
            ended = chunk.count < chunkSize
        }
        if let failure { throw ReadError(code: failure) }
        return bytes
    }

    /// Reads into `buffer` until it is full or the input ends; returns the bytes read.
    static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, failure: inout Int32?) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let got = readBytes(descriptor, base + count, buffer.count - count)
            if got < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            if got == 0 { break }
            count += got
        }
        return count
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file or directory"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        default: String(cString: strerror(code))
        }
    }
}

// Inside `FileReader`, `read` names its own method.
#if canImport(Glibc)
private let readBytes = Glibc.read
#elseif canImport(Darwin)
private let readBytes = Darwin.read
#endif
