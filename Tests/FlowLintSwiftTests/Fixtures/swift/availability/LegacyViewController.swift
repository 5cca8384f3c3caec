import UIKit

/// The fallback of `guard #available` runs only on old systems: its push is not read.
final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
    }

    func openBilling() {
        guard #available(iOS 15, *) else {
            navigationController?.pushViewController(LegacyBillingViewController(), animated: true)
            return
        }
        navigationController?.pushViewController(BillingViewController(), animated: true)
    }
}

final class BillingViewController: UIViewController {}
final class LegacyBillingViewController: UIViewController {}

/// A navigation controller that puts a Cancel on its root unless it is a scene of its own on
/// visionOS: the `else` runs on every iPhone, so the Cancel is read.
final class ModalNavigationController: UINavigationController {
    let asSceneRoot: Bool

    init(rootViewController: UIViewController, asSceneRoot: Bool = false) {
        self.asSceneRoot = asSceneRoot
        super.init(rootViewController: rootViewController)
        if #available(iOS 17.0, *), asSceneRoot {
        } else {
            rootViewController.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close))
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc func close() { dismiss(animated: true) }
}

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Compose"
    }
}

extension AccountViewController {
    func compose() {
        present(ModalNavigationController(rootViewController: ComposeViewController()), animated: true)
    }
}
