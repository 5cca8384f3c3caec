/// Escapes text for one cell of a GitHub-flavoured Markdown table, so that what a flow file
/// says is shown exactly and cannot add columns, rows, links, emphasis, code or HTML.
public enum MarkdownText {
    public static func escapeCell(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!": result += "\\" + String(scalar)
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n" where previous == "\r": continue // CRLF is one break
            case "\n", "\r": result += "<br>"
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
}
