/// Where a flow file's text is while it is linted. An ordinary file's text stays in memory
/// throughout; a large one's is let go while its model is built, and libyaml reads the file
/// from disk (see `SetAsideText`), so that the text is not held beside the model.
///
/// Suppression comments are read from the lines, so a file that mentions `flowlint-` keeps its
/// text, and one left on disk is read after all. A file left on disk whose mentions are not
/// known yet is looked through for `flowlint-` as libyaml reads it, rather than read once more
/// beforehand only to look.
struct LargeFlowText {
    let source: SourceFile
    /// Words to look for in the file as libyaml reads it from disk.
    let watch: WordWatch?
    /// Whether the file may hold suppression comments, to be read from its lines.
    private(set) var mayHoldComments: Bool
    /// Whether the text is let go while the model is built.
    private let setsTextAside: Bool
    private let parsingFromFile: Bool
    /// Whether text parsed from disk must come back for its comments.
    private var bringsTextBack = false

    /// Nil when the file must be read whole first: it may hold comments, and its text is on disk.
    init?(_ source: SourceFile, setAsideFrom threshold: Int, parsingFromFile: Bool) {
        self.source = source
        self.parsingFromFile = parsingFromFile
        watch = source.isLookedThroughWhileParsed ? TextMentions.suppressionWatch() : nil
        mayHoldComments = watch == nil && source.mentionsSuppressionComments
        if mayHoldComments, source.isTextSetAside { return nil }
        setsTextAside = !mayHoldComments && source.canSetTextAside && source.size >= threshold
        if setsTextAside, parsingFromFile { source.setTextAside() }
    }

    /// `read(fromFile)`, first with a large file's text parsed from disk; when that returns nil
    /// (the file changed after it was first read, so what was learnt from its text may not hold,
    /// or its positions can be placed only from its whole text), again with the file read whole.
    /// An ordinary file is read once.
    static func readingAgainWhole(_ source: SourceFile, limit: Int, _ read: (_ fromFile: Bool) -> FrontendResult?) -> FrontendResult {
        var fromFile = true
        while true {
            if let result = read(fromFile) { return result }
            do {
                try source.reload(limit: limit)
            } catch {
                return .unreadable(source, because: error.reason)
            }
            fromFile = false
        }
    }

    /// The file parsed: from memory, or, while its text is set aside, from disk as libyaml reads
    /// it, with `watch` looking for words. Nil when the file on disk has changed since it was read,
    /// or holds a line break that only libyaml counts (see `YAMLParser.parse(fileDescriptor:…)`).
    func parse(with parser: YAMLParser, observer: DecodingAhead?) -> YAMLParseResult? {
        guard source.isTextSetAside else { return parser.parse(source.bytes, observer: observer) }
        return source.withOriginalFile { parser.parse(fileDescriptor: $0, size: $1, observer: observer, watching: watch) } ?? nil
    }

    /// Takes what the watch saw. A file that stopped early made only format findings, which no
    /// comment suppresses, so it need not be looked through, nor its text brought back.
    mutating func learnWhileParsed(hasDocument: Bool) {
        if let watch, hasDocument {
            // Learnt only when libyaml read to the end; otherwise the file is looked through.
            TextMentions.suppressionComments(watchedBy: watch).map(source.learnSuppressionComments)
            mayHoldComments = source.mentionsSuppressionComments
        }
        bringsTextBack = watch != nil && mayHoldComments
    }

    /// A file parsed from memory after all (it had changed) lets its text go now instead.
    func afterDecoding() {
        if setsTextAside, !parsingFromFile { source.setTextAside() }
    }

    /// Brings text parsed from disk back for its comments; false when the file has changed since.
    func bringBack() -> Bool {
        !bringsTextBack || source.restoreText()
    }

    /// Text brought back only for the comments goes again, rather than sit beside the rules'
    /// findings at the memory peak: 20 MB for 100k screens.
    func afterComments() {
        if bringsTextBack { source.setTextAside() }
    }
}
