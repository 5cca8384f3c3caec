import UIKit

// Which view controllers made in code are editors: a draft (a text view, or a field with two
// more inputs beside it), a Cancel, and a button that finishes the task. The composer's text view
// is the app's own subclass, finished by Post; the event editor is a form (a title, a date and a
// calendar picked). A sign-in (a hidden password), a rename (one field), a reader (a text view
// set read-only) and an about screen (a text view from a nib) are no editors.
final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
    }

    func compose() { present(UINavigationController(rootViewController: ComposeViewController()), animated: true) }
    func addEvent() { present(UINavigationController(rootViewController: EventEditorViewController()), animated: true) }
    func signIn() { present(UINavigationController(rootViewController: SignInViewController()), animated: true) }
    func rename() { present(UINavigationController(rootViewController: RenameViewController()), animated: true) }
    func read() { present(UINavigationController(rootViewController: ReaderViewController()), animated: true) }
    func about() { present(UINavigationController(rootViewController: AboutViewController()), animated: true) }
    func journal() { present(UINavigationController(rootViewController: JournalViewController()), animated: true) }
    func renameGroup() { present(UINavigationController(rootViewController: GroupNameViewController()), animated: true) }
}
