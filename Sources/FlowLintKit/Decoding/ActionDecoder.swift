/// Reads the action grammar shared by segues, buttons and alert actions:
/// a bare word for kinds without a target (`dismiss`, `pop`, `popToRoot`), or a mapping with
/// exactly one kind key naming the target (`show: Detail`) plus optional fields.
enum ActionDecoder {
    private static let kindNames = Action.Kind.allCases.map(\.rawValue)

    static func action(_ node: YAMLNode, in context: String, reader: inout ValueReader) -> Action? {
        switch node.kind {
        case .scalar: return bareWord(node, in: context, reader: &reader)
        case .mapping: return mapping(node, in: context, reader: &reader)
        case .sequence:
            reader.report(.invalidType, "\(context) must be a word such as dismiss or a mapping such as `show: Screen`, not a list", at: node.range)
            return nil
        }
    }

    private static func bareWord(_ node: YAMLNode, in context: String, reader: inout ValueReader) -> Action? {
        guard let word = reader.string(node, for: context) else { return nil }
        guard let kind = Action.Kind(rawValue: word.value) else {
            reader.report(.invalidValue,
                          "\(context) \"\(word.value)\" is not an action; use one of \(kindNames.joined(separator: ", "))\(Suggestions.clause(for: word.value, in: kindNames))",
                          at: word.range)
            return nil
        }
        guard !kind.takesTarget else {
            reader.report(.invalidValue, "\(kind.rawValue) needs a target: write `\(kind.rawValue): ScreenName`", at: word.range)
            return nil
        }
        return Action(kind: Located(kind, at: word.range), range: node.range)
    }

    private static func mapping(_ node: YAMLNode, in context: String, reader: inout ValueReader) -> Action? {
        var kindEntries: [(kind: Located<Action.Kind>, value: YAMLNode)] = []
        var fields: [(key: Located<String>, value: YAMLNode)] = []
        let known = kindNames + FlowFormat.actionFields
        node.forEachEntry { key, value in
            guard key.kind == .scalar, let text = key.scalar else {
                reader.report(.invalidType, "keys of \(context) must be strings, not \(ValueReader.describe(key))", at: key.range)
                return
            }
            if let kind = Action.Kind(rawValue: text) {
                kindEntries.append((Located(kind, at: key.range), value))
            } else if FlowFormat.actionFields.contains(text) {
                fields.append((Located(text, at: key.range), value))
            } else {
                reader.report(.unknownKey, "unknown key \"\(text)\" in \(context)\(Suggestions.clause(for: text, in: known))", at: key.range)
            }
        }
        guard let (kind, targetNode) = kindEntries.first else {
            reader.report(.missingField, "\(context) names no action; add one of \(kindNames.joined(separator: ", "))", at: ValueReader.headRange(of: node))
            return nil
        }
        for extra in kindEntries.dropFirst() {
            reader.report(.invalidValue, "\(context) can do one thing; it already says \(kind.value.rawValue)", at: extra.kind.range)
        }
        var action = Action(kind: kind, range: node.range)
        readTarget(targetNode, into: &action, reader: &reader)
        for (key, value) in fields {
            switch key.value {
            case "presentationStyle", "transitionStyle":
                guard kind.value == .present else {
                    reader.report(.invalidValue, "\(key.value) applies only to `present`, not to \(kind.value.rawValue)", at: key.range)
                    continue
                }
                if key.value == "presentationStyle" {
                    action.presentationStyle = reader.choice(value, for: key.value)
                } else {
                    action.transitionStyle = reader.choice(value, for: key.value)
                }
            case "trigger": action.trigger = reader.choice(value, for: "trigger")
            case "id": action.identifier = reader.string(value, for: "id")
            default: break
            }
        }
        return action
    }

    private static func readTarget(_ node: YAMLNode, into action: inout Action, reader: inout ValueReader) {
        let kind = action.kind.value
        switch kind {
        case .dismiss, .pop, .popToRoot:
            // `dismiss: true` and `dismiss:` read the same as the bare word.
            if node.isNull { return }
            if node.isPlainScalar, node.scalar == "true" { return }
            reader.report(.invalidValue, "\(kind.rawValue) takes no target; write it as the bare word `\(kind.rawValue)`", at: node.range)
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
}
