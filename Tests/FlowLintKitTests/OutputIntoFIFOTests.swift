import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--output FORMAT=PATH` onto a FIFO: the report goes into the pipe, which stays a pipe. The
/// atomic rename used for regular files would have put a regular file in its place. (FIFOs in a
/// temporary directory only: a device such as /dev/null, replaced by a test run as root, would
/// break the machine.)
@Suite(.serialized) struct OutputIntoFIFOTests {
    static let flow = "Tests/FlowLintKitTests/Fixtures/ok/minimal.yaml"

    func withFIFO(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.json"
        #expect(mkfifo(path, 0o600) == 0)
        try body(path)
    }

    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    @Test func aReportIsWrittenIntoAFIFOThatIsRead() throws {
        try withFIFO { path in
            // The reader is there before flowlint opens the FIFO, as a CI step reading it would be.
            let reader = open(path, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            let result = try CommandLineTests().run(["check", "--output", "json=\(path)", Self.flow])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            var bytes = [UInt8](repeating: 0, count: 65_536)
            let count = read(reader, &bytes, bytes.count)
            let expected = try CommandLineTests().run(["check", "--format", "json", Self.flow]).stdout
            #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self) == expected)
            #expect(Self.isFIFO(path))
        }
    }

    /// Nobody reading: a clear error at once, not a wait for a reader that never comes.
    @Test func aFIFOThatNobodyReadsIsAnErrorNotAHang() throws {
        try withFIFO { path in
            let result = try CommandLineTests().run(["check", "--output", "json=\(path)", Self.flow])
            #expect(result.status == 2)
            #expect(result.stderr == "flowlint: error: cannot write report: \(path): no process is reading this FIFO\n")
            #expect(Self.isFIFO(path))
        }
    }
}
