#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written straight to the descriptor, unbuffered, so a
/// report and the messages around it reach the terminal in the order they were written.
public enum StandardStream: Sendable {
    case output, error

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
    public func write(_ text: String) {
        _ = try? writeReport(text)
    }

    /// For what a command exists to print, such as the report: a report nobody received must not
    /// pass for one that was read, so the caller hears of the failure and exits 2.
    public func writeReport(_ text: String) throws(WriteError) {
        var text = text
        let written = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        if !written {
            throw WriteError(stream: self, reason: String(cString: strerror(errno)).lowercased())
        }
    }
}
