/// How CI formats name files: relative to the repository root when the file is inside it,
/// because code scanning, GitLab and annotations resolve paths against the checkout.
public struct ReportPaths: Sendable {
    /// An absolute directory, or nil to report paths exactly as they were given.
    public var root: String?
    /// The absolute directory relative paths were given from (the working directory), when it is
    /// not the root: a run in a subdirectory of the checkout.
    public var base: String?

    public init(root: String?, base: String? = nil) {
        self.root = root.map(FilePaths.normalized)
        self.base = base.map(FilePaths.normalized)
    }

    /// The file's absolute path, a relative one taken from `base` (else the root).
    public func absolute(_ file: String) -> String? {
        if file.hasPrefix("/") { return FilePaths.normalized(file) }
        guard let from = base ?? root else { return nil }
        return FilePaths.normalized(from + "/" + file)
    }

    /// The path relative to the root, or nil when the file lies outside it (or there is no root).
    public func relative(_ file: String) -> String? {
        guard let root, let absolute = absolute(file) else { return nil }
        // The root itself is no file to name relative to it.
        let relative = FilePaths.relative(absolute, to: root)
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
