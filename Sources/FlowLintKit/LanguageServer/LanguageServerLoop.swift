#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `flowlint lsp`: the language server over standard input and output, until `exit`, the end
/// of input, or a header that leaves no way to find the next message. Returns the exit status.
///
/// Messages are written straight to the descriptor: `StandardStream` would, inside GitHub
/// Actions, rewrite lines that look like workflow commands, and a changed body breaks its
/// `Content-Length`.
public enum LanguageServerLoop {
    /// `codeFrontend` reads code documents and apps' code (see `LanguageServer`).
    public static func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, codeFrontend: (any CodeFrontend)? = nil) -> Int32 {
        // A client that closes its end must not end the server by signal: the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        var outputFailed = false
        let server = LanguageServer(codeFrontend: codeFrontend) { message in
            guard !outputFailed else { return }
            let framed = MessageFramer.frame(message.rendered(pretty: false))
            outputFailed = !framed.withUnsafeBytes { writeAll($0, to: output) }
        }
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return server.statusAtEndOfInput }
            framer.append(chunk[..<count])
            while let event = framer.next() {
                server.receive(event)
                if let status = server.exitStatus { return status }
                if case .badHeader = event { return 1 }
            }
            if outputFailed { return 1 }
        }
    }
}
