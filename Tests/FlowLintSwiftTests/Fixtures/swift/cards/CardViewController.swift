import UIKit

/// Bottom cards presented over full screen, closed the ways apps close them in code: a tap
/// recognizer on the dimmed background and an `@IBAction` that run the card's own `dismiss()`,
/// which animates the card away and dismisses in the animation's completion. No finding for
/// `FeeCardViewController` or `NoteCardViewController`; `StuckCardViewController` has its
/// recognizer's handler only hide the keyboard, and is still an error.
final class WalletViewController: UIViewController {
    func showFee() {
        let card = FeeCardViewController()
        card.modalPresentationStyle = .overFullScreen
        present(card, animated: false)
    }

    func showNote() {
        let card = NoteCardViewController()
        card.modalPresentationStyle = .overFullScreen
        present(card, animated: false)
    }

    func showStuck() {
        let card = StuckCardViewController()
        card.modalPresentationStyle = .overFullScreen
        present(card, animated: false)
    }
}

final class FeeCardViewController: UIViewController {
    let background = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fee"
        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundHit))
        background.addGestureRecognizer(tap)
    }

    @objc func backgroundHit(gesture: UIGestureRecognizer) {
        dismiss()
    }

    func dismiss() {
        UIView.animate(withDuration: 0.3, animations: {
            self.view.alpha = 0
        }, completion: { _ in
            self.dismiss(animated: false, completion: nil)
        })
    }
}

final class NoteCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note"
    }

    @IBAction func btnContinue(_ sender: Any) {
        finish()
    }

    func finish() {
        DispatchQueue.main.async {
            self.dismiss(animated: true)
        }
    }
}

final class StuckCardViewController: UIViewController {
    let background = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stuck"
        background.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundHit)))
    }

    @objc func backgroundHit() {
        view.endEditing(true)
    }
}
