/// Which storyboard the app starts in: the only one that needs an initial view controller.
///
/// The configuration's `app: mainStoryboard` names it; without that, the `Info.plist` nearest the
/// storyboard does: the first found in the storyboard's directory or a directory above it, up to
/// the repository root (the directory of the nearest `.flowlint.yml`, else the git work tree, else
/// the storyboard's own directory) or the app root (`AppCompanions`: the folder of the app's Xcode
/// project), whichever holds the other, naming it in `UIMainStoryboardFile` or, for an app with
/// scenes, a `UISceneStoryboardFile`. With neither, no storyboard is known to be the main one.
enum MainStoryboard {
    /// An `Info.plist` is a few kilobytes; a larger file is not read.
    static let plistLimit = 1 << 20

    /// `roots` keeps what it found of the folders above, for the next storyboard of the run.
    static func isMain(_ input: StoryboardInput, configured: String?, roots: inout AppRootSearch) -> Bool {
        if let configured { return configured == input.name }
        return names(nearestPlistTo: input.path, roots: &roots).contains(input.name)
    }

    /// The storyboards the `Info.plist` nearest `path` names as where the app starts.
    static func names(nearestPlistTo path: String, roots: inout AppRootSearch) -> [String] {
        guard var root = StoryboardContainment.root(ofFlowAt: path),
              var directory = try? StoryboardContainment.resolved(FilePaths.directory(of: path)) else { return [] }
        // A copy of an app with no `.git` and no configuration (a source archive) still has its
        // Xcode project's folder, which bounds the app (its `Info.plist` beside the project, its
        // storyboards in a folder below).
        if let app = try? StoryboardContainment.resolved(roots.root(of: path)), app != root, FilePaths.relative(root, to: app) != nil {
            root = app
        }
        while true {
            let plist = directory == "/" ? "/Info.plist" : directory + "/Info.plist"
            if let (bytes, _) = try? FileReader.readRegularFile(plist, limit: plistLimit) {
                return names(inPlist: bytes)
            }
            guard directory != root, FilePaths.relative(directory, to: root) != nil, let parent = FilePaths.parent(of: directory) else { return [] }
            directory = parent
        }
    }

    /// The values of `UIMainStoryboardFile` and `UISceneStoryboardFile` in an XML property list.
    static func names(inPlist bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var found: [String] = []
        // An app with a storyboard per device names them with the device's key modifier.
        for key in ["UIMainStoryboardFile", "UIMainStoryboardFile~iphone", "UIMainStoryboardFile~ipad", "UISceneStoryboardFile"] {
            var rest = Substring(text)
            while let keyRange = rest.firstRange(of: "<key>\(key)</key>") {
                rest = rest[keyRange.upperBound...]
                let value = rest.drop { $0.isWhitespace }
                guard value.hasPrefix("<string>"), let end = value.firstRange(of: "</string>") else { continue }
                let name = value[value.index(value.startIndex, offsetBy: "<string>".count) ..< end.lowerBound]
                found.append(String(name.hasSuffix(".storyboard") ? name.dropLast(".storyboard".count) : name))
            }
        }
        return found
    }
}
