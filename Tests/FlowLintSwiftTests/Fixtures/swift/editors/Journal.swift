import UIKit

/// Its Cancel asks first, through a function of its own that presents an action sheet whose
/// Discard closes it, and its swipe is refused and asks the same: nothing is lost unasked.
final class JournalViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let entryView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Entry"
        isModalInPresentation = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc private func cancel() { confirmDiscard() }
    @objc private func save() { dismiss(animated: true) }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        confirmDiscard()
    }

    private func confirmDiscard() {
        let sheet = UIAlertController(title: "Discard this entry?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in self.dismiss(animated: true) })
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(sheet, animated: true)
    }
}

/// Its Done checks the name first and shows an error's alert when it is empty: the alert is no
/// step the Done takes instead of finishing.
final class GroupNameViewController: UIViewController {
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Group Name"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func done() { rename() }

    private func rename() {
        guard let name = nameField.text, !name.isEmpty else { return showError() }
        store(name)
    }

    private func store(_ name: String) {}

    private func showError() {
        let alert = UIAlertController(title: "Enter a name", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
