#if SwiftSources
/// Square and angle brackets nested deeper than the parser can take.
///
/// swift-syntax's parser takes time exponential in how deeply square brackets nest where each
/// could start a type (`[[[[1]]]]`, `[(a, [(a, …)])]`, `[A<[A<B>]>]()`): at each `[` it looks
/// ahead for an array type, and an outer look-ahead repeats the inner ones. Ten levels take a
/// second, twenty-five hours, and a pull request can carry them. Real code nests brackets four
/// deep at most, in data (`["a": ["b": [1]]]`, a test's fixture), never around a presentation.
///
/// Angle brackets cost it time and stack in how many are open: at a `<` right after a name it
/// looks ahead, recursively, for the `>` that would make it generic arguments, so a line of
/// thousands of `a<a<a<…` takes minutes and overflows its stack. Real generic arguments nest
/// five deep at most (`AnyPublisher<Result<[Set<Int>], Error>, Never>`).
///
/// Nested `#if` blocks cost it time in the square of their depth, as it looks ahead through all
/// of them at each one; real code nests them three deep.
///
/// So a bracket opened deeper than `maximumDepth`, an angle bracket deeper than
/// `maximumAngleDepth` or an `#if` deeper than `maximumConditionDepth`, and all it holds, is
/// blanked before the file is parsed (`SwiftParseBounds`). A `<` after a name that is a
/// comparison (`a<b`) never closes: the count starts again at each brace and semicolon, which
/// generic arguments do not hold, and at a line's end unless the line ends with `<` or `,` as
/// one that goes on with generic arguments does. One pass over the bytes, with just enough of
/// Swift's lexing that brackets in comments and string literals are not counted.
enum SwiftBracketDepth {
    static let maximumDepth = 4
    static let maximumAngleDepth = 8
    static let maximumConditionDepth = 8

    /// The ranges of the brackets opened too deep, with what they hold; nil when there is none,
    /// the common case.
    static func tooDeep(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var scanner = Scanner(bytes: bytes)
        scanner.scan()
        return scanner.blanked.isEmpty ? nil : scanner.blanked
    }

    /// One kind of bracket: how many are open, and where the one opened past `limit` is, while
    /// it is open.
    private struct Nesting {
        let limit: Int
        var depth = 0
        var deepStart: Int?

        mutating func open(at index: Int) {
            depth += 1
            if depth == limit + 1 { deepStart = index }
        }

        /// Closes one, its close ending at `end`: what to blank when it was the one opened too deep.
        mutating func close(endingAt end: Int) -> Range<Int>? {
            defer { depth = max(depth - 1, 0) }
            guard depth == limit + 1, let start = deepStart else { return nil }
            deepStart = nil
            return start ..< end
        }

        /// Closes every one at `end`, where none can still be open: the one opened too deep is
        /// blanked up to there.
        mutating func closeAll(at end: Int) -> Range<Int>? {
            defer { depth = 0; deepStart = nil }
            return deepStart.map { $0 ..< end }
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var squares = Nesting(limit: SwiftBracketDepth.maximumDepth)
        /// Angle brackets open right after a name since the last brace, semicolon or line end.
        var angles = Nesting(limit: SwiftBracketDepth.maximumAngleDepth)
        var conditions = Nesting(limit: SwiftBracketDepth.maximumConditionDepth)
        /// The code's last byte that is no white space.
        var lastWritten: UInt8 = 0
        var blanked: [Range<Int>] = []
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
            // What is never closed is blanked to the end.
            blank(squares.closeAll(at: bytes.count))
            blank(angles.closeAll(at: bytes.count))
            blank(conditions.closeAll(at: bytes.count))
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
            case UInt8(ascii: "#") where isDirective(Self.poundIf):
                conditions.open(at: index)
                index += Self.poundIf.count
            case UInt8(ascii: "#") where isDirective(Self.poundEndif):
                index += Self.poundEndif.count
                blank(conditions.close(endingAt: index))
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
                squares.open(at: index)
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                blank(squares.close(endingAt: index))
            case UInt8(ascii: "<"):
                if index > 0, isNamePart(bytes[index - 1]), !(byte(1).map(isOperatorPart) ?? false) { angles.open(at: index) }
                index += 1
            case UInt8(ascii: ">"):
                // Not the `>` of an arrow (`->`).
                let closes = index == 0 || bytes[index - 1] != UInt8(ascii: "-")
                index += 1
                if closes { blank(angles.close(endingAt: index)) }
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                blank(angles.closeAll(at: index))
                index += 1
            case UInt8(ascii: "\n"):
                if lastWritten != UInt8(ascii: "<"), lastWritten != UInt8(ascii: ",") { blank(angles.closeAll(at: index)) }
                index += 1
                return
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                return
            default:
                index += 1
            }
            lastWritten = bytes[index - 1]
        }

        private mutating func blank(_ range: Range<Int>?) {
            if let range { blanked.append(range) }
        }

        private static let poundIf = Array("#if".utf8), poundEndif = Array("#endif".utf8)

        /// Whether `directive` is written here, a whole word.
        private func isDirective(_ directive: [UInt8]) -> Bool {
            directive.indices.allSatisfy { byte($0) == directive[$0] } && !(byte(directive.count).map(isNamePart) ?? false)
        }

        private func isNamePart(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }

        private func isOperatorPart(_ byte: UInt8) -> Bool {
            "<=>-+*/%&|^!~?.".utf8.contains(byte)
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
