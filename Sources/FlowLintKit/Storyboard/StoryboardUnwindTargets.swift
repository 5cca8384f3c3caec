/// Guesses where an unwind segue lands. A storyboard names only the selector (`unwindToInbox:`);
/// the screen that implements it is in code. A screen whose name matches the selector wins, else
/// the screen that leads to the source; among several, the first in the flow's order other than
/// the source. Nothing else is guessed: with neither, the unwind lands outside this storyboard (in
/// another one, or on a screen code made), and the conversion says only that it goes back.
///
/// Every screen's names and actions are read once, into tables from a normalized name and from a
/// screen id to the screens that bear or lead to it, so a storyboard with an unwind segue in each
/// scene takes time in proportion to its scenes, not to their square.
struct StoryboardUnwindTargets {
    /// The first two screens of a table entry, by index in the flow's order: enough to answer
    /// "the first that is not the source".
    private struct FirstTwo {
        var first: Int
        var second: Int?

        /// Indices arrive in increasing order, a screen's several times when several of its names agree.
        mutating func add(_ index: Int) {
            if second == nil, index != first { second = index }
        }

        func first(except source: Int) -> Int? {
            first != source ? first : second
        }
    }

    private let ids: [String]
    /// Each normalized id, title and custom class → the screens that bear it.
    private var named: [String: FirstTwo] = [:]
    /// Each screen id → the screens with a tab, or an action that does not go back, leading to it.
    private var leadingTo: [String: FirstTwo] = [:]

    /// `scenes`: the view controller element of each screen, in the flow's order, for custom class names.
    init(flow: Flow, scenes: [StoryboardElement]) {
        ids = flow.screens.map(\.id.value)
        for (index, screen) in flow.screens.enumerated() {
            for name in [screen.id.value, screen.title?.value, scenes[safe: index]?["customClass"]] {
                guard let name else { continue }
                Self.add(index, to: &named, at: Self.normalized(name))
            }
            for action in screen.segues + screen.buttons.compactMap(\.action) where !action.kind.value.goesBack {
                guard let target = action.target?.value else { continue }
                Self.add(index, to: &leadingTo, at: target)
            }
            for tab in screen.tabs {
                Self.add(index, to: &leadingTo, at: tab.value)
            }
        }
    }

    private static func add(_ index: Int, to table: inout [String: FirstTwo], at key: String) {
        if table[key] == nil {
            table[key] = FirstTwo(first: index)
        } else {
            table[key]!.add(index)
        }
    }

    func target(of selector: String, from source: Int) -> (name: String?, reason: String) {
        let wanted = Self.normalized(Self.stem(of: selector))
        if !wanted.isEmpty, let match = named[wanted]?.first(except: source) {
            return (ids[match], "its name matches the selector")
        }
        let sourceID = ids[source]
        if let leader = leadingTo[sourceID]?.first(except: source) {
            return (ids[leader], "the screen that leads to it")
        }
        return (nil, "nothing in this storyboard leads to it")
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
