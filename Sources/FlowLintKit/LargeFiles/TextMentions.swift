import PositionedYAML

/// The words whose mere presence in a file changes how it is linted, looked for once per text.
struct TextMentions: Equatable, Sendable {
    /// `flowlint-`: the file may hold suppression comments, which are read from its lines, so
    /// its text is kept.
    var suppressionComments: Bool

    /// The words, looked for by a `WordWatch` in this order.
    private static let words = ["flowlint-"]

    /// What to assume of a file that could not be looked through: that it mentions them all,
    /// which costs time but never hides a finding.
    static let assumedAll = TextMentions(suppressionComments: true)

    init(suppressionComments: Bool) {
        self.suppressionComments = suppressionComments
    }

    /// A watch for `flowlint-`, for looking through a file as libyaml reads it.
    static func suppressionWatch() -> WordWatch {
        WordWatch([words[0]])
    }

    /// Whether `watch` saw `flowlint-`; nil unless libyaml read the whole file, since the word
    /// may be in the rest.
    static func suppressionComments(watchedBy watch: WordWatch) -> Bool? {
        watch.hasReadToEnd ? watch.hasSeen(0) : nil
    }

    init(in bytes: [UInt8]) {
        let watch = WordWatch(Self.words)
        var scanner = WordScanner(watch)
        bytes.withUnsafeBufferPointer { scanner.scan($0) }
        self.init(seenBy: watch)
    }

    /// The file at `path`, read a piece at a time while it is still the file `identity`
    /// describes; nil when it could not be read or has changed. A word cut between two pieces
    /// is found all the same (see `WordScanner`).
    init?(readingFileAt path: String, identity: FileIdentity) {
        let watch = WordWatch(Self.words)
        var scanner = WordScanner(watch)
        let read = FileReader.readInPieces(path, identity: identity) { piece in
            scanner.scan(piece.assumingMemoryBound(to: UInt8.self))
            return !watch.hasSeen(0)
        }
        guard read else { return nil }
        self.init(seenBy: watch)
    }

    private init(seenBy watch: WordWatch) {
        self.init(suppressionComments: watch.hasSeen(0))
    }
}
