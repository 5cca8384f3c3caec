import Foundation
import Testing
@testable import FlowLintKit

/// A storyboard localized per language is one storyboard: one copy stands for the others, so
/// its findings are reported once, and no copy's screens are taken for unreachable duplicates.
@Suite struct LocalizedStoryboardsTests {
    @Test func baseThenEnglishThenTheFirstCopyStandsForTheStoryboard() {
        let paths = [
            "App/fr.lproj/Main.storyboard", "App/Base.lproj/Main.storyboard", "App/en.lproj/Main.storyboard",
            "App/de.lproj/Settings.storyboard", "App/en.lproj/Settings.storyboard",
            "App/es.lproj/Onboarding.storyboard", "App/it.lproj/Onboarding.storyboard",
            "App/Plain.storyboard", "Other/Base.lproj/Main.storyboard",
        ]
        #expect(LocalizedStoryboards.representatives(paths).map { paths[$0] } == [
            "App/Base.lproj/Main.storyboard", "App/en.lproj/Settings.storyboard", "App/es.lproj/Onboarding.storyboard",
            "App/Plain.storyboard", "Other/Base.lproj/Main.storyboard",
        ])
    }

    /// Copies in `.lproj` folders beside the storyboard itself are what is left of it from before it
    /// was made one file: the storyboard stands for them.
    @Test func theStoryboardBesideItsCopiesStandsForThem() {
        let paths = ["App/Main.storyboard", "App/fr.lproj/Main.storyboard", "App/ru.lproj/Main.storyboard", "App/fr.lproj/Settings.storyboard"]
        #expect(LocalizedStoryboards.representatives(paths).map { paths[$0] } == ["App/Main.storyboard", "App/fr.lproj/Settings.storyboard"])
    }

    @Test func copiesCheckedTogetherReportOnlyTheCopyThatStandsForThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowlint-lproj-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let journal = try Data(contentsOf: Repository.url("examples/Journal.storyboard"))
        for language in ["Base", "fr"] {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try journal.write(to: folder.appendingPathComponent("Main.storyboard"))
        }
        let outcome = CheckRunner(linter: Linter(), formatter: TextFormatter()).run(paths: [directory.path])
        let byFile = Dictionary(grouping: outcome.run.files.flatMap(\.diagnostics)) { ($0.file as NSString).pathComponents.suffix(2).joined(separator: "/") }
        let alone = Linter().lintStoryboards([SourceFile(path: "Journal.storyboard", bytes: [UInt8](journal))])[0].diagnostics
        #expect(byFile["fr.lproj/Main.storyboard"] == nil)
        #expect(byFile["Base.lproj/Main.storyboard"]?.map(\.ruleID) == alone.map(\.ruleID))
        #expect(byFile["Base.lproj/Main.storyboard"]?.map(\.range) == alone.map(\.range))
    }
}
