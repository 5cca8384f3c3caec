import Foundation
import Testing
@testable import FlowLintKit

/// A large file's text is let go of while the rules run and its quoted lines are read back
/// (`SourceFile.setTextAside()`): what the report shows must not change, and a file that changed
/// in between must never lend its new text to the old findings.
@Suite struct TextSetAsideTests {
    private func readSource(_ path: String) throws -> SourceFile {
        try SourceFile(readingAt: path, limit: YAMLLimits.default.maxFileSize)
    }

    /// Every kind of line break, a CR that ends one 64 KiB read with its LF starting the next,
    /// empty lines and a last line without a break: each line read back is the line in memory.
    @Test func linesReadBackAreTheLinesInMemory() throws {
        let scratch = try ScratchDirectory()
        let filler = String(repeating: "x", count: (1 << 16) - 1)
        let variants = [
            "a\nb\r\nc\rd\n\n\re",
            "a\nb\n",
            filler + "\r\nnext\rlast",
            filler + "\r" + "after a lone CR at the end of a read\n",
            "",
            "é ü\n名前\r\n",
            "\u{FEFF}after a byte order mark\nsecond\n",
        ]
        for (number, text) in variants.enumerated() {
            let path = try scratch.write("\(number).flow.yaml", text)
            let inMemory = SourceFile(path: path, text: text)
            let source = try readSource(path)
            let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).count
            source.setTextAside()
            #expect(source.isTextSetAside)
            source.readBack(lines: Set(1 ... lineCount + 2))
            for line in 1 ... lineCount + 2 {
                #expect(source.line(line) == inMemory.line(line), "variant \(number), line \(line)")
            }
        }
    }

    /// Lines far apart, in a file of several 64 KiB reads: the lines between them are counted
    /// in blocks rather than read, and a miscount would shift every line after it. One variant
    /// has a CRLF in its second read, which is read line by line instead.
    @Test func sparseLinesReadBackAreTheLinesInMemory() throws {
        let scratch = try ScratchDirectory()
        // Lengths from 0 to 89 bytes in a fixed, uneven order, so that line feeds fall at every
        // offset of a block and of a read.
        let lines = (0 ..< 12_000).map { number in String(repeating: "ab", count: number * 7919 % 45) + "\(number)" }
        var withCarriageReturn = lines
        withCarriageReturn[3_000] += "\r"
        for (variant, text) in [lines, withCarriageReturn].map({ $0.joined(separator: "\n") }).enumerated() {
            let path = try scratch.write("\(variant).flow.yaml", text)
            let inMemory = SourceFile(path: path, text: text)
            let lineCount = lines.count
            #expect(text.utf8.count > 3 << 16)
            let wanted = Set(stride(from: 1, through: lineCount, by: 37)).union([2, 1_000, 1_001, lineCount, lineCount + 1])
            let source = try readSource(path)
            source.setTextAside()
            source.readBack(lines: wanted)
            for line in wanted.sorted() {
                #expect(source.line(line) == inMemory.line(line), "variant \(variant), line \(line)")
            }
        }
    }

    /// Lines read back in one pass, and lines asked for one at a time, read the same; the text
    /// stays set aside throughout.
    @Test func linesAreReadBackInOnePassOrWhenAskedFor() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.flow.yaml", (1 ... 500).map { "line \($0)" }.joined(separator: "\n"))
        let source = try readSource(path)
        source.setTextAside()
        source.readBack(lines: [3, 499])
        source.readBack(lines: [500])
        #expect(source.line(3) == "line 3")
        #expect(source.line(499) == "line 499")
        #expect(source.line(500) == "line 500")
        #expect(source.line(4) == "line 4")
        #expect(source.line(501) == nil)
        #expect(source.line(0) == nil)
        #expect(source.isTextSetAside)
    }

    @Test func aFileThatChangedLendsNoLines() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.flow.yaml", "screens:\n  A: {}\n")
        let replaced = try readSource(path)
        replaced.setTextAside()
        try scratch.write("a.flow.yaml", "screens:\n  B: {}\n")
        replaced.readBack(lines: [2])
        #expect(replaced.line(2) == nil)
        #expect(replaced.line(1) == nil, "nor when a line is asked for on its own")
        #expect(replaced.bytes == [])
        // The same file written in place, same size and all, is caught by its change time.
        try scratch.write("b.flow.yaml", "screens:\n  A: {}\n")
        let inPlace = try readSource(scratch.path + "/b.flow.yaml")
        inPlace.setTextAside()
        usleep(10_000)
        let handle = try #require(FileHandle(forWritingAtPath: scratch.path + "/b.flow.yaml"))
        try handle.write(contentsOf: Array("screens:\n  C: {}\n".utf8))
        try handle.close()
        inPlace.readBack(lines: [2])
        #expect(inPlace.line(2) == nil)
    }

    @Test func theWholeTextComesBackWhenAskedFor() throws {
        let scratch = try ScratchDirectory()
        let text = "screens:\n  A: {}\n"
        let source = try readSource(try scratch.write("a.flow.yaml", text))
        source.setTextAside()
        #expect(source.bytes == Array(text.utf8))
        #expect(source.line(2) == "  A: {}")
    }

    /// Standard input, and UTF-16 text turned into UTF-8, cannot be read again as parsed.
    @Test func inputThatCannotBeReadAgainKeepsItsText() throws {
        let piped = SourceFile(path: "<stdin>", bytes: Array("screens: {}\n".utf8))
        piped.setTextAside()
        #expect(!piped.canSetTextAside)
        #expect(piped.line(1) == "screens: {}")
        let scratch = try ScratchDirectory()
        let path = scratch.path + "/utf16.flow.yaml"
        try "screens: {}\n".data(using: .utf16)!.write(to: URL(fileURLWithPath: path))
        let decoded = try readSource(path)
        #expect(!decoded.canSetTextAside)
        #expect(decoded.line(1) == "screens: {}")
    }

    /// The whole pipeline: a file linted with its text set aside reports exactly what it does
    /// with its text kept, snippets included.
    @Test func aReportIsTheSameWithTheTextSetAside() throws {
        let kept = try expectSameReportBothWays(Repository.url("examples/broken.flow.yaml").path)
        #expect(!kept.diagnostics.isEmpty)
    }

    /// Lints the file at `path` with its text kept, and with it set aside, which parses it from
    /// disk; expects the same text report, and the text really set aside. Returns the kept report.
    private func expectSameReportBothWays(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> FileReport {
        var keeping = Linter()
        keeping.setAsideThreshold = .max
        var settingAside = Linter()
        settingAside.setAsideThreshold = 0
        let kept = keeping.lint(try readSource(path))
        let source = try readSource(path)
        let setAside = settingAside.lint(source)
        let formatter = TextFormatter()
        #expect(formatter.format(LintRun(files: [setAside])) == formatter.format(LintRun(files: [kept])), sourceLocation: sourceLocation)
        #expect(source.isTextSetAside, sourceLocation: sourceLocation)
        return kept
    }

    /// A file whose text is set aside before it is parsed is parsed from disk: libyaml's own
    /// errors, which it places by byte offset, land where they do in memory.
    @Test func aFileParsedFromDiskReportsWhatItDoesFromMemory() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.flow.yaml", "flowlint: 1\nscreens:\n  A: { title: é }\n")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Array("  B: { title: x".utf8) + [0xFF] + Array(" }\n".utf8))
        try handle.close()
        let kept = try expectSameReportBothWays(path)
        #expect(kept.diagnostics.map(\.ruleID) == ["yaml-syntax"])
        #expect(kept.diagnostics.map(\.range.start) == [SourcePosition(line: 4, column: 16)])
    }

    /// A file that changed between being read and being parsed from disk is read again and
    /// linted as it is now, snippets and all, never half one version and half the other.
    @Test func aFileThatChangedBeforeItsParseIsLintedAsItIsNow() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.flow.yaml", "flowlint: 1\nscreens:\n  A: {}\n")
        let source = try readSource(path)
        try scratch.write("a.flow.yaml", "flowlint: 1\nscreens:\n  A: { colour: red }\n")
        var fromDisk = Linter()
        fromDisk.setAsideThreshold = 0
        let report = fromDisk.lint(source)
        let now = Linter().lint(try readSource(path))
        #expect(report.diagnostics.map(\.ruleID).contains("unknown-key"))
        let formatter = TextFormatter()
        #expect(formatter.format(LintRun(files: [report])) == formatter.format(LintRun(files: [now])))
        #expect(source.line(3) == "  A: { colour: red }")
    }

    /// A file deleted between being read and being parsed from disk cannot be linted as it is
    /// now: the report says why, as for a file that cannot be opened, instead of passing it clean.
    @Test func aFileDeletedBeforeItsParseIsAReadFailure() throws {
        let (source, fromDisk) = try readThenDelete("flowlint: 1\nscreens:\n  A: { colour: red }\n")
        let report = fromDisk.lint(source)
        #expect(report.readFailure == "no such file or directory")
        #expect(report.diagnostics.isEmpty)
    }

    /// The same through the check's grouping, which lints a flow that mentions `storyboards` on
    /// its own to learn whether it overlays any: the failure must survive into the run.
    @Test func aDeletedFileThatMentionsStoryboardsIsStillAReadFailure() throws {
        let (source, fromDisk) = try readThenDelete("# no storyboards here\nflowlint: 1\nscreens:\n  A: {}\n")
        let reports = ParallelLinting.lintKeepingStoryboardsTogether([source], with: [fromDisk])
        #expect(reports.map(\.readFailure) == ["no such file or directory"])
    }

    /// `text` read from a file that is then deleted, and a linter that parses every file from disk.
    private func readThenDelete(_ text: String) throws -> (SourceFile, Linter) {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("a.flow.yaml", text)
        let source = try readSource(path)
        try FileManager.default.removeItem(atPath: path)
        var fromDisk = Linter()
        fromDisk.setAsideThreshold = 0
        return (source, fromDisk)
    }
}
