import FlowLintKit
import Foundation
import Testing

/// `flowlint lsp` as an editor runs it: the built binary, spoken to over pipes, every answer
/// compared whole.
@Suite(.serialized) struct LanguageServerSessionTests {
    /// A running server and the messages it has written so far.
    final class Session: @unchecked Sendable {
        let process = Process()
        private let input = Pipe(), output = Pipe()
        private let lock = NSLock()
        private let arrived = DispatchSemaphore(value: 0)
        private var framer = MessageFramer()
        private var ended = false

        init(directory: URL) throws {
            process.executableURL = CommandLineTests.binary
            process.arguments = ["lsp"]
            process.currentDirectoryURL = directory
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                if data.isEmpty { handle.readabilityHandler = nil }
                guard let self else { return }
                lock.withLock {
                    if data.isEmpty { ended = true } else { framer.append(Array(data)) }
                }
                arrived.signal()
            }
            try process.run()
        }

        /// A test that stopped half-way leaves no server behind.
        deinit {
            if process.isRunning { process.terminate() }
        }

        func send(_ json: String) {
            sendRaw(MessageFramer.frame(json))
        }

        func sendRaw(_ bytes: [UInt8]) {
            input.fileHandleForWriting.write(Data(bytes))
        }

        /// The next message the server wrote, as it wrote it; nil at the end of its output. A
        /// server that stays silent for ten seconds fails the test.
        func receive() throws -> String? {
            let deadline = Date().addingTimeInterval(10)
            while true {
                let (event, isOver): (MessageFramer.Event?, Bool) = lock.withLock { (framer.next(), ended) }
                if case .message(let body) = event { return String(decoding: body, as: UTF8.self) }
                try #require(event == nil, "unexpected \(String(describing: event))")
                if isOver { return nil }
                guard arrived.wait(timeout: .now() + deadline.timeIntervalSinceNow) == .success else {
                    Issue.record("no message from the server within 10 s")
                    throw CancellationError()
                }
            }
        }

        /// Closes the server's input and waits for it to end; its exit status.
        func finish(closingInput: Bool = true) -> Int32 {
            if closingInput { try? input.fileHandleForWriting.close() }
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-lsp-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A misspelt target with one close match (a fix), a sheet that loses a draft (a note), and
    /// text before both whose scalars and UTF-16 units differ: `é` is one of each, `🎛` one
    /// scalar and two units.
    static let flow = """
        flowlint: 1
        app: Café
        entry: Home
        screens:
          Home:
            title: "Accueil 🏠"
            container: navigation
            buttons:
              - { title: "é🎛", action: { show: Setings } }
              - { title: Écrire, action: { present: Compose } }
          Settings: { title: Réglages }
          Compose:
            title: "Nouveau ✉️"
            userContent: true
            buttons:
              - { title: Send, role: done, action: dismiss }

        """

    static func json(_ text: String) -> String {
        JSONValue.string(text).rendered(pretty: false)
    }

    static let unknownTarget = #"{"range":{"start":{"line":8,"character":40},"end":{"line":8,"character":47}},"severity":1,"code":"unknown-target","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/unknown-target.md"},"source":"flowlint","message":"a button of screen \"Home\" names screen \"Setings\", which is not defined; did you mean \"Settings\"?"}"#

    @Test func aSessionFromInitializeToExit() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("app.flow.yaml").path)
        let session = try Session(directory: directory)

