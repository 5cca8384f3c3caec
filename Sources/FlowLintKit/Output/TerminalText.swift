/// Makes user-controlled text safe to print: control characters become visible escapes,
/// so a flow file cannot move the cursor, recolour the terminal or fake a line of output.
public enum TerminalText {
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F ... 0x9F).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
