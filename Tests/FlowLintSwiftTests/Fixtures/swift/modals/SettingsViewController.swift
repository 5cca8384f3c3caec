import UIKit

protocol SettingsDelegate: AnyObject {
    func settingsDidFinish()
}

// Sets its own style, so every presentation of it is full screen; its Done button calls a
// delegate, which is assumed to dismiss it.
final class SettingsViewController: UIViewController {
    weak var delegate: SettingsDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresentationStyle = .fullScreen
        navigationItem.title = NSLocalizedString("Settings", comment: "")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() {
        delegate?.settingsDidFinish()
    }

    func lock() {
        print("Sécurité"); present(LockViewController(), animated: true)
    }
}

// flowlint: userContent
final class LockViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
    }
}
