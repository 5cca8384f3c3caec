import UIKit

// The help pages are declared inside a namespace and made by their full names (`Help.X()`): the
// page is presented full screen in a stack whose bar shows its Close; the tips sheet, made the
// same way, closes with a swipe alone.
extension LoginsViewController {
    @objc func help() {
        let page = UINavigationController(rootViewController: Help.PageViewController())
        page.modalPresentationStyle = .fullScreen
        present(page, animated: true)
    }

    @objc func tips() {
        present(Help.TipsViewController(), animated: true)
    }
}

enum Help {
    final class PageViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Help"
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(close))
        }

        @objc private func close() {
            dismiss(animated: true)
        }
    }

    final class TipsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Tips"
        }
    }
}
