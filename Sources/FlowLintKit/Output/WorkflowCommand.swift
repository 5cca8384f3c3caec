/// One GitHub Actions workflow command line, `::name key=value,…::message`, escaped as the
/// Actions toolkit escapes it, so that text from a flow file can never end the command early,
/// add a property, or start a line of its own.
public struct WorkflowCommand: Sendable, Equatable {
    public var name: String
    public var properties: [(String, String)]
    public var message: String

    public init(_ name: String, properties: [(String, String)] = [], message: String) {
        self.name = name
        self.properties = properties
        self.message = message
    }

    public static func == (lhs: WorkflowCommand, rhs: WorkflowCommand) -> Bool {
        lhs.rendered == rhs.rendered
    }

    /// The line, without its line break.
    public var rendered: String {
        var line = "::" + name
        if !properties.isEmpty {
            line += " " + properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        }
        return line + "::" + Self.escapeData(message)
    }

    /// Message text: `%` first (so escapes are not escaped twice), then CR and LF.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Property values: as message text, and also `:` and `,`, which delimit properties.
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
