import UIKit

// Pushes the composer's class itself: in Main.storyboard that class is the root of a navigation
// controller, but code that makes the class makes no navigation controller, so this is no
// push of one (push-navigation-controller), and the push is left unresolved.
final class DraftsViewController: UIViewController {
    func reopen() {
        navigationController?.pushViewController(ComposeViewController(), animated: true)
    }
}
