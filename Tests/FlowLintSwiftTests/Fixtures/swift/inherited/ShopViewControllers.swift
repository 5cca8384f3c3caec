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
