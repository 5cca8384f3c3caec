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
/// `maximumAngleDepth` or an `#if` deeper than `maximumConditionDepth`, and all it holds, is blanked
/// before the file is parsed (`SwiftParseBounds`). A `<` after a
/// name that is a comparison (`a<b`) never closes: the count starts again at each brace and
/// semicolon, which generic arguments do not hold, and at a line's end unless the line ends
/// with `<` or `,` as one that goes on with generic arguments does. One pass over the bytes, with just enough of
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

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var depth = 0
        /// Where the bracket opened one level too deep is, while it is open.
        var deepStart: Int?
        /// The angle brackets open right after a name since the last brace or semicolon, and
        /// where the one opened a level too deep is.
        var angles = 0
        var deepAngleStart: Int?
        /// The code's last byte that is no white space.
        var lastWritten: UInt8 = 0
        /// The `#if` blocks open, and where the one opened a level too deep is.
        var conditions = 0
        var deepConditionStart: Int?
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
            // A bracket never closed: blanked to the end.
            if let start = deepStart { blanked.append(start ..< bytes.count) }
            if let start = deepConditionStart { blanked.append(start ..< bytes.count) }
            endAngles(at: bytes.count)
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
            case UInt8(ascii: "#") where isDirective("#if"):
                conditions += 1
                if conditions == SwiftBracketDepth.maximumConditionDepth + 1 { deepConditionStart = index }
                index += 3
            case UInt8(ascii: "#") where isDirective("#endif"):
                if conditions == SwiftBracketDepth.maximumConditionDepth + 1, let start = deepConditionStart {
                    blanked.append(start ..< index + 6)
                    deepConditionStart = nil
                }
                conditions = max(conditions - 1, 0)
                index += 6
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
                    blanked.append(start ..< index + 1)
                    deepStart = nil
                }
                depth = max(depth - 1, 0)
                index += 1
            case UInt8(ascii: "<"):
                if index > 0, isNamePart(bytes[index - 1]), !(byte(1).map(isOperatorPart) ?? false) {
                    angles += 1
                    if angles == SwiftBracketDepth.maximumAngleDepth + 1 { deepAngleStart = index }
                }
                index += 1
            case UInt8(ascii: ">"):
                if angles > 0, index == 0 || bytes[index - 1] != UInt8(ascii: "-") {
                    if angles == SwiftBracketDepth.maximumAngleDepth + 1, let start = deepAngleStart {
                        blanked.append(start ..< index + 1)
                        deepAngleStart = nil
                    }
                    angles -= 1
                }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                endAngles(at: index)
                index += 1
            case UInt8(ascii: "\n"):
                if lastWritten != UInt8(ascii: "<"), lastWritten != UInt8(ascii: ",") { endAngles(at: index) }
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

        /// Angle brackets still open where no generic argument list reaches: the one opened too
        /// deep is blanked up to there.
        private mutating func endAngles(at end: Int) {
            if let start = deepAngleStart { blanked.append(start ..< end) }
            deepAngleStart = nil
            angles = 0
        }

        /// Whether `directive` is written here, a whole word.
        private func isDirective(_ directive: String) -> Bool {
            let word = Array(directive.utf8)
            return word.indices.allSatisfy { byte($0) == word[$0] } && !(byte(word.count).map(isNamePart) ?? false)
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
