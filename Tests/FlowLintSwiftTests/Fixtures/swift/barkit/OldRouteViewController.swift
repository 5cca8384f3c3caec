import UIKit

/// Its old route to the tour is private and called by nothing: the tour is never presented.
final class OldRouteViewController: UIViewController {
    @IBAction func openHelp() {
        showHelp()
    }

    private func showHelp() {
        present(UINavigationController(rootViewController: HelpViewController()), animated: true)
    }

    private func showTour() {
        present(TourViewController(), animated: true)
    }
}

final class HelpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func done() {
        dismiss(animated: true)
    }
}

final class TourViewController: UIViewController {}
