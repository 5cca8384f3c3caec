import Foundation
@testable import FlowLintKit

/// Paths inside the repository, found from this file's location so tests run from any directory.
enum Repository {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // FlowLintKitTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    static func files(in relativeDirectory: String, withExtension pathExtension: String) -> [String] {
        let directory = url(relativeDirectory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { "\(relativeDirectory)/\($0)" }
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// Set FLOWLINT_UPDATE_GOLDEN=1 to rewrite expected outputs instead of comparing with them.
    static var updatingGoldenFiles: Bool {
        ProcessInfo.processInfo.environment["FLOWLINT_UPDATE_GOLDEN"] == "1"
    }

    /// Compares `actual` with the golden file, or rewrites it when updating.
    static func matchesGolden(_ actual: String, at relativePath: String) throws -> Bool {
        if updatingGoldenFiles {
            try actual.write(to: url(relativePath), atomically: true, encoding: .utf8)
            return true
        }
        return try read(relativePath) == actual
    }

    /// Lints a repository file under its repository-relative path, so reports are machine-independent.
    static func lint(_ relativePath: String, configuration: LintConfiguration = LintConfiguration()) throws -> FileReport {
        let bytes = [UInt8](try Data(contentsOf: url(relativePath)))
        return Linter(configuration: configuration).lint(SourceFile(path: relativePath, bytes: bytes))
    }
}
