/// How CI formats name files: relative to the repository root when the file is inside it,
/// because code scanning, GitLab and annotations resolve paths against the checkout.
public struct ReportPaths: Sendable {
    /// An absolute directory, or nil to report paths exactly as they were given.
    public var root: String?

    public init(root: String?) {
        self.root = root.map(FilePaths.normalized)
    }

    /// The path relative to the root, or nil when the file lies outside it (or there is no root).
    public func relative(_ file: String) -> String? {
        guard let root else { return nil }
        // The root itself is no file to name relative to it.
        let relative = FilePaths.relative(FilePaths.normalized(file.hasPrefix("/") ? file : root + "/" + file), to: root)
        return relative?.isEmpty == true ? nil : relative
    }

    /// The name to show: relative when possible, otherwise as given.
    public func display(_ file: String) -> String {
        relative(file) ?? file
    }

    /// `path:line:column`, as reports point at a place in plain text.
    public func location(_ file: String, _ position: SourcePosition) -> String {
        "\(display(file)):\(position.line):\(position.column)"
    }

    /// A URI reference for a path: every byte outside the unreserved set and `/` is percent-encoded,
    /// so spaces, `#`, `?` and a `:` in the first segment cannot change what the URI means.
    public static func uriPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"),
                 UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    /// `file:///abs/path/`, for a directory (with the trailing slash SARIF requires of base URIs).
    public static func fileURI(directory: String) -> String {
        let path = FilePaths.normalized(directory)
        return "file://" + uriPath(path == "/" ? "/" : path + "/")
    }
}
