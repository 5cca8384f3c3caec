import UIKit

protocol ExportOptionsDelegate: AnyObject {
    func exportOptionsDidCancel(_ controller: ExportOptionsViewController)
}

/// A Cancel made in a nib, wired to an action that tells the delegate, which closes the screen.
final class ExportOptionsViewController: UIViewController {
    weak var delegate: ExportOptionsDelegate?

    @IBAction private func cancelPressed(_ sender: UIButton) {
        delegate?.exportOptionsDidCancel(self)
    }
}

/// A button made in code whose handler runs the closure its presenter keeps: `onDismiss`.
final class TipViewController: UIViewController {
    var onDismiss: () -> Void = {}
    private let gotItButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        gotItButton.addTarget(self, action: #selector(gotIt), for: .touchUpInside)
    }

    @objc private func gotIt() {
        onDismiss()
    }
}

/// Its only button shares a page; it names no way out, and nothing else closes it.
final class ReceiptViewController: UIViewController {
    @IBAction private func sharePressed(_ sender: UIButton) {
        shareReceipt()
    }

    private func shareReceipt() {}
}

final class ExportViewController: UIViewController, ExportOptionsDelegate {
    func showOptions() {
        let options = ExportOptionsViewController()
        options.delegate = self
        options.modalPresentationStyle = .fullScreen
        present(options, animated: true)
    }

    func showTip() {
        let tip = TipViewController()
        tip.modalPresentationStyle = .overFullScreen
        tip.onDismiss = { [weak self] in self?.dismiss(animated: true) }
        present(tip, animated: true)
    }

    func showReceipt() {
        let receipt = ReceiptViewController()
        receipt.modalPresentationStyle = .fullScreen
        present(receipt, animated: true)
    }

    func exportOptionsDidCancel(_ controller: ExportOptionsViewController) {
        dismiss(animated: true)
    }
}

/// Its bar stays empty on purpose: the heading label at the top of its content names it.
final class BackupIntroViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = ""
        titleLabel.text = NSLocalizedString("Back up your wallet", comment: "")
        subtitleLabel.text = NSLocalizedString("It takes a minute.", comment: "")
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}

/// Titled by nothing at all.
final class BackupDoneViewController: UIViewController {
    private let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = NSLocalizedString("All set.", comment: "")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(finish))
    }

    @objc private func finish() {
        dismiss(animated: true)
    }
}

final class WalletViewController: UIViewController {
    func startBackup() {
        present(UINavigationController(rootViewController: BackupIntroViewController()), animated: true)
    }

    func finishBackup() {
        present(UINavigationController(rootViewController: BackupDoneViewController()), animated: true)
    }
}

/// A button given its action as `.init(handler:)`, the `UIAction` `addAction(_:for:)` expects.
final class PollTypeViewController: UIViewController {
    private let closeButton = UIButton(type: .close)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Poll Type"
        closeButton.addAction(.init(handler: { [weak self] _ in
            self?.dismiss(animated: true)
        }), for: .touchUpInside)
    }
}

final class ComposerViewController: UIViewController {
    func choosePollType() {
        let chooser = PollTypeViewController()
        chooser.modalPresentationStyle = .overFullScreen
        present(chooser, animated: true)
    }
}

/// Opens as a card: its own sheet, reached as `presentationController`, is given a short detent.
final class ReactionPickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "React"
        if let sheet = presentationController as? UISheetPresentationController {
            sheet.detents = [.custom { _ in 220 }]
        }
    }
}

final class PostViewController: UIViewController {
    func react() {
        present(ReactionPickerViewController(), animated: true)
    }
}

/// Its Done is set by its presenter, in iOS 14's spelling, on the stack it presents.
final class LicensesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Licenses"
    }
}

final class AboutAppViewController: UIViewController {
    func showLicenses() {
        let licenses = LicensesViewController()
        let stack = UINavigationController(rootViewController: licenses)
        licenses.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak stack] _ in
            stack?.dismiss(animated: true)
        })
        present(stack, animated: true)
    }
}

/// The app's own button, which runs the closure set on its `tap`.
final class PillButton: UIView {
    var tap: (() -> Void)?
}

/// Its Cancel is the app's button, given what to do by setting its `tap`.
final class SendConfirmationViewController: UIViewController {
    private let cancelButton = PillButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Confirm"
        cancelButton.tap = { [weak self] in
            self?.dismiss(animated: true)
        }
    }
}

final class WalletSendViewController: UIViewController {
    func confirm() {
        let confirmation = SendConfirmationViewController()
        confirmation.modalPresentationStyle = .overFullScreen
        present(confirmation, animated: true)
    }
}
