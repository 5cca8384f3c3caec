#if canImport(CGlibcExtras)
import CGlibcExtras
#endif

/// Returns the pages of freed heap memory to the system.
///
/// glibc keeps memory freed in the middle of its heap resident, to reuse it. After a large file is
/// decoded, that is what decoding freed, which the graph and the rules' queries only partly reuse,
/// so without this it would add to the process's peak. (The document's own buffers, sized from the
/// file, are as a rule mapped apart, and go back to the system when it is
/// released, on another thread: see `Linter`. glibc may take one from its heap instead once it
/// has raised its threshold for mapping apart, which freeing a mapped block does, up to 32 MiB.)
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
