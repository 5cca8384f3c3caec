import Foundation
import Testing
@testable import FlowLintKit

private let sharedStoryboards = "../shared/storyboards"
private let sharedStoryboardsAvailable = FileManager.default.fileExists(atPath: Repository.url(sharedStoryboards).path)

/// What `modal-dismiss-button` and `modal-title` report on the real storyboards beside the
/// repository (`../shared/storyboards`, judged in its `review.json`), each file checked alone as
/// `flowlint check FILE` checks it. Skipped where those files are not present.
///
/// The shapes they settle are also in `Fixtures/storyboards/dismissal`, which always runs.
@Suite struct RealStoryboardModalTests {
    static let root = sharedStoryboards

    /// Every finding of the two rules, as `rule line`, per file. A file left out has none.
    ///
    /// Right, and kept: freeotp 616 (a sheet whose only way out is an unwind made in code),
    /// iNaturalist 1389 (a presented stack whose root has no title), Hackers 461 (the title is on the
    /// navigation controller, which UIKit does not show). Gone: Loop 15 and 458 and Swift-Radio-Pro
    /// 569 (shown from a scene code instantiates with a navigation item of its own: pushed), SideMenu
    /// 312 and 441 (a library's side menu, closed the library's way), iNaturalist 922's title and
    /// button (reached by a custom segue, which presents nothing flowlint knows of). Open in the
    /// review: iNaturalist 881 and 1582's buttons.
    static let expected: [String: [String]] = [
        "freeotp__freeotp-ios/Main.storyboard": ["modal-dismiss-button 616"],
        "inaturalist__INaturalistIOS/MainStoryboard.storyboard": [
            "modal-dismiss-button 1582", "modal-dismiss-button 881", "modal-title 1389",
        ],
        "weiran__Hackers/Main.storyboard": ["modal-title 461"],
    ]

    static var files: [String] {
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: Repository.url(root).path)) ?? []
        return apps.sorted().flatMap { app in
            Repository.files(in: "\(root)/\(app)", withExtension: "storyboard").map { String($0.dropFirst(root.count + 1)) }
        }
    }

    @Test(.enabled(if: sharedStoryboardsAvailable, "needs ../shared/storyboards beside the repository"))
    func eachFileReportsExactlyTheJudgedModalFindings() throws {
        let files = Self.files
        #expect(files.count >= 15, "the storyboards of ../shared/storyboards: \(files)")
        for file in files {
            let path = "\(Self.root)/\(file)"
            let bytes = [UInt8](try Data(contentsOf: Repository.url(path)))
            let reports = Linter().lintStoryboards([SourceFile(path: path, bytes: bytes)])
            let found = reports.flatMap(\.diagnostics)
                .filter { $0.ruleID == "modal-dismiss-button" || $0.ruleID == "modal-title" }
                .map { "\($0.ruleID) \($0.range.start.line)" }.sorted()
            #expect(found == Self.expected[file] ?? [], "\(file)")
        }
    }
}
