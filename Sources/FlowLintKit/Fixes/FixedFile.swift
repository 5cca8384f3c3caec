/// Writes a fixed flow file back, only over the text the fixes were made for: a file edited
/// while flowlint ran (by its user, a formatter, a checkout) keeps those edits, and is reported.
/// The file keeps its encoding: UTF-16 is written as UTF-16, with the byte order mark it had.
enum FixedFile {
    enum Refusal: Error, Equatable {
        /// A link or anything else but a regular file: replacing it would cut the link.
        case notRegular
        /// The file no longer holds the text that was linted.
        case changed
        case unwritable(String)
    }

    static func write(_ fixed: [UInt8], over original: [UInt8], at path: String, limit: Int) throws(Refusal) {
        guard FileKind(atPath: path, followingLinks: false) == .regular else { throw .notRegular }
        // Compared as the run read it (UTF-16 decoded); written as it is stored.
        guard let stored = try? FileReader.read(path, limit: limit), stored.count <= limit,
              TextEncoding.utf8(fromPossiblyUTF16: stored) == original else { throw .changed }
        do {
            try AtomicFile.write(TextEncoding.Stored(stored).encode(fixed), to: path)
        } catch {
            throw .unwritable(error.description)
        }
    }
}
