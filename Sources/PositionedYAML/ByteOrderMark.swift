/// A UTF-8 byte order mark (EF BB BF), which some Windows editors write at a file's start.
/// libyaml reads past it without counting it as a column, and editors do not show it, so it is
/// no part of the first line: neither of its text nor of its columns.
public enum ByteOrderMark {
    /// 3 when `bytes` starts with the mark, else 0: where the first line's text starts.
    public static func length(atStartOf bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}
