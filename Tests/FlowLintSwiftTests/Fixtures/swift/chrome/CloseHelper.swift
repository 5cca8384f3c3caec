import UIKit

// A helper of the app's sets the close button, its action handed in as a parameter.
extension UIViewController {
    func addCloseNavigationBarButton(title: String? = nil, target: Any? = nil, action: Selector? = #selector(dismissVC)) {
        let targetOrSelf = target ?? self
        if let title = title {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: title, style: .plain, target: targetOrSelf, action: action)
        }
        else {
            navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: targetOrSelf, action: action)
        }
    }
    @objc func dismissVC() { dismiss(animated: true) }
}
final class AddCategoryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Add Category"
        addCloseNavigationBarButton(title: "Cancel")
    }
}
final class ListViewController: UIViewController {
    @objc func add() {
        let vc = AddCategoryViewController()
        present(UINavigationController(rootViewController: vc), animated: true)
    }
}

/// Its Cancel is set with the navigation item's setter method.
final class OrderStatusViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order Status"
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancelTapped))
        navigationItem.setLeftBarButton(cancel, animated: false)
    }

    @objc func cancelTapped() {
        onCancel?()
    }

    var onCancel: (() -> Void)?
}

extension ListViewController {
    @objc func changeStatus() {
        present(UINavigationController(rootViewController: OrderStatusViewController()), animated: true)
    }
}

/// A base class's bar button whose action is a selector the app keeps as a constant.
fileprivate extension Selector {
    static let onCloseTap = #selector(BaseViewController.onCloseTap)
}

class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: self, action: .onCloseTap)
    }

    @objc func onCloseTap() {
        dismiss(animated: true)
    }
}

final class WalletSettingsViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wallet"
    }
}

extension ListViewController {
    // Presented bare, full screen: the close its base class puts in the bar never shows, and
    // nothing else closes it.
    @objc func openWallet() {
        let wallet = WalletSettingsViewController()
        wallet.modalPresentationStyle = .fullScreen
        present(wallet, animated: true)
    }
}

/// A Done kept in a property and put in the bar when the view loads: presented bare, it never
/// shows either.
final class PasscodeViewController: UIViewController {
    private lazy var doneButton = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Passcode"
        navigationItem.rightBarButtonItem = doneButton
    }

    @objc func finish() {
        dismiss(animated: true)
    }
}

extension ListViewController {
    @objc func openPasscode() {
        let passcode = PasscodeViewController()
        passcode.modalPresentationStyle = .fullScreen
        present(passcode, animated: true)
    }
}

/// The app's navigation controller, and a flow's own subclass of it that shows its steps.
class AppNavigationController: UINavigationController {}

final class RefundFlowController: AppNavigationController {
    @objc func next() {
        show(RefundSummaryViewController(), sender: self)
    }
}

final class RefundSummaryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Refund"
    }
}
