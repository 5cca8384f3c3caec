#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written straight to the descriptor, unbuffered, so a
/// report and the messages around it reach the terminal in the order they were written.
///
/// Everything flowlint prints goes through here, so this is where, inside GitHub Actions, every
/// line on either stream is kept from being read as a workflow command (`WorkflowCommandGuard`).
public enum StandardStream: Sendable {
    case output, error

    /// `GITHUB_ACTIONS` is `true`: the runner reads both streams for workflow commands.
    public static let guardsWorkflowCommands = getenv("GITHUB_ACTIONS").map { String(cString: $0) == "true" } ?? false

    /// A report that did not reach its reader: standard output closed (`>&-`), a full disk.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var stream: StandardStream
        /// The system's reason, such as `bad file descriptor`.
        public var reason: String

        public var description: String {
            "cannot write to standard \(stream == .output ? "output" : "error") (\(reason))"
        }
    }

    private var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// For messages about the run: when they cannot be written there is nowhere left to say so.
    /// `syntax` is the language of the text, which the command guard escapes in.
    public func write(_ text: String, as syntax: OutputSyntax = .text) {
        _ = try? writeReport(text, as: syntax)
    }

    /// For what a command exists to print, such as the report: a report nobody received must not
    /// pass for one that was read, so the caller hears of the failure and exits 2.
    public func writeReport(_ text: String, as syntax: OutputSyntax = .text) throws(WriteError) {
        var text = Self.guardsWorkflowCommands ? WorkflowCommandGuard.neutralised(text, as: syntax) : text
        let written = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        if !written {
            throw WriteError(stream: self, reason: String(cString: strerror(errno)).lowercased())
        }
    }
}
