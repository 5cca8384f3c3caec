import Foundation
import Testing
@testable import FlowLintKit

@Suite struct AtomicFileTests {
    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func refusingToReplaceKeepsTheExistingFileAndLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/.flowlint.yml"
        try AtomicFile.write("first\n", to: path, replacing: false)
        #expect(throws: AtomicFile.WriteError(path: path, reason: "already exists", alreadyExists: true)) {
            try AtomicFile.write("second\n", to: path, replacing: false)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [".flowlint.yml"])
    }

    @Test func replacingSwapsTheWholeContent() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/baseline.json"
        try AtomicFile.write("old", to: path)
        try AtomicFile.write("new", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["baseline.json"])
    }
}
