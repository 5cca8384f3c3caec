/// Reads typed values out of YAML nodes, recording a positioned diagnostic for every mismatch
/// and carrying on, so that one run reports every problem in the file.
struct ValueReader {
    private(set) var findings: [Finding] = []
    /// What the lists this reader decodes are kept in; see `FlowList`.
    let lists: FlowListStores

    /// `expectedLists`: about how many lists of each kind the reader will decode, when many.
    init(expectedLists: Int = 0) {
        lists = FlowListStores(expectedLists: expectedLists)
    }

    /// Takes over findings recorded elsewhere, such as by another reader, after this one's own.
    mutating func append(_ recorded: some Collection<Finding>) {
        findings += recorded
    }

    /// Reports a wrong value unless it stands for an alias whose problem was reported already.
    mutating func reportValue(_ check: FormatCheck, _ message: String, for node: YAMLNode) {
        guard !node.isUnresolvedAlias else { return }
        report(check, message, at: node.range)
    }

    mutating func report(_ check: FormatCheck, _ message: String, at range: SourceRange, notes: [Finding.Note] = [], fix: Finding.Fix? = nil) {
        findings.append(Finding(ruleID: check.rawValue, severity: .error, message: message, range: range, notes: notes, fix: fix))
    }

    static func describe(_ node: YAMLNode) -> String {
        switch node.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            if node.isNull { return "null" }
            return UserText.quoted(node.scalar ?? "")
        }
    }

    mutating func string(_ node: YAMLNode, for key: String) -> Located<String>? {
        if node.isUnresolvedAlias { return nil }
        guard node.kind == .scalar, !node.isNull, let text = node.scalar else {
            reportValue(.invalidType, "\(key) must be a string, not \(Self.describe(node))", for: node)
            return nil
        }
        return Located(text, at: node.range)
    }

    mutating func bool(_ node: YAMLNode, for key: String) -> Located<Bool>? {
        if node.isUnresolvedAlias { return nil }
        if node.isPlainScalar, let value = node.withScalarBytes(Self.boolean) {
            return Located(value, at: node.range)
        }
        reportValue(.invalidType, "\(key) must be true or false, not \(Self.describe(node))", for: node)
        return nil
    }

    /// `true`, `True`, `TRUE`, `false`, `False` or `FALSE` (YAML 1.2 core schema); nil for anything else.
    private static func boolean(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        if YAMLNode.bytes(text, spell: "true") || YAMLNode.bytes(text, spell: "True") || YAMLNode.bytes(text, spell: "TRUE") { return true }
        if YAMLNode.bytes(text, spell: "false") || YAMLNode.bytes(text, spell: "False") || YAMLNode.bytes(text, spell: "FALSE") { return false }
        return nil
    }

    mutating func int(_ node: YAMLNode, for key: String) -> Located<Int>? {
        if node.isUnresolvedAlias { return nil }
        if node.isPlainScalar, let text = node.scalar, let value = Int(text) {
            return Located(value, at: node.range)
        }
        reportValue(.invalidType, "\(key) must be a whole number, not \(Self.describe(node))", for: node)
        return nil
    }

    mutating func choice<Value: FormatWord>(_ node: YAMLNode, for key: String, as _: Value.Type = Value.self) -> Located<Value>? {
        // The common case, a valid word, is settled by its bytes; anything else takes the path
        // that reports it.
        if let word = Value.spellings.word(spelledBy: node) { return Located(word, at: node.range) }
        guard let text = string(node, for: key) else { return nil }
        if let value = Value(rawValue: text.value) { return Located(value, at: text.range) }
        let allowed = Value.allCases.map(\.rawValue)
        report(.invalidValue,
               "\(key) \(UserText.quoted(text.value)) is not one of \(allowed.joined(separator: ", "))\(Suggestions.clause(for: text.value, in: allowed))",
               at: text.range)
        return nil
    }

    /// A list of strings; a single string is accepted as a one-item list.
    mutating func stringList(_ node: YAMLNode, for key: String) -> [Located<String>] {
        if node.isUnresolvedAlias { return [] }
        if node.kind == .scalar, !node.isNull { return string(node, for: key).map { [$0] } ?? [] }
        guard node.kind == .sequence else {
            reportValue(.invalidType, "\(key) must be a list of names, not \(Self.describe(node))", for: node)
            return []
        }
        var names: [Located<String>] = []
        names.reserveCapacity(node.count)
        let itemKey = "each entry of \(key)"
        node.forEachItem { item in
            if let name = string(item, for: itemKey) { names.append(name) }
        }
        return names
    }

    /// Walks a mapping's fields, reporting unknown keys (with a suggestion) and missing required ones.
    /// Returns false when `node` is not a mapping at all.
    ///
    /// `handle` gets the key's spelling from `object.keys`: keys are matched by their bytes, and a
    /// String is made only for a key that is reported (the same goes for `name`).
    @discardableResult
    mutating func fields(
        of node: YAMLNode, object: FlowFormat.Object, named name: @autoclosure () -> String,
        missingAt: SourceRange? = nil, handle: (inout ValueReader, String, YAMLNode) -> Void
    ) -> Bool {
        walkFields(of: node, object: object, named: name(), missingAt: missingAt) { reader, index, value in
            handle(&reader, object.keys[index], value)
        }
    }

    /// `fields(of:…)` for an object whose keys are listed, in order, by the cases of `Key`.
    @discardableResult
    mutating func fields<Key: RawRepresentable<Int>>(
        of node: YAMLNode, object: FlowFormat.Object, as _: Key.Type, named name: @autoclosure () -> String,
        missingAt: SourceRange? = nil, handle: (inout ValueReader, Key, YAMLNode) -> Void
    ) -> Bool {
        walkFields(of: node, object: object, named: name(), missingAt: missingAt) { reader, index, value in
            handle(&reader, Key(rawValue: index)!, value)
        }
    }

    /// The walk behind both `fields` methods; `handle` gets the key's index in `object.keys`.
    private mutating func walkFields(
        of node: YAMLNode, object: FlowFormat.Object, named name: @autoclosure () -> String,
        missingAt: SourceRange?, handle: (inout ValueReader, Int, YAMLNode) -> Void
    ) -> Bool {
        guard node.kind == .mapping else {
            reportValue(.invalidType, "\(name()) must be a mapping of fields, not \(Self.describe(node))", for: node)
            return false
        }
        var seen: UInt64 = 0
        node.forEachEntry { key, value in
            guard key.kind == .scalar else {
                report(.invalidType, "keys of \(name()) must be strings, not \(Self.describe(key))", at: key.range)
                return
            }
            guard let index = object.table.index(of: key) else {
                reportUnknownKey(key, in: object, named: name())
                return
            }
            seen |= 1 << UInt64(index)
            handle(&self, index, value)
        }
        for (field, index) in zip(object.required, object.requiredIndices) where seen & (1 << UInt64(index)) == 0 {
            report(.missingField, "\(name()) has no \(UserText.quoted(field)), which is required", at: missingAt ?? Self.headRange(of: node))
        }
        return true
    }

    private mutating func reportUnknownKey(_ key: YAMLNode, in object: FlowFormat.Object, named name: String) {
        let text = key.scalar ?? ""
        if object.allowsExtensionKeys, text.hasPrefix("x-") { return }
        let advice = FlowFormat.misplacedKeyHints[text].map { "; \($0)" } ?? Suggestions.clause(for: text, in: object.keys)
        // A key one slip from exactly one of the object's keys, written plain, is renamed by `--fix`.
        let replacement = FlowFormat.misplacedKeyHints[text] == nil ? Suggestions(object.keys).replacements(for: [text])[text] : nil
        let fix = replacement.flatMap { key.isPlainScalar ? Renaming.fix(Located(text, at: key.range), to: $0) : nil }
        report(.unknownKey, "unknown key \(UserText.quoted(text)) in \(name)\(advice)", at: key.range, fix: fix)
    }

    /// The head of a mapping, for findings about the whole of it that should not underline all
    /// of it: a `{ … }` mapping whole, a block mapping up to its first key (its entries stand on
    /// lines of their own).
    static func headRange(of node: YAMLNode) -> SourceRange {
        if node.isFlowCollection { return node.range }
        if let first = node.entries.first { return node.range.through(first.key.range) }
        return node.range.head
    }
}
