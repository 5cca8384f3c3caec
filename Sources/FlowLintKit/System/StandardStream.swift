#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written straight to the descriptor, unbuffered, so a
/// report and the messages around it reach the terminal in the order they were written.
public enum StandardStream {
    case output, error

    private var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    public func write(_ text: String) {
        var text = text
        // A closed pipe or a full disk: there is nowhere left to say so.
        _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
