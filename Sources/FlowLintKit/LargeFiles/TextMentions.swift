import PositionedYAML

/// The words whose mere presence in a file changes how it is linted, looked for once per text.
struct TextMentions: Equatable, Sendable {
    /// `flowlint-`: the file may hold suppression comments, which are read from its lines, so
    /// its text is kept.
    var suppressionComments: Bool
    /// `storyboards`: the file may overlay storyboards, and is linted on its own to learn which.
    var storyboards: Bool

    /// The two words, looked for by a `WordWatch` in this order.
    private static let words = ["flowlint-", "storyboards"]

    /// What to assume of a file that could not be looked through: that it mentions both, which
    /// costs time but never hides a finding.
    static let assumedAll = TextMentions(suppressionComments: true, storyboards: true)

    init(suppressionComments: Bool, storyboards: Bool) {
        self.suppressionComments = suppressionComments
        self.storyboards = storyboards
    }

    /// A watch for `flowlint-` alone, for looking through a file as libyaml reads it. A file
    /// linted that way has no use for `storyboards`: whether it overlays any is learnt from it.
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
            return !(watch.hasSeen(0) && watch.hasSeen(1))
        }
        guard read else { return nil }
        self.init(seenBy: watch)
    }

    private init(seenBy watch: WordWatch) {
        self.init(suppressionComments: watch.hasSeen(0), storyboards: watch.hasSeen(1))
    }
}
