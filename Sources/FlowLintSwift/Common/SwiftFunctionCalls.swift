#if SwiftSources
/// Whether the app's code calls a function, from the names it refers to (`f` in `#selector(f)`,
/// `f()`, `x.f`) and those of functions that may never run (`SwiftFactCollector.referencedNames`
/// and `namesThatMayNotRun`): by name only, so a function is taken as called when any code names
/// anything so.
struct SwiftFunctionCalls {
    var referenced: Set<String> = []
    var mayNotRun: Set<String> = []

    /// A function that runs in no release build (one only code a release leaves out names), or a
    /// private one nothing calls: what it shows is not the app's.
    func neverRuns(_ function: String) -> Bool {
        mayNotRun.contains(function) && !referenced.contains(function)
    }

    /// Whether some code names the function: an `@IBAction` no code names runs only if a
    /// storyboard or nib connects it.
    func isNamedByCode(_ function: String) -> Bool {
        referenced.contains(function)
    }
}
#endif
