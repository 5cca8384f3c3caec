import Testing
@testable import PositionedYAML

/// Words looked for in a file as libyaml reads it, in whatever pieces it asks for.
@Suite struct WordWatchTests {
    static let words = ["flowlint-", "storyboards"]

    /// Scans `text` cut into pieces of `size` bytes, as a file read `size` bytes at a time.
    func watched(_ text: String, inPiecesOf size: Int, finishing: Bool = true) -> WordWatch {
        let watch = WordWatch(Self.words)
        var scanner = WordScanner(watch)
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(start + size, bytes.count)
            bytes[start ..< end].withUnsafeBufferPointer { scanner.scan($0) }
            start = end
        }
        if finishing { scanner.finish() }
        return watch
    }

    /// A word is found wherever the pieces cut it, even into more pieces than it has bytes to spare.
    @Test func aWordIsFoundWhereverThePiecesCutIt() {
        for word in Self.words {
            let text = "screens: # " + word + " x\n"
            for size in 1 ... text.utf8.count {
                let watch = watched(text, inPiecesOf: size)
                #expect(watch.hasSeen(Self.words.firstIndex(of: word)!), "\(word) in pieces of \(size)")
                #expect(!watch.hasSeen(Self.words.firstIndex { $0 != word }!), "\(word) in pieces of \(size)")
            }
        }
    }

    /// Parts of a word in separate places do not make it up.
    @Test func partsOfAWordApartAreNotTheWord() {
        for size in 1 ... 12 {
            let watch = watched("flowlint: 1\n# flow lint-disable\nstory: boards\n", inPiecesOf: size)
            #expect(!watch.hasSeen(0) && !watch.hasSeen(1), "pieces of \(size)")
        }
    }

    /// Whether a word is absent is known only once the end was read.
    @Test func absenceIsKnownOnlyAtTheEnd() {
        #expect(!watched("a: 1\n", inPiecesOf: 4, finishing: false).hasReadToEnd)
        #expect(watched("a: 1\n", inPiecesOf: 4).hasReadToEnd)
    }

    /// Through libyaml, on one thread and on two: a comment's word is seen, and a parse that stops
    /// at an error near the top of a long file has not read to its end.
    @Test func aParseFromAFileRecordsTheWordsItRead() throws {
        let text = "flowlint: 1\nscreens:\n  A: {} # flowlint-disable-line dead-end\n"
        let padding = String(repeating: "# padding to make the file longer than libyaml reads at once\n", count: 2000)
        for threshold in [Int.max, 0] {
            let watch = WordWatch(Self.words)
            let parsed = try ThreadedParseTests.parseFromFile(Array((text + padding).utf8), with: YAMLParser(),
                                                                       threadingFrom: threshold, watching: watch)
            #expect(parsed.problems.isEmpty)
            #expect(watch.hasSeen(0) && !watch.hasSeen(1) && watch.hasReadToEnd, "threading from \(threshold)")

            let stopped = WordWatch(Self.words)
            let broken = try ThreadedParseTests.parseFromFile(Array(("a: b: c\n" + padding + "storyboards: []\n").utf8),
                                                                       with: YAMLParser(), threadingFrom: threshold, watching: stopped)
            #expect(broken.problems.map(\.kind) == [.syntax])
            #expect(!stopped.hasReadToEnd && !stopped.hasSeen(1), "threading from \(threshold)")
        }
    }
}
