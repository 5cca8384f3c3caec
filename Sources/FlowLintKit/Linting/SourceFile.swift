#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PositionedYAML

/// A file's bytes and a lazily built index of where its lines start, for source snippets.
///
/// Most files have few or no findings, so the index is built on first use (a snippet's line)
/// rather than for every file read; the lines that mention a word are found without it
/// (`sparseLines(mentioning:)`).
///
/// A large file read from disk can let its bytes go once they are parsed (`setTextAside()`): its
/// text is then not held in memory beside its model and graph while the rules run. `line(_:)`
/// reads lines back from the file as they are asked for; `readBack(lines:)` reads many in one pass.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    /// Guards the mutable state below: the bytes, while set aside, and the line index.
    private let lock = Lock()
    private var storedBytes: [UInt8]?
    private var builtLineStarts: [Int]?
    /// The path opened and the file's identity when it was read; nil for other input.
    private var origin: (path: String, identity: FileIdentity)?
    /// While the bytes are set aside: the lines read back from the file, and those looked for but
    /// not found (past the end, or the file had changed), which are not looked for again.
    private var linesReadBack: [Int: String] = [:]
    private var linesNotFound: Set<Int> = []
    /// `mentions`, once looked for.
    private var knownMentions: TextMentions?
    /// Whether the text holds `flowlint-`, when learnt while the file was parsed from disk.
    private var learntSuppressionComments: Bool?

    /// UTF-16 input is turned into UTF-8 unless `decodingUTF16` is false, which a reader sets
    /// when it stopped at the size limit: half a file must reach the parser as read, to be
    /// reported as too large rather than linted as a shorter document.
    ///
    /// `identity` is that of the file at `path` when these bytes were read from it, as
    /// `FileReader.readIdentified` gives it; with it, the text can be set aside.
    public init(path: String, bytes: [UInt8], decodingUTF16: Bool = true, identity: FileIdentity? = nil) {
        self.path = path
        let decoded = decodingUTF16 ? TextEncoding.utf8(fromPossiblyUTF16: bytes) : bytes
        storedBytes = decoded
        // Lines are read back as the file holds them, so only text parsed as read can be.
        origin = identity.flatMap { $0.size == decoded.count && !TextEncoding.isUTF16(bytes) ? (path, $0) : nil }
    }

    /// The file at `path`, read with its identity. A file over `limit` is read only one byte past
    /// it, and kept as read, so that the parser reports it as too large.
    public convenience init(readingAt path: String, limit: Int) throws(FileReader.Failure) {
        let (bytes, identity) = try FileReader.readIdentified(path, limit: limit)
        self.init(path: path, bytes: bytes, decodingUTF16: bytes.count <= limit, identity: identity)
    }

    /// The file at `path`, left on disk, unread, when it can be parsed from there and holds at
    /// least `minimumSize` bytes: as if read and set aside (`setTextAside()`), so that the linter
    /// parses it from disk without first reading it whole only to let it go. Otherwise read as
    /// `init(readingAt:limit:)` reads it.
    public convenience init(readingAt path: String, limit: Int, leavingOnDiskFrom minimumSize: Int) throws(FileReader.Failure) {
        guard let identity = try FileReader.identityForParsingInPlace(path, minimumSize: minimumSize, limit: limit) else {
            try self.init(readingAt: path, limit: limit)
            return
        }
        self.init(path: path, leftOnDisk: identity)
    }

    private init(path: String, leftOnDisk identity: FileIdentity) {
        self.path = path
        origin = (path, identity)
    }

    /// The text's size in bytes, without reading back text that is set aside.
    public var size: Int {
        lock.withLock { storedBytes?.count ?? origin?.identity.size ?? 0 }
    }

    /// Opens the file the text was read from and runs `body` with it and its size, while it is
    /// still that file; nil, without running `body` or with its result dropped, when the file
    /// cannot be opened or has changed since it was read, before or while `body` reads it.
    func withOriginalFile<Result>(_ body: (_ descriptor: Int32, _ size: Int) -> Result) -> Result? {
        guard let origin = lock.withLock({ origin }) else { return nil }
        return FileReader.whileUnchanged(origin.path, identity: origin.identity) { body($0, origin.identity.size) }
    }

    /// Reads the file again, whole, and takes what it holds now as the text: for a file that
    /// changed after it was first read. A file that can no longer be read leaves no text, and
    /// throws why.
    func reload(limit: Int) throws(FileReader.Failure) {
        guard let path = lock.withLock({ origin?.path }) else { return }
        do {
            let fresh = try SourceFile(readingAt: path, limit: limit)
            let (bytes, freshOrigin) = fresh.lock.withLock { (fresh.storedBytes ?? [], fresh.origin) }
            replaceText(bytes, origin: freshOrigin)
        } catch {
            replaceText([], origin: nil)
            throw error
        }
    }

    private func replaceText(_ bytes: [UInt8], origin freshOrigin: (path: String, identity: FileIdentity)?) {
        lock.withLock {
            (storedBytes, origin) = (bytes, freshOrigin)
            builtLineStarts = nil
            linesReadBack = [:]
            linesNotFound = []
            knownMentions = nil
            learntSuppressionComments = nil
        }
    }

    /// Which of the words that change how a file is linted the text holds: looked for once, in
    /// the bytes, or in the file itself while they are set aside. A file that changed since it
    /// was read is assumed to mention them all, which sends it the way of a file read again.
    var mentions: TextMentions {
        lock.withLock {
            if let knownMentions { return knownMentions }
            let found = if let storedBytes {
                TextMentions(in: storedBytes)
            } else if let origin {
                TextMentions(readingFileAt: origin.path, identity: origin.identity) ?? .assumedAll
            } else {
                TextMentions(in: [])
            }
            knownMentions = found
            return found
        }
    }

    /// Whether the text may hold suppression comments: as learnt while the file was parsed from
    /// disk, or else `mentions.suppressionComments`, looked for in the text if need be.
    var mentionsSuppressionComments: Bool {
        if let known = lock.withLock({ learntSuppressionComments ?? knownMentions?.suppressionComments }) { return known }
        return mentions.suppressionComments
    }

    /// Whether `mentionsSuppressionComments` is known without looking through the text.
    var knowsSuppressionComments: Bool {
        lock.withLock { learntSuppressionComments != nil || knownMentions != nil }
    }

    /// Whether the file is to be looked through for `flowlint-` as libyaml reads it from disk
    /// (see `Linter.lintFile`) rather than beforehand: its text is set aside, and what it
    /// mentions is not known yet.
    var isLookedThroughWhileParsed: Bool {
        isTextSetAside && !knowsSuppressionComments
    }

    /// Takes what was found while the file was read for parsing.
    func learnSuppressionComments(_ mentioned: Bool) {
        lock.withLock { learntSuppressionComments = mentioned }
    }

    /// Reads text that is set aside back into memory; false when the file has changed since it
    /// was read, and the text stays set aside.
    func restoreText() -> Bool {
        _ = bytes
        return !isTextSetAside
    }

    /// The whole text. Once set aside it is read from the file again, and is empty if the file
    /// has changed since.
    public var bytes: [UInt8] {
        lock.withLock {
            if let storedBytes { return storedBytes }
            guard let origin, let bytes = try? FileReader.readIdentified(origin.path),
                  bytes.identity == origin.identity else { return [] }
            storedBytes = bytes.bytes
            return bytes.bytes
        }
    }

    public var canSetTextAside: Bool { lock.withLock { origin != nil } }

    /// Lets the bytes go: `line(_:)` then reads lines back from the file, and `bytes` reads the
    /// whole file again. Does nothing for input that cannot be read again, such as standard input.
    public func setTextAside() {
        lock.withLock {
            guard origin != nil else { return }
            storedBytes = nil
            builtLineStarts = nil
        }
    }

    /// Reads `lines` back from the file in one pass, for `line(_:)`, when the text is set aside.
    /// Lines of a file that has changed since it was read stay unknown: a snippet of other text
    /// would mislead.
    public func readBack(lines: Set<Int>) {
        lock.withLock {
            guard let origin, storedBytes == nil else { return }
            // Filtered line by line: subtracting the keys would walk every line already read
            // back, once for each snippet a report asks for.
            let missing = lines.filter { linesReadBack[$0] == nil && !linesNotFound.contains($0) }
            guard !missing.isEmpty else { return }
            let found = LineRereader.lines(missing, of: origin.path, expecting: origin.identity) ?? [:]
            linesReadBack.merge(found) { old, _ in old }
            linesNotFound.formUnion(missing.subtracting(found.keys))
        }
    }

    /// Whether the bytes are let go of: the linter parses such a file from disk.
    var isTextSetAside: Bool { lock.withLock { storedBytes == nil } }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [bytes.withUnsafeBufferPointer(ByteOrderMark.length)]
        bytes.withUnsafeBufferPointer { buffer in
            let hasCarriageReturns = LineBreaks.includeCarriageReturns(buffer)
            while let next = LineBreaks.nextLineStart(in: buffer, from: starts[starts.count - 1], hasCarriageReturns) {
                starts.append(next)
            }
        }
        return starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text and where its lines start, the index built on first use; nil while the text is
    /// set aside.
    private func textWithLineStarts() -> (bytes: [UInt8], lineStarts: [Int])? {
        lock.withLock {
            guard let storedBytes else { return nil }
            if builtLineStarts == nil { builtLineStarts = Self.lineStarts(of: storedBytes) }
            return (storedBytes, builtLineStarts!)
        }
    }

    /// The lines that mention `word`, and any line near them, without indexing every line (see
    /// `SparseLines`); nil while the text is set aside.
    func sparseLines(mentioning word: [UInt8]) -> SparseLines? {
        lock.withLock { storedBytes.map { SparseLines(bytes: $0, mentioning: word) } }
    }

    /// The text of a 1-based line without its line break, or nil past the end of the file (or,
    /// while the text is set aside, when the file has changed since it was read).
    public func line(_ number: Int) -> String? {
        guard let (bytes, lineStarts) = textWithLineStarts() else {
            readBack(lines: [number])
            return lock.withLock { linesReadBack[number] }
        }
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start ..< end]), as: UTF8.self) }
    }
}
