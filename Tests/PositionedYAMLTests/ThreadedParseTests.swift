#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import Testing
@testable import PositionedYAML

/// The threaded path must be invisible: for every input, the same document node for node and
/// the same problems in the same order as libyaml and the composer on one thread.
@Suite struct ThreadedParseTests {
    /// Parses `bytes` both ways, the threaded way forced whatever the size, and compares; then
    /// parses them from a file, both ways, which must make no difference either.
    func expectSameParse(
        _ bytes: [UInt8], limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
    ) -> YAMLParseResult {
        let parser = YAMLParser(limits: limits)
        let single = parser.parse(bytes, threadingFrom: .max)
        let threaded = parser.parse(bytes, threadingFrom: 0)
        expectSame(single, threaded, sourceLocation: sourceLocation)
        for threshold in [Int.max, 0] {
            let fromFile: YAMLParseResult
            do {
                fromFile = try Self.parseFromFile(bytes, with: parser, threadingFrom: threshold)
            } catch {
                Issue.record("could not write a scratch file", sourceLocation: sourceLocation)
                break
            }
            expectSame(single, fromFile, sourceLocation: sourceLocation)
        }
        return threaded
    }

    struct ScratchFileFailure: Error {}

    /// Writes `bytes` to a scratch file and parses it through its descriptor. A scratch file that
    /// cannot be written throws.
    static func parseFromFile(
        _ bytes: [UInt8], with parser: YAMLParser, threadingFrom threshold: Int, watching watch: WordWatch? = nil
    ) throws -> YAMLParseResult {
        var template = Array("/tmp/flowlint-parse-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw ScratchFileFailure() }
        defer {
            close(descriptor)
            unlink(template)
        }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, lseek(descriptor, 0, SEEK_SET) == 0 else { throw ScratchFileFailure() }
        return parser.parse(fileDescriptor: descriptor, size: bytes.count, threadingFrom: threshold, watching: watch)
    }

    func expectSame(_ single: YAMLParseResult, _ threaded: YAMLParseResult, sourceLocation: SourceLocation) {
        #expect(threaded.problems == single.problems, sourceLocation: sourceLocation)
        #expect((threaded.document == nil) == (single.document == nil), sourceLocation: sourceLocation)
        if let a = single.document, let b = threaded.document {
            #expect(a.rootIndex == b.rootIndex, sourceLocation: sourceLocation)
            #expect(a.nodes.count == b.nodes.count, sourceLocation: sourceLocation)
            if let index = a.nodes.indices.first(where: { $0 < b.nodes.count && !Self.sameNode(a.nodes[$0], b.nodes[$0]) }) {
                Issue.record("node \(index) differs: \(a.nodes[index]) alone, \(b.nodes[index]) threaded", sourceLocation: sourceLocation)
            }
            #expect(Array(a.children.elements(in: a.children.indices)) == Array(b.children.elements(in: b.children.indices)),
                    sourceLocation: sourceLocation)
            #expect(Array(a.scalarBytes.elements(in: a.scalarBytes.indices)) == Array(b.scalarBytes.elements(in: b.scalarBytes.indices)),
                    sourceLocation: sourceLocation)
            #expect(a.tags == b.tags, sourceLocation: sourceLocation)
        }
    }

    @discardableResult
    func expectSameParse(
        _ text: String, limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
    ) -> YAMLParseResult {
        expectSameParse(Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
    }

    static func sameNode(_ a: YAMLDocument.StoredNode, _ b: YAMLDocument.StoredNode) -> Bool {
        a.kind == b.kind && a.style == b.style && a.isFlow == b.isFlow && a.isASCII == b.isASCII
            && a.range == b.range && a.payloadStart == b.payloadStart && a.payloadCount == b.payloadCount
            && a.tag == b.tag
    }

    /// A flow-like document of about `screens` screens, with anchors, aliases, merges, tags and
    /// every scalar style, spanning many batches once it is large.
    static func flow(screens: Int) -> String {
        var text = "flowlint: 1\nentry: S0\nx-defaults:\n  sheet: &sheet { presentationStyle: pageSheet }\n  done: &done !!map { title: \"Done\", role: 'done' }\nscreens:\n"
        for index in 0 ..< screens {
            text += """
              S\(index): &s\(index)
                title: "Screen \(index) é"
                note: |
                  line one
                  line two
                folded: >
                  a b c
                count: !!int \(index)
                buttons: [*done, { title: Next, show: S\(index + 1) }]
                segue:
                  <<: *sheet
                  present: S\(index + 1)

            """
            if index > 0 && index % 7 == 0 {
                text += "    previous: *s\(index - 1)\n"
            }
        }
        return text
    }

    @Test func emptyAndCommentOnlyInputs() {
        for text in ["", "# only a comment\n", "\n\n"] {
            let result = expectSameParse(text)
            #expect(result.document?.root == nil)
        }
    }

    @Test func smallDocumentsOfEveryKind() {
        for text in [
            "a: 1\n", "[1, 2, [3, {x: y}]]\n", "plain\n", "'quoted'\n", "\"double\\n\"\n",
            "a: &x [1, 2]\nb: *x\nc: { <<: {k: v}, k: w }\n",
            "a: &loop [1, *loop]\n", "a: *nowhere\n", "a:\n  <<: nope\n", "a:\n  <<: [1, {k: v}]\n",
            "title: A\nentry: B\ntitle: C\n", "? complex\n: key\n", "!custom tagged\n", "a: 1\r\nb: 2\r\n",
        ] {
            expectSameParse(text)
        }
    }

    @Test func aFlowAcrossManyBatchesWithAliasesAndMerges() throws {
        let result = expectSameParse(Self.flow(screens: 1_500))
        let root = try #require(result.document?.root)
        #expect(root.entries[3].value.count == 1_500)
    }

    @Test func aSyntaxErrorMidFile() {
        var text = Self.flow(screens: 800)
        text += "  broken: [unclosed\n  next: x\n"
        text += Self.flow(screens: 200)
        let result = expectSameParse(text)
        #expect(result.document == nil)
        #expect(result.problems.last?.kind == .syntax)
    }

    @Test func invalidUTF8MidFile() {
        var bytes = Array(Self.flow(screens: 600).utf8)
        bytes += Array("  bad: x".utf8) + [0xFF] + Array("\n".utf8)
        bytes += Array(Self.flow(screens: 100).utf8)
        let result = expectSameParse(bytes)
        #expect(result.problems.last?.kind == .syntax)
    }

    /// A file is read again in 64 KiB pieces to place an error found by byte offset; here the
    /// first piece ends in a lone CR, a line break only known from the next piece's first byte.
    @Test func invalidUTF8PastAPieceEndingInALoneCR() throws {
        var bytes = Array("a: |\r\n".utf8)
        while bytes.count < (1 << 16) - 1 - 4 { bytes += Array("  x\r\n".utf8) }
        bytes += Array(repeating: UInt8(ascii: "x"), count: (1 << 16) - 1 - bytes.count)
        bytes += Array("\rb: ".utf8) + [0xFF]
        #expect(bytes[(1 << 16) - 1] == 0x0D)
        let linesBeforeTheCR = bytes.filter { $0 == 0x0A }.count + 1
        let result = expectSameParse(bytes)
        let problem = try #require(result.problems.last)
        #expect(problem.message.hasPrefix("invalid leading UTF-8 octet"))
        #expect(Placed(bytes).start(problem.range) == SourcePosition(line: linesBeforeTheCR + 1, column: 4))
    }

    @Test func theNodeLimitStopsEarly() {
        let result = expectSameParse(Self.flow(screens: 1_000), limits: YAMLLimits(maxNodes: 5_000))
        #expect(result.problems.map(\.kind) == [.limit(.nodes)])
        #expect(result.document == nil)
    }

    @Test func anAliasBombStopsAtTheNodeBudget() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1 ... 9 {
            text += "a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]\n"
        }
        let result = expectSameParse(text, limits: YAMLLimits(maxNodes: 100_000))
        #expect(result.problems.first?.kind == .limit(.nodes))
    }

    @Test func theDepthLimitStopsEarly() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = expectSameParse(text)
        #expect(result.problems.map(\.kind) == [.limit(.depth)])
    }

    @Test func aSecondDocumentStopsEarly() {
        let text = "a: 1\n---\n" + Self.flow(screens: 2_000)
        let result = expectSameParse(text)
        #expect(result.problems.map(\.kind) == [.extraDocument])
        #expect(result.document?.root?.entries.first?.key.scalar == "a")
    }

    @Test func aSecondDocumentAfterManyBatches() {
        let text = Self.flow(screens: 500) + "---\n" + Self.flow(screens: 500)
        let result = expectSameParse(text)
        #expect(result.problems.map(\.kind) == [.extraDocument])
    }

    @Test func duplicateKeysInALargeMapping() {
        var text = "screens:\n"
        for index in 0 ..< 5_000 {
            text += "  S\(index % 4_000): \(index)\n"
        }
        let result = expectSameParse(text)
        #expect(result.problems.count == 1_000)
    }

    @Test func scalarsLongerThanABatchHolds() throws {
        let long = String(repeating: "x", count: 100_003)
        let text = "a: &long \(long)\nb: *long\nc: '\(long)'\nd: [\(long), \(long)]\n"
        let batchText = ThreadedEventReader.batchCapacity(forInputOf: text.utf8.count) * YAMLEventBatch.textBytesPerEvent
        try #require(long.utf8.count > batchText)
        let result = expectSameParse(text)
        let root = try #require(result.document?.root)
        #expect(root.entries[1].value.scalar?.count == long.count)
    }

    @Test func longAnchorsAndTagsTravelWithTheirEvents() {
        // Together they fill batches by size rather than by count.
        let name = String(repeating: "anchor", count: 300)
        let tag = "!" + String(repeating: "t", count: 1_000)
        var text = ""
        for index in 0 ..< 400 {
            text += "k\(index): &\(name)\(index) \(tag) v\(index)\n"
        }
        text += "last: *\(name)399\n"
        expectSameParse(text)
    }

    /// A batch is handed over once libyaml is halfway from where the batch began to the end of
    /// the input, so batches near the end halve and the composer's last one is small.
    @Test func batchesTaperTowardsTheEndOfTheInput() {
        #expect(ThreadedEventReader.taperingPoint(from: 0, size: 1_000) == 500)
        #expect(ThreadedEventReader.taperingPoint(from: 900, size: 1_000) == 950)
        #expect(ThreadedEventReader.taperingPoint(from: 1_000, size: 1_000) == 1_000)
        #expect(ThreadedEventReader.taperingPoint(from: 1_200, size: 1_000) == 1_200, "a file that grew while it was read")
    }

    @Test func theDefaultThresholdSendsLargeInputsToTheThreadedPath() throws {
        let bytes = Array(Self.flow(screens: 1_200).utf8)
        try #require(bytes.count >= YAMLParser.threadingThreshold)
        let byDefault = YAMLParser().parse(bytes)
        let single = YAMLParser().parse(bytes, threadingFrom: .max)
        #expect(byDefault.problems == single.problems)
        #expect(byDefault.document?.nodes.count == single.document?.nodes.count)
    }

    @Test func realFlowsAndFixtures() throws {
        let repository = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        var paths: [String] = []
        for directory in ["examples", "Tests/FlowLintKitTests/Fixtures/ok", "Tests/FlowLintKitTests/Fixtures/err",
                          "Tests/FlowLintKitTests/Fixtures/hostile"] {
            paths += try Self.yamlFiles(in: "/" + repository + "/" + directory)
        }
        #expect(paths.count > 10)
        for path in paths {
            _ = expectSameParse(try Self.read(path))
        }
    }

    /// The libyaml thread is stopped and joined however little the composer read: here nothing,
    /// with the thread mid-stream or waiting for a batch to come back.
    @Test func theLibyamlThreadStopsWhenTheComposerReadsLittleOrNothing() throws {
        let bytes = Array(Self.flow(screens: 3_000).utf8)
        for eventsWanted in [0, 1, ThreadedEventReader.batchCapacity(forInputOf: bytes.count) * 2] {
            let read = bytes.withUnsafeBufferPointer { buffer in
                ThreadedEventReader.reading(.bytes(buffer), file: SourceFileID(0), size: buffer.count) { reader in
                    var count = 0
                    guard eventsWanted > 0 else { return count }
                    _ = reader.readEvents { _ in
                        count += 1
                        return count < eventsWanted
                    }
                    return count
                }
            }
            #expect(read == eventsWanted)
        }
    }

    /// Callers lint many files at once; threaded parses must not starve or block one another.
    @Test func manyThreadedParsesAtOnce() {
        let bytes = Array(Self.flow(screens: 300).utf8)
        let expected = YAMLParser().parse(bytes, threadingFrom: .max).document?.nodes.count
        let counts = Mutex([Int]())
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            let count = YAMLParser().parse(bytes, threadingFrom: 0).document?.nodes.count ?? -1
            counts.withLock { $0.append(count) }
        }
        #expect(counts.withLock { $0 } == Array(repeating: expected ?? -2, count: 32))
    }

    static func yamlFiles(in directory: String) throws -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".yaml") { names.append(directory + "/" + name) }
        }
        return names.sorted()
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0 ..< count]
        }
        return bytes
    }
}
