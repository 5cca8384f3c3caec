import Foundation
import Testing
@testable import FlowLintKit

/// The hook a frontend built in another target plugs into (`CodeFrontend`), tested with a toy one
/// so that the default build, without swift-syntax, checks it: files of its kind are found by a
/// directory walk, read together, and each finding lands in the file and line it lies in.
@Suite struct CodeFrontendTests {
    /// Reads `*.toy` files: each names one screen on its first line; the first file's screen
    /// presents every other full screen, from its second line.
    struct ToyFrontend: CodeFrontend {
        var fileSuffixes: [String] { [".toy"] }

        func read(_ sources: [SourceFile], firstFile: Int, configuration: LintConfiguration) -> CodeReading {
            var flow = Flow(file: sources[0].path, range: .start(of: SourceFileID(0)))
            flow.startIsInUnreadCode = true
            for (index, source) in sources.enumerated() {
                let name = String(decoding: source.bytes.prefix { $0 != 0x0A }, as: UTF8.self)
                let at = SourceRange(file: SourceFileID(firstFile + index), start: 0, end: name.count)
                var screen = Screen(id: Located(name, at: at), range: at)
                screen.title = screen.id
                flow.screens.append(screen)
            }
            // Line 2, column 3 of the first file: its first line is the name and a line break.
            let call = SourceRange(file: SourceFileID(firstFile), at: flow.screens[0].id.value.count + 1 + 2)
            for screen in flow.screens.dropFirst() {
                var action = Action(kind: Located(.present, at: call), range: call)
                action.target = screen.id
                action.presentationStyle = Located(.fullScreen, at: call)
                flow.screens[0].segues.append(action)
            }
            return CodeReading(flow: flow)
        }
    }

    @Test func findingsLandInTheFileTheyLieIn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-toy-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "Home\n  presents\n".write(to: directory.appendingPathComponent("a.toy"), atomically: true, encoding: .utf8)
        try "Compose\n\n\n\n".write(to: directory.appendingPathComponent("b.toy"), atomically: true, encoding: .utf8)

        var runner = CheckRunner(linter: Linter(), formatter: TextFormatter())
        #expect(runner.run(paths: [directory.path]).exitCode == 2, "without the frontend, no .toy file is looked for")
        runner.codeFrontend = ToyFrontend()
        let outcome = runner.run(paths: [directory.path])
        #expect(outcome.errors.isEmpty)
        #expect(outcome.run.files.map { ($0.path as NSString).lastPathComponent } == ["a.toy", "b.toy"])
        let findings = outcome.run.files.flatMap(\.diagnostics)
        #expect(findings.map(\.ruleID) == ["modal-dismiss-button"], "no missing-entry: the start is in unread code")
        let finding = try #require(findings.first)
        #expect((finding.file as NSString).lastPathComponent == "b.toy")
        #expect(finding.range.start == SourcePosition(line: 1, column: 1))
        #expect(finding.notes.map { ($0.file as NSString).lastPathComponent } == ["a.toy"])
        #expect(finding.notes.first?.range.start == SourcePosition(line: 2, column: 3))
    }

    /// The toy frontend, also finding `//` comments: each line that starts with one is a comment,
    /// every other line's first character a token.
    struct ToyWithComments: CodeFrontend {
        var fileSuffixes: [String] { [".toy"] }

        func read(_ sources: [SourceFile], firstFile: Int, configuration: LintConfiguration) -> CodeReading {
            var reading = ToyFrontend().read(sources, firstFile: firstFile, configuration: configuration)
            for (index, source) in sources.enumerated() {
                var found = CodeComments(markers: [], tokenStarts: [])
                var offset = 0
                for line in String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("//") { found.markers.append(offset) } else if !line.isEmpty { found.tokenStarts.append(offset) }
                    offset += line.unicodeScalars.count + 1
                }
                reading.comments[index] = found
            }
            return reading
        }
    }

    /// A code frontend's comments silence findings in their own file, as `#` comments do in flow files.
    @Test func commentsACodeFrontendFindsSilenceFindings() {
        func rules(_ compose: String) -> [String] {
            Linter().lintCode([SourceFile(path: "a.toy", text: "Home\n  presents\n"), SourceFile(path: "b.toy", text: compose)], with: ToyWithComments())
                .flatMap { report in report.diagnostics.map { "\(report.path):\($0.range.start.line) \($0.ruleID)" } }
        }
        #expect(rules("Compose\n") == ["b.toy:1 modal-dismiss-button"])
        #expect(rules("// flowlint-disable-file modal-dismiss-button\nCompose\n") == [])
        #expect(rules("// flowlint-disable-file modal-title\nCompose\n") == ["b.toy:1 modal-dismiss-button"], "another rule's directive")
    }
}
