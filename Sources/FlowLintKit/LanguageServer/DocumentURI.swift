/// `file:` URIs, as editors name documents, and the paths flowlint reads.
public enum DocumentURI {
    /// The path of a `file:` URI, percent escapes decoded; nil for any other scheme (an unsaved
    /// buffer's `untitled:`), or a URI naming another host.
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        let rest = uri.dropFirst("file://".count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        let host = rest[..<slash]
        guard host.isEmpty || host == "localhost" else { return nil }
        var bytes: [UInt8] = []
        // A query or fragment is no part of a file's path.
        let encoded = Array(rest[slash...].utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") })
        var index = 0
        while index < encoded.count {
            if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.count,
               let high = hexValue(encoded[index + 1]), let low = hexValue(encoded[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(encoded[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `file:` URI of an absolute path, every byte but unreserved ones and `/` escaped.
    public static func uri(ofPath path: String) -> String {
        var uri = "file://"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                uri += "%"
                uri.unicodeScalars.append(digits[Int(byte >> 4)])
                uri.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return uri
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
