/// A finding as the pipeline makes it: placed in the model's terms, a `SourceRange` in one of
/// the files the run reads. Once a run's findings are all made, each becomes a `Diagnostic`,
/// with the path, line and column a reader sees (`RunFiles.diagnostic(for:)`).
///
/// Lines and columns are worked out only then, for the few places that are reported, so that
/// neither the parser nor the model counts lines, and a range needs only its file and two counts.
public struct Finding: Sendable {
    /// A secondary place, such as where a modal is presented or one step of a path; it may lie
    /// in another file than the finding (the configuration a default comes from, another storyboard).
    public struct Note: Sendable {
        public var message: String
        public var range: SourceRange

        public init(_ message: String, at range: SourceRange) {
            self.message = message
            self.range = range
        }
    }

    /// A change to the file that makes the finding go away and changes nothing else, which
    /// `check --fix` may apply (see `FixApplication`).
    public struct Fix: Sendable {
        /// What the fix does, as a command: `remove the unused flowlint-disable-next-line`.
        public var title: String
        public var edits: [Edit]

        public init(_ title: String, edits: [Edit]) {
            self.title = title
            self.edits = edits
        }
    }

    /// Text to put in place of a range; an empty range inserts, an empty text deletes.
    public struct Edit: Sendable {
        public var range: SourceRange
        public var replacement: String
        /// Set for new lines in a block mapping or list, whose text is laid out from the file's
        /// once the finding is shown; `replacement` is then unused.
        public var blockLines: BlockLines?

        public init(_ range: SourceRange, _ replacement: String) {
            self.range = range
            self.replacement = replacement
        }

        public init(_ range: SourceRange, _ lines: BlockLines) {
            self.range = range
            replacement = ""
            blockLines = lines
        }
    }

    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    /// See `Diagnostic.subject`.
    public var subject: String?
    public var notesArePath: Bool
    public var fix: Fix?
    /// Changes that would answer the finding but need a person's choice (a title, a new alert's
    /// wording), offered but never applied by `check --fix` (see `Diagnostic.suggestions`).
    public var suggestions: [Fix]

    public init(
        ruleID: String, severity: Severity, message: String, range: SourceRange,
        notes: [Note] = [], subject: String? = nil, notesArePath: Bool = false, fix: Fix? = nil, suggestions: [Fix] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.subject = subject
        self.notesArePath = notesArePath
        self.fix = fix
        self.suggestions = suggestions
    }
}
