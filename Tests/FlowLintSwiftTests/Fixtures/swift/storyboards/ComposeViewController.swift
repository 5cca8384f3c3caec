import UIKit

final class ComposeViewController: UIViewController {
    /// The scene's navigation item, connected under a name of its own.
    @IBOutlet private var composeItem: UINavigationItem!

    override func viewDidLoad() {
        super.viewDidLoad()
        composeItem.title = "New Message"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }
}
