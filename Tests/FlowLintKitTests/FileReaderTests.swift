import Foundation
import Testing
@testable import FlowLintKit

/// `FileReader` reads with the C library, so its sizes, limits and reasons are checked here.
@Suite struct FileReaderTests {
    @Test func readsTheWholeFileAndEmptyFiles() throws {
        let scratch = try ScratchDirectory()
        let text = String(repeating: "screens: {}\n", count: 10_000)
        #expect(try FileReader.read(try scratch.write("big.flow.yaml", text)) == Array(text.utf8))
        #expect(try FileReader.read(try scratch.write("empty.flow.yaml", "")) == [])
    }

    /// A file over the limit yields one byte past it, so the parser can report the limit.
    @Test func aLimitReadsOneBytePastIt() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("long.flow.yaml", "0123456789")
        #expect(try FileReader.read(path, limit: 4) == Array("01234".utf8))
        #expect(try FileReader.read(path, limit: 10) == Array("0123456789".utf8))
        #expect(try FileReader.read(path, limit: 0) == Array("0".utf8))
    }

    /// Files in /proc report a size of zero but have content, as pipes do.
    @Test func filesWithoutASizeAreReadToTheEnd() throws {
        let bytes = try FileReader.read("/proc/self/status")
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
        #expect(try FileReader.read("/proc/self/status", limit: 3).count == 4)
    }

    @Test func unreadablePathsHaveOneLineReasons() throws {
        let scratch = try ScratchDirectory()
        #expect(throws: FileReader.Failure(path: scratch.path, reason: "is a directory")) {
            try FileReader.read(scratch.path)
        }
        #expect(throws: FileReader.Failure(path: scratch.path + "/none.yaml", reason: "no such file or directory")) {
            try FileReader.read(scratch.path + "/none.yaml")
        }
        let file = try scratch.write("file.yaml", "x")
        #expect(throws: FileReader.Failure(path: file + "/below.yaml", reason: "no such file or directory")) {
            try FileReader.read(file + "/below.yaml")
        }
    }
}

extension FileReader.Failure: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.path == rhs.path && lhs.reason == rhs.reason }
}
