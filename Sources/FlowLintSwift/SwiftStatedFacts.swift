#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// What the team states about a screen where code cannot say it: a `// flowlint: userContent`
/// line comment just above a view controller class (or an extension of one) or a SwiftUI view.
/// The words name the screen's flags, as a flow file writes them; each is set to true, at the
/// word. (Suppressions are `// flowlint-disable…`: a hyphen, not a colon.)
enum SwiftStatedFacts {
    /// The flags a comment may state: facts about the screen that its code does not show.
    static let statable: [String: ScreenFlag] = [
        ScreenFlag.userContent.rawValue: .userContent,
        ScreenFlag.terminal.rawValue: .terminal,
        ScreenFlag.adaptsToCompact.rawValue: .adaptsToCompact,
    ]

    struct Stated {
        var flags: [(flag: ScreenFlag, value: Located<Bool>)] = []
        /// Words that name no statable flag, for a finding.
        var unknown: [Located<String>] = []
    }

    /// The statements in the line comments of `node`'s leading trivia.
    static func read(before node: some SyntaxProtocol, positions: SwiftPositions) -> Stated {
        var stated = Stated()
        var offset = node.position.utf8Offset
        for piece in node.leadingTrivia {
            defer { offset += piece.sourceLength.utf8Length }
            guard case .lineComment(let text) = piece else { continue }
            let bytes = Array(text.utf8)
            // `//`, spaces, `flowlint:`.
            var index = 2
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            let marker = Array("flowlint:".utf8)
            guard index + marker.count <= bytes.count, Array(bytes[index ..< index + marker.count]) == marker else { continue }
            index += marker.count
            while index < bytes.count {
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",") { index += 1 }
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: ",") { index += 1 }
                guard index > start else { continue }
                let word = String(decoding: bytes[start ..< index], as: UTF8.self)
                let range = SourceRange(file: positions.file, start: positions.scalarOffset(ofUTF8: offset + start),
                                        end: positions.scalarOffset(ofUTF8: offset + index))
                if let flag = statable[word] {
                    stated.flags.append((flag, Located(true, at: range)))
                } else {
                    stated.unknown.append(Located(word, at: range))
                }
            }
        }
        return stated
    }
}
#endif
