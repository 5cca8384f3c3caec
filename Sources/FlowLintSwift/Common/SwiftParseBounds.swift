#if SwiftSources
import FlowLintKit
import SwiftParser
import SwiftSyntax

/// Reading one Swift file within bounds on any input, the one home of those bounds
/// (docs/safety.md).
///
/// swift-syntax's parser recurses a frame or more for each level of what it nests, and holds
/// only brackets and braces to `maximumNesting`. Square and angle brackets and `#if`s nested too
/// deep are blanked before the parse (`SwiftBracketDepth`), as they cost it time too; what nests
/// without them (`try try …`, `(A) -> (A) -> …`, an `else if` ladder), some thousands of levels
/// of which a line of a pull request can carry, would overflow a thread's stack: files are read
/// on threads with a stack for the largest file read (`stackSize(forFilesOf:)`). A tree still
/// too deep for the walks after the parse is cut down (`SwiftTreeDepth`).
enum SwiftParseBounds {
    /// Larger files are generated (protocol buffers, icon and string tables, mocks) and hold no
    /// flow: they are not read, which bounds the stack one file can need. Of some fifty thousand
    /// files in real apps, 22 are larger, and one of them, a test's mocks, presents a screen.
    static let maximumBytes = 256 << 10

    /// The stack of a thread that reads files of `size` bytes or fewer: each byte of source can
    /// take two kilobytes in the parse (`(A) -> (A) -> …`, a level every seven bytes, takes some
    /// 700 bytes a byte in a release build), and the walks after it stay within
    /// `SwiftTreeDepth.maximumDepth`. The system gives a stack's memory only as far as it is
    /// used, but a memory limit (`ulimit -v`) counts all of it: 520 MiB for the largest file read.
    static func stackSize(forFilesOf size: Int) -> Int {
        (8 << 20) + min(size, maximumBytes) * (2 << 10)
    }

    /// `read` of the file's tree, parsed within the bounds, on a thread with the stack
    /// `stackSize(forFilesOf:)` gives for it (`ParallelRuns.map(count:stackSize:)`); nil for a
    /// file over `maximumBytes`, and one still too deep once its deepest nodes are blanked.
    static func reading<Value>(_ bytes: [UInt8], _ read: (SourceFileSyntax) -> Value) -> Value? {
        guard bytes.count <= maximumBytes else { return nil }
        return tree(of: bytes).map(read)
    }

    /// How deep brackets and braces may nest before the parser stops reading a file, the same
    /// in every build: swift-syntax's own default is 256 in a release build and 20 in a debug
    /// one, and twenty levels of closures in closures are common in real code (a request's
    /// completion in an alert action's handler in a swipe action's).
    static let maximumNesting = 128

    /// The tree, with brackets nested too deep blanked before the parse (`SwiftBracketDepth`) and
    /// nodes nested too deep after it (`SwiftTreeDepth`).
    private static func tree(of bytes: [UInt8]) -> SourceFileSyntax? {
        let shallow = bytes.withUnsafeBufferPointer(SwiftBracketDepth.tooDeep).map { blanking($0, in: bytes) } ?? bytes
        let tree = parse(shallow)
        let deep = SwiftTreeDepth.tooDeep(tree)
        guard !deep.isEmpty else { return tree }
        let again = parse(blanking(deep, in: shallow))
        return SwiftTreeDepth.tooDeep(again).isEmpty ? again : nil
    }

    private static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maximumNesting) }
    }

    /// The bytes with a space in place of each one in `ranges` but line breaks, so that every
    /// position in the file stays where it was and what was there is not read.
    private static func blanking(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        for range in ranges {
            for index in range where copy[index] != newline && copy[index] != carriageReturn { copy[index] = space }
        }
        return copy
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
}
#endif
