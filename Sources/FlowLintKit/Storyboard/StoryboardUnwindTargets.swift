/// Guesses where an unwind segue lands. A storyboard names only the selector (`unwindToInbox:`);
/// the screen that implements it is in code. A screen whose name matches the selector wins, else
/// the screen that leads to the source, else the entry.
struct StoryboardUnwindTargets {
    let flow: Flow
    /// The view controller element of each screen, in the flow's order, for custom class names.
    let scenes: [StoryboardElement]

    func target(of selector: String, from source: Int) -> (name: String?, reason: String) {
        let wanted = Self.normalized(Self.stem(of: selector))
        if !wanted.isEmpty {
            for (index, screen) in flow.screens.enumerated() where index != source {
                let names = [screen.id.value, screen.title?.value, scenes[safe: index]?["customClass"]].compactMap { $0 }
                if names.contains(where: { Self.normalized($0) == wanted }) {
                    return (screen.id.value, "its name matches the selector")
                }
            }
        }
        let sourceID = flow.screens[source].id.value
        for (index, screen) in flow.screens.enumerated() where index != source {
            let actions = screen.segues + screen.buttons.compactMap(\.action)
            if actions.contains(where: { !$0.kind.value.goesBack && $0.target?.value == sourceID }) || screen.tabs.contains(where: { $0.value == sourceID }) {
                return (screen.id.value, "the screen that leads to it")
            }
        }
        if let entry = flow.entry?.value, entry != sourceID {
            return (entry, "the entry")
        }
        return (nil, "nothing leads to it")
    }

    /// `unwindToInbox:` → `Inbox`.
    static func stem(of selector: String) -> String {
        var name = Substring(selector.split(separator: ":").first ?? "")
        for prefix in ["unwindTo", "unwind", "backTo", "returnTo"] where name.lowercased().hasPrefix(prefix.lowercased()) {
            name = name.dropFirst(prefix.count)
            break
        }
        if name.lowercased().hasSuffix("withsegue") { name = name.dropLast("withSegue".count) }
        return String(name)
    }

    /// Lowercased, without spaces and without a `ViewController` or `Controller` suffix.
    static func normalized(_ name: String) -> String {
        var text = name.lowercased().filter { !$0.isWhitespace }
        for suffix in ["viewcontroller", "controller"] where text.hasSuffix(suffix) && text.count > suffix.count {
            text = String(text.dropLast(suffix.count))
            break
        }
        return text
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
