import UIKit

/// A progress overlay shown from an alert's action and taken down when the request answers; it
/// sets its own style in a helper its initialiser runs, not in the initialiser itself.
final class ResendViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Verify"
    }

    func offerResend() {
        let alert = UIAlertController(title: "Not verified yet", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Later", style: .cancel))
        alert.addAction(UIAlertAction(title: "Send again", style: .default) { [weak self] _ in
            let progress = ProgressOverlayViewController()
            self?.present(progress, animated: false)
            Mailer.resend { _ in
                progress.dismiss(animated: false)
            }
        })
        present(alert, animated: true)
    }
}

final class ProgressOverlayViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        applyLook()
    }

    private func applyLook() {
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }
}

enum Mailer {
    static func resend(_ done: @escaping (Bool) -> Void) { done(true) }
}
