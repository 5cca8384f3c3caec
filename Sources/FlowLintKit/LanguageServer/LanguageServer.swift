/// flowlint as a language server: the protocol's state and its answers, one message at a time.
/// It knows nothing of how messages travel; `LanguageServerLoop` frames them over standard
/// input and output, and tests can drive it directly.
///
/// Lifecycle: requests before `initialize` are refused (ServerNotInitialized), notifications
/// then dropped; after `shutdown`, requests are refused (InvalidRequest) until `exit`, which
/// ends the session with status 0, or 1 when no `shutdown` came first.
public final class LanguageServer {
    enum State {
        case uninitialized, running, shutDown
    }

    private var state = State.uninitialized
    private var encoding = PositionEncoding.utf16
    private var documents = OpenDocuments()
    private let send: (JSONValue) -> Void
    /// Reads code documents (Swift, in a build with the trait), and the code of an open file's
    /// app; nil lints no code, and code documents get no findings.
    private let codeFrontend: (any CodeFrontend)?

    /// Set once `exit` arrives: the process's exit status.
    public private(set) var exitStatus: Int32?

    /// `send` writes one message to the client.
    public init(codeFrontend: (any CodeFrontend)? = nil, send: @escaping (JSONValue) -> Void) {
        self.codeFrontend = codeFrontend
        self.send = send
    }

    /// The status for a client that went away (end of input) without `exit`.
    public var statusAtEndOfInput: Int32 { state == .shutDown ? 0 : 1 }

    public func receive(_ event: MessageFramer.Event) {
        switch event {
        case .message(let body): receive(body: body)
        case .tooLarge(let length):
            send(ResponseError.invalidRequest.response(id: .null, message: "message of \(length) bytes refused: the limit is \(MessageFramer.defaultLimit) bytes"))
        case .badHeader(let reason):
            send(ResponseError.parseError.response(id: .null, message: "cannot read the message header: \(reason)"))
        }
    }

    public func receive(body: [UInt8]) {
        let message: JSONValue
        do {
            message = try JSONReader.read(body)
        } catch {
            send(ResponseError.parseError.response(id: .null, message: "not JSON: \(error)"))
            return
        }
        guard message.isObject else {
            send(ResponseError.invalidRequest.response(id: .null, message: "a message must be a JSON object"))
            return
        }
        let id = message["id"]
        if let id, id.string == nil, id.integer == nil, id != .null {
            send(ResponseError.invalidRequest.response(id: .null, message: "an id must be a number or a string"))
            return
        }
        guard let method = message["method"]?.string else {
            // A response to a request of ours (the server sends none) is dropped.
            if message["result"] != nil || message["error"] != nil { return }
            send(ResponseError.invalidRequest.response(id: id ?? .null, message: "a request needs a method"))
            return
        }
        let params = message["params"] ?? .null
        if let id {
            request(method, id: id, params: params)
        } else {
            notification(method, params: params)
        }
    }

    // MARK: - Requests

    private func request(_ method: String, id: JSONValue, params: JSONValue) {
        switch state {
        case .uninitialized where method != "initialize":
            send(ResponseError.serverNotInitialized.response(id: id, message: "the server is not initialized"))
            return
        case .shutDown:
            send(ResponseError.invalidRequest.response(id: id, message: "the server is shut down"))
            return
        default: break
        }
        let result: Result<JSONValue, RequestFailure>
        switch method {
        case "initialize": result = initialize(params)
        case "shutdown":
            state = .shutDown
            result = .success(.null)
        case "textDocument/codeAction": result = CodeActions.answer(params, documents: documents, conversion: conversion)
        case "textDocument/hover": result = RuleHover.answer(params, documents: documents, encoding: encoding)
        case "textDocument/completion": result = RuleCompletion.answer(params, documents: documents, encoding: encoding)
        default:
            result = .failure(RequestFailure(.methodNotFound, "unknown method \(method)"))
        }
        switch result {
        case .success(let value):
            send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", value)]))
        case .failure(let failure):
            send(failure.code.response(id: id, message: failure.message))
        }
    }

