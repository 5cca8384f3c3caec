import UIKit

// The app presents its composer, which has a way out. Its tests, kept beside the code as many
// teams keep them, present screens of their own: a file that imports a test framework, or a
// module `@testable`, is a test's, and what it presents is no part of the app's flow.
final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
    }

    func compose() {
        let composer = UINavigationController(rootViewController: ComposeViewController())
        composer.modalPresentationStyle = .fullScreen
        present(composer, animated: true)
    }
}

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }
}

#if DEBUG
@testable import Notes

// A preview of the app's own, under `#if DEBUG`, where the module may be imported `@testable`:
// the file stays the app's.
#endif
