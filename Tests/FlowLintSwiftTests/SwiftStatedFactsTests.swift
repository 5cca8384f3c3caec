import FlowLintKit
import FlowLintSwift
import Testing

#if SwiftSources
/// `// flowlint: userContent` above a class or a SwiftUI view states what its code cannot say;
/// a word that names no fact is an `unknown-key` error at the word.
@Suite struct SwiftStatedFactsTests {
    static func source(statement: String) -> String {
        """
        import UIKit
        import SwiftUI

        final class NotesViewController: UIViewController {
            @objc func compose() {
                present(UINavigationController(rootViewController: NoteEditorViewController()), animated: true)
            }
        }

        \(statement)
        final class NoteEditorViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "New Note"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
            }

            @objc func save() { dismiss(animated: true) }
        }

        struct FoldersView: View {
            @State private var isAdding = false

            var body: some View {
                Button("New Folder") { isAdding = true }
                    .sheet(isPresented: $isAdding) { NewFolderView() }
            }
        }

        \(statement)
        struct NewFolderView: View {
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                NavigationStack {
                    Text("Name")
                        .navigationTitle("New Folder")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Create") { dismiss() }
                            }
                        }
                }
            }
        }

        """
    }

    static func findings(_ text: String) -> [String] {
        let reports = Linter().lintCode([SourceFile(path: "Notes.swift", text: text)], with: SwiftSources.frontend!)
        return reports.flatMap { report in report.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID)" } }
    }

    @Test func aStatementMakesTheScreenHoldUserContent() {
        // Swiping either sheet away loses what the user entered: one finding at each presentation.
        #expect(Self.findings(Self.source(statement: "// flowlint: userContent")) == [
            "6:9 confirm-before-discard", "26:14 confirm-before-discard",
        ])
        #expect(Self.findings(Self.source(statement: "// The editor's text.")) == [])
    }

    /// A transition whose target the code does not say goes where the comment above it says.
    @Test func aStatedTargetResolvesATransition() {
        func source(_ statement: String) -> String {
            """
            import UIKit

            final class InboxViewController: UIViewController {
                @objc func compose() {
                    \(statement)
                    present(Composers.make(), animated: true)
                }
            }

            final class ComposeViewController: UIViewController {}

            """
        }
        #expect(Self.findings(source("// flowlint: target ComposeViewController")) == ["10:13 modal-dismiss-button"])
        #expect(Self.findings(source("// Made by the app's factory.")) == [])
        // A stated name that is no screen is a slip, reported at the name.
        #expect(Self.findings(source("// flowlint: target ComposeViewControler")) == ["5:29 unknown-target"])
        // A target with no name, or two, names nothing: reported at the word, and the transition
        // stays unresolved.
        #expect(Self.findings(source("// flowlint: target")) == ["5:22 unknown-key"])
        #expect(Self.findings(source("// flowlint: target Compose Inbox")) == ["5:22 unknown-key"])
        // Above a type, a target states nothing: the word is reported, and so is the name after it.
        #expect(Self.findings(Self.source(statement: "// flowlint: target Compose")) == [
            "10:14 unknown-key", "10:21 unknown-key", "30:14 unknown-key", "30:21 unknown-key",
        ])
    }

    @Test func aWordThatStatesNothingKnownIsAnError() {
        #expect(Self.findings(Self.source(statement: "// flowlint: usercontent")) == ["10:14 unknown-key", "30:14 unknown-key"])
    }
}
#endif
