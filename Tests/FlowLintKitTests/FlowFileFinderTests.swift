import Foundation
import Testing
@testable import FlowLintKit

@Suite struct FlowFileFinderTests {
    /// root/sub/a.flow.yaml, root/notes.yaml (not a flow file name), root/.hidden/h.flow.yaml, a
    /// storyboard copied into a localization catalog (root/Translations/fr.xcloc), a link loop root/sub/loop → root, a linked file and a linked directory outside root.
    func makeTree() throws -> (root: String, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-walk-\(UUID().uuidString)").path
        let manager = FileManager.default
        for directory in ["root/sub", "root/.hidden", "outside", "root/Translations/fr.xcloc/Source Contents"] {
            try manager.createDirectory(atPath: "\(base)/\(directory)", withIntermediateDirectories: true)
        }
        for file in ["root/sub/a.flow.yaml", "root/notes.yaml", "root/.hidden/h.flow.yaml", "root/app-flow.yml", "outside/secret.flow.yaml",
                     "root/Translations/fr.xcloc/Source Contents/Main.storyboard"] {
            #expect(manager.createFile(atPath: "\(base)/\(file)", contents: Data("flowlint: 1\n".utf8)))
        }
        try manager.createSymbolicLink(atPath: "\(base)/root/sub/loop", withDestinationPath: "\(base)/root")
        try manager.createSymbolicLink(atPath: "\(base)/root/linked.flow.yaml", withDestinationPath: "\(base)/outside/secret.flow.yaml")
        try manager.createSymbolicLink(atPath: "\(base)/root/outdir", withDestinationPath: "\(base)/outside")
        return ("\(base)/root", { try? manager.removeItem(atPath: base) })
    }

    @Test func walksStayInsideTheRootAndSkipHiddenFolders() throws {
        let tree = try makeTree()
        defer { tree.cleanup() }
        let found = FlowFileFinder().files(in: [tree.root])
        #expect(found.files.map { String($0.dropFirst(tree.root.count)) } == ["/app-flow.yml", "/sub/a.flow.yaml"])
        #expect(found.failures.isEmpty)
    }

    @Test func followingLinksEntersEachDirectoryOnceDespiteALoop() throws {
        let tree = try makeTree()
        defer { tree.cleanup() }
        let found = FlowFileFinder(followsSymbolicLinks: true).files(in: [tree.root])
        // secret.flow.yaml is reachable as linked.flow.yaml and through outdir; it is listed once.
        #expect(found.files.map { String($0.dropFirst(tree.root.count)) } == [
            "/app-flow.yml", "/linked.flow.yaml", "/sub/a.flow.yaml",
        ])
    }

    @Test func namedFilesAreAlwaysCheckedAndMissingOnesReported() throws {
        let tree = try makeTree()
        defer { tree.cleanup() }
        let found = FlowFileFinder().files(in: ["\(tree.root)/notes.yaml", "\(tree.root)/gone.flow.yaml", "\(tree.root)/.hidden"])
        #expect(found.files == ["\(tree.root)/notes.yaml", "\(tree.root)/.hidden/h.flow.yaml"])
        #expect(found.failures == [FlowFileFinder.Failure(path: "\(tree.root)/gone.flow.yaml", reason: "no such file or directory")])
    }
}
