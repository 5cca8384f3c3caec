/// A storyboard read for conversion: its path, its name as references spell it, its root element.
struct StoryboardInput {
    var path: String
    /// The storyboard's name in the app, as `storyboardName` in a reference, `UIStoryboard(name:)`
    /// and `UIMainStoryboardFile` name it: the file name without `.storyboard`, and without a
    /// device modifier (`~iphone`, `~ipad`), since the bundle loads `Main~ipad.storyboard` as
    /// `Main` on an iPad.
    var name: String
    var document: StoryboardElement

    /// A launch screen (`launchScreen="YES"`, which Xcode sets on the storyboard
    /// `UILaunchStoryboardName` names, or Xcode's default name for one): a static picture shown
    /// while the app starts, not a flow.
    var isLaunchScreen: Bool { document["launchScreen"] == "YES" || name == "LaunchScreen" }

    /// Whether the storyboard describes an iPhone or iPad app's screens, which the rules and the
    /// guidance they restate are about. A watchOS or macOS storyboard (`targetRuntime` `watchKit`
    /// or `MacOSX.Cocoa`) has controllers of other kinds, presented in other ways; a tvOS one
    /// (`AppleTV`) is UIKit's, but the remote's Menu button closes every modal and focus, not
    /// touch, moves through it.
    var isForIOS: Bool { !["watchKit", "MacOSX.Cocoa", "AppleTV"].contains(document["targetRuntime"] ?? "") }

    /// The `customClass` of every element, in document order.
    var customClasses: [String] {
        var classes: [String] = []
        var pending = [document]
        while let element = pending.popLast() {
            if let name = element["customClass"] { classes.append(name) }
            pending += element.children
        }
        return classes
    }

    /// Whether the storyboard is a flow: an iOS app's screens, and not a launch screen, which is a
    /// picture shown while the app starts.
    var isFlow: Bool { isForIOS && !isLaunchScreen }

    private static let deviceModifiers = ["~iphone", "~ipad"]

    init(path: String, document: StoryboardElement) {
        self.path = path
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let base = file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
        name = Self.deviceModifiers.first { base.hasSuffix($0) && base.count > $0.count }.map { String(base.dropLast($0.count)) } ?? base
        self.document = document
    }
}

/// An object id, which is unique only within its storyboard.
struct StoryboardObjectKey: Hashable {
    var file: Int
    var id: String
}

/// The view controller of one scene, with the scene's other top-level objects (gesture recognizers, exits).
struct StoryboardSceneObject {
    var key: StoryboardObjectKey
    var element: StoryboardElement
    var siblings: [StoryboardElement]

    var isNavigationController: Bool { element.name == "navigationController" }
    var isPlaceholder: Bool { element.name == "viewControllerPlaceholder" }
}

/// Every scene of every storyboard, looked up by object id and by storyboard identifier.
struct StoryboardScenes {
    let inputs: [StoryboardInput]
    private(set) var objects: [StoryboardSceneObject] = []
    private var byKey: [StoryboardObjectKey: Int] = [:]
    /// The first storyboard of each name, as `storyboardName` in a reference names it.
    private var fileByName: [String: Int] = [:]
    /// The first scene of each storyboard identifier in each storyboard (`id` is the identifier).
    private var byStoryboardIdentifier: [StoryboardObjectKey: StoryboardObjectKey] = [:]
    /// The first reference to each scene (see `referenceName(of:)`): UIKit loads the same scene
    /// whichever reference a segue goes through, so the others stand for it.
    private var firstReference: [String: StoryboardObjectKey] = [:]
    /// The navigation controllers written as screens of their own; see `keepsOwnScreen(_:)`.
    private var ownScreenNavigations: Set<StoryboardObjectKey> = []
    /// `screenKey(for:)` of every object whose chain of roots and references ends without coming
    /// back on itself, found once: a chain of storyboards, each one's entry a reference to the
    /// next, is followed once rather than once from each of its references.
    private var screenKeys: [StoryboardObjectKey: StoryboardObjectKey] = [:]
    /// `instantiated(_:)`'s answer found the same way, following references alone.
    private var referencedEnds: [StoryboardObjectKey: StoryboardObjectKey] = [:]

