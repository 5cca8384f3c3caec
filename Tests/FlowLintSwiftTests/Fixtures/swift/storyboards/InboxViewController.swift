import UIKit

final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("inbox.title", comment: "")
    }

    func showAbout() {
        let about = AboutViewController()
        about.modalPresentationStyle = .fullScreen
        present(about, animated: true)
    }

    func composeReply() {
        present(ComposeViewController(), animated: true)
    }
}

extension InboxViewController {
    /// Made from the storyboard by its identifier: the scene that has it.
    func editSignature() {
        guard let settings = storyboard?.instantiateViewController(withIdentifier: "Signature") as? SettingsViewController else { return }
        settings.modalPresentationStyle = .fullScreen
        present(settings, animated: true)
    }
}
