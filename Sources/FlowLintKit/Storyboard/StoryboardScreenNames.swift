/// Chooses each screen's id: its storyboard identifier, else its title, else its custom class,
/// else its object id. Ids are given rank by rank over all screens, so a storyboard identifier,
/// the name code uses, is never taken by another screen's title.
struct StoryboardScreenNames {
    private(set) var names: [StoryboardObjectKey: Located<String>] = [:]

    init(screens: [StoryboardSceneObject], scenes: StoryboardScenes) {
        let inputs = scenes.inputs
        let candidates = screens.map { Self.candidates(for: $0, inputs: inputs, root: Self.embeddedRoot(of: $0, scenes)) }
        var used: Set<String> = []
        for rank in 0 ..< (candidates.first?.count ?? 0) {
            for (screen, options) in zip(screens, candidates) where names[screen.key] == nil {
                guard let option = options[rank], !option.value.isEmpty, !used.contains(option.value) else { continue }
                used.insert(option.value)
                names[screen.key] = option
            }
        }
        // Only a hostile file repeats object ids across storyboards of the same name; keep ids unique anyway.
        var unique = UniqueNames(taken: used)
        for (screen, options) in zip(screens, candidates) where names[screen.key] == nil {
            var chosen = options.last!!
            chosen.value = unique.claim(chosen.value)
            names[screen.key] = chosen
        }
    }

    /// One slot per rank, nil where the screen has no such name.
    private static func candidates(for screen: StoryboardSceneObject, inputs: [StoryboardInput], root: StoryboardElement?) -> [Located<String>?] {
        let element = screen.element
        // A title names a screen as the user sees it; as an id it is written as one word ("Add Book" → AddBook).
        // A navigation controller that embeds its root is named after the root's title, as its stack.
        let rootName = root.flatMap { $0.name == "viewControllerPlaceholder" ? $0.located("referencedIdentifier") ?? $0.located("storyboardName") : Self.title(of: $0) }
        let title = Self.title(of: element).map { Located(identifier(fromTitle: $0.value), at: $0.range) }
            ?? rootName.map { Located(identifier(fromTitle: $0.value) + "Navigation", at: element.tagRange) }
        // A reference to a storyboard that was not read is named after what it references.
        let referenced = screen.isPlaceholder ? [element.located("referencedIdentifier"), element.located("storyboardName")] : [nil, nil]
        return [element.located("storyboardIdentifier"), title, element.located("customClass")] + referenced + [
            Located(screen.key.id, at: element.tagRange),
            Located("\(inputs[screen.key.file].name).\(screen.key.id)", at: element.tagRange),
        ]
    }

    /// The root a navigation controller written as a screen of its own embeds: through a
    /// storyboard reference, the scene it references when that storyboard was read.
    private static func embeddedRoot(of screen: StoryboardSceneObject, _ scenes: StoryboardScenes) -> StoryboardElement? {
        guard screen.isNavigationController, scenes.keepsOwnScreen(screen), let root = scenes.root(of: screen) else { return nil }
        guard root.isPlaceholder else { return root.element }
        return scenes.referencedObject(root).flatMap(scenes.object)?.element ?? root.element
    }

        static func identifier(fromTitle title: String) -> String {
        title.split { !$0.isLetter && !$0.isNumber }.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
    }

    /// The navigation item's title, else the view controller's own `title`.
    static func title(of controller: StoryboardElement) -> Located<String>? {
        let item = controller.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }
        return item?.located("title") ?? controller.located("title")
    }

    /// The title a bar shows for the screen: the navigation item's, else that of the first item
    /// of a navigation bar the scene's own view holds (a standalone `navigationBar`), else the
    /// view controller's `title`. Screens are named after `title(of:)`, so that a finding does
    /// not move when a bar is found.
    static func shownTitle(of controller: StoryboardElement) -> Located<String>? {
        let item = controller.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }
        return item?.located("title") ?? standaloneBarItem(of: controller)?.located("title") ?? controller.located("title")
    }

    /// The first navigation bar in the scene's own view, not inside a contained view controller.
    static func standaloneBar(of controller: StoryboardElement) -> StoryboardElement? {
        var pending = controller.children.filter { $0["key"] == "view" }.reversed().map { $0 }
        while let element = pending.popLast() {
            if element.name == "navigationBar" { return element }
            pending += element.children.reversed()
        }
        return nil
    }

    private static func standaloneBarItem(of controller: StoryboardElement) -> StoryboardElement? {
        standaloneBar(of: controller)?.child(named: "items")?.children(named: "navigationItem").first
    }
}
