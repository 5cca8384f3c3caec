import FlowLintKit
import FlowLintSwift
import Testing

#if SwiftSources
/// Shapes the fixture app does not hold, each read from a few lines of Swift.
@Suite struct SwiftFlowShapesTests {
    static func screens(_ text: String) throws -> [String] {
        let source = SourceFile(path: "App.swift", text: text)
        let flow = try #require(SwiftSources.frontend!.read([source], configuration: LintConfiguration()).flow)
        let tables = [LineTable(source.bytes)]
        return flow.screens.map { screen in
            var line = screen.id.value
            if let container = screen.container { line += " container=\(container.value.rawValue)" }
            for segue in screen.segues { line += " | segue \(SwiftFlowFactsTests.describe(segue, tables))" }
            for button in screen.buttons { line += " | button \(button.action.map { SwiftFlowFactsTests.describe($0, tables) } ?? "no action")" }
            return line
        }
    }

    /// A dismiss inside a closure (an alert action's handler) may never run: the Cancel button
    /// that shows the alert is assumed to dismiss, not stated to, and the closure's dismiss is no
    /// segue of its own.
    @Test func aDismissInsideAClosureIsNotTheButtonsAction() throws {
        let lines = try Self.screens("""
        class Editor: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            }
            @objc func cancel() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in self.dismiss(animated: true) })
                present(alert, animated: true)
            }
        }
        """)
        #expect(lines == ["Editor | segue present@8:9 | button dismiss@3:122 assumed"])
    }

    /// A subclass of a screen class is a screen; a navigation controller subclass is a container
    /// whose root is set in code; a bar button whose words name nothing closing does nothing.
    @Test func subclassesAndNavigationControllers() throws {
        let lines = try Self.screens("""
        class Base: UIViewController {}
        class Detail: Base {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))
            }
        }
        final class Stack: UINavigationController {
            func next() { pushViewController(Detail(), animated: true) }
        }
        struct NotAScreen { func show() { present(Detail(), animated: true) } }
        """)
        #expect(lines == ["Base", "Detail | button no action", "Stack container=navigation"])
    }
}
#endif
