import UIKit

/// Made in code only: no storyboard holds it.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
    }
}

/// No code read here makes it: something not read does.
final class LegacyViewController: UIViewController {}
