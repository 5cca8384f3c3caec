import UIKit

final class EditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}
