import UIKit

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }

    func showInfo() {
        let info = InfoViewController()
        info.modalPresentationStyle = .formSheet
        present(info, animated: true)
    }

    func returnToList() {
        presentedViewController?.dismiss(animated: true)
    }

    func showCredits() {
        let credits = CreditsViewController()
        credits.modalPresentationStyle = .fullScreen
        present(credits, animated: true)
    }
}

/// Presented with no navigation controller, it draws a toolbar of its own: its Done shows though
/// no navigation bar does, and is taken to close the screen.
final class InfoViewController: UIViewController {
    weak var home: HomeViewController?
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
        let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(wrapUp))
        toolbar.items = [UIBarButtonItem(systemItem: .flexibleSpace), done]
    }

    @objc func wrapUp() {
        home?.returnToList()
    }
}

/// Its toolbar's only item shares the credits; nothing closes the cover.
final class CreditsViewController: UIViewController {
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toolbar)
        toolbar.setItems([UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))], animated: false)
    }

    @objc func share() {}
}
