import UIKit

/// The last step of a transfer presented over the transfer form: Confirm closes both at once,
/// through its presenter's presenter. (The form itself has no way out: found.)
final class TransferResultViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sent"
    }

    @IBAction func confirm(_ sender: Any) {
        presentingViewController?.presentingViewController?.dismiss(animated: true)
    }
}

final class TransferViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Transfer"
    }

    func send() {
        let result = TransferResultViewController()
        result.modalPresentationStyle = .fullScreen
        present(result, animated: true)
    }
}

final class WalletViewController: UIViewController {
    func transfer() {
        present(UINavigationController(rootViewController: TransferViewController()), animated: true)
    }
}
