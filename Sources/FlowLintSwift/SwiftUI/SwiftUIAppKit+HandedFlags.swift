#if SwiftSources
/// What the app's button views set back of what their users hand them (`SwiftUIAppKit.handedFlags`,
/// `handedOn`): `CloseToolbar(isPresented: $showsHelp)` closes the sheet bound to `showsHelp`.
extension SwiftUIAppKit {
    /// A property of a button view that its button sets back: the property itself (`flag` nil, a
    /// binding), or a flag of the model it holds.
    struct HandedFlag: Equatable {
        var property: String
        var flag: String?
    }

    /// One of a view's properties handed on to the view its body is, under `label`: as a binding
    /// (`$isPresented`) or as the value (a model).
    struct HandedOn {
        var view: String
        var label: String
        var property: String
        var asBinding: Bool
    }

    /// `handedFlags`, with the views that hand their own property on to such a view, at any
    /// depth; each view is reached once, so a long chain costs what its length does.
    func allHandedFlags() -> [String: HandedFlag] {
        var all = handedFlags
        var users: [String: [String]] = [:]
        for (user, handed) in handedOn where all[user] == nil { users[handed.view, default: []].append(user) }
        var next = Array(handedFlags.keys)
        while let found = next.popLast() {
            guard let lowered = all[found] else { continue }
            for user in users[found] ?? [] where all[user] == nil {
                guard let handed = handedOn[user], handed.label == lowered.property, handed.asBinding == (lowered.flag == nil) else { continue }
                all[user] = HandedFlag(property: handed.property, flag: lowered.flag)
                next.append(user)
            }
        }
        return all
    }
}
#endif
