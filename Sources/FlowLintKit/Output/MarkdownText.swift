/// Escapes text for one cell of a GitHub-flavoured Markdown table, so that what a flow file
/// says is shown exactly and cannot add columns, rows, links, emphasis, code or HTML.
///
/// A pull-request comment also turns `@name` into a mention that notifies someone, and URLs,
/// `www.` addresses and e-mail addresses into links, after the Markdown is read (backslashes and
/// entities do not stop that). Words holding any of them are shown as code, which GitHub neither
/// links nor mentions from, and which still reads as the words themselves.
public enum MarkdownText {
    public static func escapeCell(_ text: String) -> String {
        var result = ""
        var word = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        func endWord() {
            guard !word.isEmpty else { return }
            let text = String(word)
            result += isLive(text) ? codeSpans(text) : escapePlain(text)
            word = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            guard scalar.properties.isWhitespace else {
                word.append(scalar)
                continue
            }
            endWord()
            switch scalar {
            case "\n" where previous == "\r": continue // CRLF is one break
            case "\n", "\r": result += "<br>"
            default: result += escapePlain(String(scalar))
            }
        }
        endWord()
        return result
    }

    /// A word GitHub would make a mention or a link of: it holds `@` (mentions, e-mail addresses),
    /// `://` (URLs), `www.`, or `#` before a digit (a link to an issue or pull request, `#12` or
    /// `owner/repo#12`, which also notifies it with a back-reference).
    static func isLive(_ word: String) -> Bool {
        word.contains("@") || word.contains("://") || word.lowercased().contains("www.") || referencesIssue(word)
    }

    private static func referencesIssue(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        return scalars.indices.dropLast().contains { scalars[$0] == "#" && ("0" ... "9").contains(scalars[$0 + 1]) }
    }

    /// Text outside code: Markdown's punctuation backslash-escaped, HTML's as entities.
    private static func escapePlain(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!": result += "\\" + String(scalar)
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default:
                if TerminalText.isInvisible(scalar) {
                    // The backslash of the escape is itself escaped for Markdown.
                    result += "\\" + TerminalText.spelled(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A word as code. Inside a code span nothing is escaped but a table's `|`; so a `##[`, which
    /// the Actions runner reads as a command in any line, is split there, its `[` escaped outside.
    private static func codeSpans(_ word: String) -> String {
        var pieces: [String] = []
        var piece = ""
        for scalar in word.unicodeScalars {
            if scalar == "[", piece.hasSuffix("##") {
                pieces.append(piece)
                piece = ""
                continue
            }
            piece += TerminalText.isInvisible(scalar) ? TerminalText.spelled(scalar) : String(scalar)
        }
        pieces.append(piece)
        return pieces.map(codeSpan).joined(separator: "\\[")
    }

    /// One code span: fenced with more backticks than any run inside, padded with a space where
    /// the text starts or ends with a backtick, each `|` escaped for the table.
    private static func codeSpan(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var longestRun = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        var escaped = ""
        for character in text {
            escaped += character == "|" ? "\\|" : String(character)
        }
        return fence + padding + escaped + padding + fence
    }
}
