extension StoryboardCatalog {
    /// What the scenes of `inputs` define by identifier, and the actions they connect. Every segue of a scene counts, whatever
    /// starts it (the controller, a control, a gesture recognizer, an exit): UIKit keeps each as
    /// one of the controller's segue templates, which `performSegue` looks through.
    init(_ inputs: [StoryboardInput]) {
        self.init()
        for input in inputs {
            if storyboards[input.name] == nil { storyboards[input.name] = (input.document.tagRange, []) }
            for scene in input.document.child(named: "scenes")?.children(named: "scene") ?? [] {
                let members = scene.child(named: "objects")?.children ?? []
                var segues: Set<String> = []
                var pending = members
                while let element = pending.popLast() {
                    pending += element.children
                    if element.name == "segue", let identifier = element["identifier"] { segues.insert(identifier) }
                    if element.name == "action", let selector = element["selector"] { connect(selector: selector) }
                }
                guard let controller = members.first(where: { $0["sceneMemberID"] == "viewController" }) else { continue }
                // A storyboard reference with an identifier of its own answers to it too: UIKit
                // instantiates the scene it refers to.
                if let identifier = controller["storyboardIdentifier"] { storyboards[input.name]?.sceneIdentifiers.insert(identifier) }
                guard controller.name != "viewControllerPlaceholder" else { continue }
                guard let className = controller["customClass"] else { continue }
                classes[className, default: ([], [])].storyboards.insert(input.name)
                classes[className]?.segueIdentifiers.formUnion(segues)
            }
        }
    }

    /// Whether some storyboard read connects a control, item or gesture to the Swift function
    /// `name`: an action whose selector is the function's (`close`, `close:`, `close:forEvent:`,
    /// or `closeWithSender:` for `close(sender:)`).
    public func connectsAction(named name: String) -> Bool {
        connectedActionNames.contains(name)
    }

    /// Keeps the Swift function names a selector may stand for: the part before its first colon,
    /// and that part cut before each `With` followed by a capital (the first argument's label).
    private mutating func connect(selector: String) {
        let base = Array(selector.utf8.prefix { $0 != UInt8(ascii: ":") })
        connectedActionNames.insert(String(decoding: base, as: UTF8.self))
        let with = Array("With".utf8)
        for start in base.indices.dropLast(with.count) where base[start ..< start + with.count].elementsEqual(with)
            && (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(base[start + with.count]) {
            connectedActionNames.insert(String(decoding: base[..<start], as: UTF8.self))
        }
    }
}
