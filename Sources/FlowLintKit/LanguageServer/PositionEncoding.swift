/// What an LSP position's `character` counts, as agreed in `initialize`.
///
/// flowlint counts columns in Unicode scalars, from 1; LSP counts from 0, in UTF-16 code units
/// unless the client offers `utf-32` (scalars, then, and no line text is needed).
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding for a client offering `offered` (`general.positionEncodings`): UTF-32 when
    /// offered, since it is flowlint's own count; UTF-16 otherwise, which every client knows.
    public static func negotiate(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf32.rawValue) ? .utf32 : .utf16
    }

    /// The 0-based `character` of flowlint's 1-based scalar `column` on a line with text `line`.
    /// A column past the line's end (its line break, say) counts one unit per scalar beyond it.
    public func character(forColumn column: Int, inLine line: Substring?) -> Int {
        let scalars = max(column - 1, 0)
        guard self == .utf16, let line else { return scalars }
        var units = 0
        var counted = 0
        for scalar in line.unicodeScalars {
            guard counted < scalars else { break }
            units += scalar.value > 0xFFFF ? 2 : 1
            counted += 1
        }
        return units + (scalars - counted)
    }

    /// The 1-based scalar column of a 0-based `character`; a position inside a surrogate pair
    /// is the column of its scalar.
    public func column(forCharacter character: Int, inLine line: Substring?) -> Int {
        // Clamped, so that a client's absurd number cannot overflow the count.
        let units = min(max(character, 0), Int(Int32.max))
        guard self == .utf16, let line else { return units + 1 }
        var counted = 0
        var scalars = 0
        for scalar in line.unicodeScalars {
            let width = scalar.value > 0xFFFF ? 2 : 1
            guard counted + width <= units else { return scalars + 1 }
            counted += width
            scalars += 1
        }
        return scalars + 1 + (units - counted)
    }
}
