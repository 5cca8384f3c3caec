import ArgumentParser
import FlowLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses the command line and maps every outcome onto flowlint's exit codes:
/// 0 clean, 1 findings at error severity, 2 usage, I/O or configuration errors.
// Under `ulimit -v` or `ulimit -d`, memory is spent sparingly from the start (see `MemoryBudget`).
MemoryBudget.adaptToLimit()
do {
    var command = try FlowLintCommand.parseAsRoot()
    try command.run()
} catch {
    let code = FlowLintCommand.exitCode(for: error)
    if code == .success {
        // Help and the version, written as everything else is (see StandardStream).
        StandardStream.output.write(FlowLintCommand.fullMessage(for: error) + "\n")
        exit(0)
    }
    if let exitCode = error as? ExitCode {
        exit(exitCode.rawValue)
    }
    let message = FlowLintCommand.fullMessage(for: error)
    StandardStream.error.write(message.hasSuffix("\n") ? message : message + "\n")
    exit(2)
}
