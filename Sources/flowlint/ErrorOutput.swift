import ArgumentParser
import FlowLintKit

/// How every command reports what stops it: one `flowlint: error:` line on standard error.
/// Messages name files, which a pull request names: a newline in one would start a line of the
/// file's choosing, and an escape sequence would recolour the terminal, so they are spelled out.
func printError(_ message: String) {
    StandardStream.error.write("flowlint: error: \(TerminalText.escape(message))\n")
}

/// Prints the error and returns the exit code to throw, so `main.swift` maps it like any other.
func failure(_ message: String, status: Int32 = 2) -> ExitCode {
    printError(message)
    return ExitCode(status)
}
