/// What a `SourceFile` needs only so that a large file's text can be let go while its model and
/// graph are in memory, and read back from disk as it is asked for: the file the text came from,
/// the lines read back from it, and which of the words that change how it is linted it mentions
/// (`TextMentions`).
///
/// A `SourceFile` holds one, under its lock, and the `SourceFile` extension below is all that
/// reaches it. For input that cannot be read again, such as standard input, there is no origin,
/// and the text is never set aside.
struct SetAsideText {
    /// The path opened and the file's identity when it was read; nil for other input.
    private(set) var origin: (path: String, identity: FileIdentity)?
    /// While the bytes are set aside: the lines read back from the file, and those looked for but
    /// not found (past the end, or the file had changed), which are not looked for again.
    private var linesReadBack: [Int: String] = [:]
    private var linesNotFound: Set<Int> = []
    /// `mentions`, once looked for.
    private var knownMentions: TextMentions?
    /// Whether the text holds `flowlint-`, when learnt while the file was parsed from disk.
    private var learntSuppressionComments: Bool?

    init(origin: (path: String, identity: FileIdentity)?) {
        self.origin = origin
    }

    /// The origin of `decoded`, read from `path` as `identity` describes: none unless the text is
    /// as the file holds it, since lines are read back as the file holds them.
    init(path: String, read bytes: [UInt8], decoded: [UInt8], identity: FileIdentity?) {
        self.init(origin: identity.flatMap { $0.size == decoded.count && !TextEncoding.isUTF16(bytes) ? (path, $0) : nil })
    }

    /// The whole file again; nil when it cannot be read or has changed since it was first read.
    func readWhole() -> [UInt8]? {
        guard let origin, let read = try? FileReader.readIdentified(origin.path), read.identity == origin.identity else { return nil }
        return read.bytes
    }

    /// The file's line table, read back in pieces; nil when it cannot be read or has changed.
    func readLineTable() -> LineTable? {
        guard let origin else { return nil }
        var builder = LineTable.Builder()
        let read = FileReader.readInPieces(origin.path, identity: origin.identity, pieceSize: 1 << 16) { piece in
            builder.add(piece.assumingMemoryBound(to: UInt8.self))
            return true
        }
        return read ? builder.table : nil
    }

    /// Reads `lines` back from the file in one pass, skipping those already read or looked for.
    mutating func readBack(lines: Set<Int>) {
        guard let origin else { return }
        // Filtered line by line: subtracting the keys would walk every line already read back,
        // once for each snippet a report asks for.
        let missing = lines.filter { linesReadBack[$0] == nil && !linesNotFound.contains($0) }
        guard !missing.isEmpty else { return }
        let found = LineRereader.lines(missing, of: origin.path, expecting: origin.identity) ?? [:]
        linesReadBack.merge(found) { old, _ in old }
        linesNotFound.formUnion(missing.subtracting(found.keys))
    }

    func lineReadBack(_ number: Int) -> String? { linesReadBack[number] }

    /// What `storedBytes` mention, or the file itself when they are set aside (nil); looked for
    /// once. A file that changed since it was read is assumed to mention them all.
    mutating func mentions(in storedBytes: [UInt8]?) -> TextMentions {
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

    /// Whether the text holds `flowlint-`, if known without looking through it.
    var knownSuppressionComments: Bool? { learntSuppressionComments ?? knownMentions?.suppressionComments }

    mutating func learnSuppressionComments(_ mentioned: Bool) { learntSuppressionComments = mentioned }
}

/// A source file's text set aside and read back, and what it mentions; see `SetAsideText`.
extension SourceFile {
    /// The file at `path`, left on disk, unread, when it can be parsed from there and holds at
    /// least `minimumSize` bytes: as if read and set aside (`setTextAside()`), so that the linter
    /// parses it from disk without first reading it whole only to let it go. Otherwise read as
    /// `init(readingAt:limit:)` reads it.
    public convenience init(readingAt path: String, limit: Int, leavingOnDiskFrom minimumSize: Int) throws(FileReader.Failure) {
        guard let identity = try FileReader.identityForParsingInPlace(path, minimumSize: minimumSize, limit: limit) else {
            try self.init(readingAt: path, limit: limit)
            return
        }
        self.init(path: path, setAside: SetAsideText(origin: (path, identity)))
    }