    init(_ inputs: [StoryboardInput]) {
        self.inputs = inputs
        for (file, input) in inputs.enumerated() where fileByName[input.name] == nil {
            fileByName[input.name] = file
        }
        for (file, input) in inputs.enumerated() where input.document.name == "document" {
            for scene in input.document.child(named: "scenes")?.children(named: "scene") ?? [] {
                let members = scene.child(named: "objects")?.children ?? []
                // Unknown objects are skipped; the view controller is the member Xcode marks as such.
                guard let controller = members.first(where: { $0["sceneMemberID"] == "viewController" }),
                      let id = controller["id"] else { continue }
                let key = StoryboardObjectKey(file: file, id: id)
                guard byKey[key] == nil else { continue }
                byKey[key] = objects.count
                if let identifier = controller["storyboardIdentifier"] {
                    let named = StoryboardObjectKey(file: file, id: identifier)
                    if byStoryboardIdentifier[named] == nil { byStoryboardIdentifier[named] = key }
                }
                let object = StoryboardSceneObject(key: key, element: controller, siblings: members.filter { $0 !== controller })
                if object.isPlaceholder, firstReference[referenceName(of: object)] == nil {
                    firstReference[referenceName(of: object)] = key
                }
                objects.append(object)
            }
        }
        ownScreenNavigations = navigationsKeepingOwnScreen()
        screenKeys = endsOfChains(nextStep)
        referencedEnds = endsOfChains(nextReference)
    }

    /// Where each object's walk by `step` ends: see `screenKeys`. A walk that comes back on itself
    /// (storyboard references that lead round to one another, which only a hostile or broken app
    /// has) ends at the first object of the ring it meets, the same for every object of the ring
    /// and of the walks into it: the ring is one screen (`isReferenceRing`).
    private func endsOfChains(_ step: (StoryboardObjectKey) -> StoryboardObjectKey?) -> [StoryboardObjectKey: StoryboardObjectKey] {
        var ends: [StoryboardObjectKey: StoryboardObjectKey] = [:]
        for object in objects where ends[object.key] == nil {
            var walked: [StoryboardObjectKey] = []
            var seen: Set<StoryboardObjectKey> = []
            var current = object.key
            var end: StoryboardObjectKey?
            while seen.insert(current).inserted {
                if let known = ends[current] {
                    end = known
                    break
                }
                walked.append(current)
                guard let next = step(current), self.object(next) != nil else {
                    end = current
                    break
                }
                current = next
            }
            let stop = end ?? current
            for key in walked { ends[key] = stop }
        }
        return ends
    }

    /// Whether the reference leads round to itself through other references, never to a scene:
    /// UIKit would load storyboard after storyboard without end. Its storyboards, in order.
    func referenceRing(from placeholder: StoryboardSceneObject) -> [String]? {
        guard placeholder.isPlaceholder, referencedObject(placeholder) != nil else { return nil }
        var names: [String] = []
        var current = placeholder
        for _ in 0 ... objects.count {
            names.append(storyboardName(of: current))
            guard let next = referencedObject(current).flatMap(object), next.isPlaceholder else { return nil }
            if next.key == placeholder.key { return names }
            current = next
        }
        return nil
    }

    /// A navigation controller is merged into its root (the flow's `container: navigation`),
    /// unless the root cannot stand for it: when the root is itself a container (a tab bar
    /// controller around which the app keeps a navigation bar), when it is a storyboard
    /// reference (the root lives in another storyboard, while the navigation controller, and
    /// the segues to it, are in this one), or when a segue or reference also leads to the root
    /// controller itself, which makes a second instance of it outside this navigation controller
    /// (a folder list that pushes another folder list). Then the navigation controller is a
    /// screen of its own that embeds its root.
    private func navigationsKeepingOwnScreen() -> Set<StoryboardObjectKey> {
        var direct: Set<StoryboardObjectKey> = []
        for object in objects {
            if object.isPlaceholder, let referenced = referencedObject(object) { direct.insert(referenced) }
            var pending = [object.element] + object.siblings
            while let element = pending.popLast() {
                pending += element.children
                guard element.name == "segue", let destination = element["destination"],
                      !["relationship", "unwind"].contains(element["kind"] ?? "") else { continue }
                direct.insert(StoryboardObjectKey(file: object.key.file, id: destination))
            }
        }
        var found: Set<StoryboardObjectKey> = []
        for object in objects where object.isNavigationController {
            guard let root = root(of: object) else { continue }
            if direct.contains(root.key) || root.isPlaceholder || Self.containerNames.contains(root.element.name) { found.insert(object.key) }
        }
        return found
    }

