/// Reads the action grammar shared by segues, buttons and alert actions:
/// a bare word for kinds without a target (`dismiss`, `pop`, `popToRoot`), or a mapping with
/// exactly one kind key naming the target (`show: Detail`) plus optional fields.
enum ActionDecoder {
    private static let kindNames = Action.Kind.allCases.map(\.rawValue)

    /// An action used through an alias is placed at the alias (see `Action.relocate(toAliasAt:)`).
    static func action(_ node: YAMLNode, in context: String, reader: inout ValueReader) -> Action? {
        guard let use = node.aliasRange else { return written(node, in: context, reader: &reader) }
        var action = written(node, in: context, reader: &reader)
        action?.relocate(toAliasAt: use)
        return action
    }

    private static func written(_ node: YAMLNode, in context: String, reader: inout ValueReader) -> Action? {
        switch node.kind {
        case .scalar: return bareWord(node, in: context, reader: &reader)
        case .mapping: return mapping(node, in: context, reader: &reader)
        case .sequence:
            reader.report(.invalidType, "\(context) must be a word such as dismiss or a mapping such as `show: Screen`, not a list", at: node.range)
            return nil
        }
    }

    private static func bareWord(_ node: YAMLNode, in context: String, reader: inout ValueReader) -> Action? {
        // A kind's own spelling, the usual case, is settled by its bytes.
        if let index = keys.index(of: node), index < kindNames.count {
            return bareKind(Located(Action.Kind.allCases[index], at: node.range), of: node, reader: &reader)
        }
        guard let word = reader.string(node, for: context) else { return nil }
        guard let kind = Action.Kind(rawValue: word.value) else {
            reader.report(.invalidValue,
                          "\(context) \(UserText.quoted(word.value)) is not an action; use one of \(kindNames.joined(separator: ", "))\(Suggestions.clause(for: word.value, in: kindNames))",
                          at: word.range)
            return nil
        }
        return bareKind(Located(kind, at: word.range), of: node, reader: &reader)
    }

    private static func bareKind(_ kind: Located<Action.Kind>, of node: YAMLNode, reader: inout ValueReader) -> Action? {
        guard !kind.value.takesTarget else {
            reader.report(.invalidValue, "\(kind.value.rawValue) needs a target: write `\(kind.value.rawValue): ScreenName`", at: kind.range)
            return nil
        }
        return Action(kind: kind, range: node.range)
    }

    /// Kind names first, then the other fields, so that an index below `kindNames.count` is a kind.
    private static let keys = KeyTable(kindNames + FlowFormat.actionFields)

    /// Reads the mapping in three passes over its entries, to report in the order a reader
    /// expects (unknown keys, then extra kinds, then field values) without collecting entries.
    private static func mapping(_ node: YAMLNode, in context: String, reader: inout ValueReader) -> Action? {
        var kindEntry: (kind: Located<Action.Kind>, key: YAMLNode, value: YAMLNode)?
        var found = FoundKeys()
        var position = 0
        // Fields other than the kind: each is one of the rare fields when it is valid.
        var otherFields = 0
        node.forEachEntry { key, value in
            defer { position += 1 }
            guard key.kind == .scalar else {
                reader.report(.invalidType, "keys of \(context) must be strings, not \(ValueReader.describe(key))", at: key.range)
                return
            }
            let index = keys.index(of: key)
            found.remember(index, at: position)
            guard let index else {
                let text = key.scalar ?? ""
                reader.report(.unknownKey, "unknown key \(UserText.quoted(text)) in \(context)\(Suggestions.clause(for: text, in: keys.keys))", at: key.range)
                return
            }
            if index < kindNames.count, kindEntry == nil {
                kindEntry = (Located(Action.Kind.allCases[index], at: key.range), key, value)
            } else if index >= kindNames.count {
                otherFields += 1
            }
        }
        guard let (kind, kindKey, targetNode) = kindEntry else {
            reader.report(.missingField, "\(context) names no action; add one of \(kindNames.joined(separator: ", "))", at: ValueReader.headRange(of: node))
            return nil
        }
        position = 0
        node.forEachEntry { key, _ in
            defer { position += 1 }
            guard let index = found.index(at: position, of: key), index < kindNames.count, key != kindKey else { return }
            reader.report(.invalidValue, "\(context) can do one thing; it already says \(kind.value.rawValue)", at: key.range)
        }
        return FlowDecoder.filling(Action(kind: kind, range: node.range)) { action in
            // A stack is one more; room for both styles at once saves growing for the second.
            let rareFields = otherFields + (kind.value == .setStack ? 1 : 0)
            if rareFields > 1 { action.pointee.reserveRareFields(rareFields) }
            readTarget(targetNode, into: &action.pointee, reader: &reader)
            position = 0
            node.forEachEntry { keyNode, value in
                defer { position += 1 }
                guard let index = found.index(at: position, of: keyNode), index >= kindNames.count,
                      let field = FlowFormat.ActionField(rawValue: index - kindNames.count) else { return }
                switch field {
                case .presentationStyle, .transitionStyle, .navigationBarHidden:
                    // A `show` presents where no stack holds its source: in the style code gives it.
                    let styledShow = field == .presentationStyle && kind.value == .show
                    guard kind.value == .present || styledShow else {
                        let takers = field == .presentationStyle ? "`present` and `show`" : "`present`"
                        reader.report(.invalidValue, "\(field) applies only to \(takers), not to \(kind.value.rawValue)", at: keyNode.range)
                        return
                    }
                    switch field {
                    case .presentationStyle: action.pointee.presentationStyle = reader.choice(value, for: "presentationStyle")
                    case .transitionStyle: action.pointee.transitionStyle = reader.choice(value, for: "transitionStyle")
                    default: action.pointee.navigationBarHidden = reader.bool(value, for: "navigationBarHidden")
                    }
                case .trigger: action.pointee.trigger = reader.choice(value, for: "trigger")
                case .id: action.pointee.identifier = reader.string(value, for: "id")
                }
            }
        }.value
    }

    private static func readTarget(_ node: YAMLNode, into action: inout Action, reader: inout ValueReader) {
        let kind = action.kind.value
        switch kind {
        case .dismiss, .pop, .popToRoot:
            // `dismiss: true` and `dismiss:` read the same as the bare word.
            if node.isNull { return }
            if node.isPlainScalar, node.scalar == "true" { return }
            reader.reportValue(.invalidValue, "\(kind.rawValue) takes no target; write it as the bare word `\(kind.rawValue)`", for: node)
        case .setStack:
            action.stack = reader.stringList(node, for: "setStack")
            if action.stack.isEmpty, node.kind == .sequence {
                reader.report(.invalidValue, "setStack needs at least one screen", at: node.range)
            }
            action.target = action.stack.last
        default:
            action.target = reader.string(node, for: kind.rawValue)
        }
    }

    /// The key indices of an action mapping's first entries, from the first of its three passes,
    /// so that the other two need not look each key up again. An entry further on is looked up
    /// each time, as are all entries of a longer mapping.
    private struct FoundKeys {
        private static let remembered = 8
        /// Per entry, a byte holding its key's index plus one (0: not a known key).
        private var packed: UInt64 = 0

        mutating func remember(_ index: Int?, at position: Int) {
            guard position < Self.remembered, let index else { return }
            packed |= UInt64(index + 1) << UInt64(position * 8)
        }

        func index(at position: Int, of key: YAMLNode) -> Int? {
            guard position < Self.remembered else { return keys.index(of: key) }
            let stored = Int(truncatingIfNeeded: packed >> UInt64(position * 8)) & 0xFF
            return stored == 0 ? nil : stored - 1
        }
    }
}
