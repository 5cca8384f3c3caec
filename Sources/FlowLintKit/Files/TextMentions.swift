import PositionedYAML

/// The words whose mere presence in a file changes how it is linted, looked for once per text.
struct TextMentions: Equatable, Sendable {
    /// `flowlint-`: the file may hold suppression comments, which are read from its lines and
    /// need its whole document.
    var suppressionComments: Bool
    /// `storyboards`: the file may overlay storyboards, and is linted on its own to learn which.
    var storyboards: Bool

    private static let suppressionWord: StaticString = "flowlint-"
    private static let storyboardsWord: StaticString = "storyboards"

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
        WordWatch([suppressionWord.description])
    }

    /// Whether `watch` saw `flowlint-`; nil unless libyaml read the whole file, since the word
    /// may be in the rest.
    static func suppressionComments(watchedBy watch: WordWatch) -> Bool? {
        watch.hasReadToEnd ? watch.hasSeen(0) : nil
    }

    init(in bytes: [UInt8]) {
        self.init(suppressionComments: false, storyboards: false)
        bytes.withUnsafeBytes { add(from: $0) }
    }

    /// The file at `path`, read a piece at a time while it is still the file `identity`
    /// describes; nil when it could not be read or has changed.
    init?(readingFileAt path: String, identity: FileIdentity) {
        self.init(suppressionComments: false, storyboards: false)
        let overlap = max(Self.suppressionWord.utf8CodeUnitCount, Self.storyboardsWord.utf8CodeUnitCount) - 1
        let read = FileReader.readInPieces(path, identity: identity, overlap: overlap) { piece in
            add(from: piece)
            return self != .assumedAll
        }
        guard read else { return nil }
    }

    private mutating func add(from bytes: UnsafeRawBufferPointer) {
        if !suppressionComments { suppressionComments = ByteSearch.contains(bytes, Self.suppressionWord) }
        if !storyboards { storyboards = ByteSearch.contains(bytes, Self.storyboardsWord) }
    }
}
