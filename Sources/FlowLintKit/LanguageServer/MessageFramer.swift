/// The base protocol's framing: each message is a header part (`Content-Length: N`, optionally
/// `Content-Type`, each line ending in CRLF, then an empty line) followed by N bytes of JSON.
///
/// Bytes go in as they arrive (`append`), whole message bodies come out (`next()`), so a message
/// split across reads, or several in one read, are all the same here. A body over `limit` is
/// never held: it is skipped as it arrives, and reported once as `.tooLarge`.
public struct MessageFramer {
    public enum Event: Equatable {
        case message([UInt8])
        /// A body of this many bytes was announced and is being skipped.
        case tooLarge(Int)
        /// A header part the framer cannot read: without a length there is no way to find where
        /// the next message starts, so the stream is over.
        case badHeader(String)
    }

    /// 64 MiB: far above any document an editor sends, well below what would strain memory.
    public static let defaultLimit = 64 << 20
    /// A header part longer than this is not a header.
    static let headerLimit = 8 << 10

    public let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var skipping = 0
    private var failed = false

    public init(limit: Int = MessageFramer.defaultLimit) {
        self.limit = limit
    }

    public mutating func append(_ bytes: some Collection<UInt8>) {
        guard !failed else { return }
        var bytes = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, bytes.count)
            skipping -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message, or nil until more bytes arrive.
    public mutating func next() -> Event? {
        guard !failed, skipping == 0 else { return nil }
        guard let headerEnd = endOfHeader() else {
            if buffer.count - start > Self.headerLimit { return fail("a header part longer than \(Self.headerLimit) bytes") }
            return nil
        }
        let header = String(decoding: buffer[start ..< headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { return fail("a header line without ':'") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            if name == "content-length" {
                let digits = value.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    return fail("a Content-Length that is not a number")
                }
                // Digits beyond what fits are a length over any limit.
                length = Int(String(digits)) ?? Int.max
            }
        }
        guard let length else { return fail("a header part without Content-Length") }
        let bodyStart = headerEnd + 4
        if length > limit {
            let present = buffer.count - bodyStart
            skipping = length - min(length, present)
            start = length >= present ? buffer.count : bodyStart + length
            compact()
            return .tooLarge(length)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart ..< bodyStart + length])
        start = bodyStart + length
        compact()
        return .message(body)
    }

    /// Frames a body for sending.
    public static func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
    }

    private func endOfHeader() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    private mutating func fail(_ reason: String) -> Event {
        failed = true
        buffer = []
        start = 0
        return .badHeader(reason)
    }

    /// Drops what has been read once it is most of the buffer, so a long session's buffer stays small.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 1 << 16, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
