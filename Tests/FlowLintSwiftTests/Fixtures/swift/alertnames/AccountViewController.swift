import UIKit

// An alert is named in messages by the title the user sees when the code spells it, and by the
// name flowlint gives it (its class and function) when the title is an expression.
final class AccountViewController: UIViewController {
    var failure = (title: "Sync failed", detail: "")

    func signOutTapped() {
        let alert = UIAlertController(title: NSLocalizedString("Sign Out?", comment: ""), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in self.signOut() })
        present(alert, animated: true)
    }

    func showFailure() {
        let alert = UIAlertController(title: failure.title, message: failure.detail, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Erase Local Copy", style: .destructive) { _ in self.erase() })
        present(alert, animated: true)
    }

    /// Its actions are added by handing `addAction` on, uncalled: not read, so nothing is said of it.
    func logOutTapped() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let logOut = UIAlertAction(title: "Log Out", style: .destructive) { _ in self.signOut() }
        let cancel = UIAlertAction(title: "Cancel", style: .cancel, handler: nil)
        [logOut, cancel].forEach(sheet.addAction)
        present(sheet, animated: true)
    }

    func signOut() {}
    func erase() {}
}
