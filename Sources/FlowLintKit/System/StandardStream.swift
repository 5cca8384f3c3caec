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
        text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let written = writeBytes(descriptor, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    // A closed pipe or a full disk: there is nowhere left to say so.
                    return
                }
                next += written
                left -= written
            }
        }
    }
}

// Inside `StandardStream`, `write` names its own method.
#if canImport(Glibc)
private let writeBytes = Glibc.write
#elseif canImport(Darwin)
private let writeBytes = Darwin.write
#endif