    /// Opens the file the text was read from and runs `body` with it and its size, while it is
    /// still that file; nil, without running `body` or with its result dropped, when the file
    /// cannot be opened or has changed since it was read, before or while `body` reads it.
    func withOriginalFile<Result>(_ body: (_ descriptor: Int32, _ size: Int) -> Result) -> Result? {
        guard let origin = withSetAsideText({ _, text in text.origin }) else { return nil }
        return FileReader.whileUnchanged(origin.path, identity: origin.identity) { body($0, origin.identity.size) }
    }

    /// Reads the file again, whole, and takes what it holds now as the text: for a file that
    /// changed after it was first read. A file that can no longer be read leaves no text, and
    /// throws why.
    func reload(limit: Int) throws(FileReader.Failure) {
        guard let path = withSetAsideText({ _, text in text.origin?.path }) else { return }
        do {
            let fresh = try SourceFile(readingAt: path, limit: limit)
            let (bytes, freshText) = fresh.withSetAsideText { bytes, text in (bytes ?? [], SetAsideText(origin: text.origin)) }
            withSetAsideText(droppingLineIndex: true) { stored, text in (stored, text) = (bytes, freshText) }
        } catch {
            withSetAsideText(droppingLineIndex: true) { stored, text in (stored, text) = ([], SetAsideText(origin: nil)) }
            throw error
        }
    }

    public var canSetTextAside: Bool { withSetAsideText { _, text in text.origin != nil } }

    /// Whether the bytes are let go of: the linter parses such a file from disk.
    var isTextSetAside: Bool { withSetAsideText { bytes, _ in bytes == nil } }

    /// Lets the bytes go: `line(_:)` then reads lines back from the file, and `bytes` reads the
    /// whole file again. Does nothing for input that cannot be read again, such as standard input.
    public func setTextAside() {
        withSetAsideText(droppingLineIndex: true) { bytes, text in
            if text.origin != nil { bytes = nil }
        }
    }

    /// Reads text that is set aside back into memory; false when the file has changed since it
    /// was read, and the text stays set aside.
    func restoreText() -> Bool {
        _ = bytes
        return !isTextSetAside
    }

    /// Reads `lines` back from the file in one pass, for `line(_:)`, when the text is set aside.
    /// Lines of a file that has changed since it was read stay unknown: a snippet of other text
    /// would mislead.
    public func readBack(lines: Set<Int>) {
        withSetAsideText { bytes, text in
            if bytes == nil { text.readBack(lines: lines) }
        }
    }

    /// Which of the words that change how a file is linted the text holds: looked for once, in
    /// the bytes, or in the file itself while they are set aside. A file that changed since it
    /// was read is assumed to mention them all, which sends it the way of a file read again.
    var mentions: TextMentions {
        withSetAsideText { bytes, text in text.mentions(in: bytes) }
    }

    /// Whether the text may hold suppression comments: as learnt while the file was parsed from
    /// disk, or else `mentions.suppressionComments`, looked for in the text if need be.
    var mentionsSuppressionComments: Bool {
        if let known = withSetAsideText({ _, text in text.knownSuppressionComments }) { return known }
        return mentions.suppressionComments
    }

    /// Whether `mentionsSuppressionComments` is known without looking through the text.
    var knowsSuppressionComments: Bool {
        withSetAsideText { _, text in text.knownSuppressionComments != nil }
    }

    /// Whether the file is to be looked through for `flowlint-` as libyaml reads it from disk
    /// (see `Linter.lintFile`) rather than beforehand: its text is set aside, and what it
    /// mentions is not known yet.
    var isLookedThroughWhileParsed: Bool {
        isTextSetAside && !knowsSuppressionComments
    }

    /// Takes what was found while the file was read for parsing.
    func learnSuppressionComments(_ mentioned: Bool) {
        withSetAsideText { _, text in text.learnSuppressionComments(mentioned) }
    }
}
