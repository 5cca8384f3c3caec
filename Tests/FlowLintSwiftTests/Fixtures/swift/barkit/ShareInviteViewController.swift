import UIKit

final class ChatsViewController: UIViewController {
    func openInvite() {
        navigationController?.pushViewController(ShareInviteViewController(), animated: true)
    }

    func shareCode() {
        let invite = ShareInviteViewController()
        invite.modalPresentationStyle = .fullScreen
        present(invite, animated: true)
    }
}

/// Pushed, it has the bar; presented on its own, it has none, so no title is asked of it there.
final class ShareInviteViewController: UIViewController {
    @IBAction func closeTapped() {
        dismiss(animated: true)
    }
}
