import UIKit

// The list of notes. It hides the bar while it shows, and shows it again as it goes.
final class LibraryViewController: UITableViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    func openNote() {
        show(NoteViewController(), sender: self)
    }

    func openNoteBeside() {
        showDetailViewController(NoteViewController(), sender: nil)
    }

    // The editor, inside a navigation controller of its own, cross-dissolving in.
    func newNote() {
        let editor = EditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalTransitionStyle = .crossDissolve
        present(navigation, animated: true)
    }

    func showAbout() {
        present(UINavigationController(rootViewController: AboutViewController()), animated: true)
    }

    func restore() {
        navigationController?.setViewControllers([LibraryViewController(), NoteViewController()], animated: false)
    }

    // A stack with a view controller not read here: unresolved, no edge.
    func restoreShared() {
        navigationController?.setViewControllers([LibraryViewController(), SFSafariViewController(url: url)], animated: false)
    }
}
