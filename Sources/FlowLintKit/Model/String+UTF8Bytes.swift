extension String {
    /// Lends the string's UTF-8 bytes where it holds them contiguously, as every native string
    /// does, without the copy of the string that `withUTF8` (a mutating method) needs; other
    /// strings are copied first.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
