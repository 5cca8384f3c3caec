import UIKit

final class NoteViewController: UIViewController {
    func close() {
        navigationController?.popViewController(animated: true)
    }

    func closeAll() {
        navigationController?.popToRootViewController(animated: true)
    }

    func back(to library: UIViewController) {
        navigationController?.popToViewController(library, animated: true)
    }

    // A destructive choice with no cancel beside it: alert-actions.
    func delete() {
        let sheet = UIAlertController(title: "Delete this note?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            self.navigationController?.popViewController(animated: true)
        })
        present(sheet, animated: true)
    }

    // Its actions are added by code not read: left out, and the present unresolved.
    func share() {
        let options = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        ShareOptions.add(to: options)
        present(options, animated: true)
    }
}
