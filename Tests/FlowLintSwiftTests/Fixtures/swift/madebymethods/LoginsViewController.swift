import UIKit

// A new login is presented in a navigation controller of its own; a saved one is pushed, made by
// one of the list's own methods. The details are pushed as often as presented, so they are no
// stack's root: their pop (after a delete) goes back to the list, and is no pop-from-root.
final class LoginsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Logins"
    }

    @objc func add() {
        let details = LoginDetailsViewController()
        present(UINavigationController(rootViewController: details), animated: true)
    }

    func makeDetailsScreen(for login: String) -> LoginDetailsViewController {
        let details = LoginDetailsViewController()
        details.login = login
        return details
    }

    func showDetails(for login: String) {
        let details = makeDetailsScreen(for: login)
        navigationController?.pushViewController(details, animated: true)
    }
}

final class LoginDetailsViewController: UIViewController {
    var login: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }

    func deleted() {
        navigationController?.popViewController(animated: true)
    }
}
