import UIKit

// The list every other screen of this small mail app starts from.
final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose))
    }

    // Full screen, and the composer has no way out: modal-dismiss-button, an error.
    @objc private func compose() {
        let composer = ComposeViewController()
        composer.modalPresentationStyle = .fullScreen
        present(composer, animated: true)
    }

    func showSettings() {
        present(UINavigationController(rootViewController: SettingsViewController()), animated: true)
    }

    func report() {
        let report = UINavigationController(rootViewController: ReportViewController())
        report.modalPresentationStyle = .fullScreen
        present(report, animated: true)
    }

    func showViewer() {
        let viewer = ViewerViewController()
        viewer.modalPresentationStyle = .fullScreen
        present(viewer, animated: true)
    }

    func showMessage() {
        navigationController?.pushViewController(MessageViewController(), animated: true)
    }

    // A system view controller: unresolved, and no finding of its own.
    func share() {
        present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
    }
}
