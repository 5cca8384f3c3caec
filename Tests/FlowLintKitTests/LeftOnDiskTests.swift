import Foundation
import Testing
@testable import FlowLintKit

/// A large flow is not read before it is parsed: the check leaves it on disk, as if read and set
/// aside, and looks for `flowlint-` as libyaml reads it. Asked for, `mentions` looks through such a
/// file a piece at a time.
@Suite struct LeftOnDiskTests {
    private let limit = YAMLLimits.default.maxFileSize

    @Test func aFileFromTheSizeOnIsLeftOnDisk() throws {
        let scratch = try ScratchDirectory()
        let text = "flowlint: 1\nscreens:\n  A: {}\n"
        let path = try scratch.write("a.flow.yaml", text)
        let leftOnDisk = try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: text.utf8.count)
        #expect(leftOnDisk.isTextSetAside)
        #expect(leftOnDisk.size == text.utf8.count)
        #expect(leftOnDisk.line(3) == "  A: {}")
        let read = try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: text.utf8.count + 1)
        #expect(!read.isTextSetAside)
        #expect(read.bytes == Array(text.utf8))
    }

    /// UTF-16 is turned into UTF-8 in memory, and a file over the limit is read one byte past it
    /// for the parser to report: neither can be parsed from disk as it stands.
    @Test func whatCannotBeParsedFromDiskIsRead() throws {
        let scratch = try ScratchDirectory()
        let utf16 = scratch.path + "/utf16.flow.yaml"
        try "screens: {}\n".data(using: .utf16)!.write(to: URL(fileURLWithPath: utf16))
        let decoded = try SourceFile(readingAt: utf16, limit: limit, leavingOnDiskFrom: 0)
        #expect(!decoded.isTextSetAside)
        #expect(decoded.line(1) == "screens: {}")
        let long = try scratch.write("long.flow.yaml", "0123456789")
        let cut = try SourceFile(readingAt: long, limit: 4, leavingOnDiskFrom: 0)
        #expect(!cut.isTextSetAside)
        #expect(cut.bytes == Array("01234".utf8))
        #expect(throws: FileReader.Failure(path: scratch.path, reason: "is a directory")) {
            try SourceFile(readingAt: scratch.path, limit: limit, leavingOnDiskFrom: 0)
        }
        #expect(throws: FileReader.Failure(path: scratch.path + "/none.yaml", reason: "no such file or directory")) {
            try SourceFile(readingAt: scratch.path + "/none.yaml", limit: limit, leavingOnDiskFrom: 0)
        }
    }

    /// The file is read in pieces of 256 KiB; a word cut by the end of one piece is still found,
    /// and a file left on disk mentions exactly what the same text in memory does.
    @Test func wordsAreFoundAcrossPieces() throws {
        let scratch = try ScratchDirectory()
        let piece = 1 << 18
        for word in ["flowlint-"] {
            for start in [piece - word.utf8.count + 1, piece - 1, piece - word.utf8.count, piece, 3 * piece - 1] {
                let text = String(repeating: "x", count: start) + word + "\n"
                let path = try scratch.write("\(word)-\(start).flow.yaml", text)
                let leftOnDisk = try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: 0)
                #expect(leftOnDisk.isTextSetAside)
                #expect(leftOnDisk.mentions == SourceFile(path: path, text: text).mentions, "\(word) at \(start)")
                #expect(leftOnDisk.mentions != TextMentions(suppressionComments: false), "\(word) at \(start)")
            }
        }
        let neither = try scratch.write("neither.flow.yaml", String(repeating: "flowlint storyboard\n", count: 30_000))
        #expect(try SourceFile(readingAt: neither, limit: limit, leavingOnDiskFrom: 0).mentions
            == TextMentions(suppressionComments: false))
    }

    /// A file that changed after it was looked at, or cannot be read any more, is taken to
    /// mention everything, which has it read again rather than linted on a guess.
    @Test func aFileThatChangedMentionsEverything() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.flow.yaml", "screens: {}\n")
        let source = try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: 0)
        try scratch.write("a.flow.yaml", "screens: { A: {} }\n")
        #expect(source.mentions == .assumedAll)
    }

    /// Suppression comments are read from the lines, so a file left on disk that holds one is
    /// read after all, and reports what the same file read at once does. The text goes again once
    /// the comments are read, before the rules run.
    @Test func aFileWithSuppressionCommentsIsReadAfterAll() throws {
        let text = """
        flowlint: 1
        entry: Library
        screens:
          Library: { title: Notes, terminal: true }
          # flowlint-disable-next-line unreachable-screen
          A: { terminal: true }
          B: { terminal: true }

        """
        let (report, leftOnDisk, read, scratch) = try lintLeftOnDisk(text)
        #expect(report.diagnostics.filter { $0.ruleID == "unreachable-screen" }.map(\.range.start.line) == [7])
        let formatter = TextFormatter()
        #expect(formatter.format(LintRun(files: [report])) == formatter.format(LintRun(files: [read])))
        #expect(leftOnDisk.isTextSetAside)
        withExtendedLifetime(scratch) {}
    }

    /// A line separator (U+2028) ends a line for libyaml but not for the file's readers, so a
    /// file that holds one is parsed from memory, where libyaml's marks are placed in the file's
    /// lines: it reports what the same file read at once does, on the lines an editor shows, and
    /// a suppression comment below the separator covers the line under it.
    @Test func aFileWithALineSeparatorIsParsedFromMemory() throws {
        let text = """
        flowlint: 1
        entry: Library
        screens:
          Library: { title: "Notes\u{2028}and more", terminal: true }
          # flowlint-disable-next-line unreachable-screen
          A: { terminal: true }
          B: { terminal: true }

        """
        let (report, _, read, scratch) = try lintLeftOnDisk(text)
        #expect(report.diagnostics.map { "\($0.range.start) \($0.ruleID)" } == ["1:1 missing-field", "7:3 unreachable-screen"])
        let formatter = TextFormatter()
        #expect(formatter.format(LintRun(files: [report])) == formatter.format(LintRun(files: [read])))
        withExtendedLifetime(scratch) {}
    }

    /// A large flow that stops at a syntax error has no document, so no finding a comment could
    /// suppress: its `flowlint-` comment is not looked for, and its text stays on disk.
    @Test func aFlowWithoutADocumentKeepsItsTextOnDisk() throws {
        let scratch = try ScratchDirectory()
        let text = Self.largeFlow(withDirectives: true) + "  Broken: [\n"
        let path = try scratch.write("broken.flow.yaml", text)
        var fromDisk = Linter()
        fromDisk.setAsideThreshold = 0
        let leftOnDisk = try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: 0)
        let report = fromDisk.lint(leftOnDisk)
        #expect(report.diagnostics.map(\.ruleID) == ["yaml-syntax"])
        #expect(leftOnDisk.isTextSetAside)
        #expect(!leftOnDisk.knowsSuppressionComments)
        let read = Linter().lint(try SourceFile(readingAt: path, limit: limit))
        let formatter = TextFormatter()
        #expect(formatter.format(LintRun(files: [report])) == formatter.format(LintRun(files: [read])))
    }

    /// Through the whole check: a large flow left on disk reports what it does read at once, and
    /// so does one that overlays a storyboard, which is learnt only as it is linted.
    @Test(arguments: [("examples/broken.flow.yaml", Int32(1)), ("Tests/FlowLintKitTests/Fixtures/storyboards/overlay", 0)])
    func theCheckReportsTheSameWhateverIsLeftOnDisk(_ relativePath: String, exitCode: Int32) throws {
        let path = Repository.url(relativePath).path
        var reports: [String] = []
        for threshold in [0, Int.max] {
            var linter = Linter()
            linter.setAsideThreshold = threshold
            let outcome = CheckRunner(linter: linter, formatter: TextFormatter()).run(paths: [path])
            #expect(outcome.exitCode == exitCode)
            reports.append(outcome.report)
        }
        #expect(reports[0] == reports[1])
        #expect(!reports[0].isEmpty)
    }

    /// A flow of some 400 KB, parsed on two threads, its `screens` entries vacated as decoded; with
    /// directives, it holds its first `flowlint-` near its end.
    static func largeFlow(withDirectives: Bool) -> String {
        var text = "flowlint: 1\nentry: S0\nscreens:\n  S0: { title: Start, terminal: true }\n"
        for index in 1 ..< 6000 {
            if withDirectives, index == 5000 { text += "    # flowlint-disable-next-line unreachable-screen\n" }
            if withDirectives, index == 5500 {
                // Text, not a directive: the parse's scalars that hold a `#` tell the two apart.
                text += "  S\(index): { title: \"Plan # flowlint-disable\", terminal: true }\n"
                continue
            }
            text += "  S\(index): { title: \"Screen \(index) of a long flow\", terminal: true }\n"
        }
        return text
    }

    /// Lints `text` left on disk, as the check does a large file; `read` is the same file read at
    /// once and linted. The file lasts as long as `scratch`: reports read their snippets' lines back from it.
    func lintLeftOnDisk(_ text: String) throws -> (report: FileReport, source: SourceFile, read: FileReport, scratch: ScratchDirectory) {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.flow.yaml", text)
        var fromDisk = Linter()
        fromDisk.setAsideThreshold = 0
        let leftOnDisk = try SourceFile(readingAt: path, limit: limit, leavingOnDiskFrom: 0)
        #expect(!leftOnDisk.knowsSuppressionComments)
        let report = fromDisk.lint(leftOnDisk)
        return (report, leftOnDisk, Linter().lint(try SourceFile(readingAt: path, limit: limit)), scratch)
    }

    func lintLargeFlowLeftOnDisk(withDirectives: Bool) throws -> (report: FileReport, source: SourceFile, read: FileReport, scratch: ScratchDirectory) {
        try lintLeftOnDisk(Self.largeFlow(withDirectives: withDirectives))
    }

    /// The words are looked for as libyaml reads the file, not beforehand, and the report is what
    /// the same file read at once gives: the directive suppresses its line, and a title that
    /// mentions `flowlint-` stays a title.
    @Test func aLargeFlowWithADirectiveReportsWhatItDoesReadAtOnce() throws {
        let (report, leftOnDisk, read, scratch) = try lintLargeFlowLeftOnDisk(withDirectives: true)
        let unreachable = report.diagnostics.filter { $0.ruleID == "unreachable-screen" }
        #expect(unreachable.count == 5998)
        #expect(!unreachable.contains { $0.range.start.line == 5005 } && unreachable.contains { $0.range.start.line == 5006 })
        #expect(!report.diagnostics.contains { $0.ruleID == "invalid-suppression" })
        let formatter = TextFormatter()
        #expect(formatter.format(LintRun(files: [report])) == formatter.format(LintRun(files: [read])))
        #expect(leftOnDisk.mentionsSuppressionComments)
        // Brought back for the comments only, and let go again before the rules.
        #expect(leftOnDisk.isTextSetAside)
        withExtendedLifetime(scratch) {}
    }

    /// Without a directive, what was learnt while parsing is all that is looked for: the text
    /// stays on disk.
    @Test func aLargeFlowLearnsWhatItMentionsAsItIsParsed() throws {
        let (report, leftOnDisk, read, scratch) = try lintLargeFlowLeftOnDisk(withDirectives: false)
        #expect(report.diagnostics.filter { $0.ruleID == "unreachable-screen" }.count == 5999)
        let formatter = TextFormatter()
        #expect(formatter.format(LintRun(files: [report])) == formatter.format(LintRun(files: [read])))
        #expect(leftOnDisk.knowsSuppressionComments)
        #expect(!leftOnDisk.mentionsSuppressionComments)
        #expect(leftOnDisk.isTextSetAside)
        withExtendedLifetime(scratch) {}
    }
}