    private static let containerNames: Set<String> = ["tabBarController", "splitViewController", "navigationController"]

    /// Whether a navigation controller is written as a screen of its own, embedding its root.
    func keepsOwnScreen(_ navigation: StoryboardSceneObject) -> Bool {
        ownScreenNavigations.contains(navigation.key)
    }

    /// A navigation controller's root view controller, when its storyboard holds it.
    func root(of navigation: StoryboardSceneObject) -> StoryboardSceneObject? {
        relationships(of: navigation, "rootViewController").first?["destination"]
            .flatMap { object(StoryboardObjectKey(file: navigation.key.file, id: $0)) }
    }

    /// The storyboard a reference loads: `storyboardName`, or with none (Xcode leaves it out for
    /// a reference into the storyboard that holds it) its own storyboard.
    func storyboardName(of placeholder: StoryboardSceneObject) -> String {
        placeholder.element["storyboardName"] ?? inputs[placeholder.key.file].name
    }

    /// Whether a reference loads a storyboard other than its own.
    func leavesItsStoryboard(_ placeholder: StoryboardSceneObject) -> Bool {
        storyboardName(of: placeholder) != inputs[placeholder.key.file].name
    }

    /// What a reference names, the same for every reference to the same scene: the storyboard and
    /// the identifier (none: the storyboard's initial view controller).
    private func referenceName(of placeholder: StoryboardSceneObject) -> String {
        storyboardName(of: placeholder) + "\u{0}" + (placeholder.element["referencedIdentifier"] ?? "")
    }

    func object(_ key: StoryboardObjectKey) -> StoryboardSceneObject? {
        byKey[key].map { objects[$0] }
    }

    func file(named name: String) -> Int? {
        fileByName[name]
    }

    func initialViewController(of file: Int) -> StoryboardObjectKey? {
        inputs[file].document["initialViewController"].map { StoryboardObjectKey(file: file, id: $0) }
    }

    func object(inFile file: Int, storyboardIdentifier identifier: String) -> StoryboardObjectKey? {
        byStoryboardIdentifier[StoryboardObjectKey(file: file, id: identifier)]
    }

    /// The relationship segues of a container, such as a navigation controller's root.
    func relationships(of object: StoryboardSceneObject, _ relationship: String) -> [StoryboardElement] {
        (object.element.child(named: "connections")?.children(named: "segue") ?? []).filter {
            $0["kind"] == "relationship" && $0["relationship"] == relationship
        }
    }

    /// The object a reference stands for in another storyboard of the set, if it was read.
    func referencedObject(_ placeholder: StoryboardSceneObject) -> StoryboardObjectKey? {
        guard let file = file(named: storyboardName(of: placeholder)) else { return nil }
        if let identifier = placeholder.element["referencedIdentifier"] {
            return object(inFile: file, storyboardIdentifier: identifier)
        }
        return initialViewController(of: file)
    }

    /// The controller a segue to `key` creates: through references, to the scene they name (a
    /// navigation controller stays itself, since it is what is presented). A reference to a scene
    /// that was not read stands for itself.
    func instantiated(_ key: StoryboardObjectKey) -> StoryboardSceneObject? {
        object(referencedEnds[key] ?? key)
    }

    /// The object that becomes the screen `key` stands for: a navigation controller stands for its
    /// root (the flow writes it as `container: navigation` on the root), a reference for what it
    /// references, and a reference to a storyboard that was not read for the first reference to the same scene.
    func screenKey(for key: StoryboardObjectKey) -> StoryboardObjectKey {
        screenKeys[key] ?? key
    }

    /// One step of `instantiated(_:)`: a reference to what it references.
    private func nextReference(_ key: StoryboardObjectKey) -> StoryboardObjectKey? {
        guard let object = object(key), object.isPlaceholder else { return nil }
        return referencedObject(object)
    }

    /// One step of `screenKey(for:)`: a navigation controller merged into its root to the root,
    /// a reference to what it references.
    private func nextStep(_ key: StoryboardObjectKey) -> StoryboardObjectKey? {
        guard let object = object(key) else { return nil }
        if object.isNavigationController, !ownScreenNavigations.contains(key) {
            return relationships(of: object, "rootViewController").first?["destination"].map { StoryboardObjectKey(file: key.file, id: $0) }
        }
        if object.isPlaceholder {
            return referencedObject(object) ?? firstReference[referenceName(of: object)].flatMap { $0 == key ? nil : $0 }
        }
        return nil
    }
}
