import FlowLintKit
import Testing

/// The language server's parts on their own: framing, JSON, positions, URIs, and the protocol's
/// state driven without a process.
struct LanguageServerUnitTests {
    // MARK: - Framing

    @Test func aMessageSplitAcrossReadsComesOutWhole() {
        var framer = MessageFramer()
        let framed = MessageFramer.frame(#"{"a":1}"#)
        framer.append(framed[0 ..< 10])
        #expect(framer.next() == nil)
        framer.append(framed[10 ..< framed.count - 1])
        #expect(framer.next() == nil)
        framer.append(framed[(framed.count - 1)...])
        #expect(framer.next() == .message(Array(#"{"a":1}"#.utf8)))
        #expect(framer.next() == nil)
    }

    @Test func twoMessagesInOneReadComeOutInOrder() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  2\r\n\r\n[]".utf8) + MessageFramer.frame("null"))
        #expect(framer.next() == .message(Array("[]".utf8)))
        #expect(framer.next() == .message(Array("null".utf8)))
        #expect(framer.next() == nil)
    }

    @Test func theLengthCountsBytesNotCharacters() {
        #expect(MessageFramer.frame("\"é🎛\"") == Array("Content-Length: 8\r\n\r\n\"é🎛\"".utf8))
    }

    @Test func aBodyOverTheLimitIsSkippedAndTheNextMessageRead() {
        var framer = MessageFramer(limit: 4)
        framer.append(Array("Content-Length: 10\r\n\r\n0123".utf8))
        #expect(framer.next() == .tooLarge(10))
        #expect(framer.next() == nil)
        framer.append(Array("456789".utf8) + MessageFramer.frame("[1]"))
        #expect(framer.next() == .message(Array("[1]".utf8)))
    }

