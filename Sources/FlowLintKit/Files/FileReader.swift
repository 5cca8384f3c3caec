import Foundation

/// Reads the files flowlint checks, draws, imports or compares against, all with the same
/// limit and the same one-line reasons when a file cannot be read.
public enum FileReader {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// The whole file, or with a `limit` at most one byte past it: a file over the limit is not
    /// loaded into memory, and the one extra byte lets the parser report the limit.
    public static func read(_ path: String, limit: Int? = nil) throws(Failure) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(path: path, reason: "no such file or directory")
        }
        guard !isDirectory.boolValue else { throw Failure(path: path, reason: "is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw Failure(path: path, reason: "permission denied") }
        defer { try? handle.close() }
        do {
            let data = try (limit.map { try handle.read(upToCount: $0 + 1) } ?? handle.readToEnd()) ?? Data()
            return [UInt8](data)
        } catch {
            throw Failure(path: path, reason: "could not be read (\(error.localizedDescription))")
        }
    }

    public static func standardInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
