import UIKit

// The settings screen opens a log of the team's through a storyboard segue. The log's class is
// named for debugging: the Swift reader sets it aside, so the scene is one whose code is not
// read, and the import's note says why (a debugging tool, not Objective-C or a framework's).
final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }
}

final class DebugLogViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}
