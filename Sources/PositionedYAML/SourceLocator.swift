/// Turns byte offsets into line and column positions for errors that libyaml reports by offset.
enum SourceLocator {
    /// Lines end at LF, CRLF or a lone CR, as in YAML; columns count UTF-8 lead bytes, i.e. scalars.
    static func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
