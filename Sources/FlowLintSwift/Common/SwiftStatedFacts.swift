#if SwiftSources
import FlowLintKit
import SwiftSyntax

/// What the team states where code cannot say it, in a `// flowlint:` line comment: just above
/// a view controller class (or an extension of one) or a SwiftUI view, the screen's flags, as a
/// flow file writes them (`// flowlint: userContent`), each set to true at its word; just above a
/// transition whose target the code does not say, that target (`// flowlint: target Compose`).
/// (Suppressions are `// flowlint-disable…`: a hyphen, not a colon.)
enum SwiftStatedFacts {
    /// The flags a comment may state: facts about the screen that its code does not show.
    static let statable: [String: ScreenFlag] = [
        ScreenFlag.userContent.rawValue: .userContent,
        ScreenFlag.terminal.rawValue: .terminal,
        ScreenFlag.adaptsToCompact.rawValue: .adaptsToCompact,
        // Not read from `viewWillAppear`: most apps that reload there also refresh through a
        // delegate or a notification, which decides whether a sheet leaves the list stale.
        ScreenFlag.reloadsOnAppear.rawValue: .reloadsOnAppear,
    ]

    struct Stated {
        var flags: [(flag: ScreenFlag, value: Located<Bool>)] = []
        /// Words that name no statable flag, for a finding.
        var unknown: [Problem] = []
    }

    /// A `// flowlint:` comment that states nothing flowlint can use, at its word: an `unknown-key`
    /// finding.
    struct Problem {
        enum Kind {
            /// Above a type, a word that is no statable flag (`target` included: it goes above a
            /// transition).
            case unknownWord
            /// Above a transition, `target` with no name after it, or more than one.
            case targetWithoutOneName
        }

        var word: Located<String>
        var kind: Kind

        func message(known: [String]) -> String {
            switch kind {
            case .targetWithoutOneName:
                "a flowlint: target comment needs one screen's name after `target`, as in `// flowlint: target ComposeViewController`"
            case .unknownWord where word.value == "target":
                "a flowlint: comment states a target above a type; a target goes on the line above the present, push or show it names"
            case .unknownWord:
                "a flowlint: comment states \(UserText.quoted(word.value)), which is no fact of a screen it knows"
                    + Suggestions(known).clause(for: word.value) + " (it knows \(known.joined(separator: ", ")))"
            }
        }
    }

    /// The statements in the line comments of `node`'s leading trivia.
    static func read(before node: some SyntaxProtocol, positions: SwiftPositions) -> Stated {
        var stated = Stated()
        for word in statements(before: node, positions: positions).joined() {
            if let flag = statable[word.value] {
                stated.flags.append((flag, Located(true, at: word.range)))
            } else {
                stated.unknown.append(Problem(word: word, kind: .unknownWord))
            }
        }
        return stated
    }

    /// The screen a `// flowlint: target ComposeViewController` comment above a call names, for
    /// a transition whose target the code does not say (a factory, a property, a parameter).
    static func target(before node: some SyntaxProtocol, positions: SwiftPositions) -> (name: Located<String>?, problem: Problem?) {
        for words in statements(before: node, positions: positions) where words.first?.value == "target" {
            guard words.count == 2 else { return (nil, Problem(word: words[0], kind: .targetWithoutOneName)) }
            return (words[1], nil)
        }
        return (nil, nil)
    }

    /// The words of each `// flowlint:` line comment in `node`'s leading trivia, each at its place.
    private static func statements(before node: some SyntaxProtocol, positions: SwiftPositions) -> [[Located<String>]] {
        var statements: [[Located<String>]] = []
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
            var words: [Located<String>] = []
            while index < bytes.count {
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",") { index += 1 }
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: ",") { index += 1 }
                guard index > start else { continue }
                let range = SourceRange(file: positions.file, start: positions.scalarOffset(ofUTF8: offset + start),
                                        end: positions.scalarOffset(ofUTF8: offset + index))
                words.append(Located(String(decoding: bytes[start ..< index], as: UTF8.self), at: range))
            }
            statements.append(words)
        }
        return statements
    }
}
#endif
