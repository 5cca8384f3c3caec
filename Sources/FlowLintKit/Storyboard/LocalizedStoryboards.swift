/// Storyboards localized the old way: one copy per language, `en.lproj/Main.storyboard`,
/// `fr.lproj/Main.storyboard`, beside `Base.lproj/Main.storyboard` or without it. The app loads one
/// copy, the one for the user's language, and every copy describes the same scenes; read together,
/// they would be one app with each screen twice, and every finding reported once per language.
enum LocalizedStoryboards {
    /// The indexes of `paths` that stand for their storyboard, in order: every storyboard outside
    /// an `.lproj` folder, and of the copies of one storyboard (the same file name, in `.lproj`
    /// folders of one directory) the one in `Base.lproj`, else in `en.lproj`, else the first;
    /// none when the storyboard itself lies beside those folders (`Main.storyboard` and
    /// `fr.lproj/Main.storyboard`), as the copies left from before it was made one file.
    static func representatives(_ paths: [String]) -> [Int] {
        var chosen: [String: Int] = [:]
        var order: [String] = []
        var kept: [Int] = []
        let unlocalized = Set(paths.filter { Copy($0) == nil })
        for (index, path) in paths.enumerated() {
            guard let copy = Copy(path) else {
                kept.append(index)
                continue
            }
            if unlocalized.contains(copy.storyboard) { continue }
            if let current = chosen[copy.storyboard] {
                if copy.rank < Copy(paths[current])!.rank { chosen[copy.storyboard] = index }
            } else {
                chosen[copy.storyboard] = index
                order.append(copy.storyboard)
            }
        }
        return (kept + order.compactMap { chosen[$0] }).sorted()
    }

    /// A storyboard in an `.lproj` folder.
    private struct Copy {
        /// What the copies of one storyboard share: the folder holding the `.lproj` folders, and the file name.
        let storyboard: String
        /// Lower stands for the storyboard first.
        let rank: Int

        init?(_ path: String) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
            let language = parts[parts.count - 2].dropLast(".lproj".count)
            storyboard = parts.dropLast(2).joined(separator: "/") + "/" + parts[parts.count - 1]
            rank = language == "Base" ? 0 : language == "en" ? 1 : 2
        }
    }
}
