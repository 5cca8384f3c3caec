import UIKit

struct Order {}

class ShopViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
    }

    @IBAction func cartTapped(_ sender: UIButton) {
        present(UINavigationController(rootViewController: CartViewController()), animated: true)
    }

    @IBAction func orderTapped(_ sender: UIButton) {
        present(UINavigationController(rootViewController: OrderViewController()), animated: true)
    }

    @IBAction func receiptTapped(_ sender: UIButton) {
        let receipt = ReceiptViewController()
        receipt.modalPresentationStyle = .fullScreen
        present(receipt, animated: true)
    }

    @IBAction func couponTapped(_ sender: UIButton) {
        present(CouponViewController(), animated: true)
    }

    @IBAction func giftCardTapped(_ sender: UIButton) {
        present(UINavigationController(rootViewController: GiftCardViewController()), animated: true)
    }

    @IBAction func backupTapped(_ sender: UIButton) {
        present(WalletBackupController(), animated: true)
    }

    @IBAction func helpTapped(_ sender: UIButton) {
        let help = HelpViewController()
        help.modalPresentationStyle = .fullScreen
        present(help, animated: true)
    }
}

// Closed by the app's shared close button.
class CartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
    }

    private func setUpViews() {
        setNavigationTitle("Cart")
        addCloseButton()
    }
}

// Closed by its base class's Cancel.
class OrderViewController: BaseViewController<Order> {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
    }
}

// Closed with everything under it, by the shared method its button calls.
class ReceiptViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Receipt"
    }

    @IBAction func continueShoppingTapped(_ sender: UIButton) {
        dismissModalStack()
    }
}

// Calls nothing that closes it: no way out.
class HelpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
    }
}

// Presented bare, as a card: no bar shows a title, so it needs none; nor its base class's Cancel,
// which serves the subclasses shown in a stack: only the swipe closes it.
class CouponViewController: BaseViewController<Order> {}

// Its close button is the app's own control, whose callback calls what the presenter hands it
// to close with.
class GiftCardViewController: UIViewController {
    private let closeButton = AppButton()
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gift Card"
        closeButton.touchUpCallback = { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.onClose?()
        }
    }
}

final class AppButton: UIButton {
    var touchUpCallback: (() -> Void)?
}

// The app's navigation controller, and a subclass of it whose root its initialiser sets: the
// root's buttons are on screen, which the flow does not read, so nothing is said of its way out.
class AppNavigationController: UINavigationController {}

class WalletBackupController: AppNavigationController {
    init() {
        super.init(rootViewController: BackupIntroViewController())
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { fatalError() }
}

class BackupIntroViewController: UIViewController {}
