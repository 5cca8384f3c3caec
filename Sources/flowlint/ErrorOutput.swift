import ArgumentParser
import Foundation

/// How every command reports what stops it: one `flowlint: error:` line on standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("flowlint: error: \(message)\n".utf8))
}

/// Prints the error and returns the exit code to throw, so `main.swift` maps it like any other.
func failure(_ message: String, status: Int32 = 2) -> ExitCode {
    printError(message)
    return ExitCode(status)
}
