import UIKit

// Refuses the swipe while there are changes, and asks instead.
final class EditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private var hasChanges = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
        navigationController?.presentationController?.delegate = self
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }

    @objc private func save() {
        dismiss(animated: true)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !hasChanges
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let discard = UIAlertAction(title: "Discard Changes", style: .destructive) { _ in self.dismiss(animated: true) }
        alert.addAction(discard)
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel, handler: nil))
        present(alert, animated: true)
    }
}
