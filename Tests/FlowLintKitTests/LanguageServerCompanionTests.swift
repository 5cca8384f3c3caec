import Foundation
import Testing
@testable import FlowLintKit

/// The language server's documents as companions of each other, when some exist only in the editor.
@Suite struct LanguageServerCompanionTests {
    /// Files open in the editor and not saved anywhere yet count as saved ones do: a new overlay
    /// beside a saved storyboard brings its facts to the storyboard's findings, a new storyboard
    /// named by it is read, and a new `.flowlint.yml` above them applies to both at once.
    @Test func unsavedNewFilesAreCompanionsOfTheOpenOnes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-lsp-unsaved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = Repository.root.appendingPathComponent("Tests/FlowLintKitTests/Fixtures/storyboards/overlay")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("Notes.storyboard"), to: directory.appendingPathComponent("Notes.storyboard"))
        let storyboardText = try String(contentsOf: directory.appendingPathComponent("Notes.storyboard"), encoding: .utf8)
        let overlayText = try String(contentsOf: fixture.appendingPathComponent("notes.flow.yaml"), encoding: .utf8)
        let storyboard = DocumentURI.uri(ofPath: directory.appendingPathComponent("Notes.storyboard").path)
        let overlay = DocumentURI.uri(ofPath: directory.appendingPathComponent("notes.flow.yaml").path)
        let configuration = DocumentURI.uri(ofPath: directory.appendingPathComponent(".flowlint.yml").path)
        let client = LanguageServerUnitTests.Client()
        client.send(LanguageServerUnitTests.initialize)
        /// The rule ids last published for a document, in order.
        func codes(_ uri: String) throws -> [String]? {
            guard let last = client.sent.last(where: { $0.contains(#""uri":"\#(uri)","version""#) }) else { return nil }
            return try JSONReader.read(Array(last.utf8))["params"]?["diagnostics"]?.items?.compactMap { $0["code"]?.string }
        }
        client.send(LanguageServerUnitTests.didOpen(storyboard, storyboardText))
        #expect(try codes(storyboard) == [])
        client.sent.removeAll()
        // The overlay, new and unsaved, says EditTags holds user content: the storyboard's
        // Cancel and swipe now discard it.
        client.send(LanguageServerUnitTests.didOpen(overlay, overlayText))
        #expect(try codes(overlay) == [])
        #expect(try codes(storyboard) == ["confirm-before-discard", "confirm-before-discard"])
        client.sent.removeAll()
        // A new configuration, unsaved, turns the rule off: both are checked again under it.
        client.send(LanguageServerUnitTests.didOpen(configuration, "rules:\n  confirm-before-discard: off\n"))
        #expect(try codes(configuration) == [])
        #expect(try codes(storyboard) == [])
        #expect(try codes(overlay) == [])
        client.sent.removeAll()
        // The overlay names a second storyboard, new and unsaved: it is read from the editor
        // rather than refused as a file that cannot be read.
        let second = DocumentURI.uri(ofPath: directory.appendingPathComponent("More.storyboard").path)
        client.send(LanguageServerUnitTests.didOpen(second, storyboardText.replacingOccurrences(of: #"storyboardIdentifier="Library""#, with: #"storyboardIdentifier="Shelf""#)))
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(overlay)","version":2},"contentChanges":[{"text":\#(JSONValue.string(overlayText.replacingOccurrences(of: "storyboards: [Notes.storyboard]", with: "storyboards: [Notes.storyboard, More.storyboard]")).rendered(pretty: false))}]}}"#)
        let published = try #require(client.sent.last { $0.contains(#""uri":"\#(overlay)","version":2"#) })
        #expect(!published.contains("storyboard-xml") && !published.contains("cannot be read"), "\(published)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("notes.flow.yaml").path))
    }
}
