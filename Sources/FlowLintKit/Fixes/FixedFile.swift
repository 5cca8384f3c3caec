/// Writes a fixed flow file back, only over the text the fixes were made for: a file edited
/// while flowlint ran (by its user, a formatter, a checkout) keeps those edits, and is reported.
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
        // Read as the run read it (UTF-16 decoded), so that the texts compare alike.
        guard let current = try? SourceFile(readingAt: path, limit: limit), current.bytes == original else { throw .changed }
        do {
            try AtomicFile.write(fixed, to: path)
        } catch {
            throw .unwritable(error.description)
        }
    }
}
