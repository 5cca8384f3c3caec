/// A fixed list of key spellings, matched against a scalar's UTF-8 bytes.
///
/// Reading a mapping this way makes no String per key and hashes nothing: a key is found by
/// its length and then its bytes, which for the few keys of a flow-format object is a handful
/// of integer comparisons.
struct KeyTable: Sendable {
    let keys: [String]
    /// All spellings back to back; key `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]

    init(_ keys: [String]) {
        self.keys = keys
        var bytes: [UInt8] = []
        var starts = [0]
        for key in keys {
            bytes += key.utf8
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The index in `keys` of the key spelled by `text`, or nil for an unknown key.
    func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { table in
            for index in 0 ..< keys.count {
                let start = starts[index]
                guard starts[index + 1] - start == text.count else { continue }
                var offset = 0
                while offset < text.count, table[start + offset] == text[offset] { offset += 1 }
                if offset == text.count { return index }
            }
            return nil
        }
    }

    /// The index of the key `node` spells; nil when it is unknown or not a scalar.
    func index(of node: YAMLNode) -> Int? {
        guard node.kind == .scalar else { return nil }
        return node.withScalarBytes { index(of: $0) }
    }
}
