/// How a diagnostic's message quotes what a file says: a screen, modal or button name, a key, a
/// title, an anchor, a path written in the file. Every message that quotes such text quotes it
/// through here, so its length is capped in one place for every report format.
///
/// One 1 MB scalar anchored once and aliased a few hundred times as a segue's target would
/// otherwise put the whole megabyte into every message that names it, and the report would grow
/// to gigabytes; a name is recognisable from its first `limit` characters.
public enum UserText {
    /// The most Unicode scalars of one piece of text a message quotes.
    public static let limit = 200

    /// The text, or its first `limit` Unicode scalars and `…`. Scalars, not characters: one
    /// character can hold any number of combining marks, and columns count scalars too.
    public static func capped(_ text: some StringProtocol) -> String {
        // At most `limit` bytes is at most `limit` scalars: the usual name needs no counting.
        guard text.utf8.count > limit else { return String(text) }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex), end != scalars.endIndex else {
            return String(text)
        }
        return String(String.UnicodeScalarView(scalars[..<end])) + "…"
    }

    /// `"text"`, capped.
    public static func quoted(_ text: some StringProtocol) -> String {
        "\"" + capped(text) + "\""
    }
}
