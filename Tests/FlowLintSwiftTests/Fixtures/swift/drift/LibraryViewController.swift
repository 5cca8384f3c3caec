import UIKit

// The list the app starts from; app-flow.yaml beside it is the team's reviewed description.
final class LibraryViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
    }

    // The file says pageSheet: a drift, at the file's style, with a note here.
    @objc private func compose() {
        let editor = UINavigationController(rootViewController: EditorViewController())
        editor.modalPresentationStyle = .fullScreen
        present(editor, animated: true)
    }

    // The styles agree with the file but the transition does not.
    func showSettings() {
        let settings = UINavigationController(rootViewController: SettingsViewController())
        settings.modalPresentationStyle = .formSheet
        settings.modalTransitionStyle = .crossDissolve
        present(settings, animated: true)
    }

    // In the file too.
    func open() {
        navigationController?.pushViewController(NoteViewController(), animated: true)
    }

    // Not in the file, which lists TrashViewController: a drift at the file's screen.
    func showTrash() {
        navigationController?.pushViewController(TrashViewController(), animated: true)
    }
}
