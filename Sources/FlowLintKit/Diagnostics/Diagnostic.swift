/// One finding: what is wrong, where, and the places that explain it.
public struct Diagnostic: Sendable, Hashable {
    /// A secondary place, such as where a modal is presented or one step of a path.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var file: String
        public var range: LineColumnRange

        public init(_ message: String, file: String, range: LineColumnRange) {
            self.message = message
            self.file = file
            self.range = range
        }
    }

    /// A change to the finding's file that makes it go away, as `check --fix` applies it and
    /// SARIF and editors offer it; its edits lie in the finding's own file.
    public struct Fix: Sendable, Hashable {
        public var title: String
        public var edits: [Edit]

        public init(_ title: String, edits: [Edit]) {
            self.title = title
            self.edits = edits
        }
    }

    /// Text to put in place of a range; an empty range inserts, an empty text deletes.
    public struct Edit: Sendable, Hashable {
        public var range: LineColumnRange
        public var replacement: String

        public init(_ range: LineColumnRange, _ replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var file: String
    public var range: LineColumnRange
    public var notes: [Note]
    /// A stable name for what the finding is about (`screen:Compose`, `segue:Library->Compose#2`),
    /// used where line numbers must not matter, such as baselines and fingerprints.
    public var subject: String?
    /// True when the notes form a path through the flow, which some formats draw as a code flow.
    public var notesArePath: Bool
    public var fix: Fix?
    /// Changes that would answer the finding but need a person's choice, such as which title a
    /// new Cancel button gets: an editor offers them as quick fixes that are not preferred, and
    /// SARIF lists them among `fixes`, described as suggestions. `check --fix` and "fix all"
    /// never make them.
    public var suggestions: [Fix]

    public init(
        ruleID: String, severity: Severity, message: String, file: String, range: LineColumnRange,
        notes: [Note] = [], subject: String? = nil, notesArePath: Bool = false, fix: Fix? = nil, suggestions: [Fix] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.notes = notes
        self.subject = subject.map(Self.bounded(subject:))
        self.notesArePath = notesArePath
        self.fix = fix
        self.suggestions = suggestions
    }

    /// What a finding is about, wherever it is: its rule and subject, or its message when it has
    /// none. Baselines count findings by it, and a fix is checked by it, since an edit moves the
    /// lines after it and may change a finding's words (a did-you-mean offered once fewer names
    /// are misspelt) without changing what it is about.
    public struct Identity: Hashable, Sendable {
        public var rule: String
        public var subject: String?
        /// Only when there is no subject.
        public var message: String?
    }

    public var identity: Identity {
        Identity(rule: ruleID, subject: subject, message: subject == nil ? message : nil)
    }

    /// Subjects longer than this many bytes are shortened by `bounded(subject:)`.
    static let subjectLimit = 1024

    /// A subject spells names out whole (`screen:Compose`), so one name of a megabyte, aliased as
    /// the target of a few hundred segues, would put a megabyte into each finding's subject in the
    /// JSON report and the baseline. A longer subject keeps its first `UserText.limit` scalars and
    /// a hash of the whole, so two long subjects that start alike still name different findings.
    static func bounded(subject: String) -> String {
        guard subject.utf8.count > subjectLimit else { return subject }
        return UserText.capped(subject) + Fingerprint.digest(ofLongText: subject)
    }

    /// The deterministic report order: file, line, column, then rule id and message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
