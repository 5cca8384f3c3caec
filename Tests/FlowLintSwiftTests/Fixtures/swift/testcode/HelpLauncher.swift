import UIKit
#if DEBUG
import XCTest
#endif

// The app's own file, which imports XCTest under `#if DEBUG` for a hook its UI tests call: it
// stays the app's, and the help it presents without a way out is found. An import under a
// clause the shipped build compiles (`#if canImport(XCTest)`) makes a file a test's.
final class HelpLauncher: UIViewController {
    func showHelp() {
        let help = HelpViewController()
        help.modalPresentationStyle = .fullScreen
        present(help, animated: true)
    }
}

final class HelpViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
    }
}
