#if canImport(CGlibcExtras)
import CGlibcExtras
#endif

/// Returns the pages of freed heap memory to the system.
///
/// glibc keeps memory freed in the middle of its heap resident, to reuse it. After a large file is
/// decoded, that is what decoding freed, which the graph and the rules' queries only partly reuse,
/// so without this it would add to the process's peak. (The document's own buffers are mapped
/// apart and go back to the system when it is released, on another thread: see `Linter`.)
enum FreedMemory {
    /// The file size from which a document's release leaves enough behind to be worth handing back:
    /// the call walks the whole heap, and smaller files are often linted many at once.
    static let worthReturningAfter = 1 << 20

    static func returnToSystem() {
        #if canImport(CGlibcExtras)
        _ = malloc_trim(0)
        #endif
    }
}
