import FlowLintKit
import FlowLintSwift
import Foundation
import Testing

#if SwiftSources
/// `flowlint lsp` with the Swift frontend, as the command hands it over: a Swift document is
/// checked with the rest of its app, open documents as the editor holds them, and an edit to one
/// Swift file of the app publishes the findings of the app's other open documents again.
@Suite struct SwiftLanguageServerTests {
    final class Client {
        var sent: [String] = []
        lazy var server = LanguageServer(codeFrontend: SwiftSources.rememberingFrontend) { [unowned self] in self.sent.append($0.rendered(pretty: false)) }

        func send(_ json: String) {
            server.receive(body: Array(json.utf8))
        }
    }

    static let directory = SwiftFixtureTests.root.appendingPathComponent("\(SwiftFixtureTests.fixtures)/modals")

    static func json(_ text: String) -> String {
        JSONValue.string(text).rendered(pretty: false)
    }

    static func published(_ uri: String, _ version: Int, _ diagnostics: [String]) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":\#(version),"diagnostics":[\#(diagnostics.joined(separator: ","))]}}"#
    }

    @Test func aSwiftDocumentIsCheckedWithItsAppAndFollowsItsEdits() throws {
        let composePath = Self.directory.appendingPathComponent("ComposeViewController.swift").path
        let inboxPath = Self.directory.appendingPathComponent("InboxViewController.swift").path
        let compose = DocumentURI.uri(ofPath: composePath)
        let inbox = DocumentURI.uri(ofPath: inboxPath)
        let composeText = try String(contentsOfFile: composePath, encoding: .utf8)
        let inboxText = try String(contentsOfFile: inboxPath, encoding: .utf8)
        let client = Client()
        client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        client.sent.removeAll()

        // The class name's token, line 3 columns 13 to 34; the note at `present` in the inbox.
        let className = #"{"start":{"line":2,"character":12},"end":{"line":2,"character":33}}"#
        func noWayOut(_ style: String, at present: String) -> String {
            #"{"range":\#(className),"severity":1,"code":"modal-dismiss-button","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/modal-dismiss-button.md"},"source":"flowlint","message":"modal \"ComposeViewController\" has no button that dismisses it, and no gesture can close it","relatedInformation":[{"location":{"uri":"\#(inbox)","range":\#(present)},"message":"presented here (presentationStyle: \#(style))"}]}"#
        }
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(compose)","languageId":"swift","version":1,"text":\#(Self.json(composeText))}}}"#)
        let saved = noWayOut("fullScreen", at: #"{"start":{"line":13,"character":8},"end":{"line":13,"character":15}}"#)
        #expect(client.sent == [Self.published(compose, 1, [saved])])
        client.sent.removeAll()

        // Opening the inbox checks the composer again, which now reads the inbox from the editor.
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(inbox)","languageId":"swift","version":1,"text":\#(Self.json(inboxText))}}}"#)
        #expect(client.sent == [Self.published(inbox, 1, []), Self.published(compose, 1, [saved])])
        client.sent.removeAll()

        // The inbox, unsaved, presents the composer one line lower, as a popover: a tap outside
        // closes a popover, so the composer's finding goes.
        let popover = inboxText.replacingOccurrences(of: "        composer.modalPresentationStyle = .fullScreen\n",
                                                     with: "        // A popover, anchored to the compose button.\n        composer.modalPresentationStyle = .popover\n")
        #expect(popover != inboxText)
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(inbox)","version":2},"contentChanges":[{"text":\#(Self.json(popover))}]}}"#)
        #expect(client.sent == [Self.published(inbox, 2, []), Self.published(compose, 1, [])])
        client.sent.removeAll()

        // Back to full screen, still one line lower: the finding returns, its note on line 15.
        let lower = inboxText.replacingOccurrences(of: "        composer.modalPresentationStyle = .fullScreen\n",
                                                   with: "        // Full screen again.\n        composer.modalPresentationStyle = .fullScreen\n")
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(inbox)","version":3},"contentChanges":[{"text":\#(Self.json(lower))}]}}"#)
        let moved = noWayOut("fullScreen", at: #"{"start":{"line":14,"character":8},"end":{"line":14,"character":15}}"#)
        #expect(client.sent == [Self.published(inbox, 3, []), Self.published(compose, 1, [moved])])
        client.sent.removeAll()

        // Closing the inbox reads it from disk again.
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(inbox)"}}}"#)
        #expect(client.sent == [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(inbox)","diagnostics":[]}}"#,
                                Self.published(compose, 1, [saved])])
        client.sent.removeAll()

        // A Swift document offers no edit: Swift sources are never rewritten.
        client.send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(compose)"},"range":\#(className),"context":{"diagnostics":[],"only":["quickfix","source.fixAll"]}}}"#)
        #expect(client.sent == [#"{"jsonrpc":"2.0","id":2,"result":[]}"#])
        // Nothing on disk changed.
        #expect(try String(contentsOfFile: inboxPath, encoding: .utf8) == inboxText)
    }

    /// The server's frontend keeps each file's facts while its text stays the same: what it
    /// reads is what a fresh read gives, whatever the order the files come in (ranges name a
    /// file by its place) and after an edit.
    @Test func rememberedReadsGiveWhatAFreshReadGives() throws {
        let remembering = SwiftSourceFrontend(remembersFiles: true)
        let names = ["ComposeViewController.swift", "InboxViewController.swift", "MessageViewController.swift", "SettingsViewController.swift"]
        let sources = try names.map { name in
            let path = Self.directory.appendingPathComponent(name).path
            return SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        }
        func report(_ frontend: SwiftSourceFrontend, _ sources: [SourceFile]) -> String {
            TextFormatter().format(LintRun(files: Linter().lintCode(sources, with: frontend)))
        }
        let fresh = report(SwiftSourceFrontend(), sources)
        #expect(fresh.contains("modal \"ComposeViewController\" has no button"))
        for order in [sources, sources.reversed(), sources] {
            #expect(report(remembering, order) == report(SwiftSourceFrontend(), order))
        }
        var edited = sources
        edited[1] = SourceFile(path: sources[1].path, text: String(decoding: sources[1].bytes, as: UTF8.self).replacingOccurrences(of: ".fullScreen", with: ".popover"))
        let afterEdit = report(remembering, edited)
        #expect(afterEdit == report(SwiftSourceFrontend(), edited))
        #expect(afterEdit != fresh)
    }

    /// A Swift file open in the editor and saved nowhere yet belongs to the app of its folder:
    /// it presents the composer too, and the composer's finding names both presentations.
    @Test func anUnsavedSwiftFileIsPartOfItsApp() throws {
        let composePath = Self.directory.appendingPathComponent("ComposeViewController.swift").path
        let newPath = Self.directory.appendingPathComponent("DraftsViewController.swift").path
        #expect(!FileManager.default.fileExists(atPath: newPath))
        let compose = DocumentURI.uri(ofPath: composePath)
        let client = Client()
        client.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(compose)","languageId":"swift","version":1,"text":\#(Self.json(try String(contentsOfFile: composePath, encoding: .utf8)))}}}"#)
        client.sent.removeAll()
        let drafts = "import UIKit\n\nfinal class DraftsViewController: UIViewController {\n    func resume() {\n        let composer = ComposeViewController()\n        composer.modalPresentationStyle = .fullScreen\n        present(composer, animated: true)\n    }\n}\n"
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: newPath))","languageId":"swift","version":1,"text":\#(Self.json(drafts))}}}"#)
        #expect(client.sent.count == 2)
        let published = try #require(client.sent.last)
        #expect(published.contains(#""uri":"\#(compose)""#))
        #expect(published.contains(#"{"location":{"uri":"\#(DocumentURI.uri(ofPath: newPath))","range":{"start":{"line":6,"character":8},"end":{"line":6,"character":15}}},"message":"presented here (presentationStyle: fullScreen)"}"#), "\(published)")
    }

    /// Counts the app reads a frontend is asked for.
    struct CountingFrontend: CodeFrontend {
        final class Count: @unchecked Sendable {
            var reads = 0
        }

        let frontend: any CodeFrontend
        let count = Count()

        var fileSuffixes: [String] { frontend.fileSuffixes }

        func read(_ sources: [SourceFile], firstFile: Int, configuration: LintConfiguration) -> CodeReading {
            count.reads += 1
            return frontend.read(sources, firstFile: firstFile, configuration: configuration)
        }
    }

    /// With two files of an app open, an edit to one reads the app once: the other's findings,
    /// published again, come from the same read, and are what a read of its own gives.
    @Test func anEditReadsTheAppOnceForAllItsOpenDocuments() throws {
        let counting = CountingFrontend(frontend: SwiftSourceFrontend(remembersFiles: true))
        var sent: [String] = []
        let server = LanguageServer(codeFrontend: counting) { sent.append($0.rendered(pretty: false)) }
        func send(_ json: String) { server.receive(body: Array(json.utf8)) }
        send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        var texts: [String: String] = [:]
        for name in ["ComposeViewController.swift", "InboxViewController.swift", "SettingsViewController.swift"] {
            let path = Self.directory.appendingPathComponent(name).path
            texts[name] = try String(contentsOfFile: path, encoding: .utf8)
            send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: path))","languageId":"swift","version":1,"text":\#(Self.json(texts[name]!))}}}"#)
        }
        sent.removeAll()
        let before = counting.count.reads
        let inbox = DocumentURI.uri(ofPath: Self.directory.appendingPathComponent("InboxViewController.swift").path)
        let edited = texts["InboxViewController.swift"]!.replacingOccurrences(of: ".fullScreen", with: ".popover")
        send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(inbox)","version":2},"contentChanges":[{"text":\#(Self.json(edited))}]}}"#)
        #expect(sent.count == 3, "the inbox and the two other open files")
        #expect(counting.count.reads == before + 1)
        // What each would get from a read of its own, with the same open texts.
        let open = OpenTexts(Dictionary(uniqueKeysWithValues: texts.map { name, text in
            (Self.directory.appendingPathComponent(name).path, name == "InboxViewController.swift" ? edited : text)
        }))
        for name in ["ComposeViewController.swift", "SettingsViewController.swift"] {
            let path = Self.directory.appendingPathComponent(name).path
            let own = DocumentLinting.lint(path: path, text: texts[name]!, openTexts: open, codeFrontend: SwiftSourceFrontend())
            let published = try #require(sent.first { $0.contains(#""uri":"\#(DocumentURI.uri(ofPath: path))""#) })
            #expect(published.contains(#""diagnostics":[]"#) == own.diagnostics.isEmpty, "\(name): \(published)")
            for diagnostic in own.diagnostics { #expect(published.contains(Self.json(diagnostic.message)), "\(name): \(published)") }
        }
    }

    /// The built `flowlint lsp` hands the server the Swift frontend: a Swift document opened over
    /// its standard input gets its app's findings on standard output.
    @Test func theCommandChecksSwiftDocuments() throws {
        let process = Process()
        process.executableURL = SwiftAppCompanionsTests.binary
        process.arguments = ["lsp"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func send(_ json: String) { input.fileHandleForWriting.write(Data(MessageFramer.frame(json))) }
        let path = Self.directory.appendingPathComponent("ComposeViewController.swift").path
        let uri = DocumentURI.uri(ofPath: path)
        send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":\#(Self.json(try String(contentsOfFile: path, encoding: .utf8)))}}}"#)
        send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        try input.fileHandleForWriting.close()
        var framer = MessageFramer()
        framer.append(Array(output.fileHandleForReading.readDataToEndOfFile()))
        process.waitUntilExit()
        var messages: [String] = []
        while case .message(let body)? = framer.next() { messages.append(String(decoding: body, as: UTF8.self)) }
        #expect(process.terminationStatus == 0)
        #expect(messages.count == 3)
        let published = try #require(messages.first { $0.contains("publishDiagnostics") })
        #expect(published.hasPrefix(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":2,"character":12},"end":{"line":2,"character":33}},"severity":1,"code":"modal-dismiss-button""#), "\(published)")
    }

    /// Without a code frontend (a build without the trait), a Swift document gets no findings.
    @Test func withoutTheFrontendSwiftDocumentsAreNotLinted() throws {
        var sent: [String] = []
        let server = LanguageServer { sent.append($0.rendered(pretty: false)) }
        server.receive(body: Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        sent.removeAll()
        let uri = DocumentURI.uri(ofPath: Self.directory.appendingPathComponent("ComposeViewController.swift").path)
        server.receive(body: Array(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"swift","version":1,"text":"final class ComposeViewController: UIViewController {}\n"}}}"#.utf8))
        #expect(sent.isEmpty)
    }
}
#endif
