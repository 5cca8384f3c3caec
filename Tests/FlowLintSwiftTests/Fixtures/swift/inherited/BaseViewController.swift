import UIKit

// A generic base class: its subclasses are view controllers, and each gets its Cancel button.
class BaseViewController<Model>: UIViewController {
    var model: Model?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
    }

    @objc func cancelTapped() {
        dismiss(animated: true)
    }
}