    @Test func anAbsurdLengthIsTooLargeRatherThanATrap() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 99999999999999999999999999\r\n\r\n".utf8))
        #expect(framer.next() == .tooLarge(Int.max))
    }

    @Test func aHeaderWithoutALengthEndsTheStream() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\n{}".utf8))
        #expect(framer.next() == .badHeader("a header part without Content-Length"))
        framer.append(MessageFramer.frame("{}"))
        #expect(framer.next() == nil)
    }

    // MARK: - JSON

    @Test func jsonIsReadWithEscapesAndSurrogatePairs() throws {
        let value = try JSONReader.read(#" {"s": "a\"\u00e9\ud83c\udf9b\n", "n": [-12, 1.5, 2e3, true, null], "lone": "\ud800x"} "#)
        #expect(value["s"]?.string == "a\"é🎛\n")
        #expect(value["n"]?.items == [.int(-12), .double(1.5), .double(2000), .bool(true), .null])
        #expect(value["lone"]?.string == "\u{FFFD}x")
        #expect(value.rendered(pretty: false) == #"{"s":"a\"é🎛\n","n":[-12,1.5,2000.0,true,null],"lone":"�x"}"#)
    }

    @Test func malformedJSONFailsWithAPlace() {
        #expect(throws: JSONReader.Failure(offset: 8, reason: "expected ',' or '}'")) { try JSONReader.read(#"{"a": 1 "b": 2}"#) }
        #expect(throws: JSONReader.Failure(offset: 3, reason: "text after the JSON value")) { try JSONReader.read("{} x") }
        #expect(throws: JSONReader.Failure(offset: 1, reason: "unterminated string")) { try JSONReader.read("\"") }
    }

    @Test func deepNestingFailsRatherThanOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONReader.Failure(offset: JSONReader.maximumDepth, reason: "nesting deeper than \(JSONReader.maximumDepth)")) {
            try JSONReader.read(deep)
        }
    }

    // MARK: - Positions

    /// `é` is one UTF-16 unit, `🎛` (U+1F39B) two; flowlint counts each as one scalar.
    @Test func scalarColumnsBecomeUTF16Characters() {
        let line: Substring = "é🎛x"
        let utf16 = PositionEncoding.utf16
        #expect(utf16.character(forColumn: 1, inLine: line) == 0)
        #expect(utf16.character(forColumn: 2, inLine: line) == 1)
        #expect(utf16.character(forColumn: 3, inLine: line) == 3)
        #expect(utf16.character(forColumn: 4, inLine: line) == 4)
        // Past the end (a range ending at the line break): one unit per column beyond.
        #expect(utf16.character(forColumn: 6, inLine: line) == 6)
        #expect(PositionEncoding.utf32.character(forColumn: 3, inLine: line) == 2)
        #expect(utf16.column(forCharacter: 3, inLine: line) == 3)
        #expect(utf16.column(forCharacter: 2, inLine: line) == 2) // inside the pair: the emoji's column
        #expect(utf16.column(forCharacter: 6, inLine: line) == 6)
        #expect(PositionEncoding.utf32.column(forCharacter: 2, inLine: line) == 3)
        #expect(utf16.column(forCharacter: Int.max, inLine: line) == Int(Int32.max) - 4 + 3 + 1) // clamped, not trapping
    }

    @Test func utf32IsChosenOnlyWhenOffered() {
        #expect(PositionEncoding.negotiate(offered: ["utf-8", "utf-32", "utf-16"]) == .utf32)
        #expect(PositionEncoding.negotiate(offered: ["utf-8"]) == .utf16)
        #expect(PositionEncoding.negotiate(offered: []) == .utf16)
    }

    @Test func documentLinesEndAtEveryKindOfBreak() {
        let lines = DocumentLines("a\r\nb\rc\n\nd")
        #expect(lines.count == 5)
        #expect([1, 2, 3, 4, 5, 6].map { lines.line($0) } == ["a", "b", "c", "", "d", nil])
    }

    /// flowlint's columns leave out a byte order mark opening the text; an editor may keep it.
    @Test func aByteOrderMarkIsCountedByTheClientOnly() throws {
        let lines = DocumentLines("\u{FEFF}ap: 1\nb")
        #expect(lines.line(1) == "ap: 1")
        #expect([1, 2].map(lines.uncountedPrefix(ofLine:)) == [1, 0])
        let client = Client()
        client.send(Self.initialize)
        client.send(Self.didOpen("file:///nonexistent-flowlint-lsp/bom.flow.yaml", "\u{FEFF}ap: 1\nflowlint: 1\napp: A\nentry: H\nscreens:\n  H: { title: H, terminal: true }\n"))
        let published = try #require(client.sent.last)
        #expect(published.contains(#""diagnostics":[{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":3}},"severity":1,"code":"unknown-key""#))
    }

    /// A change with a range is applied where it says, in UTF-16 units past an emoji, rather than
    /// taken for the whole text.
    @Test func aRangedChangeIsAppliedInPlace() {
        let lines = DocumentLines("a🎛bc\nde\n")
        #expect(lines.replacing(from: (0, 3), to: (0, 4), with: "X", encoding: .utf16) == "a🎛Xc\nde\n")
        #expect(lines.replacing(from: (0, 2), to: (0, 3), with: "X", encoding: .utf32) == "a🎛Xc\nde\n")
        #expect(lines.replacing(from: (0, 99), to: (1, 1), with: "", encoding: .utf16) == "a🎛bce\n")
        #expect(lines.replacing(from: (5, 0), to: (9, 9), with: "z", encoding: .utf16) == "a🎛bc\nde\nz")
        #expect(lines.replacing(from: (2, 0), to: (2, 0), with: "z", encoding: .utf16) == "a🎛bc\nde\nz") // an empty line
        #expect(DocumentLines("a\n\nb").replacing(from: (1, 0), to: (1, 0), with: "z", encoding: .utf16) == "a\nz\nb")
        #expect(lines.replacing(from: (Int.max, Int.max), to: (Int.min, Int.min), with: "", encoding: .utf16) == "a🎛bc\nde\n")
    }

    @Test func theServerAppliesARangedChange() throws {
        let client = Client()
        client.send(Self.initialize)
        let uri = "file:///nonexistent-flowlint-lsp/a.flow.yaml"
        client.send(Self.didOpen(uri, "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home: { title: H, container: navigation, segues: [{ show: Setings }] }\n  Settings: { title: S, terminal: true }\n"))
        #expect(try #require(client.sent.last).contains(#""code":"unknown-target""#))
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"range":{"start":{"line":4,"character":62},"end":{"line":4,"character":62}},"text":"t"}]}}"#)
        #expect(client.sent.last == #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":2,"diagnostics":[]}}"#)
    }

    @Test func fileURIsBecomePathsAndBack() {
        #expect(DocumentURI.path(of: "file:///tmp/My%20App/caf%C3%A9.flow.yaml") == "/tmp/My App/café.flow.yaml")
        #expect(DocumentURI.uri(ofPath: "/tmp/My App/café.flow.yaml") == "file:///tmp/My%20App/caf%C3%A9.flow.yaml")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.path(of: "file://server/share/a.flow.yaml") == nil)
    }

    // MARK: - Protocol state, without a process

    final class Client {
        var sent: [String] = []
        lazy var server = LanguageServer { [unowned self] in self.sent.append($0.rendered(pretty: false)) }

        func send(_ json: String) {
            server.receive(body: Array(json.utf8))
        }
    }

    @Test func requestsBeforeInitializeAreRefusedAndExitWithoutShutdownFails() {
        let client = Client()
        client.send(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#)
        client.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        client.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(client.sent == [#"{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"the server is not initialized"}}"#])
        #expect(client.server.exitStatus == 1)
    }

    @Test func afterShutdownRequestsAreInvalidAndExitSucceeds() {
        let client = Client()
        client.send(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":{"capabilities":{}}}"#)
        client.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        client.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#)
        #expect(client.server.exitStatus == nil)
        client.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(client.sent.count == 3)
        #expect(client.sent[0].hasPrefix(#"{"jsonrpc":"2.0","id":"a","result":{"capabilities":{"positionEncoding":"utf-16","#))
        #expect(client.sent[1] == #"{"jsonrpc":"2.0","id":2,"result":null}"#)
        #expect(client.sent[2] == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"the server is shut down"}}"#)
        #expect(client.server.exitStatus == 0)
    }

    static let initialize = #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#

    static func didOpen(_ uri: String, _ text: String) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(JSONValue.string(text).rendered(pretty: false))}}}"#
    }

    /// Hover in `.flowlint.yml` names the rule under the cursor, counted in UTF-16 past an emoji;
    /// a word that is no rule id, or a flow file's line without a directive, shows nothing.
    @Test func hoverShowsARuleSummaryWhereRuleIDsAreWritten() throws {
        let client = Client()
        client.send(Self.initialize)
        let configuration = "file:///nonexistent-flowlint-lsp/.flowlint.yml"
        client.send(Self.didOpen(configuration, "# 🎛 rules\nrules:\n  dead-end: off # 🎛 dead-end\n"))
        let flow = "file:///nonexistent-flowlint-lsp/a.flow.yaml"
        client.send(Self.didOpen(flow, "flowlint: 1\napp: dead-end\n"))
        client.sent.removeAll()
        func hover(_ uri: String, _ line: Int, _ character: Int) {
            client.send(#"{"jsonrpc":"2.0","id":9,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#)
        }
        hover(configuration, 2, 24) // the second dead-end, after the emoji's two units
        hover(configuration, 1, 2) // `rules`: no rule
        hover(flow, 1, 6) // a flow file outside a directive
        hover(configuration, 9, 0) // past the end
        hover(configuration, Int.max, Int.max) // absurd: no trap
        hover(configuration, 2, Int.max)
        let summary = try #require(RuleCatalog.check(id: "dead-end")).summary
        let value = JSONValue.string("**dead-end** (rule, warning by default)\n\n\(summary)\n\n[Rule page](https://github.com/flowlint/flowlint/blob/main/rules/dead-end.md)").rendered(pretty: false)
        #expect(client.sent == [
            #"{"jsonrpc":"2.0","id":9,"result":{"contents":{"kind":"markdown","value":\#(value)},"range":{"start":{"line":2,"character":21},"end":{"line":2,"character":29}}}}"#,
            #"{"jsonrpc":"2.0","id":9,"result":null}"#,
            #"{"jsonrpc":"2.0","id":9,"result":null}"#,
            #"{"jsonrpc":"2.0","id":9,"result":null}"#,
            #"{"jsonrpc":"2.0","id":9,"result":null}"#,
            #"{"jsonrpc":"2.0","id":9,"result":null}"#,
        ])
    }

    /// Completion offers rule ids after a suppression directive (not those the comment already
    /// names, not in its reason) and as keys of `.flowlint.yml`'s `rules:`, block or flow; the
    /// word typed so far is what an item replaces, counted in UTF-16 past an emoji.
    @Test func completionOffersRuleIDsWhereTheyAreWritten() throws {
        let client = Client()
        client.send(Self.initialize)
        let configuration = "file:///nonexistent-flowlint-lsp/.flowlint.yml"
        client.send(Self.didOpen(configuration, "rules:\n  dead-end: off\n  # a comment\n\n  mo\n  modal-hierarchy-depth:\n    max\nrules: { dead-end: off, u\nexclude: [x, \n"))
        let flow = "file:///nonexistent-flowlint-lsp/a.flow.yaml"
        client.send(Self.didOpen(flow, "flowlint: 1 🎛 # flowlint-disable-file dead-end, u\n# flowlint-disable-next-line dead-end -- u\n# flowlint-disabled \n# flowlint-enable \nu\n"))
        client.sent.removeAll()
        func complete(_ uri: String, _ line: Int, _ character: Int) throws -> JSONValue {
            client.send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/completion","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#)
            let answer = try #require(client.sent.last)
            client.sent.removeAll()
            return try JSONReader.read(answer)["result"] ?? .null
        }
        func labels(_ result: JSONValue) -> [String] {
            result["items"]?.items?.compactMap { $0["label"]?.string } ?? []
        }
        func firstRange(_ result: JSONValue) -> String? {
            result["items"]?.items?.first?["textEdit"]?["range"]?.rendered(pretty: false)
        }
        let everyID = RuleCatalog.allIDs

        let blockKey = try complete(configuration, 4, 4) // `  mo|`, below a comment and a blank line
        #expect(labels(blockKey) == everyID)
        #expect(firstRange(blockKey) == #"{"start":{"line":4,"character":2},"end":{"line":4,"character":4}}"#)
        let deadEnd = try #require(blockKey["items"]?.items?.first { $0["label"]?.string == "dead-end" })
        #expect(deadEnd["detail"]?.string == "rule, warning by default")
        #expect(deadEnd["kind"]?.integer == 12)
        #expect(try labels(complete(configuration, 6, 7)).isEmpty) // an option of a rule
        #expect(try complete(configuration, 6, 7) == .null)
        #expect(try labels(complete(configuration, 7, 25)) == everyID) // `rules: { dead-end: off, u|`
        #expect(try complete(configuration, 7, 20) == .null) // in a value
        #expect(try complete(configuration, 8, 13) == .null) // another key's list
        #expect(try complete(configuration, 0, 3) == .null) // `rules` itself

        let fileWide = try complete(flow, 0, 50) // after `dead-end, u`, past an emoji
        #expect(labels(fileWide) == everyID.filter { $0 != "dead-end" })
        #expect(firstRange(fileWide) == #"{"start":{"line":0,"character":49},"end":{"line":0,"character":50}}"#)
        #expect(try complete(flow, 1, 42) == .null) // in the reason
        #expect(try complete(flow, 2, 20) == .null) // no such directive
        #expect(try labels(complete(flow, 3, 18)) == everyID) // `# flowlint-enable |`
        #expect(try complete(flow, 4, 1) == .null) // not in a comment
        #expect(try complete(flow, 40, 0) == .null) // past the end
        #expect(try complete(flow, Int.max, Int.max) == .null)
        client.send(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/completion","params":{}}"#)
        #expect(client.sent.last == #"{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"textDocument/completion needs textDocument.uri and position"}}"#)
    }

    /// Quick fixes only where asked, only when quick fixes are wanted, and a request without a
    /// range is InvalidParams.
    @Test func codeActionsFollowTheRangeAndKindAskedFor() {
        let client = Client()
        client.send(Self.initialize)
        let uri = "file:///nonexistent-flowlint-lsp/a.flow.yaml"
        client.send(Self.didOpen(uri, "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home: { title: H, segues: [{ show: Setings }] }\n  Settings: { title: S, terminal: true }\n"))
        client.sent.removeAll()
        func ask(_ range: String, only: String = "") {
            client.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},\#(range)"context":{"diagnostics":[]\#(only)}}}"#)
        }
        ask(#""range":{"start":{"line":4,"character":44},"end":{"line":4,"character":44}},"#) // just after the name
        ask(#""range":{"start":{"line":4,"character":44},"end":{"line":4,"character":44}},"#, only: #","only":["refactor"]"#)
        ask(#""range":{"start":{"line":0,"character":0},"end":{"line":3,"character":0}},"#)
        ask("")
        #expect(client.sent.count == 4)
        #expect(client.sent[0].hasPrefix(#"{"jsonrpc":"2.0","id":3,"result":[{"title":"rename \"Setings\" to \"Settings\"","kind":"quickfix","#))
        #expect(client.sent[0].hasSuffix(#""edit":{"changes":{"\#(uri)":[{"range":{"start":{"line":4,"character":37},"end":{"line":4,"character":44}},"newText":"Settings"}]}}}]}"#))
        #expect(client.sent[1] == #"{"jsonrpc":"2.0","id":3,"result":[]}"#)
        #expect(client.sent[2] == #"{"jsonrpc":"2.0","id":3,"result":[]}"#)
        #expect(client.sent[3] == #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"textDocument/codeAction needs textDocument.uri and range"}}"#)
    }

    /// `source.fixAll` replaces the whole text, up to the end of a last line without a break,
    /// counted in UTF-16; it is offered only when source actions are asked for, and only where
    /// there is something to fix.
    @Test func fixAllReplacesTheWholeTextWithTheFixedText() {
        let client = Client()
        client.send(Self.initialize)
        let uri = "file:///nonexistent-flowlint-lsp/a.flow.yaml"
        let lastLine = #"  Settings: { title: "🎛" }"#
        let text = "flowlint: 1\napp: A\nentry: Home\nscreens:\n  Home: { title: H, container: navigation, segues: [{ show: Setings }] }\n" + lastLine
        client.send(Self.didOpen(uri, text))
        client.sent.removeAll()
        func ask(only: String) {
            client.send(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[],"only":[\#(only)]}}}"#)
        }
        ask(only: #""source""#)
        ask(only: #""quickfix""#)
        let fixed = text.replacingOccurrences(of: "show: Setings", with: "show: Settings")
        client.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":2},"contentChanges":[{"text":\#(JSONValue.string(fixed).rendered(pretty: false))}]}}"#)
        client.sent.removeAll { $0.contains("publishDiagnostics") }
        ask(only: #""source.fixAll""#)
        #expect(client.sent.count == 3)
        let whole = #"{"start":{"line":0,"character":0},"end":{"line":5,"character":\#(lastLine.utf16.count)}}"#
        #expect(lastLine.utf16.count == lastLine.unicodeScalars.count + 1)
        #expect(client.sent.first == #"{"jsonrpc":"2.0","id":3,"result":[{"title":"fix all safe fixes (flowlint)","kind":"source.fixAll","edit":{"changes":{"\#(uri)":[{"range":\#(whole),"newText":\#(JSONValue.string(fixed).rendered(pretty: false))}]}}}]}"#)
        #expect(client.sent.dropFirst().first?.contains(#""kind":"source.fixAll""#) == false)
        #expect(client.sent.last == #"{"jsonrpc":"2.0","id":3,"result":[]}"#)
    }

    /// A finding inside a YAML anchor that an alias uses elsewhere is shown, but its fix is not
    /// offered, neither alone nor in "fix all": it would change every use. The same screen
    /// written without the alias is offered its fix.
    @Test func noQuickFixEditsAnAliasedAnchor() throws {
        let client = Client()
        client.send(Self.initialize)
        let text = try Repository.read("Tests/FlowLintKitTests/Fixtures/fix/attempt-to-dismiss-anchored.flow.yaml")
        let aliased = "file:///nonexistent-flowlint-lsp/aliased.flow.yaml", plain = "file:///nonexistent-flowlint-lsp/plain.flow.yaml"
        client.send(Self.didOpen(aliased, text))
        client.send(Self.didOpen(plain, text.replacingOccurrences(of: "  Copy: *twin\n", with: "  Copy: { title: Copy, terminal: true }\n")))
        #expect(client.sent.filter { $0.contains(#""code":"attempt-to-dismiss-unreachable""#) }.count == 2)
        client.sent.removeAll()
        for uri in [aliased, plain] {
            client.send(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":30,"character":0}},"context":{"diagnostics":[],"only":["quickfix","source.fixAll"]}}}"#)
        }
        #expect(client.sent.count == 2)
        #expect(client.sent.first == #"{"jsonrpc":"2.0","id":4,"result":[]}"#)
        let offered = try #require(client.sent.last)
        #expect(offered.contains(#"{"title":"add isModalInPresentation: true to \"Twin\"","kind":"quickfix","#))
        #expect(offered.contains(#""newText":"isModalInPresentation: true\n    "}"#))
        #expect(offered.contains(#""kind":"source.fixAll""#))
    }

    /// A suggestion is a quick fix that is not preferred, beside the finding it answers, and
    /// never part of "fix all", which makes the safe rename only.
    @Test func suggestionsAreQuickFixesNotPreferredAndNeverFixedAll() throws {
        let client = Client()
        client.send(Self.initialize)
        let uri = "file:///nonexistent-flowlint-lsp/suggestions.flow.yaml"
        let text = try Repository.read("Tests/FlowLintKitTests/Fixtures/formats/suggestions.flow.yaml")
        client.send(Self.didOpen(uri, text))
        client.sent.removeAll()
        func ask(line: Int, character: Int = 8, only: String) {
            client.send(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":\#(line),"character":\#(character)},"end":{"line":\#(line),"character":\#(character)}},"context":{"diagnostics":[],"only":[\#(only)]}}}"#)
        }
        ask(line: 17, only: #""quickfix""#) // the Cancel that does not ask
        ask(line: 19, only: #""quickfix""#) // Settings, with no button
        ask(line: 12, character: 16, only: #""quickfix""#) // the misspelt Archve
        ask(line: 0, only: #""source.fixAll""#)
        #expect(client.sent.count == 4)
        let cancel = try JSONReader.read(Array(client.sent[0].utf8))["result"]?.items ?? []
        #expect(cancel.map { $0["title"]?.string } == [#"ask first: add confirm: DiscardChanges to "Cancel", with a new action sheet"#])
        #expect(cancel.first?["kind"] == .string("quickfix") && cancel.first?["isPreferred"] == .bool(false))
        let edits = cancel.first?["edit"]?["changes"]?[uri]?.items ?? []
        #expect(edits.map { $0.rendered(pretty: false) } == [
            #"{"range":{"start":{"line":17,"character":54},"end":{"line":17,"character":54}},"newText":", confirm: DiscardChanges"}"#,
            #"{"range":{"start":{"line":22,"character":0},"end":{"line":22,"character":0}},"newText":"modals:\n  DiscardChanges:\n    kind: actionSheet\n    actions:\n      - { title: Discard Changes, role: destructive, action: dismiss }\n      - { title: Keep Editing, role: cancel }\n"}"#,
        ])
        #expect(client.sent[1].contains(#"{"title":"add a Cancel button to \"Settings\"","kind":"quickfix","#))
        #expect(client.sent[1].contains(#""isPreferred":false,"edit":{"changes":{"\#(uri)":[{"range":{"start":{"line":20,"character":40},"end":{"line":20,"character":40}},"newText":"\n    buttons:\n      - { title: Cancel, role: cancel, action: dismiss }"}]}}}"#))
        #expect(client.sent[2].contains(#""title":"rename \"Archve\" to \"Archive\"","kind":"quickfix","#) && client.sent[2].contains(#""isPreferred":true"#))
        let fixedAll = try JSONReader.read(Array(client.sent[3].utf8))["result"]?.items?.first?["edit"]?["changes"]?[uri]?.items?.first?["newText"]?.string
        #expect(fixedAll == text.replacingOccurrences(of: "show: Archve", with: "show: Archive"))
    }

    @Test func badMessagesGetErrorsWithoutEndingTheSession() {
        let client = Client()
        client.send("[1,2]")
        client.send(#"{"id":{"x":1},"method":"initialize"}"#)
        client.send(#"{"id":5}"#)
        client.send(#"{"id":6,"result":null}"#) // a response: dropped
        #expect(client.sent == [
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message must be a JSON object"}}"#,
            #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"an id must be a number or a string"}}"#,
            #"{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"a request needs a method"}}"#,
        ])
        #expect(client.server.exitStatus == nil)
    }
}
