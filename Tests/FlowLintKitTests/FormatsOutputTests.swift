import Foundation
import Testing
@testable import FlowLintKit

@Suite struct FormatsOutputTests {
    static func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func atomicWriteReplacesTheFileAndLeavesNothingBehind() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.sarif"
        try AtomicFile.write("first", to: path)
        try AtomicFile.write("second", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.sarif"])
    }

    @Test func atomicWriteMakesMissingDirectoriesAndFailsClearlyUnderAFile() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try AtomicFile.write("x", to: directory + "/plain")
        #expect(throws: AtomicFile.WriteError(path: directory + "/plain/report.xml", reason: "could not create directory \(directory)/plain")) {
            try AtomicFile.write("x", to: directory + "/plain/report.xml")
        }
        try AtomicFile.write("x", to: directory + "/made/for/it.xml")
        #expect(try String(contentsOfFile: directory + "/made/for/it.xml", encoding: .utf8) == "x")
    }

    @Test func atomicWriteOverADirectoryFailsAndCleansUp() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/taken", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: directory + "/taken/inside", withIntermediateDirectories: false)
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: directory + "/taken") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["taken"])
    }

    @Test func outputArgumentsParse() throws {
        #expect(try ReportOutput(parsing: "sarif=out/flowlint.sarif") == ReportOutput(format: .sarif, path: "out/flowlint.sarif"))
        #expect(try ReportOutput(parsing: "junit=a=b.xml") == ReportOutput(format: .junit, path: "a=b.xml"))
        #expect(throws: ReportOutput.ParseError.self) { try ReportOutput(parsing: "sarif") }
        #expect(throws: ReportOutput.ParseError.self) { try ReportOutput(parsing: "pdf=x.pdf") }
        #expect(throws: ReportOutput.ParseError.self) { try ReportOutput(parsing: "sarif=") }
    }

    @Test func outputWritesTheChosenFormat() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try FormatsFixture.run()
        try ReportOutput(format: .checkstyle, path: directory + "/reports/checkstyle.xml").write(run, settings: FormatsFixture.settings)
        #expect(try String(contentsOfFile: directory + "/reports/checkstyle.xml", encoding: .utf8)
            == CheckstyleFormatter().format(run))
    }

    @Test func pathsAreMadeRelativeToTheRoot() {
        let paths = ReportPaths(root: "/work/repo/")
        #expect(paths.relative("/work/repo/flows/a.flow.yaml") == "flows/a.flow.yaml")
        #expect(paths.relative("./flows/../flows/a.flow.yaml") == "flows/a.flow.yaml")
        #expect(paths.relative("/work/repository/a.flow.yaml") == nil)
        #expect(paths.relative("../other/a.flow.yaml") == nil)
        #expect(paths.display("/tmp/a.flow.yaml") == "/tmp/a.flow.yaml")
        #expect(ReportPaths(root: nil).display("./a.flow.yaml") == "./a.flow.yaml")
        #expect(ReportPaths(root: "/").relative("/a/b") == "a/b")
    }

    @Test func uriPathsEscapeEverythingThatWouldChangeTheirMeaning() {
        #expect(ReportPaths.uriPath("flows/a b#c?d%e:f.flow.yaml") == "flows/a%20b%23c%3Fd%25e%3Af.flow.yaml")
        #expect(ReportPaths.uriPath("écran.flow.yaml") == "%C3%A9cran.flow.yaml")
        #expect(ReportPaths.fileURI(directory: "/work/my repo") == "file:///work/my%20repo/")
    }
}

extension FormatsOutputTests {
    @Test func atomicWriteKeepsTheReplacedFilesPermissions() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.md"
        try AtomicFile.write("old", to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFile.write("new", to: path)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }
}
