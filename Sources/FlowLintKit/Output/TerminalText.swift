/// Makes user-controlled text safe to print: characters a reader cannot see become visible
/// escapes, so a flow file cannot move the cursor, recolour the terminal, fake a line of output
/// or reorder what is shown with bidirectional overrides.
public enum TerminalText {
    public static func escape(_ text: String) -> String {
        // Nearly all text is printable ASCII, which needs no look at Unicode's tables.
        if text.utf8.allSatisfy(isPrintableASCII) { return text }
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                result += spelled(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A byte of printable ASCII, or a tab: text made only of these needs no escaping.
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (byte >= 0x20 && byte < 0x7F) || byte == 0x09
    }

    /// Control, format (bidirectional overrides among them) and separator characters, and anything
    /// unassigned or private. Tab is visible enough and keeps snippets aligned. Every report
    /// format escapes with this one test, so they all show the same characters the same way.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\t" else { return false }
        if scalar.value >= 0x20, scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: return true
        default: return false
        }
    }

    /// How an invisible character is written out: `\u{1b}`.
    static func spelled(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16) + "}"
    }
}
