import Foundation
import Testing
@testable import FlowLintKit

/// What a pull request controls and the command line meets: numbers, special files and names
/// that are not UTF-8. Each ends in a clear exit status instead of a crash, a hang or a silent skip.
extension CommandLineTests {
    @Test func limitsOnTheCommandLineAreRangeChecked() throws {
        let flow = "Tests/FlowLintKitTests/Fixtures/ok/minimal.yaml"
        for (option, ceiling) in [("--max-file-size", "1073741824"), ("--max-nodes", "100000000"), ("--max-depth", "10000")] {
            let result = try run(["check", option, "9223372036854775807", flow])
            #expect(result.status == 64 || result.status == 2)
            #expect(result.stderr.hasPrefix("Error: \(option) must be from 1 to \(ceiling)\n"))
            #expect(try run(["check", option, ceiling, flow]).status == 0)
        }
    }

    @Test func aFIFONamedOnTheCommandLineReadsAsEmptyInsteadOfWaiting() throws {
        let scratch = try ScratchDirectory()
        let fifo = scratch.path + "/waiting.flow.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try run(["check", "--color", "never", fifo])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("\(fifo):1:1: error: the file holds no flow; start it with `flowlint: 1` [missing-field]\n"))
    }

    @Test func aBaselineIsReadUpToItsLimit() throws {
        let scratch = try ScratchDirectory()
        let endless = scratch.path + "/baseline.json"
        try FileManager.default.createSymbolicLink(atPath: endless, withDestinationPath: "/dev/zero")
        let result = try run(["check", "--baseline", endless, "Tests/FlowLintKitTests/Fixtures/ok/minimal.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "flowlint: error: cannot read baseline \(endless): is larger than the 64 MiB a baseline may be\n")
    }

    @Test func namesThatAreNotUTF8AreReportedAndTheRestIsChecked() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("Flows/good.flow.yaml", try Repository.read("Tests/FlowLintKitTests/Fixtures/ok/minimal.yaml"))
        for name: [UInt8] in [Array("bad".utf8) + [0xFF] + Array(".flow.yaml".utf8), Array("dir".utf8) + [0xFE], Array("notes".utf8) + [0xFF]] {
            let path = Array((scratch.path + "/Flows/").utf8) + name + [0]
            let made = path.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { name.starts(with: Array("dir".utf8)) ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
            }
            #expect(made >= 0)
            if made > 0, !name.starts(with: Array("dir".utf8)) { close(made) }
        }
        // A link is skipped as links are, whatever its name.
        let link = Array((scratch.path + "/Flows/link").utf8) + [0xFF] + Array(".flow.yaml".utf8) + [0]
        #expect(link.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { symlink("good.flow.yaml", $0.baseAddress!) } } == 0)
        let result = try run(["check", "--color", "never", scratch.path + "/Flows"])
        #expect(result.status == 2)
        #expect(result.stdout == "no problems in 1 file\n")
        // A file that could not be a flow file (`notes\xFF`) is not worth an error.
        #expect(result.stderr == """
            flowlint: error: \(scratch.path)/Flows/bad\\xFF.flow.yaml: the name is not valid UTF-8, so it is not checked; rename it
            flowlint: error: \(scratch.path)/Flows/dir\\xFE: the name is not valid UTF-8, so it is not checked; rename it

            """)
    }
}
