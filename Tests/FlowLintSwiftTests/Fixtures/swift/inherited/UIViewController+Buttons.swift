import UIKit

// Methods every view controller of the app has: a screen that calls one gets what it does.
extension UIViewController {
    func setNavigationTitle(_ text: String) {
        self.title = text
    }

    func addCloseButton() {
        navigationItem.rightBarButtonItem = closeButton()
    }

    // No screen calls this one, so no screen gets a Help button from it.
    func addHelpButton() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(closeHelp))
    }

    func dismissModalStack() {
        var presenter = presentingViewController
        while presenter?.presentingViewController != nil {
            presenter = presenter?.presentingViewController
        }
        presenter?.dismiss(animated: true)
    }

    private func closeButton() -> UIBarButtonItem {
        return UIBarButtonItem(image: UIImage(named: "cross"), style: .plain, target: self, action: #selector(closeTapped))
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }

    @objc private func closeHelp() {
        dismiss(animated: true)
    }
}
