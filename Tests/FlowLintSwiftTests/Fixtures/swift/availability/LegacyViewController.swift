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
