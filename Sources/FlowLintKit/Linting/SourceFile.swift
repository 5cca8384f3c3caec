#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PositionedYAML

/// A file's path, its bytes and a lazily built index of where its lines start, for source snippets.
///
/// Most files have few or no findings, so the index is built on first use (a snippet's line)
/// rather than for every file read; the lines that mention a word are found without it
/// (`sparseLines(mentioning:)`).
///
/// A very large file read from disk can let its bytes go once they are parsed, and read lines
/// back as they are asked for: that machinery is behind the LargeFiles boundary, in
/// `LargeFiles/SetAsideText.swift`, and reaches this file's state only through
/// `withSetAsideText(_:)`.
public final class SourceFile: @unchecked Sendable {
    public let path: String
    /// Whether this is a storyboard: by its path (`Linter.isStoryboard(_:)`) unless the reader
    /// knew better, as for standard input (`Linter.isStoryboard(named:text:)`).
    public let isStoryboard: Bool
    /// Guards the mutable state below.
    private let lock = Lock()
    /// The text; nil while it is set aside.
    private var storedBytes: [UInt8]?
    /// Where lines start in bytes, for their text (`line(_:)`).
    private var builtLineStarts: [Int]?
    /// Where lines start in scalars, for the lines and columns of ranges (`lineTable`).
    private var builtLineTable: LineTable?
    /// Where the text came from, and what only a large file needs; see `SetAsideText`.
    private var setAside: SetAsideText

    /// UTF-16 input is turned into UTF-8 unless `decodingUTF16` is false, which a reader sets
    /// when it stopped at the size limit: half a file must reach the parser as read, to be
    /// reported as too large rather than linted as a shorter document.
    ///
    /// `identity` is that of the file at `path` when these bytes were read from it, as
    /// `FileReader.readIdentified` gives it; with it, the text can be set aside.
    public init(path: String, bytes: [UInt8], decodingUTF16: Bool = true, identity: FileIdentity? = nil, isStoryboard: Bool? = nil) {
        self.path = path
        self.isStoryboard = isStoryboard ?? Linter.isStoryboard(path)
        let decoded = decodingUTF16 ? TextEncoding.utf8(fromPossiblyUTF16: bytes) : bytes
        storedBytes = decoded
        setAside = SetAsideText(path: path, read: bytes, decoded: decoded, identity: identity)
    }

    /// A file whose text is set aside from the start (see `init(readingAt:limit:leavingOnDiskFrom:)`).
    init(path: String, setAside: SetAsideText) {
        self.path = path
        isStoryboard = Linter.isStoryboard(path)
        self.setAside = setAside
    }

    /// The file at `path`, read with its identity. A file over `limit` is read only one byte past
    /// it, and kept as read, so that the parser reports it as too large.
    public convenience init(readingAt path: String, limit: Int) throws(FileReader.Failure) {
        let (bytes, identity) = try FileReader.readIdentified(path, limit: limit)
        self.init(path: path, bytes: bytes, decodingUTF16: bytes.count <= limit, identity: identity)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text's size in bytes, without reading back text that is set aside.
    public var size: Int {
        lock.withLock { storedBytes?.count ?? setAside.origin?.identity.size ?? 0 }
    }

    /// The whole text. Once set aside it is read from the file again, and is empty if the file
    /// has changed since.
    public var bytes: [UInt8] {
        lock.withLock {
            if let storedBytes { return storedBytes }
            guard let bytes = setAside.readWhole() else { return [] }
            storedBytes = bytes
            return bytes
        }
    }

    /// The text of a 1-based line without its line break, or nil past the end of the file (or,
    /// while the text is set aside, when the file has changed since it was read).
    public func line(_ number: Int) -> String? {
        guard let (bytes, lineStarts) = textWithLineStarts() else {
            readBack(lines: [number])
            return lock.withLock { setAside.lineReadBack(number) }
        }
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start ..< end]), as: UTF8.self) }
    }

    /// Where the text's lines start, which turns a range in it into lines and columns; built on
    /// first use, from the file itself while the text is set aside (one line, should the file
    /// have changed since, or be unreadable: its positions can no longer be told).
    var lineTable: LineTable {
        lock.withLock {
            if let builtLineTable { return builtLineTable }
            let table = storedBytes.map(LineTable.init) ?? setAside.readLineTable() ?? LineTable()
            builtLineTable = table
            return table
        }
    }

    /// The lines that mention `word`, and any line near them, without indexing every line (see
    /// `SparseLines`); nil while the text is set aside.
    func sparseLines(mentioning word: [UInt8]) -> SparseLines? {
        lock.withLock { storedBytes.map { SparseLines(bytes: $0, mentioning: word) } }
    }

    /// For `LargeFiles/SetAsideText.swift` only: runs `body` under the lock with the bytes (nil
    /// while set aside) and the set-aside state. `droppingLineIndex` when `body` lets the bytes go
    /// or replaces them.
    func withSetAsideText<Result>(droppingLineIndex: Bool = false, _ body: (inout [UInt8]?, inout SetAsideText) -> Result) -> Result {
        lock.withLock {
            if droppingLineIndex { (builtLineStarts, builtLineTable) = (nil, nil) }
            return body(&storedBytes, &setAside)
        }
    }

    /// The text and where its lines start, the index built on first use; nil while the text is
    /// set aside.
    private func textWithLineStarts() -> (bytes: [UInt8], lineStarts: [Int])? {
        lock.withLock {
            guard let storedBytes else { return nil }
            if builtLineStarts == nil { builtLineStarts = Self.lineStarts(of: storedBytes) }
            return (storedBytes, builtLineStarts!)
        }
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [bytes.withUnsafeBufferPointer(ByteOrderMark.length)]
        bytes.withUnsafeBufferPointer { buffer in
            let hasCarriageReturns = LineBreaks.includeCarriageReturns(buffer)
            while let next = LineBreaks.nextLineStart(in: buffer, from: starts[starts.count - 1], hasCarriageReturns) {
                starts.append(next)
            }
        }
        return starts
    }
}
