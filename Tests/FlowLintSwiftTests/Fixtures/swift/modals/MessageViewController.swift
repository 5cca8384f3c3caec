import UIKit

final class MessageViewController: UIViewController {
    func reply() {
        let reply = ReplyViewController()
        present(UINavigationController(rootViewController: reply), animated: true)
    }
}

// A sheet whose Cancel button dismisses it.
final class ReplyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reply"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }
}