    private func initialize(_ params: JSONValue) -> Result<JSONValue, RequestFailure> {
        guard state == .uninitialized else { return .failure(RequestFailure(.invalidRequest, "initialize was already received")) }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.items?.compactMap(\.string) ?? []
        encoding = PositionEncoding.negotiate(offered: offered)
        state = .running
        let capabilities: JSONValue = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(1)), // full text on every change
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix"), .string(CodeActions.fixAll)]))])),
            ("hoverProvider", .bool(true)),
            // A space or comma starts the next id of a suppression comment's list.
            ("completionProvider", .object([("triggerCharacters", .array([.string(" "), .string(",")]))])),
        ])
        return .success(.object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("flowlint")), ("version", .string(FlowLint.version))])),
        ]))
    }

    // MARK: - Notifications

    private func notification(_ method: String, params: JSONValue) {
        if method == "exit" {
            exitStatus = state == .shutDown ? 0 : 1
            return
        }
        guard state == .running else { return }
        let document = params["textDocument"]
        guard let uri = document?["uri"]?.string else { return }
        switch method {
        case "textDocument/didOpen":
            guard let text = document?["text"]?.string else { return }
            documents[uri] = OpenDocuments.Document(uri: uri, text: text, version: document?["version"]?.integer)
            lint(uri, withDependents: true)
        case "textDocument/didChange":
            // Full sync: a change without a range holds the whole text. One with a range is
            // applied in place, should a client send one all the same.
            guard var text = documents[uri]?.text, let changes = params["contentChanges"]?.items else { return }
            for change in changes {
                guard let changed = change["text"]?.string else { continue }
                if let range = change["range"], let start = Self.position(range["start"]), let end = Self.position(range["end"]) {
                    text = DocumentLines(text).replacing(from: start, to: end, with: changed, encoding: encoding)
                } else {
                    text = changed
                }
            }
            documents[uri] = OpenDocuments.Document(uri: uri, text: text, version: document?["version"]?.integer)
            lint(uri, withDependents: true)
        case "textDocument/didSave":
            // Open documents are read from the editor, so saving one changes no finding; the
            // document is checked again all the same, as a client that saves expects.
            lint(uri)
        case "textDocument/didClose":
            guard let closed = documents[uri] else { return }
            documents[uri] = nil
            publish(uri: uri, version: nil, diagnostics: [])
            // Those that read it from the editor now read it from disk.
            if let path = closed.path { lintDependents(of: FilePaths.absolute(path), except: uri, alsoReadBy: []) }
        default:
            break // `initialized`, `$/cancelRequest` and any other notification need nothing.
        }
    }

    private static func position(_ value: JSONValue?) -> (line: Int, character: Int)? {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer else { return nil }
        return (line, character)
    }

    // MARK: - Diagnostics

    /// A conversion for one answer: the lines of a file a note lies in are read from disk once.
    private var conversion: LSPConversion {
        let documents = documents
        let read = ReadLines()
        return LSPConversion(encoding: encoding) { path in
            if let open = documents.document(atPath: path) { return open.lines }
            if let lines = read.byPath[path] { return lines }
            let bytes = try? FileReader.read(path, limit: MessageFramer.defaultLimit)
            let lines = bytes.map { DocumentLines(String(decoding: TextEncoding.utf8(fromPossiblyUTF16: $0), as: UTF8.self)) }
            read.byPath[path] = lines
            return lines
        }
    }

    private final class ReadLines {
        var byPath: [String: DocumentLines?] = [:]
    }

    /// Lints an open document and publishes its findings. With `withDependents`, the document
    /// has changed, and the other open documents whose findings may follow from it are linted
    /// again too (see `lintDependents`).
    /// `sharing` is the app run of the document that changed, whose dependents these are.
    private func lint(_ uri: String, withDependents: Bool = false, sharing shared: DocumentLinting.AppRun? = nil) {
        guard var document = documents[uri], let path = document.path, DocumentLinting.lints(path: path, codeFrontend: codeFrontend) else { return }
        let linted = DocumentLinting.lint(path: path, text: document.text, openTexts: documents.texts, codeFrontend: codeFrontend, sharing: shared)
        document.diagnostics = linted.diagnostics
        document.inputs = linted.inputs
        documents[uri] = document
        let conversion = conversion
        publish(uri: uri, version: document.version, diagnostics: document.diagnostics.map { conversion.diagnostic($0, lines: document.lines) })
        if withDependents { lintDependents(of: FilePaths.absolute(path), except: uri, alsoReadBy: linted.inputs, sharing: linted.app) }
    }

    /// Lints again each other open document that read the file at `path` when it was last
    /// linted (an overlay's storyboard, a storyboard's overlay or sibling, a configuration), or
    /// that the changed document now reads (`alsoReadBy`: an overlay that has just named it).
    /// The changed document's app run (`sharing`) lints those of the same app without reading it again.
    private func lintDependents(of path: String, except uri: String, alsoReadBy inputs: Set<String>, sharing shared: DocumentLinting.AppRun? = nil) {
        for other in documents.uris where other != uri {
            guard let document = documents[other], let otherPath = document.path else { continue }
            if document.inputs.contains(path) || inputs.contains(FilePaths.absolute(otherPath)) { lint(other, sharing: shared) }
        }
    }

    private func publish(uri: String, version: Int?, diagnostics: [JSONValue]) {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        send(.object([
            ("jsonrpc", .string("2.0")),
            ("method", .string("textDocument/publishDiagnostics")),
            ("params", .object(params)),
        ]))
    }
}

/// Why a request got no result.
struct RequestFailure: Error {
    var code: ResponseError
    var message: String

    init(_ code: ResponseError, _ message: String) {
        self.code = code
        self.message = message
    }
}
