/// Makes user-controlled text safe to print: characters a reader cannot see become visible
/// escapes, so a flow file cannot move the cursor, recolour the terminal, fake a line of output
/// or reorder what is shown with bidirectional overrides.
public enum TerminalText {
    /// With `keepingLineBreaks`, LF and CR stay as they are: for the report formats that carry
    /// line breaks as such (JSON, SARIF, GitLab, Checkstyle, JUnit), where readers show them as
    /// breaks, while everything else a reader cannot see is spelled out as here, in every format.
    public static func escape(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Nearly all text is printable ASCII, which needs no look at Unicode's tables.
        if text.utf8.allSatisfy(isPrintableASCII) { return text }
        let isSpelled = { (scalar: Unicode.Scalar) in isInvisible(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) }
        guard text.unicodeScalars.contains(where: isSpelled) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isSpelled(scalar) {
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

    /// Text from a flow file as a report format that carries line breaks shows it: bidirectional
    /// overrides, zero-width and control characters spelled out, so that what a reviewer reads
    /// in a code-scanning alert or a review comment is what the file says.
    static func visibleInReport(_ text: String) -> String {
        escape(text, keepingLineBreaks: true)
    }

    /// How an invisible character is written out: `\u{1b}`.
    static func spelled(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16) + "}"
    }
}
