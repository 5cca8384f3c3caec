import UIKit

protocol Titled {
    var screenTitle: String { get }
}

/// Run on every view controller that adopts `Titled`, as its own code.
extension Titled where Self: UIViewController {
    func setUpTitle() {
        title = screenTitle
    }
}

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }

    func logIn() {
        present(UINavigationController(rootViewController: LoginViewController()), animated: true)
    }

    func signUp() {
        present(UINavigationController(rootViewController: SignUpViewController()), animated: true)
    }

    func showProfile() {
        present(UINavigationController(rootViewController: ProfileViewController()), animated: true)
    }
}

/// Titled through the protocol's extension.
final class LoginViewController: UIViewController, Titled {
    let screenTitle = "Log In"

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTitle()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }
}

/// Adopts nothing that titles it: its bar shows no title.
final class SignUpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }
}

/// Titled by what its view model's title is bound to (RxCocoa).
final class ProfileViewController: UIViewController {
    let viewModel = ProfileViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.title.bind(to: rx.title).disposed(by: disposeBag)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc func cancel() {
        dismiss(animated: true)
    }
}
