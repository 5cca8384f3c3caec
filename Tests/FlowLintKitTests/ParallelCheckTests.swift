import Foundation
import Testing
@testable import FlowLintKit

/// `CheckRunner` lints files concurrently; its report must be exactly a serial run's.
@Suite struct ParallelCheckTests {
    /// A small flow whose findings depend on `index`, so that every file reports differently
    /// and a misplaced result would change the report.
    static func flow(_ index: Int) -> String {
        var text = "flowlint: 1\napp: App\(index)\nentry: Home\nscreens:\n"
        text += "  Home:\n    title: Home\n    container: navigation\n    segues:\n"
        for target in 0 ..< index % 4 { text += "      - { show: Page\(target) }\n" }
        text += "      - { show: Missing\(index) }\n"
        for page in 0 ..< 4 { text += "  Page\(page):\n    title: Page \(page)\n" }
        if index % 3 == 0 { text += "  Broken: { title: [not, a, string] }\n" }
        return text
    }

    @Test func parallelReportMatchesSerialReportInOrder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-parallel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let count = 64
        for index in 0 ..< count {
            let name = String(format: "f%03d.flow.yaml", index)
            try Self.flow(index).write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let linter = Linter()
        let outcome = CheckRunner(linter: linter, formatter: TextFormatter()).run(paths: [directory.path])

        let paths = outcome.run.files.map(\.path)
        #expect(paths.count == count)
        #expect(paths == paths.sorted())
        let serial = try paths.map { path in
            linter.lint(SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
        }
        #expect(outcome.report == TextFormatter().format(LintRun(files: serial)))
        #expect(outcome.run.files.map(\.diagnostics.count) == serial.map(\.diagnostics.count))
    }

    @Test func parallelLintingKeepsInputOrder() {
        let sources = (0 ..< 200).map { SourceFile(path: "f\($0).flow.yaml", text: Self.flow($0)) }
        let linters = Array(repeating: Linter(), count: sources.count)
        let reports = ParallelLinting.lint(sources, with: linters)
        #expect(reports.map(\.path) == sources.map(\.path))
        let serial = zip(linters, sources).map { $0.lint($1) }
        #expect(TextFormatter().format(LintRun(files: reports)) == TextFormatter().format(LintRun(files: serial)))
    }

    /// One area of a large flow, with `#` standing for the area's number: a stack with a modal
    /// task and a few of the mistakes the rules and format checks report.
    static let area = """
      Library#:
        title: Notes
        container: navigation
        segues:
          - show: Detail#
          - present: Compose#
            presentationStyle: pageSheet
          - present: Settings#
            presentationStyle: fullScreen
            transitionStyle: flipHorizontal
      Detail#:
        colour: blue
        buttons:
          - { title: Back, role: back, action: popToRoot }
          - { title: Share, action: { present: Share# } }
      Compose#:
        container: navigation
        userContent: true
        buttons:
          - { title: Cancel, role: cancel, action: dismiss }
          - { title: Done, role: done, action: { show: Folder# } }
      Folder#:
        segues: [ { show: Missing# }, { push: Tags# } ]
      Tags#: { title: [not, a, string] }
      Settings#:
        container: navigation
        segues: [ { show: Acount# } ]

    """

    /// A flow of `areas` areas under one tab bar, with an alert per area.
    static func largeFlow(areas: Int) -> String {
        var text = "flowlint: 1\napp: Large\nentry: Tabs\nscreens:\n  Tabs:\n    container: tabs\n    tabs:\n"
        for area in 0 ..< areas { text += "      - Library\(area)\n" }
        for area in 0 ..< areas { text += area % 7 == 3 ? "  Library\(area): { title: Duplicate }\n" : "" }
        for area in 0 ..< areas { text += Self.area.replacingOccurrences(of: "#", with: "\(area)") }
        text += "modals:\n"
        for area in 0 ..< areas { text += "  Share\(area): { kind: activity\(area % 5 == 0 ? ", tint: red" : "") }\n" }
        return text
    }

    /// Large flows have their edges built and their rules checked on every core; the findings must
    /// be those of a serial pass, in the same order.
    @Test func largeFlowIsCheckedInParallelExactlyAsSerially() {
        let source = SourceFile(path: "large.flow.yaml", text: Self.largeFlow(areas: 120))
        var serial = Linter()
        serial.parallelWorkThreshold = .max
        var parallel = Linter()
        parallel.parallelWorkThreshold = 2
        let expected = serial.lint(source), actual = parallel.lint(source)
        #expect(actual.diagnostics.count == expected.diagnostics.count)
        // Every field, subjects (which name edges' targets) and notes included.
        #expect(actual.diagnostics == expected.diagnostics)
        #expect(TextFormatter().format(LintRun(files: [actual])) == TextFormatter().format(LintRun(files: [expected])))
        // Enough kinds of findings that a dropped or misordered run would show.
        let ruleIDs = Set(expected.diagnostics.map(\.ruleID))
        #expect(ruleIDs.isSuperset(of: ["unknown-key", "invalid-type", "duplicate-key", "unknown-target", "unreachable-screen", "done-completes-task"]))
        #expect(expected.diagnostics.count > 600)
    }

    /// Work that needs a deep stack runs on threads of its own, every index once, in order; when
    /// none of them starts it is not done on the calling thread, whose stack may be too small:
    /// the caller learns that nothing ran (a stack below the system's minimum starts no thread).
    @Test func workNeedingADeepStackIsNeverDoneOnTheCallingThread() {
        #expect(ParallelRuns.map(count: 40, stackSize: 16 << 20) { $0 * 2 } == (0 ..< 40).map { $0 * 2 })
        #expect(ParallelRuns.map(count: 40, stackSize: 1) { $0 } == nil)
        #expect(ParallelRuns.map(count: 0, stackSize: 1) { $0 } == [])
    }
}
