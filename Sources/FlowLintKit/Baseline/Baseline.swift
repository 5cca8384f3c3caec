import PositionedYAML

/// Findings accepted as they are today, so that only new ones are reported.
///
/// A finding is identified by its file and `Diagnostic.identity` (rule id and `subject`, or its
/// message when it has no subject), never by line or column, so findings stay baselined when lines move. Entries carry
/// counts: with two baselined findings of one key and three today, one is new.
///
/// Files are stored relative to the baseline's own directory, so `flowlint check .` and
/// `flowlint check Flows` from the same place agree.
public struct Baseline: Sendable, Equatable {
    public struct Key: Hashable, Comparable, Sendable {
        public var file: String
        public var rule: String
        public var subject: String?
        /// Used only when there is no subject.
        public var message: String?

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.rule, lhs.subject ?? "", lhs.message ?? "") < (rhs.file, rhs.rule, rhs.subject ?? "", rhs.message ?? "")
        }
    }

    public struct LoadError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    public static let formatVersion = 1

    /// Counts by key.
    public private(set) var counts: [Key: Int]
    /// The absolute directory file paths are relative to.
    public let directory: String

    public init(counts: [Key: Int] = [:], directory: String) {
        self.counts = counts
        self.directory = directory
    }

    /// Today's findings, for a baseline file written to `directory`.
    public init(run: LintRun, directory: String) {
        self.directory = directory
        counts = [:]
        for diagnostic in run.diagnostics {
            counts[key(for: diagnostic), default: 0] += 1
        }
    }

    /// Today's findings, for a baseline file to be written at `path`.
    public init(run: LintRun, savedAt path: String) {
        self.init(run: run, directory: FilePaths.directory(of: path))
    }

    public func key(for diagnostic: Diagnostic) -> Key {
        let absolutePath = FilePaths.absolute(diagnostic.file)
        let file = FilePaths.relative(absolutePath, to: directory) ?? absolutePath
        let identity = diagnostic.identity
        return Key(file: file, rule: identity.rule, subject: identity.subject, message: identity.message)
    }

    public var findingCount: Int { counts.values.reduce(0, +) }

    /// `run` without the findings this baseline accepts. Within a key the earliest findings, in
    /// report order, are the baselined ones.
    public func filter(_ run: LintRun) -> LintRun {
        var remaining = counts
        var filtered = run
        for index in filtered.files.indices {
            filtered.files[index].diagnostics.removeAll { diagnostic in
                let key = key(for: diagnostic)
                guard let left = remaining[key], left > 0 else { return false }
                remaining[key] = left - 1
                return true
            }
        }
        return filtered
    }

    // MARK: - File format

    /// Stable JSON: entries sorted by file, rule, subject and message; keys in a fixed order.
    public func rendered() -> String {
        let findings = counts.keys.sorted().map { key -> JSONValue in
            var members: [(String, JSONValue)] = [("file", .string(key.file)), ("rule", .string(key.rule))]
            if let subject = key.subject { members.append(("subject", .string(subject))) }
            if let message = key.message { members.append(("message", .string(message))) }
            members.append(("count", .int(counts[key]!)))
            return .object(members)
        }
        return JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .string("flowlint")),
            ("findings", .array(findings)),
        ]).rendered() + "\n"
    }

    /// Writes the baseline atomically.
    public func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(rendered(), to: path)
    }

    /// Reads a baseline file; its directory anchors the relative paths inside.
    /// The largest baseline read: a few hundred thousand findings, more than any app has, and a
    /// bound on what a baseline that points at `/dev/zero` can make flowlint read.
    public static let maxFileSize = 64 << 20

    public static func load(path: String) throws(LoadError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, limit: maxFileSize)
        } catch {
            throw LoadError(path: path, reason: error.reason)
        }
        guard bytes.count <= maxFileSize else {
            throw LoadError(path: path, reason: "is larger than the \(maxFileSize >> 20) MiB a baseline may be")
        }
        return try parse(bytes, path: path, directory: FilePaths.directory(of: path))
    }

    static func parse(_ bytes: [UInt8], path: String, directory: String) throws(LoadError) -> Baseline {
        func fail(_ reason: String) -> LoadError { LoadError(path: path, reason: reason) }
        guard let file = BaselineFile(YAMLParser().parse(bytes)) else {
            throw fail("not a flowlint baseline (expected a JSON object)")
        }
        guard file.version == formatVersion else {
            throw fail("unsupported baseline version; expected \"version\": \(formatVersion)")
        }
        guard let entries = file.findings else {
            throw fail("\"findings\" must be a list of objects")
        }
        var counts: [Key: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard let file = entry.file, let rule = entry.rule, let count = entry.count, count > 0 else {
                throw fail("finding \(index + 1) needs \"file\", \"rule\" and a positive \"count\"")
            }
            counts[Key(file: file, rule: rule, subject: entry.subject, message: entry.message), default: 0] += count
        }
        return Baseline(counts: counts, directory: directory)
    }
}

/// A baseline file as read. JSON is read by libyaml, as YAML in flow style, and held to JSON's
/// kinds: an object is a `{}` mapping, a string a double-quoted scalar, a number a plain one. A
/// field that is missing or of the wrong kind reads as nil, so that each gets its own message;
/// only a root that is not an object fails the reading.
private struct BaselineFile {
    struct Entry {
        var file, rule, subject, message: String?
        var count: Int?
    }

    var version: Int?
    /// Nil when absent, not a list, or holding something other than objects.
    var findings: [Entry]?

    init?(_ parsed: YAMLParseResult) {
        // A repeated key is YAML's error but only JSON's ambiguity: its first value counts, as the
        // composer keeps only that one.
        guard parsed.problems.allSatisfy({ $0.kind == .duplicateKey }), let root = parsed.document?.root, Self.isObject(root) else { return nil }
        let fields = Self.fields(of: root)
        version = fields["version"].flatMap(Self.integer)
        findings = fields["findings"].flatMap { list -> [Entry]? in
            guard list.kind == .sequence, list.isFlowCollection, list.items.allSatisfy(Self.isObject) else { return nil }
            return list.items.map { item in
                let fields = Self.fields(of: item)
                return Entry(file: fields["file"].flatMap(Self.string), rule: fields["rule"].flatMap(Self.string),
                             subject: fields["subject"].flatMap(Self.string), message: fields["message"].flatMap(Self.string),
                             count: fields["count"].flatMap(Self.integer))
            }
        }
    }

    private static func isObject(_ node: YAMLNode) -> Bool { node.kind == .mapping && node.isFlowCollection }

    private static func fields(of object: YAMLNode) -> [String: YAMLNode] {
        var fields: [String: YAMLNode] = [:]
        for (key, value) in object.entries {
            if let name = string(key) { fields[name] = value }
        }
        return fields
    }

    private static func string(_ node: YAMLNode) -> String? {
        node.kind == .scalar && node.scalarStyle == .doubleQuoted ? node.scalar : nil
    }

    private static func integer(_ node: YAMLNode) -> Int? {
        node.kind == .scalar && node.scalarStyle == .plain ? node.scalar.flatMap { Int($0) } : nil
    }
}
