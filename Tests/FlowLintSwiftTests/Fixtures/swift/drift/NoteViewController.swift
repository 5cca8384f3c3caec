import UIKit

// Shares through a system view controller, which is not read: a present left unresolved. So the
// file's push of AttachmentsViewController, which this code does not make, is no drift: the
// unresolved present might be it.
final class NoteViewController: UIViewController {
    func share() {
        present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
    }

    func showHistory() {
        navigationController?.pushViewController(HistoryViewController(), animated: true)
    }
}

final class HistoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "History"
    }
}

final class AttachmentsViewController: UIViewController {}

final class TrashViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recently Deleted"
    }
}