        session.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{"general":{"positionEncodings":["utf-16"]}}}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":1,"save":{"includeText":false}},"codeActionProvider":{"codeActionKinds":["quickfix","source.fixAll"]},"hoverProvider":true,"completionProvider":{"triggerCharacters":[" ",","]}},"serverInfo":{"name":"flowlint","version":"\#(FlowLint.version)"}}}"#)
        session.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)

        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(Self.json(Self.flow))}}}"#)
        let note = #""relatedInformation":[{"location":{"uri":"\#(uri)","range":{"start":{"line":13,"character":17},"end":{"line":13,"character":21}}},"message":"\"Compose\" holds user content"}]"#
        let swipe = #"{"range":{"start":{"line":9,"character":35},"end":{"line":9,"character":42}},"severity":2,"code":"confirm-before-discard","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/confirm-before-discard.md"},"source":"flowlint","message":"swiping down sheet \"Compose\" discards its content without asking; set `isModalInPresentation: true` on \"Compose\" and confirm in `onAttemptToDismiss`",\#(note)}"#
        let unreachable = #"{"range":{"start":{"line":10,"character":2},"end":{"line":10,"character":10}},"severity":2,"code":"unreachable-screen","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/unreachable-screen.md"},"source":"flowlint","message":"screen \"Settings\" cannot be reached from the entry"}"#
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[\#(Self.unknownTarget),\#(swipe),\#(unreachable)]}}"#)

        // The cursor on the misspelt name: its fix, and nothing for the findings elsewhere.
        session.send(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":8,"character":43},"end":{"line":8,"character":43}},"context":{"diagnostics":[]}}}"#)
        let edit = #"{"changes":{"\#(uri)":[{"range":{"start":{"line":8,"character":40},"end":{"line":8,"character":47}},"newText":"Settings"}]}}"#
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":2,"result":[{"title":"rename \"Setings\" to \"Settings\"","kind":"quickfix","diagnostics":[\#(Self.unknownTarget)],"isPreferred":true,"edit":\#(edit)}]}"#)

        // Fix all, as on save: the whole text replaced by what `check --fix` makes of it.
        session.send(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[],"only":["source.fixAll"]}}}"#)
        let fixed = Self.flow.replacingOccurrences(of: "show: Setings", with: "show: Settings")
        let lines = Self.flow.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines == 17)
        let whole = #"{"start":{"line":0,"character":0},"end":{"line":\#(lines - 1),"character":0}}"#
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":6,"result":[{"title":"fix all safe fixes (flowlint)","kind":"source.fixAll","edit":{"changes":{"\#(uri)":[{"range":\#(whole),"newText":\#(Self.json(fixed))}]}}}]}"#)

        // The fix applied and the sheet protected: nothing left.
        let clean = """
            flowlint: 1
            app: Café
            entry: Home
            screens:
              Home:
                title: "Accueil 🏠"
                container: navigation
                buttons:
                  - { title: "é🎛", action: { show: Settings } }
              Settings: { title: Réglages }

            """
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":\#(Self.json(clean))}]}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":2,"diagnostics":[]}}"#)

        // Hover on a rule id in a suppression comment.
        let suppressed = clean + "# flowlint-disable unreachable-screen\n"
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":3},"contentChanges":[{"text":\#(Self.json(suppressed))}]}}"#)
        _ = try session.receive()
        session.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":10,"character":25}}}"#)
        let summary = try #require(RuleCatalog.check(id: "unreachable-screen")).summary
        let hover = "**unreachable-screen** (rule, warning by default)\n\n\(summary)\n\n[Rule page](https://github.com/flowlint/flowlint/blob/main/rules/unreachable-screen.md)"
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":3,"result":{"contents":{"kind":"markdown","value":\#(Self.json(hover))},"range":{"start":{"line":10,"character":19},"end":{"line":10,"character":37}}}}"#)

        // Broken messages are answered and the session goes on.
        session.sendRaw(Array("Content-Length: 5\r\n\r\n{oops".utf8))
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"not JSON: expected a member name at byte 1"}}"#)
        session.send(#"{"jsonrpc":"2.0","id":4,"method":"workspace/symbol","params":{"query":""}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"unknown method workspace/symbol"}}"#)
        session.send(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}"#) // an unknown notification: no answer

        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(uri)"}}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","diagnostics":[]}}"#)

        session.send(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":5,"result":null}"#)
        session.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(try session.receive() == nil)
        #expect(session.finish(closingInput: false) == 0)
    }

    /// With UTF-32 offered, characters are scalars: the emoji counts once.
    @Test func utf32ColumnsWhenTheClientOffersThem() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let uri = DocumentURI.uri(ofPath: directory.appendingPathComponent("app-flow.yaml").path)
        let session = try Session(directory: directory)
        session.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":["utf-8","utf-32","utf-16"]}}}}"#)
        #expect(try session.receive()?.contains(#""positionEncoding":"utf-32""#) == true)
        let text = "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home: { title: \"🎛\", segues: [{ show: Setings }] }\n  Settings: { title: S }\n"
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":7,"text":\#(Self.json(text))}}}"#)
        let message = try #require(try session.receive())
        #expect(message.contains(#"{"range":{"start":{"line":4,"character":39},"end":{"line":4,"character":46}},"severity":1,"code":"unknown-target""#))
        // No shutdown: exit ends the session with status 1.
        session.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(session.finish(closingInput: false) == 1)
    }

    /// The nearest `.flowlint.yml` grades the findings, as for `check`; open in the editor, it
    /// counts as it is typed, before it is saved: broken, each open document says it is not
    /// checked, with the problems as related places.
    @Test func theNearestConfigurationAppliesAndAnUnsavedEditCounts() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let configuration = directory.appendingPathComponent(".flowlint.yml")
        try Data("rules:\n  dead-end: off\n  unreachable-screen: info\n".utf8).write(to: configuration)
        let uri = DocumentURI.uri(ofPath: app.appendingPathComponent("main.flow.yaml").path)
        let configurationURI = DocumentURI.uri(ofPath: configuration.path)
        let session = try Session(directory: directory)
        session.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        _ = try session.receive()
        let text = "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home: { title: Home }\n  Lost: { title: Lost }\n"
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(Self.json(text))}}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":5,"character":2},"end":{"line":5,"character":6}},"severity":3,"code":"unreachable-screen","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/unreachable-screen.md"},"source":"flowlint","message":"screen \"Lost\" cannot be reached from the entry"}]}}"#)

        // The configuration opened with other text than on disk: checked itself, and the flow
        // checked again under it, where the rule is a warning again.
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(configurationURI)","languageId":"yaml","version":1,"text":"rules:\n  dead-end: off\n"}}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(configurationURI)","version":1,"diagnostics":[]}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":5,"character":2},"end":{"line":5,"character":6}},"severity":2,"code":"unreachable-screen","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/unreachable-screen.md"},"source":"flowlint","message":"screen \"Lost\" cannot be reached from the entry"}]}}"#)
        // Broken, and not saved.
        let broken = "rules:\n  dead-end: off\n  unreachable-scren: info\n"
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(configurationURI)","version":2},"contentChanges":[{"text":\#(Self.json(broken))}]}}"#)
        let unknownRule = #"{"start":{"line":2,"character":2},"end":{"line":2,"character":19}}"#
        let message = #""unknown rule \"unreachable-scren\"; did you mean \"unreachable-screen\"?""#
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(configurationURI)","version":2,"diagnostics":[{"range":\#(unknownRule),"severity":1,"code":"unknown-key","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/unknown-key.md"},"source":"flowlint","message":\#(message)}]}}"#)
        let related = #"[{"location":{"uri":"\#(configurationURI)","range":\#(unknownRule)},"message":\#(message)}]"#
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"severity":1,"code":"invalid-configuration","source":"flowlint","message":"not checked: the configuration is not valid (\#(configuration.path))","relatedInformation":\#(related)}]}}"#)
        // Closed without saving: the flow is checked under the file on disk again.
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(configurationURI)"}}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(configurationURI)","diagnostics":[]}}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":5,"character":2},"end":{"line":5,"character":6}},"severity":3,"code":"unreachable-screen","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/unreachable-screen.md"},"source":"flowlint","message":"screen \"Lost\" cannot be reached from the entry"}]}}"#)
        session.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        #expect(session.finish() == 0) // the end of input after shutdown, without exit
    }

    /// A storyboard is checked with the rest of its app, as `check` checks it: the modal it
    /// defines is presented from Main.storyboard, which a note points into.
    @Test func aStoryboardIsCheckedWithItsApp() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = Repository.root.appendingPathComponent("Tests/FlowLintKitTests/Fixtures/storyboards/multi")
        let onboarding = app.appendingPathComponent("Onboarding.storyboard")
        let uri = DocumentURI.uri(ofPath: onboarding.path)
        let main = DocumentURI.uri(ofPath: app.appendingPathComponent("Main.storyboard").path)
        let session = try Session(directory: directory)
        session.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        _ = try session.receive()
        let text = try String(contentsOf: onboarding, encoding: .utf8)
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"xml","version":1,"text":\#(Self.json(text))}}}"#)
        let welcome = #"{"start":{"line":6,"character":54},"end":{"line":6,"character":61}}"#
        let noWayOut = #"{"range":\#(welcome),"severity":1,"code":"modal-dismiss-button","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/modal-dismiss-button.md"},"source":"flowlint","message":"modal \"Welcome\" has no button that dismisses it, and no gesture can close it","relatedInformation":[{"location":{"uri":"\#(main)","range":{"start":{"line":42,"character":63},"end":{"line":42,"character":75}}},"message":"presented here (presentationStyle: fullScreen)"}]}"#
        let show = #"{"range":{"start":{"line":12,"character":74},"end":{"line":12,"character":78}},"severity":2,"code":"show-outside-navigation","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/show-outside-navigation.md"},"source":"flowlint","message":"\"Welcome\" shows \"Permissions\" outside a navigation stack, so UIKit presents it modally","relatedInformation":[{"location":{"uri":"\#(uri)","range":\#(welcome)},"message":"\"Welcome\" is defined here, outside any navigation stack"}]}"#
        #expect(try session.receive() == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[\#(noWayOut),\#(show)]}}"#)
        session.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        session.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(session.finish() == 0)
    }

    /// An overlay and its storyboard, both open with edits not yet saved: each is checked with
    /// the other as the editor holds it, and an edit to one publishes the other's findings again.
    @Test func openDocumentsAreReadFromTheEditorAndTheirFindingsFollowEachOther() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = Repository.root.appendingPathComponent("Tests/FlowLintKitTests/Fixtures/storyboards/overlay")
        for name in ["notes.flow.yaml", "Notes.storyboard"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let overlayText = try String(contentsOf: directory.appendingPathComponent("notes.flow.yaml"), encoding: .utf8)
        let storyboardText = try String(contentsOf: directory.appendingPathComponent("Notes.storyboard"), encoding: .utf8)
        let overlay = DocumentURI.uri(ofPath: directory.appendingPathComponent("notes.flow.yaml").path)
        let storyboard = DocumentURI.uri(ofPath: directory.appendingPathComponent("Notes.storyboard").path)
        func published(_ uri: String, _ version: Int, _ diagnostics: [String]) -> String {
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":\#(version),"diagnostics":[\#(diagnostics.joined(separator: ","))]}}"#
        }
        func finding(_ range: String, _ rule: String, _ message: String, note: String, at noteRange: String) -> String {
            #"{"range":\#(range),"severity":2,"code":"\#(rule)","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/\#(rule).md"},"source":"flowlint","message":\#(Self.json(message)),"relatedInformation":[{"location":{"uri":"\#(overlay)","range":\#(noteRange)},"message":\#(Self.json(note))}]}"#
        }
        let userContent = #"{"start":{"line":21,"character":17},"end":{"line":21,"character":21}}"#
        let swipe = finding(#"{"start":{"line":24,"character":70},"end":{"line":24,"character":82}}"#, "confirm-before-discard",
                            "swiping down sheet \"EditTags\" discards its content without asking; set `isModalInPresentation` on \"EditTags\" while it has changes and ask in `presentationControllerDidAttemptToDismiss(_:)`",
                            note: "\"EditTags\" holds user content", at: userContent)
        let cancel = finding(#"{"start":{"line":73,"character":24},"end":{"line":73,"character":99}}"#, "confirm-before-discard",
                             "\"Cancel\" dismisses modal \"EditTags\" and discards its content without asking; ask first in an alert or action sheet (`UIAlertController`)",
                             note: "\"EditTags\" holds user content", at: userContent)
        let library = #"{"range":{"start":{"line":7,"character":2},"end":{"line":7,"character":9}},"severity":2,"code":"unreachable-screen","codeDescription":{"href":"https://github.com/flowlint/flowlint/blob/main/rules/unreachable-screen.md"},"source":"flowlint","message":"screen \"Library\" cannot be reached from the entry or any screen that code creates"}"#

        let session = try Session(directory: directory)
        session.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        _ = try session.receive()
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(overlay)","languageId":"yaml","version":1,"text":\#(Self.json(overlayText))}}}"#)
        #expect(try session.receive() == published(overlay, 1, []))
        // Opening the storyboard checks the overlay again, which now reads it from the editor.
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(storyboard)","languageId":"xml","version":1,"text":\#(Self.json(storyboardText))}}}"#)
        #expect(try session.receive() == published(storyboard, 1, [swipe, cancel]))
        #expect(try session.receive() == published(overlay, 1, []))

        // The storyboard renames Library, unsaved: the overlay's Library is now a screen of its own.
        let renamed = storyboardText.replacingOccurrences(of: #"storyboardIdentifier="Library""#, with: #"storyboardIdentifier="Shelf""#)
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(storyboard)","version":2},"contentChanges":[{"text":\#(Self.json(renamed))}]}}"#)
        #expect(try session.receive() == published(storyboard, 2, [swipe, cancel]))
        #expect(try session.receive() == published(overlay, 1, [library]))

        // The overlay says EditTags holds nothing to lose, unsaved: the storyboard's findings on it go.
        let relaxed = overlayText.replacingOccurrences(of: "  EditTags:\n    userContent: true\n", with: "  EditTags:\n    userContent: false\n")
        #expect(relaxed != overlayText)
        session.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(overlay)","version":2},"contentChanges":[{"text":\#(Self.json(relaxed))}]}}"#)
        #expect(try session.receive() == published(overlay, 2, [library]))
        #expect(try session.receive() == published(storyboard, 2, []))

        // Neither file on disk changed.
        #expect(try String(contentsOf: directory.appendingPathComponent("Notes.storyboard"), encoding: .utf8) == storyboardText)
        session.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        session.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(session.finish() == 0)
    }

    /// A message over 64 MiB is refused without being read into memory; the end of input then
    /// ends the server, with status 1 as no shutdown came.
    @Test func anOversizedMessageIsRefusedAndTheEndOfInputEndsTheServer() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = try Session(directory: directory)
        session.sendRaw(Array("Content-Length: 67108865\r\n\r\n{".utf8))
        #expect(try session.receive() == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"message of 67108865 bytes refused: the limit is 67108864 bytes"}}"#)
        #expect(session.finish() == 1)
    }
}
