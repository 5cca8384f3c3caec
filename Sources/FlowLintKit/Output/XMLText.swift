/// Escapes text for XML 1.0 attribute values and character data.
///
/// `& < > " '` become entities. CR becomes a character reference, or parsers would read it
/// as LF; in attributes tab and LF do too, so attribute-value normalisation cannot turn them
/// into spaces. Other characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) cannot
/// be written at all, even as references, so they appear as a visible `\u{1b}` instead.
/// No CDATA is used, so `]]>` is just text.
public enum XMLText {
    /// In character data (`inAttribute: false`) tab and LF stay as they are, for readable output.
    public static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += inAttribute ? "&#9;" : "\t"
            case "\n": result += inAttribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            default:
                if isAllowed(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += TerminalText.spelled(scalar)
                }
            }
        }
        return result
    }

    /// XML 1.0's `Char` production; Swift strings hold no surrogates, so only the rest needs checking.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value >= 0x20 && value != 0xFFFE && value != 0xFFFF || value == 0x9 || value == 0xA || value == 0xD
    }

    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// `name="value"` pairs, escaped, each preceded by a space.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }
}
