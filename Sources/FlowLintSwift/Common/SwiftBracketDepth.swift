#if SwiftSources
/// Square brackets nested deeper than the parser can take.
///
/// swift-syntax's parser takes time exponential in how deeply square brackets nest where each
/// could start a type (`[[[[1]]]]`, `[(a, [(a, …)])]`, `[A<[A<B>]>]()`): at each `[` it looks
/// ahead for an array type, and an outer look-ahead repeats the inner ones. Ten levels take a
/// second, twenty-five hours, and a pull request can carry them. Real code nests brackets four
/// deep at most, in data (`["a": ["b": [1]]]`, a test's fixture), never around a presentation.
///
/// So a bracket opened deeper than `maximumDepth`, and all it holds, is blanked before the file
/// is parsed: a space in place of each byte but line breaks, so every position in the file
/// stays where it is, and what was there is not read. One pass over the bytes, with just enough
/// of Swift's lexing that brackets in comments and string literals are not counted.
enum SwiftBracketDepth {
    static let maximumDepth = 4

    /// The bytes with too deep brackets blanked; nil when none is, the common case.
    static func bounded(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var scanner = Scanner(bytes: bytes)
        scanner.scan()
        guard !scanner.blanked.isEmpty else { return nil }
        var copy = Array(bytes)
        for range in scanner.blanked {
            for index in range where copy[index] != newline && copy[index] != carriageReturn { copy[index] = space }
        }
        return copy
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var depth = 0
        /// Where the bracket opened one level too deep is, while it is open.
        var deepStart: Int?
        var blanked: [ClosedRange<Int>] = []
        /// The string literals open around the scan, innermost last, and within each the code
        /// of an interpolation (`"\(a[0])"`), with how many of its own parentheses are open.
        var open: [Context] = []

        enum Context {
            case string(hashes: Int, multiline: Bool)
            case interpolation(parentheses: Int)
        }

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func scan() {
            while index < bytes.count {
                if case .string(let hashes, let multiline)? = open.last {
                    inString(hashes: hashes, multiline: multiline)
                } else {
                    inCode()
                }
            }
            // A bracket never closed: blanked to the end.
            if let start = deepStart { blanked.append(start ... bytes.count - 1) }
        }

        private func byte(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private func hashes(from offset: Int) -> Int {
            var count = 0
            while byte(offset + count) == UInt8(ascii: "#") { count += 1 }
            return count
        }

        private mutating func inString(hashes: Int, multiline: Bool) {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                // An escape in a raw string is `\` and as many `#` as opened it.
                guard self.hashes(from: 1) >= hashes else { index += 1; return }
                if byte(1 + hashes) == UInt8(ascii: "(") {
                    open.append(.interpolation(parentheses: 0))
                    index += 2 + hashes
                } else {
                    index += 2 + hashes
                }
            case UInt8(ascii: "\""):
                let quotes = multiline ? 3 : 1
                let closes = (0 ..< quotes).allSatisfy { byte($0) == UInt8(ascii: "\"") } && self.hashes(from: quotes) >= hashes
                if closes { open.removeLast() }
                index += closes ? quotes + hashes : 1
            case UInt8(ascii: "\n") where !multiline:
                // An unterminated literal ends with its line, as the compiler reads it.
                open.removeLast()
                index += 1
            default:
                index += 1
            }
        }

        private mutating func inCode() {
            switch bytes[index] {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let hashes = hashes(from: 0)
                guard byte(hashes) == UInt8(ascii: "\"") else { index += max(hashes, 1); return }
                let multiline = byte(hashes + 1) == UInt8(ascii: "\"") && byte(hashes + 2) == UInt8(ascii: "\"")
                open.append(.string(hashes: hashes, multiline: multiline))
                index += hashes + (multiline ? 3 : 1)
            case UInt8(ascii: "("):
                if case .interpolation(let parentheses)? = open.last { open[open.count - 1] = .interpolation(parentheses: parentheses + 1) }
                index += 1
            case UInt8(ascii: ")"):
                if case .interpolation(let parentheses)? = open.last {
                    if parentheses == 0 { open.removeLast() } else { open[open.count - 1] = .interpolation(parentheses: parentheses - 1) }
                }
                index += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth == SwiftBracketDepth.maximumDepth + 1 { deepStart = index }
                index += 1
            case UInt8(ascii: "]"):
                if depth == SwiftBracketDepth.maximumDepth + 1, let start = deepStart {
                    blanked.append(start ... index)
                    deepStart = nil
                }
                depth = max(depth - 1, 0)
                index += 1
            default:
                index += 1
            }
        }

        /// `/* … */`, which nests in Swift.
        private mutating func skipBlockComment() {
            var nesting = 0
            repeat {
                if byte(0) == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    nesting += 1
                    index += 2
                } else if byte(0) == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    nesting -= 1
                    index += 2
                } else {
                    index += 1
                }
            } while nesting > 0 && index < bytes.count
        }
    }
}
#endif
