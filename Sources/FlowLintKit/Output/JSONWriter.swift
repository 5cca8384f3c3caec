/// A small JSON builder that writes keys in the order given, so reports are stable byte for byte.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    /// A number with a fraction or exponent, as read from a client (`JSONReader`); reports write none.
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Pretty-printed with two-space indentation, or compact.
    public func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .string(let text): JSONValue.writeString(text, to: &output)
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? String(number) : "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            writeContainer("[", "]", count: items.count, to: &output, indent: indent) { index, output, inner in
                items[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer("{", "}", count: members.count, to: &output, indent: indent) { index, output, inner in
                JSONValue.writeString(members[index].0, to: &output)
                output += indent == nil ? ":" : ": "
                members[index].1.write(to: &output, indent: inner)
            }
        }
    }

    private func writeContainer(
        _ open: String, _ close: String, count: Int, to output: inout String, indent: Int?,
        item: (Int, inout String, Int?) -> Void
    ) {
        output += open
        guard count > 0 else { output += close; return }
        let inner = indent.map { $0 + 2 }
        for index in 0 ..< count {
            if index > 0 { output += "," }
            if let inner { output += Self.lineBreak(indentedBy: inner) }
            item(index, &output, inner)
        }
        if let indent { output += Self.lineBreak(indentedBy: indent) }
        output += close
    }

    /// A line break and the indentation after it, made once for the depths reports reach.
    private static let lineBreaks = (0 ..< 32).map { "\n" + String(repeating: " ", count: $0 * 2) }

    private static func lineBreak(indentedBy indent: Int) -> String {
        indent / 2 < lineBreaks.count ? lineBreaks[indent / 2] : "\n" + String(repeating: " ", count: indent)
    }

    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most strings (ids, paths, messages) need no escape: appended whole, not scalar by scalar.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
