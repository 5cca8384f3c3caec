import UIKit

/// The app's own bar, which runs what its back button is given.
final class HeaderBar: UIView {
    var onBackButtonAction: (() -> Void)?
}

/// Every screen of the app draws the bar; its back goes back, or closes a screen presented alone.
class HeaderBarViewController: UIViewController {
    let headerBar = HeaderBar()

    override func loadView() {
        super.loadView()
        headerBar.onBackButtonAction = { [weak self] in
            if let navigationController = self?.navigationController {
                navigationController.popViewController(animated: true)
            } else {
                self?.dismiss(animated: true)
            }
        }
    }
}

final class WelcomeViewController: HeaderBarViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
    }
}

final class LaunchViewController: UIViewController {
    func start() {
        present(WelcomeViewController(), animated: true)
    }
}
