/// Identifiers and label escaping for the graph formats. A flow's names and titles can hold
/// anything (quotes, brackets, `#`, `<`, newlines, control characters), and none of it may
/// change the structure of the drawing or stop it from rendering.
public enum DrawingText {
    /// An identifier made of ASCII letters, digits and `_` only, starting with `prefix`, so it is
    /// valid unquoted in DOT and Mermaid and can never be a keyword of either (`end`, `graph`).
    /// `taken` keeps identifiers unique when two names sanitize alike (`A B` and `A_B`).
    static func identifier(_ name: String, prefix: String, taken: inout UniqueNames) -> String {
        var base = prefix
        for scalar in name.unicodeScalars {
            let isSafe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar))
            base.unicodeScalars.append(isSafe ? scalar : "_")
        }
        return taken.claim(base)
    }

    /// Text for the inside of a double-quoted DOT string: `"` and `\` are escaped (a backslash
    /// starts DOT's own escapes such as `\N`), line breaks become centred `\n` breaks, and
    /// invisible characters are spelled out so they cannot hide in a label.
    public static func dotString(_ lines: [String]) -> String {
        escapeLines(lines, lineBreak: "\\n") { scalar, result in
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if isInvisible(scalar) {
                    // DOT reads a backslash as an escape, so the spelling's own is doubled.
                    result += "\\" + TerminalText.spelled(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// Text for the inside of a double-quoted Mermaid label. Everything but letters, digits,
    /// spaces and a few harmless marks becomes a `#code;` entity, which Mermaid decodes after
    /// parsing: so no quote can end the string, no `<` can open HTML, no `#…;` in a name can be
    /// taken for an entity, and no `:` or `;` can trip Mermaid's `style …:#…;` preprocessing,
    /// and no `direction LR` in a title can be read as a statement.
    /// Lines are joined with `<br>`, which Mermaid draws as a line break.
    public static func mermaidString(_ lines: [String]) -> String {
        escapeLines(lines, lineBreak: "<br>") { scalar, result in
            if scalar == " ", String(String.UnicodeScalarView(result.unicodeScalars.suffix(9))).lowercased() == "direction" {
                // Mermaid's lexer reads `direction LR` anywhere on a line as a statement.
                result += "#32;"
            } else if isMermaidSafe(scalar) {
                result.unicodeScalars.append(scalar)
            } else if isInvisible(scalar) {
                // Spelled out, as in the text report: `\u{1b}`.
                result += "#92;u#123;\(String(scalar.value, radix: 16))#125;"
            } else {
                result += "#\(scalar.value);"
            }
        }
    }

    /// Each line's characters through `escape`; a line break inside a line (CR, LF or CRLF)
    /// and the break between lines are both written as `lineBreak`.
    private static func escapeLines(
        _ lines: [String], lineBreak: String, _ escape: (Unicode.Scalar, inout String) -> Void
    ) -> String {
        lines.map { line in
            var result = ""
            var previous: Unicode.Scalar?
            for scalar in line.unicodeScalars {
                defer { previous = scalar }
                if scalar == "\n", previous == "\r" { continue }
                if scalar == "\n" || scalar == "\r" {
                    result += lineBreak
                } else {
                    escape(scalar, &result)
                }
            }
            return result
        }.joined(separator: lineBreak)
    }

    private static func isMermaidSafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0" ... "9").contains(scalar) || " .,-_'/!?+*=@()".unicodeScalars.contains(scalar)
        }
        // Unicode spaces count as whitespace in Mermaid's (JavaScript) patterns.
        return !isInvisible(scalar) && scalar.properties.generalCategory != .spaceSeparator
    }

    /// In a drawing a tab is as invisible as any other control character.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || TerminalText.isInvisible(scalar)
    }
}
