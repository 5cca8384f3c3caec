import UIKit

final class WalletViewController: UIViewController {
    func openBrowser() {
        let browser = BrowserViewController()
        browser.modalPresentationStyle = .fullScreen
        present(browser, animated: true)
    }

    func openPairing() {
        let pairing = PairingViewController()
        pairing.modalPresentationStyle = .fullScreen
        present(pairing, animated: true)
    }
}

/// Its close ends the session first, and dismisses when the session calls back.
final class BrowserViewController: UIViewController {
    @IBAction func onClickClose(_ sender: Any) {
        disconnect { _ in
            self.dismiss(animated: true)
        }
    }

    private func disconnect(_ completion: @escaping (Bool) -> Void) {
        Task {
            do {
                try await Session.shared.end()
                completion(true)
            } catch {
                completion(false)
            }
        }
    }
}

/// Its close hands the dismiss to a function that only keeps it: nothing is known to call it.
final class PairingViewController: UIViewController {
    private var whenPaired: ((Bool) -> Void)?

    @IBAction func onClickClose(_ sender: Any) {
        waitForPairing { _ in
            self.dismiss(animated: true)
        }
    }

    private func waitForPairing(_ completion: @escaping (Bool) -> Void) {
        whenPaired = completion
    }
}
