/// Presentation segues of a class of the app's own (`customClass` on a `presentation` segue).
/// UIKit runs the class's `perform()` as it presents, and apps set up the presented screen there:
/// the Cancel or Done that closes it, a custom transition.
enum StoryboardSegueClasses {
    /// The screens every segue to which is such a presentation, each with the first segue's class.
    static func screensPresentedOnlyThroughClasses(in scenes: StoryboardScenes) -> [StoryboardObjectKey: Located<String>] {
        var classed: [StoryboardObjectKey: Located<String>] = [:]
        var otherwise: Set<StoryboardObjectKey> = []
        for object in scenes.objects {
            var pending = [object.element] + object.siblings
            while let element = pending.popLast() {
                pending += element.children
                guard element.name == "segue", let destination = element["destination"],
                      let kind = element["kind"], kind != "relationship", kind != "unwind" else { continue }
                let key = scenes.screenKey(for: StoryboardObjectKey(file: object.key.file, id: destination))
                if kind == "presentation", let segueClass = element.located("customClass") {
                    if classed[key] == nil { classed[key] = segueClass }
                } else {
                    otherwise.insert(key)
                }
            }
        }
        return classed.filter { !otherwise.contains($0.key) }
    }
}
