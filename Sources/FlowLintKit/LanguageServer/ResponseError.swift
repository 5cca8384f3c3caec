/// The error codes of JSON-RPC 2.0 and LSP that the server answers with.
public enum ResponseError: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    /// A request other than `initialize` before `initialize`.
    case serverNotInitialized = -32002

    /// The response carrying this error; `id` is null when the request's own could not be read.
    func response(id: JSONValue, message: String) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")),
            ("id", id),
            ("error", .object([("code", .int(rawValue)), ("message", .string(message))])),
        ])
    }
}
