import FlowLintKit
import Foundation
import Testing

#if SwiftSources
/// Under `ulimit -v`, a Swift file whose reading needs more stack than the limit leaves is refused
/// before it is read, as a flow file too large for the limit is: one line naming it, exit 2, and
/// the app's other files still checked. It was read on the calling thread instead, whose stack a
/// hostile file could overflow.
@Suite(.serialized) struct SwiftMemoryLimitTests {
    @Test func aSwiftFileWhoseStackDoesNotFitTheLimitIsRefusedCleanly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-swift-memory-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 200 KiB: what a file that size could hold nested takes a thread of 408 MiB of stack,
        // which the limit counts whether a parse uses it or not.
        let large = directory.appendingPathComponent("Large.swift")
        try Data(("import UIKit\n" + String(repeating: "// " + String(repeating: "x", count: 97) + "\n", count: 2_048)).utf8).write(to: large)
        let home = directory.appendingPathComponent("Home.swift")
        try Data("""
            import UIKit

            final class HomeViewController: UIViewController {
                func compose() {
                    let sheet = ComposeViewController()
                    sheet.modalPresentationStyle = .fullScreen
                    present(sheet, animated: true)
                }
            }

            final class ComposeViewController: UIViewController {}

            """.utf8).write(to: home)
        let unlimited = try Self.run("exec \"$0\" check --color never \"$1\"", directory.path)
        #expect(unlimited.status == 1)
        // 400 MiB: room for the binary and a small file's thread, not for the large file's.
        let limited = try Self.run("ulimit -v 409600 && exec \"$0\" check --color never \"$1\"", directory.path)
        #expect(limited.status == 2)
        #expect(limited.stdout == unlimited.stdout.replacingOccurrences(of: " in 2 files", with: " in 1 file"))
        let prefix = "flowlint: error: \(large.path): checking it needs about "
        let suffix = " MiB of memory, more than the 400 MiB this process may use (ulimit -v 409600); raise the limit to check it\n"
        #expect(limited.stderr.hasPrefix(prefix) && limited.stderr.hasSuffix(suffix), "\(limited.stderr)")
    }

    /// `script` run by /bin/sh with the built `flowlint` as `$0` and `argument` as `$1`.
    static func run(_ script: String, _ argument: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, SwiftAppCompanionsTests.binary.path, argument]
        process.currentDirectoryURL = SwiftFixtureTests.root
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile(), stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
#endif
