import FlowLintKit
import FlowLintSwift
import Testing

#if SwiftSources
/// `// flowlint-disable…` comments in Swift files work as `#` ones do in flow files: found in the
/// parse, so a `//` inside a string literal is text, and each in the file it is written in.
@Suite struct SwiftSuppressionTests {
    static let source = """
    import UIKit

    final class InboxViewController: UIViewController {
        func compose() {
            let compose = ComposeViewController()
            compose.modalPresentationStyle = .fullScreen
            present(compose, animated: true)
        }
    }

    // flowlint-disable-next-line modal-dismiss-button -- closed by its own swipe gesture
    final class ComposeViewController: UIViewController {
        let link = "https://example.com // flowlint-disable-file"
    }

    final class AboutViewController: UIViewController {} // flowlint-disable-line dead-end

    """

    static func findings(_ text: String) -> [String] {
        var configuration = LintConfiguration()
        configuration.reportsUnusedSuppressions = true
        let reports = Linter(configuration: configuration).lintCode([SourceFile(path: "Other.swift", text: "import UIKit\n"), SourceFile(path: "Inbox.swift", text: text)],
                                                                    with: SwiftSources.frontend!)
        return reports.flatMap { report in
            report.diagnostics.map { "\(report.path):\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" }
        }
    }

    @Test func commentsSilenceFindingsInTheirOwnFile() {
        #expect(Self.findings(Self.source) == ["Inbox.swift:16:79 unused-suppression"])
        let without = Self.source.replacingOccurrences(of: "// flowlint-disable-next-line modal-dismiss-button", with: "//")
        #expect(Self.findings(without) == ["Inbox.swift:12:13 modal-dismiss-button", "Inbox.swift:16:79 unused-suppression"])
    }
}
#endif
