extension StoryboardCatalog {
    /// What the scenes of `inputs` define by identifier. Every segue of a scene counts, whatever
    /// starts it (the controller, a control, a gesture recognizer, an exit): UIKit keeps each as
    /// one of the controller's segue templates, which `performSegue` looks through.
    init(_ inputs: [StoryboardInput]) {
        self.init()
        for input in inputs {
            if storyboards[input.name] == nil { storyboards[input.name] = (input.document.tagRange, []) }
            for scene in input.document.child(named: "scenes")?.children(named: "scene") ?? [] {
                let members = scene.child(named: "objects")?.children ?? []
                guard let controller = members.first(where: { $0["sceneMemberID"] == "viewController" }) else { continue }
                // A storyboard reference with an identifier of its own answers to it too: UIKit
                // instantiates the scene it refers to.
                if let identifier = controller["storyboardIdentifier"] { storyboards[input.name]?.sceneIdentifiers.insert(identifier) }
                guard controller.name != "viewControllerPlaceholder" else { continue }
                guard let className = controller["customClass"] else { continue }
                var segues: Set<String> = []
                var pending = members
                while let element = pending.popLast() {
                    pending += element.children
                    if element.name == "segue", let identifier = element["identifier"] { segues.insert(identifier) }
                }
                classes[className, default: ([], [])].storyboards.insert(input.name)
                classes[className]?.segueIdentifiers.formUnion(segues)
            }
        }
    }
}
