import UIKit

/// Screens the code closes when work ends: no control of theirs does.
final class UploadViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Upload"
    }

    // The spinner it makes is taken down by its own presentation's completion.
    func upload() {
        let spinner = SpinnerViewController()
        spinner.modalPresentationStyle = .overFullScreen
        present(spinner, animated: true) {
            self.send()
            spinner.dismiss(animated: true)
        }
    }

    // A toast this screen takes down itself: `dismiss` on a presenter closes what it presented.
    func showCopied() {
        let toast = ToastViewController()
        toast.modalPresentationStyle = .overFullScreen
        present(toast, animated: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.hideToast() }
    }

    private func hideToast() {
        dismiss(animated: true)
    }

    // An alert with no action, taken down by the code that showed it once its time is up.
    func showSaved() {
        let alert = UIAlertController(title: nil, message: "Saved", preferredStyle: .alert)
        present(alert, animated: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            alert.dismiss(animated: true)
        }
    }

    private func send() {}
}

final class SpinnerViewController: UIViewController {}

final class ToastViewController: UIViewController {}

/// A check that closes itself once a page loads, in the closure it hands to a function of its own
/// that calls it back: its code closes it, as a progress screen's does.
final class CheckingViewController: UIViewController {
    func pageDidLoad() {
        fetchCookies { [weak self] in
            self?.dismiss(animated: true)
        }
    }

    func fetchCookies(_ done: @escaping () -> Void) { done() }
}

final class StatusViewController: UIViewController {
    func verify() {
        present(CheckingViewController(), animated: true)
    }

    // A Discard in an alert is the alert's, not a close of the screen's own.
    func confirmLeave() {
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Leave", style: .destructive) { _ in self.dismiss(animated: true) })
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        present(alert, animated: true)
    }
}
